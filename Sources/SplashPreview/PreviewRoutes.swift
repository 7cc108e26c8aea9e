import Foundation
import SplashRender
import SplashImport

/// One answer of the preview: status, headers and body.
struct PreviewResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: Data

    static func text(_ status: Int, _ message: String) -> PreviewResponse {
        PreviewResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
                        body: Data((message + "\n").utf8))
    }
}

/// What each path of the preview answers (see `PreviewServer`).
struct PreviewRoutes: Sendable {
    let renderer: PreviewRenderer
    let title: String

    /// The answer to a GET of `target` ("/still.png?t=0.5"), with the
    /// request's `Range` header when it has one.
    func response(to target: String, range: String?) async -> PreviewResponse {
        let query = target.firstIndex(of: "?").map { target[target.index(after: $0)...] } ?? ""
        let path = target.firstIndex(of: "?").map { String(target[..<$0]) } ?? target
        switch path {
        case "/":
            return PreviewResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
                                   body: Data(PreviewPage.html(title: title).utf8))
        case "/status":
            return PreviewResponse(status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")],
                                   body: Data(renderer.current.statusJSON.utf8))
        case "/video.mp4":
            guard let video = renderer.current.video else { return notReady() }
            return Self.ranged(video, contentType: "video/mp4", range: range)
        case "/sheet.png":
            guard let sheet = renderer.current.sheet else { return notReady() }
            return PreviewResponse(status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "no-cache")], body: sheet)
        case "/still.png":
            guard let text = Self.queryValue("t", in: query), let time = Double(text), time.isFinite, time >= 0 else {
                return .text(400, "t must be a time of 0 seconds or more, like /still.png?t=0.5")
            }
            let renderer = self.renderer
            do {
                let png = try await Self.offThread { try renderer.still(at: time) }
                return PreviewResponse(status: 200, headers: [("Content-Type", "image/png"), ("Cache-Control", "no-store")], body: png)
            } catch {
                return .text(409, PreviewRenderer.message(for: error))
            }
        default:
            return .text(404, "not found")
        }
    }

    /// 503 until the first good render (with the error when there is one).
    private func notReady() -> PreviewResponse {
        let now = renderer.current
        return .text(503, now.error ?? "the first render is not ready yet")
    }

    /// The value of `name` in a query ("t=0.5&x=1"), percent-decoded.
    static func queryValue(_ name: String, in query: Substring) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.first.map(String.init)?.removingPercentEncoding == name else { continue }
            return parts.count == 2 ? String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding : ""
        }
        return nil
    }

    /// Runs CPU work on a thread of its own, not on the cooperative pool
    /// or the event loop the connections share.
    private static func offThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// The whole body (200), or the byte range a `Range: bytes=…` header
    /// asks for (206, RFC 9110 §14.2; a suffix "bytes=-N" is the last N
    /// bytes), or 416 for a range outside the body. Several ranges at once
    /// are answered with the whole body, as the RFC allows.
    static func ranged(_ body: Data, contentType: String, range header: String?) -> PreviewResponse {
        var headers = [("Content-Type", contentType), ("Accept-Ranges", "bytes"), ("Cache-Control", "no-cache")]
        guard let header, let range = ByteRange(header) else {
            return PreviewResponse(status: 200, headers: headers, body: body)
        }
        guard let bytes = range.resolved(count: body.count) else {
            headers.append(("Content-Range", "bytes */\(body.count)"))
            return PreviewResponse(status: 416, headers: headers, body: Data())
        }
        headers.append(("Content-Range", "bytes \(bytes.lowerBound)-\(bytes.upperBound)/\(body.count)"))
        let start = body.startIndex
        return PreviewResponse(status: 206, headers: headers, body: Data(body[(start + bytes.lowerBound)...(start + bytes.upperBound)]))
    }
}
