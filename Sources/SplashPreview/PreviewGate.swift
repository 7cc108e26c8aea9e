import FlyingFox
import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview's front door on 127.0.0.1: it holds each connection to the
/// limits (`PreviewLimits`) and hands FlyingFox only heads that passed them.
///
/// FlyingFox 0.27.1 has no such limits of its own: its decoder reads the
/// request line and headers as lines of any length and number, a body of
/// any announced length is read (and drained) before the connection can go
/// on, its only timeout is the handler's, and it takes every connection the
/// kernel hands it. So the limits are kept here, on the socket, before
/// FlyingFox parses anything: the gate accepts the connection, reads the
/// head itself under the size and time limits, answers a refusal itself
/// (414, 431, 413, 400, 421, 405, 408, 503, then closes), and otherwise
/// writes the head (no body: a GET has none) to FlyingFox's `HTTPServer`,
/// which listens on a Unix socket in the preview's private folder, and
/// relays its answer. One request per connection (`Connection: close`).
final class PreviewGate: Sendable {
    let port: UInt16
    private let listener: AsyncSocket
    private let pool: any AsyncSocketPool
    private let server: sockaddr_un
    private let open = OpenConnections()

    /// Binds 127.0.0.1:`port` (0: any free port) now, so that a port in use
    /// is known before anything else starts.
    init(port: UInt16, server: sockaddr_un) async throws {
        let pool = HTTPServer.defaultPool()
        try await pool.prepare()
        let socket = try Socket(domain: AF_INET, type: .stream)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen(maxPendingConnection: 128)
            guard case .ip4(_, let bound) = try socket.sockname() else { throw SocketError.unsupportedAddress }
            self.port = bound
            self.listener = try AsyncSocket(socket: socket, pool: pool)
        } catch {
            try? socket.close()
            throw error
        }
        self.pool = pool
        self.server = server
    }

    /// Accepts connections until the task is cancelled.
    func run() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [pool] in try await pool.run() }
            group.addTask { await self.acceptConnections() }
            _ = try await group.next()
            group.cancelAll()
        }
        try? listener.close()
    }

    private func acceptConnections() async {
        if #available(macOS 14, *) {
            await withDiscardingTaskGroup { group in
                await acceptConnections { work in group.addTask(operation: work) }
            }
        } else {
            await acceptConnections { work in Task(operation: work) }
        }
    }

    private func acceptConnections(spawning spawn: (@escaping @Sendable () async -> Void) -> Void) async {
        while !Task.isCancelled {
            let client: AsyncSocket
            do {
                client = try await listener.accept()
            } catch is CancellationError {
                break
            } catch {
                // Out of descriptors, a connection reset before it was
                // taken: the listener stays, the loop goes on.
                try? await Task.sleep(nanoseconds: 50_000_000)
                continue
            }
            guard open.enter() else {
                // One write that cannot wait (a fresh socket's buffer is
                // empty), then closed at once.
                _ = try? client.socket.write(HeadRefusal.busy.response)
                try? client.close()
                continue
            }
            spawn {
                await self.serve(client)
                self.open.leave()
            }
        }
    }

    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        let head: RequestHead
        do {
            head = try await within(PreviewLimits.headSeconds) { try await self.readHead(from: client) }
        } catch let refusal as HeadRefusal {
            await refuse(client, refusal)
            return
        } catch is GateTimeout {
            await refuse(client, .timeout)
            return
        } catch {
            return  // closed or reset by the client: no one to answer
        }
        await relay(head, to: client)
    }

    private func readHead(from client: AsyncSocket) async throws -> RequestHead {
        var reader = HeadReader()
        while true {
            let bytes = try await read(client.socket, atMost: 4096)
            if let head = try reader.append(bytes) { return head }
        }
    }

    /// Answers the refusal, stops writing, reads and drops what the client
    /// still sends for a moment (so it reads the answer instead of a reset),
    /// and returns; the caller closes.
    private func refuse(_ client: AsyncSocket, _ refusal: HeadRefusal) async {
        let response = refusal.response
        guard (try? await within(1) { try await client.write(response) }) != nil else { return }
        _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        _ = try? await within(PreviewLimits.lingerSeconds) {
            var dropped = 0
            while dropped < 64 << 20 { dropped += try await self.read(client.socket, atMost: 65536).count }
        }
    }

    /// Gives the head to FlyingFox and copies its answer back, with
    /// `Connection: close` added after the status line.
    private func relay(_ head: RequestHead, to client: AsyncSocket) async {
        let inner: AsyncSocket
        do {
            inner = try await AsyncSocket.connected(to: server, pool: pool, timeout: 2)
        } catch {
            await refuse(client, HeadRefusal(status: 503, reason: "Service Unavailable", message: "the preview is not serving"))
            return
        }
        defer { try? inner.close() }
        do {
            try await within(PreviewLimits.serverStallSeconds) { try await inner.write(head.forwarded) }
            var statusLine: [UInt8]? = []
            while true {
                let bytes: [UInt8]
                do {
                    bytes = try await within(PreviewLimits.serverStallSeconds) { try await self.read(inner.socket, atMost: 65536) }
                } catch SocketError.disconnected {
                    break
                }
                var out = bytes
                if var line = statusLine {
                    line += bytes
                    guard let end = line.indices.dropLast().first(where: { line[$0] == 13 && line[$0 + 1] == 10 }) else {
                        guard line.count <= 4096 else { return }
                        statusLine = line
                        continue
                    }
                    out = Array(line[..<(end + 2)])
                    out.append(contentsOf: "Connection: close\r\n".utf8)
                    out.append(contentsOf: line[(end + 2)...])
                    statusLine = nil
                }
                let data = Data(out)
                try await within(PreviewLimits.clientStallSeconds) { try await client.write(data) }
            }
        } catch {
            return  // a stalled or vanished client, a stalled server: both closed
        }
    }

    /// Some bytes (at most `count`), waiting for them; throws
    /// `SocketError.disconnected` at the end.
    private func read(_ socket: Socket, atMost count: Int) async throws -> [UInt8] {
        while true {
            try Task.checkCancellation()
            do {
                return try socket.read(atMost: count)
            } catch SocketError.blocked {
                try await pool.suspendSocket(socket, untilReadyFor: .read)
            }
        }
    }
}

/// A limit on time ran out.
struct GateTimeout: Error {}

/// `body`'s result, or `GateTimeout` after `seconds` (`body` is cancelled:
/// a socket waiting in the pool gives up at once).
func within<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw GateTimeout() }
        return value
    }
}

/// How many connections are being served; `enter` says no beyond the limit.
final class OpenConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func enter() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard count < PreviewLimits.connections else { return false }
        count += 1
        return true
    }

    func leave() {
        lock.lock(); defer { lock.unlock() }
        count -= 1
    }
}
