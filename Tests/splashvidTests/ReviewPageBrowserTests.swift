import Foundation
import Testing
import SplashTestSupport

/// The review page in a real browser: headless Chromium opens the
/// `index.html` of a small batch (through a test page that frames it and
/// writes what it finds into its own DOM, read back with --dump-dom), and
/// takes screenshots at desktop and phone widths.
@Suite(.serialized) struct ReviewPageBrowserTests {
    static let chromiumPath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// On Debian (CI and the development machines) Chromium is installed by
    /// scripts/install-test-deps, so its absence is a failure there.
    static let isDebian = FileManager.default.fileExists(atPath: "/etc/debian_version")

    /// Where the screenshots go, to be looked at after the run.
    static let screenshots = PackageFolders.root.appendingPathComponent(".build/test-output")

    static let manifest = #"""
    {"output": "previews", "defaults": {"fps": 10, "devices": ["200x400@0.5"]},
     "matrix": [{"presets": ["kugou", "yula", "appstore"]}],
     "jobs": [{"name": "kugou-night", "preset": "kugou", "parameters": {"text": "Good night <b>&</b>"}, "stills": [0.5, 1.5]}]}
    """#

    /// Opens index.html in a frame, waits until every video and image has
    /// loaded (or 20 s of page time passed) and writes the findings as JSON.
    static let probe = #"""
    <!doctype html><meta charset="utf-8">
    <iframe id="page" src="index.html" style="width:1280px;height:30000px;border:0"></iframe>
    <pre id="result">pending</pre>
    <script>
    const frame = document.getElementById("page");
    const errors = [];
    frame.addEventListener("load", () => {
      const page = frame.contentWindow, doc = frame.contentDocument;
      page.addEventListener("error", (e) => errors.push(String(e.message || e.type)));
      const started = Date.now();
      const check = () => {
        const videos = Array.from(doc.querySelectorAll("main video"));
        const images = Array.from(doc.querySelectorAll("img"));
        const done = videos.every((v) => v.readyState >= 2 || v.error) && images.every((i) => i.complete);
        if (!done && Date.now() - started < 20000) { setTimeout(check, 50); return; }
        const loaded = videos.map((v) => ({ readyState: v.readyState, duration: v.duration }));
        // The keys a reviewer uses: two frames forward, one back, faster.
        for (const v of videos) { v.pause(); v.currentTime = 0; }
        const press = (key) => doc.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
        press("ArrowRight"); press("ArrowRight"); press("ArrowLeft"); press("]");
        setTimeout(() => report(loaded), 500);
      };
      // Waits until a video's seek has landed (or 20 s of page time: the page's
      // clock is Chromium's virtual time, which runs ahead of a decoder slowed
      // by a busy machine; at 5 s a loaded CI run once read the clock mid-seek).
      const seeked = (video) => new Promise((resolve) => {
        const started = Date.now();
        const wait = () => (!video.seeking && video.readyState >= 2) || Date.now() - started > 20000 ? setTimeout(resolve, 100) : setTimeout(wait, 20);
        setTimeout(wait, 20);
      });
      const tools = async () => {
        const cards = Array.from(doc.querySelectorAll("main .job"));
        const first = cards[0].querySelector("video"), second = cards[1].querySelector("video");
        // The scrubber under the first video, moved to frame 3.
        const scrubber = cards[0].querySelector(".scrubber");
        scrubber.value = "3";
        const landed = seeked(first);
        scrubber.dispatchEvent(new Event("input", { bubbles: true }));
        await landed;
        const scrub = { time: first.currentTime, seeking: first.seeking, clock: cards[0].querySelector(".clock").textContent, max: Number(scrubber.max) };
        // The second sheet's cell at 0.5 s.
        const cell = cards[1].querySelectorAll(".sheet .cell")[2];
        const cellLanded = seeked(second);
        if (cell) cell.click();
        await cellLanded;
        const sheet = { found: !!cell, cells: cards[1].querySelectorAll(".sheet .cell").length, time: second.currentTime, instant: cell ? Number(cell.dataset.time) : -1 };
        // A/B: the first card as A, the second as B, compared in the onion skin.
        cards[0].querySelector('[data-pick="A"]').click();
        cards[1].querySelector('[data-pick="B"]').click();
        const button = doc.querySelector('.controls [data-action="compare"]');
        const enabled = !button.disabled;
        button.click();
        const dialog = doc.getElementById("compare");
        const [a, b] = Array.from(dialog.querySelectorAll("video"));
        await new Promise((resolve) => { const t = Date.now(); const wait = () => (a.readyState >= 2 && b.readyState >= 2) || Date.now() - t > 10000 ? resolve() : setTimeout(wait, 50); wait(); });
        dialog.querySelector('[data-mode="onion"]').click();
        const onion = doc.getElementById("onion");
        onion.value = "25";
        onion.dispatchEvent(new Event("input", { bubbles: true }));
        const range = dialog.querySelector(".scrub input");
        range.value = "4";
        const both = Promise.all([seeked(a), seeked(b)]);
        range.dispatchEvent(new Event("input", { bubbles: true }));
        await both;
        const compare = { enabled, open: dialog.open, a: a.getAttribute("src"), b: b.getAttribute("src"), aTime: a.currentTime, bTime: b.currentTime,
                          opacity: b.style.opacity, onion: dialog.querySelector(".stage").classList.contains("onion"),
                          clock: dialog.querySelector(".scrub .clock").textContent, picked: doc.querySelector(".picked").textContent };
        dialog.querySelector('[data-compare="close"]').click();
        compare.closed = !dialog.open;
        return { scrub, sheet, compare };
      };
      const report = async (loaded) => {
        const videos = Array.from(doc.querySelectorAll("main video"));
        const images = Array.from(doc.querySelectorAll("img"));
        const keys = videos.map((v) => ({ time: v.currentTime, paused: v.paused, rate: v.playbackRate,
                                   fps: Number(v.closest(".job").dataset.fps),
                                   clock: v.closest(".job").querySelector(".clock").textContent }));
        const used = await tools();
        document.getElementById("result").textContent = JSON.stringify({
          keys,
          tools: used,
          rateLabel: doc.querySelector(".rate").textContent,
          title: doc.title,
          errors,
          videos: videos.map((v, i) => ({ src: v.getAttribute("src"), readyState: loaded[i].readyState, duration: loaded[i].duration,
                                       error: v.error ? v.error.code : 0, muted: v.muted, loop: v.loop })),
          images: images.map((i) => ({ src: i.getAttribute("src"), width: i.naturalWidth })),
          cards: Array.from(doc.querySelectorAll(".job")).map((j) => ({ id: j.id, state: j.dataset.state })),
        });
      };
      check();
    });
    </script>
    """#

    func chromium(_ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.chromiumPath))
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--mute-audio",
                             "--autoplay-policy=no-user-gesture-required", "--allow-file-access-from-files",
                             "--enable-logging=stderr", "--v=0"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self), process.terminationStatus)
    }

    @Test(.enabled(if: chromiumPath != nil || isDebian, "Chromium is not installed and this is not Debian; scripts/install-test-deps installs it on Debian"))
    func thePageLoadsAndEveryVideoPlays() throws {
        guard Self.chromiumPath != nil else {
            Issue.record("Chromium is missing: run scripts/install-test-deps (scripts/test does)")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let batch = try Binary.run(["batch", "m.json"], in: folder)
        #expect(batch.status == 0, "\(batch.stderr)")
        let previews = folder.appendingPathComponent("previews")
        try Data(Self.probe.utf8).write(to: previews.appendingPathComponent("probe.html"))

        // Expected durations from the report: frames / fps.
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: previews.appendingPathComponent("batch-report.json"))) as? [String: Any])
        let jobs = try #require(report["jobs"] as? [[String: Any]])
        var expected: [String: Double] = [:]
        for job in jobs {
            let frames = try #require(job["frames"] as? Int), fps = try #require(job["fps"] as? Int)
            let id = try #require(job["id"] as? String)
            expected[id + ".mp4"] = Double(frames) / Double(fps)
        }
        #expect(expected.count == 4)

        let run = try chromium(["--virtual-time-budget=90000", "--dump-dom", previews.appendingPathComponent("probe.html").absoluteString])
        let dom = run.stdout
        let start = try #require(dom.range(of: "<pre id=\"result\">")), end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "the probe wrote: \(json)")

        #expect((result["errors"] as? [String])?.isEmpty == true, "\(result["errors"] ?? "")")
        // Console messages from the page (errors, warnings, logs): none.
        let console = run.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(console.isEmpty, "console: \(console)")

        let videos = try #require(result["videos"] as? [[String: Any]])
        #expect(videos.count == 4)
        for video in videos {
            let src = try #require(video["src"] as? String).removingPercentEncoding ?? ""
            let readyState = video["readyState"] as? Int ?? 0
            let duration = video["duration"] as? Double ?? 0
            #expect(readyState >= 2, "\(src) readyState \(readyState), error \(video["error"] ?? "")")
            let want = try #require(expected[src], "unexpected video \(src)")
            #expect(abs(duration - want) < 0.02, "\(src) lasts \(duration) s, not \(want) s")
            #expect(video["muted"] as? Bool == true && video["loop"] as? Bool == true)
        }
        // Frame stepping: paused on frame 1 (the middle of its interval), the clock says so; 2× speed.
        let keys = try #require(result["keys"] as? [[String: Any]])
        #expect(keys.count == 4)
        for video in keys {
            let fps = try #require(video["fps"] as? Double), time = try #require(video["time"] as? Double)
            #expect(abs(time - 1.5 / fps) < 1e-3, "after → → ←: \(time) s at \(fps) fps")
            #expect(video["paused"] as? Bool == true && video["rate"] as? Double == 2)
            #expect((video["clock"] as? String)?.hasSuffix("frame 1") == true, "\(video["clock"] ?? "")")
        }
        #expect(result["rateLabel"] as? String == "2×")
        // The review tools, used as a reviewer would (all at 10 fps).
        let tools = try #require(result["tools"] as? [String: Any])
        let scrub = try #require(tools["scrub"] as? [String: Any])
        // Frame 3 of 20 at 10 fps: shown from 0.3 s to 0.4 s; the seek goes to its middle.
        #expect(abs((scrub["time"] as? Double ?? 0) - 0.35) < 1e-3, "scrubbed to \(scrub)")
        #expect((scrub["clock"] as? String)?.hasSuffix("frame 3") == true && scrub["max"] as? Int == 19, "\(scrub)")
        let sheet = try #require(tools["sheet"] as? [String: Any])
        // yula's third sheet frame: its instant's nearest frame at 10 fps, sought to that frame's middle.
        #expect(sheet["found"] as? Bool == true && (sheet["cells"] as? Int ?? 0) >= 7, "\(sheet)")
        let instant = try #require(sheet["instant"] as? Double)
        #expect(instant > 0, "\(sheet)")
        #expect(abs((sheet["time"] as? Double ?? 0) - ((instant * 10).rounded() + 0.5) / 10) < 1e-3, "the sheet's \(instant) s frame sought to \(sheet)")
        let compare = try #require(tools["compare"] as? [String: Any])
        #expect(compare["enabled"] as? Bool == true && compare["open"] as? Bool == true && compare["closed"] as? Bool == true, "\(compare)")
        #expect((compare["a"] as? String)?.hasPrefix("kugou@") == true && (compare["b"] as? String)?.hasPrefix("yula@") == true, "\(compare)")
        #expect(abs((compare["aTime"] as? Double ?? 0) - 0.45) < 1e-3 && abs((compare["bTime"] as? Double ?? 0) - 0.45) < 1e-3, "\(compare)")
        #expect(compare["onion"] as? Bool == true && compare["opacity"] as? String == "0.25", "\(compare)")
        #expect((compare["clock"] as? String)?.hasSuffix("frame 4") == true && (compare["picked"] as? String)?.hasPrefix("A: kugou") == true, "\(compare)")
        let images = try #require(result["images"] as? [[String: Any]])
        #expect(images.count == 4 + 2, "four contact sheets and two stills")
        for image in images { #expect((image["width"] as? Int ?? 0) > 0, "\(image["src"] ?? "") did not load") }
        let cards = try #require(result["cards"] as? [[String: Any]])
        #expect(cards.count == 4 && cards.allSatisfy { $0["state"] as? String == "ready" }, "\(cards)")
        #expect(result["title"] as? String == "m.json · splashvid previews")

        // Screenshots, desktop and phone, for a person to look at.
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        for (name, size) in [("review-page.png", "1280,1400"), ("review-page-phone.png", "390,1600")] {
            let file = Self.screenshots.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            _ = try chromium(["--virtual-time-budget=8000", "--hide-scrollbars", "--window-size=\(size)",
                              "--screenshot=\(file.path)", previews.appendingPathComponent("index.html").absoluteString])
            let bytes = try Data(contentsOf: file)
            #expect(bytes.count > 10_000, "\(name) is \(bytes.count) bytes")
        }
    }
}
