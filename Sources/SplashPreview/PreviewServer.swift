import Foundation
import NIOCore
import NIOPosix
import NIOHTTP1
import Synchronization
import SplashRender
import SplashImport

/// The preview's HTTP server, on the loopback address only (127.0.0.1:
/// nothing on the network can reach it).
///
///     /              the page (PreviewPage)
///     /video.mp4     the latest good render; Range requests get 206
///     /sheet.png     its contact sheet
///     /still.png?t=S the frame at S seconds, drawn from the scene on disk
///     /status        {"version", "state", "error", "duration", "fps", "frames", …}
///
/// The page polls /status (every 500 ms) rather than holding an event
/// stream open: one request type, nothing to reconnect.
///
/// SwiftNIO serves it. Each connection's pipeline is, from the socket in:
/// `PreviewGate` (the head held to `PreviewLimits`: sizes, times, GET
/// without a body, a loopback `Host`; refusals answered there), NIO's
/// HTTP/1.1 decoder and encoder, then `PreviewResponder` (the routes). A
/// connection over `PreviewLimits.connections` gets 503 at once
/// (`BusyRefusal`). One request per connection (`Connection: close`).
public struct PreviewServer: Sendable {
    public let renderer: PreviewRenderer
    /// The title shown: the scene file's name.
    public let title: String
    public let port: UInt16

    public init(renderer: PreviewRenderer, title: String, port: UInt16) {
        self.renderer = renderer
        self.title = title
        self.port = port
    }

    /// Listens, calls `listening` with the port bound (the one the system
    /// picked for port 0), then serves until the task is cancelled. A port
    /// in use (or any other failure to listen) is thrown as one line.
    public func run(listening: @escaping @Sendable (UInt16) -> Void) async throws {
        let routes = PreviewRoutes(renderer: renderer, title: title)
        let open = OpenConnections()
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.backlog, value: 128)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    guard open.enter() else {
                        try pipeline.addHandler(BusyRefusal())
                        return
                    }
                    channel.closeFuture.whenComplete { _ in open.leave() }
                    try pipeline.addHandler(PreviewGate())
                    try pipeline.configureHTTPServerPipeline(withPipeliningAssistance: false, withErrorHandling: true)
                    try pipeline.addHandler(PreviewResponder(routes: routes))
                }
            }
        let channel: any Channel
        do {
            channel = try await bootstrap.bind(host: "127.0.0.1", port: Int(port)).get()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw RenderError("port \(port) on 127.0.0.1 is in use: give another with --port, or --port 0 for any free one")
        } catch {
            throw RenderError("cannot serve on 127.0.0.1:\(port): \(error)")
        }
        guard let bound = channel.localAddress?.port, let boundPort = UInt16(exactly: bound) else {
            channel.close(promise: nil)
            throw RenderError("cannot serve on 127.0.0.1:\(port): the socket has no port")
        }
        listening(boundPort)
        try await withTaskCancellationHandler {
            try await channel.closeFuture.get()
        } onCancel: {
            channel.close(promise: nil)
        }
    }
}

/// How many connections are being served; `enter` says no beyond the limit.
final class OpenConnections: Sendable {
    private let count = Mutex(0)

    func enter() -> Bool {
        count.withLock { count in
            guard count < PreviewLimits.connections else { return false }
            count += 1
            return true
        }
    }

    func leave() {
        count.withLock { $0 -= 1 }
    }
}
