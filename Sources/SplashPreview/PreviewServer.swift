import FlyingFox
import FlyingSocks
import Foundation
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
/// Connections come in through `PreviewGate`, which holds them to
/// `PreviewLimits` (sizes, times, how many at once, GET without a body, a
/// loopback `Host`) and hands the requests that pass to FlyingFox's
/// `HTTPServer` on a Unix socket in `folder` (private to this user).
public struct PreviewServer: Sendable {
    public let renderer: PreviewRenderer
    /// The title shown: the scene file's name.
    public let title: String
    public let port: UInt16
    /// The preview's private folder, for the server's socket.
    public let folder: URL

    public init(renderer: PreviewRenderer, title: String, port: UInt16, folder: URL) {
        self.renderer = renderer
        self.title = title
        self.port = port
        self.folder = folder
    }

    /// Listens, calls `listening` with the port bound (the one the system
    /// picked for port 0), then serves until the task is cancelled. A port
    /// in use (or any other failure to listen) is thrown as one line.
    public func run(listening: @escaping @Sendable (UInt16) -> Void) async throws {
        let socketPath = folder.appendingPathComponent("server.sock").path
        // sockaddr_un holds about 100 bytes of path (FlyingFox cuts it at 104).
        guard socketPath.utf8.count < 100 else {
            throw RenderError("cannot serve: the temporary folder's path is too long for a socket (\(socketPath.utf8.count) bytes); set TMPDIR to a shorter one")
        }
        let address = sockaddr_un.unix(path: socketPath)
        let gate: PreviewGate
        do {
            gate = try await PreviewGate(port: port, server: address)
        } catch let error as SocketError {
            if case .failed(_, let code, _) = error, code == EADDRINUSE {
                throw RenderError("port \(port) on 127.0.0.1 is in use: give another with --port, or --port 0 for any free one")
            }
            throw RenderError("cannot serve on 127.0.0.1:\(port): \(error)")
        }
        let server = HTTPServer(address: address, logger: .disabled)
        await appendRoutes(to: server)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await server.run()
                } catch {
                    throw RenderError("cannot serve on \(socketPath): \(error)")
                }
            }
            group.addTask {
                try await server.waitUntilListening(timeout: 30)
                listening(gate.port)
                try await gate.run()
            }
            while try await group.next() != nil {}
        }
    }

    private func appendRoutes(to server: HTTPServer) async {
        let renderer = self.renderer, title = self.title
        await server.appendRoute("GET /") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                         body: Data(PreviewPage.html(title: title).utf8))
        }
        await server.appendRoute("GET /status") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                         body: Data(renderer.current.statusJSON.utf8))
        }
        await server.appendRoute("GET /video.mp4") { request in
            guard let video = renderer.current.video else { return Self.notReady(renderer) }
            return Self.ranged(video, contentType: "video/mp4", range: request.headers[.range])
        }
        await server.appendRoute("GET /sheet.png") { _ in
            guard let sheet = renderer.current.sheet else { return Self.notReady(renderer) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"], body: sheet)
        }
        await server.appendRoute("GET /still.png") { request in
            guard let text = request.query["t"], let time = Double(text), time.isFinite, time >= 0 else {
                return Self.text(.badRequest, "t must be a time of 0 seconds or more, like /still.png?t=0.5")
            }
            let png: Data
            do {
                png = try await Self.offThread { try renderer.still(at: time) }
            } catch {
                return Self.text(.conflict, PreviewRenderer.message(for: error))
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: png)
        }
        await server.appendRoute("GET *") { _ in Self.text(.notFound, "not found") }
    }

    /// 503 until the first good render (with the error when there is one).
    private static func notReady(_ renderer: PreviewRenderer) -> HTTPResponse {
        let now = renderer.current
        return text(.serviceUnavailable, now.error ?? "the first render is not ready yet")
    }

    private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                     body: Data((message + "\n").utf8))
    }

    /// Runs CPU work on a thread of its own, not on the cooperative pool
    /// the server's connections share.
    private static func offThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// The whole body (200), or the byte range a `Range: bytes=…` header
    /// asks for (206, RFC 9110 §14.2; a suffix "bytes=-N" is the last N
    /// bytes), or 416 for a range outside the body. Several ranges at once
    /// are answered with the whole body, as the RFC allows.
    static func ranged(_ body: Data, contentType: String, range header: String?) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: contentType, .acceptRanges: "bytes", .cacheControl: "no-cache"]
        guard let header, let range = ByteRange(header) else {
            return HTTPResponse(statusCode: .ok, headers: headers, body: body)
        }
        guard let bytes = range.resolved(count: body.count) else {
            headers[.contentRange] = "bytes */\(body.count)"
            return HTTPResponse(statusCode: .rangeNotSatisfiable, headers: headers)
        }
        headers[.contentRange] = "bytes \(bytes.lowerBound)-\(bytes.upperBound)/\(body.count)"
        let start = body.startIndex
        return HTTPResponse(statusCode: .partialContent, headers: headers,
                            body: Data(body[(start + bytes.lowerBound)...(start + bytes.upperBound)]))
    }
}

/// One range of a `Range: bytes=…` header: "A-B", "A-" or "-N".
struct ByteRange: Equatable {
    var first: Int?
    var last: Int?

    init?(_ header: String) {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix("bytes="), !text.contains(",") else { return nil }
        let spec = text.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        let parts = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let a = parts[0].trimmingCharacters(in: .whitespaces), b = parts[1].trimmingCharacters(in: .whitespaces)
        first = a.isEmpty ? nil : Int(a)
        last = b.isEmpty ? nil : Int(b)
        // Anything else ("bytes=x-", "bytes=-") is not a range: the whole body.
        guard (a.isEmpty || first != nil), (b.isEmpty || last != nil), first != nil || last != nil else { return nil }
        if let first, first < 0 { return nil }
        if let first, let last, last < first { return nil }
    }

    /// The bytes (both ends included) in a body of `count` bytes, or nil
    /// when none of them is in it.
    func resolved(count: Int) -> ClosedRange<Int>? {
        guard count > 0 else { return nil }
        switch (first, last) {
        case (let first?, let last):
            guard first < count else { return nil }
            return first...min(last ?? count - 1, count - 1)
        case (nil, let suffix?):
            guard suffix > 0 else { return nil }
            return max(count - suffix, 0)...(count - 1)
        case (nil, nil):
            return nil
        }
    }
}
