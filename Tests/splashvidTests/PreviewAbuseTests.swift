import Foundation
import Testing
import SplashTestSupport

extension PreviewCommandTests {
    /// `splashvid preview` under abuse, through the binary: each limit answered
    /// with its status and the connection closed, slow clients closed, a
    /// bounded number of connections, the `Host` header checked, and a flood
    /// after which `/status` still answers at once. Nested in
    /// PreviewCommandTests so that the two never run at once (that suite counts
    /// the preview folders in the temporary folder).
    @Suite(.serialized) struct PreviewAbuseTests {
        /// A preview of a one-second scene, stopped by `body`'s end.
        static func withPreview(_ body: (Preview) throws -> Void) throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(PreviewCommandTests.scene(duration: 1).utf8).write(to: folder.appendingPathComponent("scene.json"))
            let preview = try Preview.start(in: folder)
            defer { _ = try? preview.stop() }
            try body(preview)
            #expect(preview.running.process.isRunning, "the preview stopped")
        }

        /// Sends `request` (from another thread, so a server that stops reading
        /// cannot block the test) and reads until the server closes, for at most
        /// `seconds`.
        static func exchange(_ preview: Preview, _ request: [UInt8], seconds: Double = 5) throws -> RawReply {
            try exchange(port: preview.port, request, seconds: seconds)
        }

        static func exchange(port: Int, _ request: [UInt8], seconds: Double = 5) throws -> RawReply {
            let connection = try RawConnection(port: port)
            let sent = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                connection.send(request)
                sent.signal()
            }
            let reply = connection.readUntilClosed(seconds: seconds)
            sent.wait()
            connection.close()
            return reply
        }

        static func request(target: String = "/status", host: String? = "localhost", extra: String = "") -> [UInt8] {
            var text = "GET \(target) HTTP/1.1\r\n"
            if let host { text += "Host: \(host)\r\n" }
            return Array((text + extra + "\r\n").utf8)
        }

        // MARK: Each limit

        @Test func aLongRequestLineIs414AndClosed() throws {
            try Self.withPreview { preview in
                let reply = try Self.exchange(preview, Array("GET /\(String(repeating: "a", count: 1 << 20)) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
                #expect(reply.status == 414, "\(reply)")
                #expect(reply.closed, "\(reply)")
                #expect(reply.seconds < 3, "\(reply)")
            }
        }

        @Test func aLongHeaderAndManyHeadersAre431AndClosed() throws {
            try Self.withPreview { preview in
                let long = try Self.exchange(preview, Self.request(extra: "X-Long: \(String(repeating: "b", count: 1 << 20))\r\n"))
                #expect(long.status == 431 && long.closed && long.seconds < 3, "\(long)")
                let many = try Self.exchange(preview, Self.request(extra: String(repeating: "X-A: 1\r\n", count: 20_000)))
                #expect(many.status == 431 && many.closed && many.seconds < 3, "\(many)")
                // 101 short header lines: over the count, under the bytes.
                let count = try Self.exchange(preview, Self.request(extra: (1...100).map { "X-\($0): 1\r\n" }.joined()))
                #expect(count.status == 431 && count.closed, "\(count)")
                // 100 lines (the Host and 99 more) pass.
                let fine = try Self.exchange(preview, Self.request(extra: (1...99).map { "X-\($0): 1\r\n" }.joined()))
                #expect(fine.status == 200 && fine.closed, "\(fine)")
            }
        }

        @Test func aBodyIsRefusedUnreadAndTheConnectionClosed() throws {
            try Self.withPreview { preview in
                // The body announced is never sent: the answer cannot wait for it.
                let huge = try Self.exchange(preview, Self.request(extra: "Content-Length: 99999999999\r\n") + Array("abc".utf8))
                #expect(huge.status == 413 && huge.closed && huge.seconds < 2, "\(huge)")
                let small = try Self.exchange(preview, Self.request(extra: "Content-Length: 1\r\n"))
                #expect(small.status == 413 && small.closed && small.seconds < 2, "\(small)")
                let chunked = try Self.exchange(preview, Self.request(extra: "Transfer-Encoding: chunked\r\n"))
                #expect(chunked.status == 413 && chunked.closed && chunked.seconds < 2, "\(chunked)")
                let nonsense = try Self.exchange(preview, Self.request(extra: "Content-Length: -5\r\n"))
                #expect(nonsense.status == 400 && nonsense.closed && nonsense.seconds < 2, "\(nonsense)")
                let post = try Self.exchange(preview, Array("POST /status HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n".utf8))
                #expect(post.status == 405 && post.closed, "\(post)")
                let zero = try Self.exchange(preview, Self.request(extra: "Content-Length: 0\r\n"))
                #expect(zero.status == 200 && zero.closed, "\(zero)")
            }
        }

        @Test func aSilentOrDribblingClientIsClosedAfterFiveSeconds() throws {
            try Self.withPreview { preview in
                let silent = try RawConnection(port: preview.port)
                let quiet = silent.readUntilClosed(seconds: 12)
                silent.close()
                #expect(quiet.status == 408 && quiet.closed, "\(quiet)")
                #expect(quiet.seconds > 4 && quiet.seconds < 8, "\(quiet)")

                let dribbling = try RawConnection(port: preview.port)
                let stop = DispatchSemaphore(value: 0), sent = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    for byte in "GET /status HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8 {
                        if stop.wait(timeout: .now() + 0.3) == .success || !dribbling.send([byte]) { break }
                    }
                    sent.signal()
                }
                let slow = dribbling.readUntilClosed(seconds: 12)
                stop.signal()
                sent.wait()
                dribbling.close()
                #expect(slow.status == 408 && slow.closed, "\(slow)")
                #expect(slow.seconds > 4 && slow.seconds < 8, "\(slow)")
            }
        }

        @Test func theHostMustNameThisMachine() throws {
            try Self.withPreview { preview in
                let port = preview.port
                var compared = 0
                for host in ["localhost", "localhost:\(port)", "LocalHost:\(port)", "127.0.0.1", "127.0.0.1:\(port)", "[::1]", "[::1]:\(port)"] {
                    let reply = try Self.exchange(preview, Self.request(host: host))
                    #expect(reply.status == 200 && reply.closed, "Host: \(host): \(reply)")
                    #expect(reply.head.lowercased().contains("\r\nconnection: close\r\n"), "Host: \(host): \(reply.head)")
                    compared += 1
                }
                for host in ["evil.example", "evil.example:\(port)", "localhost.evil.example", "127.0.0.1.nip.io:\(port)", "localhost:", "localhost:x",
                             "::1", "[::1]x", "127.0.0.2", "0.0.0.0:\(port)", ""] {
                    let reply = try Self.exchange(preview, Self.request(host: host))
                    #expect(reply.status == 421 && reply.closed, "Host: \(host): \(reply)")
                    compared += 1
                }
                let missing = try Self.exchange(preview, Self.request(host: nil))
                #expect(missing.status == 400 && missing.closed, "\(missing)")
                let twice = try Self.exchange(preview, Self.request(extra: "Host: evil.example\r\n"))
                #expect(twice.status == 400 && twice.closed, "\(twice)")
                // An absolute URL names its own host: refused too.
                let absolute = try Self.exchange(preview, Self.request(target: "http://evil.example/status"))
                #expect(absolute.status == 400 && absolute.closed, "\(absolute)")
                #expect(compared == 18)
            }
        }

        @Test func connectionsBeyondTheLimitAreRefusedAtOnce() throws {
            try Self.withPreview { preview in
                // 32 are served at once (PreviewLimits.connections); these hold them.
                var held: [RawConnection] = []
                for _ in 0..<32 { held.append(try RawConnection(port: preview.port)) }
                defer { held.forEach { $0.close() } }
                Thread.sleep(forTimeInterval: 0.3)
                var refused = 0
                for _ in 0..<10 {
                    let extra = try RawConnection(port: preview.port)
                    let reply = extra.readUntilClosed(seconds: 2)
                    extra.close()
                    #expect(reply.status == 503 && reply.closed && reply.seconds < 1, "\(reply)")
                    if reply.closed { refused += 1 }
                }
                #expect(refused == 10)
                held.forEach { $0.close() }
                held = []
                // The server frees a slot when it sees the close, which a
                // loaded machine may take longer than 0.2 s to deliver: ask
                // again for up to 2 s.
                var reply = try Self.exchange(preview, Self.request(host: "127.0.0.1:\(preview.port)"), seconds: 1)
                for _ in 0..<10 where reply.status != 200 {
                    Thread.sleep(forTimeInterval: 0.2)
                    reply = try Self.exchange(preview, Self.request(host: "127.0.0.1:\(preview.port)"), seconds: 1)
                }
                #expect(reply.status == 200 && reply.closed && reply.seconds < 1, "\(reply)")
            }
        }

        // MARK: A flood, then /status

        @Test func afterAFloodStatusAnswersWithinASecond() throws {
            try Self.withPreview { preview in
                let big = String(repeating: "x", count: 1 << 20)
                let oversized: [(request: [UInt8], status: Int)] = [
                    (Array("GET /\(big) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8), 414),
                    (Self.request(extra: "X-Big: \(big)\r\n"), 431),
                    (Self.request(extra: String(repeating: "X-A: 1\r\n", count: 50_000)), 431),
                    (Self.request(extra: "Content-Length: 99999999999\r\n") + Array(big.prefix(1 << 18).utf8), 413),
                    (Array("POST /status HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999\r\n\r\n".utf8), 413),
                    (Self.request(host: "evil.example"), 421),
                ]
                var answered = 0
                for (request, status) in oversized {
                    let reply = try Self.exchange(preview, request)
                    #expect(reply.status == status && reply.closed, "\(status): \(reply)")
                    if reply.status == status { answered += 1 }
                }
                #expect(answered == oversized.count)

                // 100 half-open: a head begun and never ended.
                var halfOpen: [RawConnection] = []
                for _ in 0..<100 {
                    let connection = try RawConnection(port: preview.port)
                    connection.send(Array("GET /status HTTP/1.1\r\nHost: local".utf8))
                    halfOpen.append(connection)
                }
                // 100 at once, while those are held: each answered (200 or 503) or closed, none left hanging.
                let replies = Replies(), finished = DispatchGroup(), port = preview.port
                for _ in 0..<100 {
                    finished.enter()
                    Thread.detachNewThread {
                        defer { finished.leave() }
                        guard let reply = try? Self.exchange(port: port, Self.request(host: "localhost:\(port)")) else { return }
                        replies.append(reply)
                    }
                }
                finished.wait()
                let all = replies.all
                #expect(all.count == 100)
                #expect(all.allSatisfy { $0.closed && ($0.status == nil || $0.status == 200 || $0.status == 503) },
                        "\(all.filter { !$0.closed || ($0.status != nil && $0.status != 200 && $0.status != 503) }.prefix(3))")
                halfOpen.forEach { $0.close() }

                let start = Date()
                let reply = try Self.exchange(preview, Self.request(host: "127.0.0.1:\(preview.port)"), seconds: 1)
                #expect(reply.status == 200 && reply.closed, "\(reply)")
                #expect(Date().timeIntervalSince(start) < 1)
                let status = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any]
                #expect(status?["state"] != nil, "\(String(decoding: reply.body, as: UTF8.self))")
                // And the ordinary client still gets the page.
                #expect(try preview.get("/").status == 200)
            }
        }
    }
}

/// Replies gathered from several threads.
final class Replies: @unchecked Sendable {
    private let lock = NSLock()
    private var replies: [RawReply] = []

    func append(_ reply: RawReply) { lock.withLock { replies.append(reply) } }
    var all: [RawReply] { lock.withLock { replies } }
}

/// What came back on a raw connection.
struct RawReply: CustomStringConvertible, Sendable {
    var data: Data
    /// The server closed (or reset) the connection.
    var closed: Bool
    /// From the start of reading to the close (or the time given up).
    var seconds: Double

    var status: Int? {
        guard data.starts(with: Data("HTTP/1.1 ".utf8)), data.count >= 12 else { return nil }
        return Int(String(decoding: data[data.startIndex + 9 ..< data.startIndex + 12], as: UTF8.self))
    }

    var head: String {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return String(decoding: data.prefix(500), as: UTF8.self) }
        return String(decoding: data[..<end.upperBound], as: UTF8.self)
    }

    var body: Data {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return Data() }
        return Data(data[end.upperBound...])
    }

    var description: String {
        "status \(status.map(String.init) ?? "none"), \(closed ? "closed" : "open") after \(String(format: "%.2f", seconds)) s, \(data.count) bytes: \(head.prefix(200).debugDescription)"
    }
}

/// A TCP connection to 127.0.0.1 driven byte by byte.
final class RawConnection: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var isClosed = false

    init(port: Int) throws {
        fd = try connectToLoopback(port: port, timeout: SO_SNDTIMEO, seconds: 10)
    }

    deinit { close() }

    /// Sends as much as the server takes; false once it stops.
    @discardableResult func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Reads until the server closes the connection, for at most `seconds`
    /// (and at most 16 MB).
    func readUntilClosed(seconds: Double) -> RawReply {
        let start = Date()
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while data.count < 16 << 20 {
            let left = seconds - Date().timeIntervalSince(start)
            if left <= 0 { break }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(max(1, left * 1000)))
            if polled <= 0 { continue }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            if n <= 0 { return RawReply(data: data, closed: true, seconds: Date().timeIntervalSince(start)) }
            data.append(contentsOf: buffer[0..<n])
        }
        return RawReply(data: data, closed: false, seconds: Date().timeIntervalSince(start))
    }

    func close() {
        lock.lock(); defer { lock.unlock() }
        guard !isClosed else { return }
        isClosed = true
        Foundation.close(fd)
    }
}
