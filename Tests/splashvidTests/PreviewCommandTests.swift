import Foundation
import Testing
import SplashTestSupport

/// `splashvid preview`: the real binary serving on 127.0.0.1 (`--port 0`),
/// read back over HTTP, edited under it, and its page driven in headless
/// Chromium. Small scenes at 100×200 points, 1×, 10 fps, so a render takes
/// a fraction of a second.
@Suite(.serialized) struct PreviewCommandTests {
    /// A white screen with a dot fading out; `duration` seconds.
    static func scene(duration: Double, colour: String = "#2CA2F9") -> String {
        """
        {"duration": \(duration), "backgroundColor": "#FFFFFF",
         "layers": [{"id": "dot", "position": ["W / 2", "H * 0.4"], "size": [40, 40],
                     "contents": {"type": "ellipse", "fillColor": "\(colour)"},
                     "animations": [{"keyPath": "opacity", "fromValue": 1, "toValue": 0, "beginTime": 0.2,
                                     "duration": 0.5, "fillMode": "forwards"}]}]}
        """
    }

    /// A running `splashvid preview`, with the address it printed.
    struct Preview {
        var running: Binary.RunningProcess
        var port: Int
        var firstLine: String

        /// Starts it on `source` (`scene.json` by default) in `folder` and reads the address line.
        static func start(in folder: URL, source: [String] = ["scene.json"], extra: [String] = []) throws -> Preview {
            let running = try Binary.start(["preview"] + source + ["--port", "0", "--size", "100x200", "--scale", "1", "--fps", "10"] + extra, in: folder)
            var line: [UInt8] = []
            let handle = running.out.fileHandleForReading
            while !line.contains(UInt8(ascii: "\n")) {
                let data = handle.availableData
                if data.isEmpty { break }
                line += data
            }
            let text = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            guard let range = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) else {
                running.process.interrupt()
                let rest = try Binary.finish(running)
                Issue.record("no address printed: \(text) \(rest.stderr)")
                throw CancellationError()
            }
            let port = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast()) ?? 0
            return Preview(running: running, port: port, firstLine: text)
        }

        /// Interrupts it (Ctrl-C) and returns what it wrote.
        func stop() throws -> Binary.Result {
            if running.process.isRunning { running.process.interrupt() }
            return try Binary.finish(running)
        }

        func get(_ path: String, headers: [String: String] = [:]) throws -> HTTPReply {
            try HTTPReply.get(port: port, path: path, headers: headers)
        }

        func status() throws -> [String: Any] {
            let reply = try get("/status")
            return try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any], "\(String(decoding: reply.body, as: UTF8.self))")
        }

        /// Polls /status (every 100 ms, for at most `seconds`) until `done` says so; returns the last.
        func waitForStatus(seconds: Double = 20, until done: ([String: Any]) -> Bool) throws -> [String: Any] {
            let deadline = Date().addingTimeInterval(seconds)
            var last = try status()
            while !done(last), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
                last = try status()
            }
            return last
        }
    }

    @Test func servesThePageTheStatusAndTheVideoWithRanges() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene(duration: 1).utf8).write(to: folder.appendingPathComponent("scene.json"))
        let temporary = FileManager.default.temporaryDirectory
        let previewFolders = { Set(contents(of: temporary).filter { $0.hasPrefix("splashvid-preview-") }) }
        let before = previewFolders()
        let preview = try Preview.start(in: folder)
        defer { _ = try? preview.stop() }
        let during = previewFolders().subtracting(before)
        #expect(during.count == 1, "its renders' folder: \(during)")
        #expect(preview.firstLine == "splashvid: previewing scene.json at http://127.0.0.1:\(preview.port)/ (Ctrl-C to stop)")
        #expect(preview.port > 0)

        let page = try preview.get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains("<video id=\"video\" muted autoplay loop"), "\(html.prefix(300))")
        #expect(html.contains("scene.json · splashvid preview"))

        // 1 s at 10 fps: round(1 × 10) = 10 frames.
        let status = try preview.waitForStatus { $0["state"] as? String != "rendering" }
        #expect(status["state"] as? String == "ok", "\(status)")
        #expect(status["version"] as? Int == 1)
        #expect(status["duration"] as? Double == 1)
        #expect(status["fps"] as? Int == 10)
        #expect(status["frames"] as? Int == 10)
        #expect(status["width"] as? Int == 100 && status["height"] as? Int == 200)

        let video = try preview.get("/video.mp4?v=1")
        #expect(video.status == 200)
        #expect(video.headers["content-type"] == "video/mp4")
        #expect(video.headers["content-length"] == String(video.body.count))
        #expect(video.headers["accept-ranges"] == "bytes")
        let file = folder.appendingPathComponent("downloaded.mp4")
        try video.body.write(to: file)
        let reader = try VideoReader(path: file.path)
        #expect(reader.frameCount == 10)
        #expect(reader.codecName == "h264")
        #expect(reader.width == 100 && reader.height == 200)

        // Ranges, as <video> asks for them: bytes 100–199, from 100 on, the last 50.
        let count = video.body.count
        try #require(count > 300)
        let cases: [(header: String, first: Int, last: Int)] = [("bytes=100-199", 100, 199), ("bytes=100-", 100, count - 1),
                                                               ("bytes=-50", count - 50, count - 1), ("bytes=0-999999999", 0, count - 1)]
        var compared = 0
        for (header, first, last) in cases {
            let part = try preview.get("/video.mp4", headers: ["Range": header])
            #expect(part.status == 206, "\(header)")
            #expect(part.headers["content-range"] == "bytes \(first)-\(last)/\(count)", "\(header)")
            #expect(part.headers["content-length"] == String(last - first + 1), "\(header)")
            #expect(part.body == video.body[first...last], "\(header)")
            compared += 1
        }
        #expect(compared == 4)
        let outside = try preview.get("/video.mp4", headers: ["Range": "bytes=\(count)-"])
        #expect(outside.status == 416)
        #expect(outside.headers["content-range"] == "bytes */\(count)")

        let sheet = try preview.get("/sheet.png")
        #expect(sheet.status == 200 && sheet.headers["content-type"] == "image/png")
        #expect(sheet.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let still = try preview.get("/still.png?t=0.5")
        #expect(still.status == 200 && still.headers["content-type"] == "image/png")
        // The PNG's IHDR: 100 × 200 pixels (bytes 16–23, big-endian).
        #expect(Array(still.body.dropFirst(16).prefix(8)) == [0, 0, 0, 100, 0, 0, 0, 200])
        #expect(try preview.get("/still.png?t=soon").status == 400)
        #expect(try preview.get("/missing").status == 404)

        let result = try preview.stop()
        #expect(result.status == 130, "Ctrl-C ends it as an interrupt: 128 + SIGINT (2)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(previewFolders().intersection(during).isEmpty, "the temporary folder is removed on Ctrl-C")
    }

    @Test func rendersAgainWhenTheSceneChangesAndShowsItsErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sceneFile = folder.appendingPathComponent("scene.json")
        try Data(Self.scene(duration: 1).utf8).write(to: sceneFile)
        let preview = try Preview.start(in: folder)
        defer { _ = try? preview.stop() }
        let first = try preview.waitForStatus { $0["version"] as? Int == 1 }
        #expect(first["frames"] as? Int == 10)

        // 1.5 s and another colour: 15 frames, render 2, within a few seconds.
        let edited = Date()
        try Data(Self.scene(duration: 1.5, colour: "#FF2D55").utf8).write(to: sceneFile)
        let second = try preview.waitForStatus(seconds: 10) { ($0["version"] as? Int ?? 0) >= 2 }
        #expect(second["version"] as? Int == 2, "\(second)")
        #expect(second["state"] as? String == "ok")
        #expect(second["duration"] as? Double == 1.5 && second["frames"] as? Int == 15)
        #expect(Date().timeIntervalSince(edited) < 5)
        let video = try preview.get("/video.mp4?v=2")
        let file = folder.appendingPathComponent("second.mp4")
        try video.body.write(to: file)
        #expect(try VideoReader(path: file.path).frameCount == 15)

        // Broken: the error, as `splashvid render` says it, while render 2 is still served.
        // The second comma after the layers is on line 2 (column 16: two spaces, `"layers": [],` is 13 more).
        try Data("{\"duration\": 2,\n  \"layers\": [],,\n}".utf8).write(to: sceneFile)
        let broken = try preview.waitForStatus(seconds: 10) { $0["state"] as? String == "error" }
        #expect(broken["state"] as? String == "error", "\(broken)")
        let message = broken["error"] as? String ?? ""
        #expect(message.hasPrefix("error: scene.json: "), "\(message)")
        #expect(message.contains("line 2, column"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(broken["version"] as? Int == 2)
        #expect(try preview.get("/video.mp4").body == video.body)
        let cli = try Binary.run(["--scene", "scene.json", "--size", "100x200", "out.mp4"], in: folder)
        #expect(cli.stderr == "splashvid: \(message)\n", "the page says what the command line says")

        // Fixed: render 3.
        try Data(Self.scene(duration: 1).utf8).write(to: sceneFile)
        let fixed = try preview.waitForStatus(seconds: 10) { $0["version"] as? Int == 3 }
        #expect(fixed["state"] as? String == "ok" && fixed["error"] == nil, "\(fixed)")
        #expect(fixed["frames"] as? Int == 10)
    }

    @Test func rendersAgainWhenAnImageItDrawsChanges() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two 100×200 pictures to swap in: a white screen and a red one, as stills.
        for (name, colour) in [("white", "#FFFFFF"), ("red", "#FF0000")] {
            try Data(##"{"duration": 1, "backgroundColor": "\##(colour)", "layers": []}"##.utf8).write(to: folder.appendingPathComponent("\(name).json"))
            let made = try Binary.run(["--scene", "\(name).json", "--size", "100x200", "--scale", "1", "--at", "0", "\(name).png"], in: folder)
            try #require(made.status == 0, "\(made.stderr)")
        }
        let art = folder.appendingPathComponent("art.png")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("white.png"), to: art)
        let scene = ##"{"duration": 1, "backgroundColor": "#000000", "layers": [{"id": "art", "frame": [0, 0, "W", "H"], "contents": {"type": "image", "source": "art.png"}}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        let preview = try Preview.start(in: folder)
        defer { _ = try? preview.stop() }
        _ = try preview.waitForStatus { $0["version"] as? Int == 1 }
        let white = try preview.get("/still.png?t=0.5").body

        // Rewritten with the red one (a new modification time): render 2.
        try Data(contentsOf: folder.appendingPathComponent("red.png")).write(to: art)
        let second = try preview.waitForStatus(seconds: 10) { $0["version"] as? Int == 2 }
        #expect(second["version"] as? Int == 2 && second["state"] as? String == "ok", "\(second)")
        let red = try preview.get("/still.png?t=0.5").body
        #expect(red != white)
        #expect(red == (try Data(contentsOf: folder.appendingPathComponent("red.png"))), "the frame is the picture, pixel for pixel")

        // Gone: an error naming it; back: render 3.
        try FileManager.default.removeItem(at: art)
        let missing = try preview.waitForStatus(seconds: 10) { $0["state"] as? String == "error" }
        #expect((missing["error"] as? String ?? "").contains("art.png"), "\(missing)")
        try Data(contentsOf: folder.appendingPathComponent("white.png")).write(to: art)
        let back = try preview.waitForStatus(seconds: 10) { $0["version"] as? Int == 3 }
        #expect(back["state"] as? String == "ok", "\(back)")
    }

    /// What a render warns about is in /status (and listed on the page):
    /// a 100×200 picture in a square layer, `resizeAspectFill`, is cropped.
    @Test func theRendersWarningsAreInTheStatus() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"duration": 1, "backgroundColor": "#FF0000", "layers": []}"##.utf8).write(to: folder.appendingPathComponent("red.json"))
        let made = try Binary.run(["--scene", "red.json", "--size", "100x200", "--scale", "1", "--at", "0", "art.png"], in: folder)
        try #require(made.status == 0, "\(made.stderr)")
        let scene = ##"{"duration": 1, "backgroundColor": "#000000", "layers": [{"id": "art", "frame": [0, 0, 100, 100], "contents": {"type": "image", "source": "art.png", "gravity": "resizeAspectFill"}}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        let preview = try Preview.start(in: folder)
        defer { _ = try? preview.stop() }
        let status = try preview.waitForStatus { $0["version"] as? Int == 1 }
        let warnings = try #require(status["warnings"] as? [String], "\(status)")
        #expect(warnings.count == 1 && warnings.first?.contains("art.png") == true && warnings.first?.contains("crop") == true, "\(warnings)")
        // The page lists them.
        #expect(String(decoding: try preview.get("/").body, as: UTF8.self).contains("id=\"warnings\""))
    }

    /// `--launch-screen FOLDER` alone previews the launch preset, and the
    /// folder is watched whole: rewriting the storyboard deep inside it
    /// renders again. `--preset` previews a preset.
    @Test func aLaunchScreenFolderIsWatchedWholeAndPresetsPreview() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: PackageFolders.root.appendingPathComponent("docs/examples/SplashNotes"), to: folder.appendingPathComponent("App"))
        let preview = try Preview.start(in: folder, source: ["--launch-screen", "App/"])
        defer { _ = try? preview.stop() }
        #expect(preview.firstLine.hasPrefix("splashvid: previewing launch preset at http://127.0.0.1:"), "\(preview.firstLine)")
        let first = try preview.waitForStatus { $0["version"] as? Int == 1 }
        #expect(first["state"] as? String == "ok", "\(first)")
        let storyboard = folder.appendingPathComponent("App/SplashNotes/Base.lproj/LaunchScreen.storyboard")
        Thread.sleep(forTimeInterval: 0.05)
        try Data(contentsOf: storyboard).write(to: storyboard)
        let second = try preview.waitForStatus(seconds: 10) { $0["version"] as? Int == 2 }
        #expect(second["version"] as? Int == 2 && second["state"] as? String == "ok", "\(second)")

        let kugou = try Preview.start(in: folder, source: ["--preset", "kugou"], extra: ["--set", "delay=0.2"])
        defer { _ = try? kugou.stop() }
        #expect(kugou.firstLine.hasPrefix("splashvid: previewing kugou preset at"), "\(kugou.firstLine)")
        let rendered = try kugou.waitForStatus { $0["version"] as? Int == 1 }
        // kugou lasts 2.0 s with its default delay of 0.5 s; with 0.2 s, 1.7 s: 17 frames at 10 fps.
        #expect(rendered["state"] as? String == "ok" && rendered["frames"] as? Int == 17, "\(rendered)")
        let both = try Binary.run(["preview", "scene.json", "--preset", "kugou", "--port", "0"], in: folder)
        #expect(both.status == 1 && both.stderr == "splashvid: error: give one of a scene file, --preset and --lottie, not more\n", "\(both.stderr)")
    }

    @Test func aBusyPortIsOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene(duration: 1).utf8).write(to: folder.appendingPathComponent("scene.json"))
        let preview = try Preview.start(in: folder)
        defer { _ = try? preview.stop() }
        let second = try Binary.run(["preview", "scene.json", "--port", String(preview.port)], in: folder)
        #expect(second.status == 1)
        #expect(second.stderr == "splashvid: error: port \(preview.port) on 127.0.0.1 is in use: give another with --port, or --port 0 for any free one\n")
        let missing = try Binary.run(["preview", "nothing.json", "--port", "0"], in: folder)
        #expect(missing.stderr == "splashvid: error: nothing.json: no such scene file\n")
        let nothing = try Binary.run(["preview", "--port", "0"], in: folder)
        #expect(nothing.status == 1 && nothing.stderr.hasPrefix("splashvid: error: nothing to preview: give a scene file, --preset NAME"), "\(nothing.stderr)")
    }

    // MARK: In Chromium

    @Test(.enabled(if: ReviewPageBrowserTests.chromiumPath != nil || ReviewPageBrowserTests.isDebian, "Chromium is not installed and this is not Debian"))
    func thePagePlaysAndTheScrubberSeeks() throws {
        guard let chromium = ReviewPageBrowserTests.chromiumPath else {
            Issue.record("Chromium is missing: run scripts/install-test-deps (scripts/test does)")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene(duration: 2).utf8).write(to: folder.appendingPathComponent("scene.json"))
        let preview = try Preview.start(in: folder)
        defer { _ = try? preview.stop() }
        _ = try preview.waitForStatus { $0["version"] as? Int == 1 }

        let browser = try DevToolsPipe(chromium: chromium, profile: folder.appendingPathComponent("profile"))
        defer { browser.shutDown() }
        let target = try browser.call("Target.createTarget", ["url": "about:blank"])
        let targetID = try #require((target["result"] as? [String: Any])?["targetId"] as? String)
        let attached = try browser.call("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        let session = try #require((attached["result"] as? [String: Any])?["sessionId"] as? String)
        _ = try browser.call("Runtime.enable", session: session)
        _ = try browser.call("Log.enable", session: session)
        _ = try browser.call("Page.navigate", ["url": "http://127.0.0.1:\(preview.port)/"], session: session)

        // Waits for the video, measures it playing for 500 ms, then moves
        // the scrubber to frame 3 as a person would (an input event).
        let probe = #"""
        (async () => {
          const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
          const started = Date.now();
          const video = () => document.getElementById("video");
          while (!(video() && video().readyState >= 3 && !video().paused && video().currentTime > 0) && Date.now() - started < 15000) await sleep(50);
          const v = video(), t0 = v.currentTime;
          await sleep(500);
          const t1 = v.currentTime, playing = !v.paused;
          const scrubber = document.getElementById("scrubber");
          scrubber.value = "3";
          scrubber.dispatchEvent(new Event("input", { bubbles: true }));
          if (v.seeking) await new Promise((r) => v.addEventListener("seeked", r, { once: true }));
          await sleep(200);
          const scrubbed = { seeked: v.currentTime, paused: v.paused, clock: document.getElementById("clock").textContent };
          // A click in the middle of the contact sheet's third frame.
          const sheet = document.getElementById("sheet");
          while (!(sheet.complete && sheet.naturalWidth > 0) && Date.now() - started < 20000) await sleep(50);
          const map = (await (await fetch("/status")).json()).sheet, cell = map.cells[2], box = sheet.getBoundingClientRect();
          sheet.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: box.left + (cell.x + cell.width / 2) * box.width / map.width,
                                                        clientY: box.top + (cell.y + cell.height / 2) * box.height / map.height }));
          if (v.seeking) await new Promise((r) => v.addEventListener("seeked", r, { once: true }));
          await sleep(200);
          return JSON.stringify({ ...scrubbed, clicked: v.currentTime, cellTime: cell.time, cells: map.cells.length,
                                  clickedClock: document.getElementById("clock").textContent, scrubberAfterClick: scrubber.value,
                                  readyState: v.readyState, duration: v.duration, src: v.getAttribute("src"), t0, t1, playing,
                                  muted: v.muted, loop: v.loop, max: scrubber.max,
                                  errorShown: document.getElementById("error").classList.contains("shown"),
                                  sheetWidth: document.getElementById("sheet").naturalWidth, title: document.title });
        })()
        """#
        let evaluated = try browser.call("Runtime.evaluate", ["expression": probe, "awaitPromise": true, "returnByValue": true], session: session, timeout: 30)
        let value = try #require(((evaluated["result"] as? [String: Any])?["result"] as? [String: Any])?["value"] as? String, "\(evaluated)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String: Any])

        #expect(result["src"] as? String == "/video.mp4?v=1")
        #expect((result["readyState"] as? Int ?? 0) >= 3, "\(result)")
        #expect(abs((result["duration"] as? Double ?? 0) - 2) < 0.02, "2 s: 20 frames at 10 fps, \(result)")
        #expect(result["muted"] as? Bool == true && result["loop"] as? Bool == true)
        // Playing: 500 ms later the clock has moved on (by about 0.5 s, unless it looped).
        let t0 = result["t0"] as? Double ?? 0, t1 = result["t1"] as? Double ?? 0
        #expect(result["playing"] as? Bool == true && t1 != t0 && (t1 > t0 ? t1 - t0 : t1 + 2 - t0) > 0.2, "t0 \(t0), t1 \(t1)")
        // Frame 3 at 10 fps starts at 0.3 s: within half a frame (0.05 s), paused there.
        let seeked = result["seeked"] as? Double ?? -1
        #expect(abs(seeked - 0.3) < 0.05, "currentTime \(seeked) after seeking to frame 3")
        #expect(result["paused"] as? Bool == true)
        #expect(result["max"] as? String == "19")
        #expect(result["clock"] as? String == "frame 3 of 20 · 0.300 s")
        // The contact sheet of 2 s: six instants 0, 0.4, 0.8, 1.2, 1.6, 2 s (2 × i / 5);
        // the third, 0.8 s, is frame 8 (0.8 × 10), whose time is 0.8 s.
        #expect(result["cells"] as? Int == 6)
        #expect(abs((result["cellTime"] as? Double ?? 0) - 0.8) < 1e-9)
        let clicked = result["clicked"] as? Double ?? -1
        #expect(abs(clicked - 0.8) < 0.05, "currentTime \(clicked) after clicking the sheet's third frame")
        #expect(result["clickedClock"] as? String == "frame 8 of 20 · 0.800 s")
        #expect(result["scrubberAfterClick"] as? String == "8")
        #expect(result["errorShown"] as? Bool == false)
        #expect((result["sheetWidth"] as? Int ?? 0) > 0)
        #expect(result["title"] as? String == "scene.json · splashvid preview")

        // A clean console: no console calls, exceptions or log entries (a 404, a CSP report…).
        let noisy = browser.events.filter {
            ["Runtime.consoleAPICalled", "Runtime.exceptionThrown", "Log.entryAdded"].contains($0["method"] as? String ?? "")
        }
        #expect(noisy.isEmpty, "\(noisy)")
    }
}

/// A TCP socket connected to 127.0.0.1:`port`, with `timeout`
/// (`SO_RCVTIMEO` or `SO_SNDTIMEO`) set to `seconds`.
func connectToLoopback(port: Int, timeout option: Int32, seconds: Int) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(fd >= 0, "socket: \(String(cString: strerror(errno)))")
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    try #require(connected == 0, "connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
    return fd
}

/// One HTTP/1.1 exchange over a fresh connection (`Connection: close`),
/// read to the length the reply gives.
struct HTTPReply {
    var status: Int
    /// Names lowercased.
    var headers: [String: String]
    var body: Data

    static func get(port: Int, path: String, headers: [String: String] = [:]) throws -> HTTPReply {
        let socket = try connectToLoopback(port: port, timeout: SO_RCVTIMEO, seconds: 30)
        defer { close(socket) }
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        let bytes = Array(request.utf8)
        try #require(bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) } == bytes.count)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(socket, &buffer, buffer.count, 0)
            if n <= 0 { break }
            received.append(contentsOf: buffer[0..<n])
        }
        let separator = try #require(received.range(of: Data("\r\n\r\n".utf8)), "no header end in \(received.count) bytes")
        let head = String(decoding: received[..<separator.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = try #require(head.first).split(separator: " ")
        let status = try #require(statusParts.count >= 2 ? Int(statusParts[1]) : nil)
        var fields: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPReply(status: status, headers: fields, body: Data(received[separator.upperBound...]))
    }
}

/// Headless Chromium driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands in on descriptor 3, replies and
/// events out on 4, each a JSON message ended by a NUL byte). Unlike
/// `--dump-dom`, the page can be acted on (a scrubber moved) and its
/// console read while it runs against a live server.
final class DevToolsPipe {
    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var pending: [UInt8] = []
    private var nextID = 1
    /// Every event received so far (messages without an id).
    private(set) var events: [[String: Any]] = []

    init(chromium: String, profile: URL) throws {
        var commands: [Int32] = [-1, -1], replies: [Int32] = [-1, -1]
        try #require(pipe(&commands) == 0 && pipe(&replies) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        for fd in commands + replies { posix_spawn_file_actions_addclose(&actions, fd) }
        let arguments = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--mute-audio",
                         "--autoplay-policy=no-user-gesture-required", "--user-data-dir=\(profile.path)",
                         "--remote-debugging-pipe", "about:blank"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, chromium, &actions, nil, argv, environ)
        Foundation.close(commands[0])
        Foundation.close(replies[1])
        try #require(spawned == 0, "posix_spawn \(chromium): \(String(cString: strerror(spawned)))")
        self.pid = pid
        toBrowser = commands[1]
        fromBrowser = replies[0]
    }

    /// Sends a command and waits (at most `timeout` seconds) for its reply.
    func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: Double = 15) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        let bytes = Array(try JSONSerialization.data(withJSONObject: message)) + [0]
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            try #require(n > 0, "writing to Chromium: \(String(cString: strerror(errno)))")
            sent += n
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = pending.firstIndex(of: 0) {
                let text = Data(pending[..<end])
                pending.removeSubrange(...end)
                guard let reply = try JSONSerialization.jsonObject(with: text) as? [String: Any] else { continue }
                if let replyID = reply["id"] as? Int {
                    if replyID == id {
                        if let error = reply["error"] { Issue.record("\(method): \(error)") }
                        return reply
                    }
                } else {
                    events.append(reply)
                }
            }
            let left = deadline.timeIntervalSinceNow
            try #require(left > 0, "no reply to \(method) within \(timeout) s")
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let n = read(fromBrowser, &buffer, buffer.count)
            try #require(n > 0, "Chromium closed the DevTools pipe")
            pending += buffer[0..<n]
        }
    }

    func shutDown() {
        _ = try? call("Browser.close", timeout: 5)
        Foundation.close(toBrowser)
        Foundation.close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}
