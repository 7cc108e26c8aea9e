import Foundation
import Testing
import SplashTestSupport
import SplashVideo

/// The review page's layout in a real browser: the A/B dialog shows both
/// videos at one size that fits the window (1280×1000, 1280×800, a phone)
/// without clipping; a portrait video has no hairline beside it; the
/// status filter and the search box show what they say; times in the
/// markup have at most three decimals. Screenshots are kept to look at.
@Suite(.serialized) struct ReviewPageLayoutTests {
    /// Two screens of different shapes and sizes (an iPhone 15's and a Pro
    /// Max's points at 1×: 393×852 and 430×932, both of which showed the
    /// hairline before), so A and B differ as devices do.
    static let manifest = #"""
    {"output": "previews", "defaults": {"fps": 10},
     "jobs": [{"name": "small", "preset": "kugou", "devices": ["393x852@1"], "sheet": false},
              {"name": "large", "preset": "yula", "devices": ["430x932@1"]}]}
    """#

    /// Opens index.html in a frame of the size asked for, opens the A/B
    /// compare of the two previews and writes what it measures as JSON.
    static func probe(width: Int, height: Int) -> String {
        #"""
        <!doctype html><meta charset="utf-8"><body style="margin:0">
        <iframe id="page" src="index.html" style="width:\#(width)px;height:\#(height)px;border:0"></iframe>
        <pre id="result">pending</pre>
        <script>
        const frame = document.getElementById("page");
        frame.addEventListener("load", () => {
          const win = frame.contentWindow, doc = frame.contentDocument;
          const started = Date.now();
          const ready = (videos) => videos.every((v) => v.readyState >= 1 || v.error);
          const measure = async () => {
            const cards = Array.from(doc.querySelectorAll("main .job"));
            const previews = cards.map((c) => { const r = c.querySelector("video").getBoundingClientRect(); return { width: r.width, height: r.height }; });
            cards[0].querySelector('[data-pick="A"]').click();
            cards[1].querySelector('[data-pick="B"]').click();
            doc.querySelector('.controls [data-action="compare"]').click();
            const dialog = doc.getElementById("compare");
            const [a, b] = Array.from(dialog.querySelectorAll("video"));
            await new Promise((resolve) => { const t = Date.now(); const wait = () => (dialog.dataset.fitted && a.readyState >= 1 && b.readyState >= 1) || Date.now() - t > 40000 ? resolve() : setTimeout(wait, 50); wait(); });
            const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
            const side = { a: box(a), b: box(b), dialog: box(dialog), scrollHeight: dialog.scrollHeight, clientHeight: dialog.clientHeight };
            dialog.querySelector('[data-mode="onion"]').click();
            const onion = { a: box(a), b: box(b), dialog: box(dialog), scrollHeight: dialog.scrollHeight, clientHeight: dialog.clientHeight };
            document.getElementById("result").textContent = JSON.stringify({ viewport: { width: win.innerWidth, height: win.innerHeight }, previews, side, onion,
              fitted: Number(dialog.dataset.fitted || 0) });
          };
          const check = () => {
            const videos = Array.from(doc.querySelectorAll("main video"));
            if (!ready(videos) && Date.now() - started < 20000) { setTimeout(check, 50); return; }
            measure();
          };
          check();
        });
        </script>
        """#
    }

    /// Filters and search, used as a reviewer would.
    static let filterProbe = #"""
    <!doctype html><meta charset="utf-8">
    <iframe id="page" src="index.html" style="width:1280px;height:900px;border:0"></iframe>
    <pre id="result">pending</pre>
    <script>
    const frame = document.getElementById("page");
    frame.addEventListener("load", () => {
      const doc = frame.contentDocument;
      const shown = () => Array.from(doc.querySelectorAll("main .job")).filter((j) => !j.hidden).map((j) => j.id);
      const buttons = Array.from(doc.querySelectorAll("button[data-filter]")).map((b) => b.textContent);
      const initial = shown();
      doc.querySelector('[data-filter="skipped"]').click();
      const current = shown();
      doc.querySelector('[data-filter="rendered"]').click();
      const rendered = shown();
      doc.querySelector('[data-filter="all"]').click();
      const search = doc.querySelector(".search");
      search.value = "YULA";
      search.dispatchEvent(new Event("input", { bubbles: true }));
      const searched = shown(), count = doc.querySelector(".shown-count").textContent;
      search.value = "kugou 393x852";
      search.dispatchEvent(new Event("input", { bubbles: true }));
      const both = shown();
      // A key typed in the search box is not a shortcut (c would open the compare).
      search.dispatchEvent(new KeyboardEvent("keydown", { key: "c", bubbles: true }));
      document.getElementById("result").textContent = JSON.stringify({ buttons, initial, current, rendered, searched, count, both,
        dialog: doc.getElementById("compare").open });
    });
    </script>
    """#

    /// Headless Chromium's standard output, with no scroll bars in its
    /// screenshots (the runner is the diff page tests').
    func chromium(_ arguments: [String]) throws -> String {
        try DiffCommandTests.chromium(["--hide-scrollbars"] + arguments).stdout
    }

    func result(of page: URL) throws -> [String: Any] {
        let dom = try chromium(["--virtual-time-budget=60000", "--dump-dom", page.absoluteString])
        let start = try #require(dom.range(of: "<pre id=\"result\">")), end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "the probe wrote: \(json)")
    }

    static func number(_ object: Any?, _ key: String) -> Double { ((object as? [String: Any])?[key] as? Double) ?? .nan }

    @Test(.enabled(if: ReviewPageBrowserTests.chromiumPath != nil || ReviewPageBrowserTests.isDebian))
    func theCompareFitsTheWindowAtOneSizeAndTheFiltersWork() throws {
        try #require(ReviewPageBrowserTests.chromiumPath != nil, "Chromium is missing: run scripts/install-test-deps")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("m.json")
        // A first run of the small job alone, then both: one current, one rendered.
        try Data(#"{"output": "previews", "defaults": {"fps": 10}, "jobs": [{"name": "small", "preset": "kugou", "devices": ["393x852@1"], "sheet": false}]}"#.utf8).write(to: manifest)
        #expect(try Binary.run(["batch", "m.json"], in: folder).status == 0)
        try Data(Self.manifest.utf8).write(to: manifest)
        let batch = try Binary.run(["batch", "m.json"], in: folder)
        #expect(batch.status == 0, "\(batch.stderr)")
        let previews = folder.appendingPathComponent("previews")
        let html = try String(contentsOf: previews.appendingPathComponent("index.html"), encoding: .utf8)

        // Times in the markup: every data-time and data-duration with at most three decimals.
        let times = html.matches(of: #/data-(?:time|duration)="([^"]*)"/#).map { String($0.output.1) }
        #expect(times.count >= 9, "\(times.count) times")
        #expect(times.allSatisfy { $0.wholeMatch(of: #/-?\d+(\.\d{1,3})?/#) != nil }, "\(times)")

        var compared = 0
        try FileManager.default.createDirectory(at: ReviewPageBrowserTests.screenshots, withIntermediateDirectories: true)
        for (width, height) in [(1280, 1000), (1280, 800), (390, 844)] {
            let page = previews.appendingPathComponent("probe-\(width)x\(height).html")
            try Data(Self.probe(width: width, height: height).utf8).write(to: page)
            let found = try result(of: page)
            #expect((found["fitted"] as? Int ?? 0) > 0, "\(width)×\(height): the compare was not fitted: \(found)")
            let viewport = try #require(found["viewport"] as? [String: Any])
            #expect(viewport["width"] as? Int == width && viewport["height"] as? Int == height, "\(viewport)")
            for mode in ["side", "onion"] {
                let measured = try #require(found[mode] as? [String: Any])
                let a = measured["a"], b = measured["b"], dialog = measured["dialog"]
                // One height for both, in whole pixels, whatever their devices.
                #expect(Self.number(a, "height") == Self.number(b, "height") && Self.number(a, "height") >= 100, "\(width)×\(height) \(mode): \(measured)")
                #expect(Self.number(a, "height").rounded() == Self.number(a, "height") && Self.number(a, "width").rounded() == Self.number(a, "width"))
                // The shapes kept, within a pixel: 430×932, and 393×852 as the H.264
                // stream holds it, padded to an even 394×852 (VideoEncoderSettings.streamWidth).
                #expect(abs(Self.number(a, "width") - Self.number(a, "height") * 394 / 852) <= 1 && abs(Self.number(b, "width") - Self.number(b, "height") * 430 / 932) <= 1, "\(measured)")
                // Inside the window and the dialog, which does not scroll (nothing clipped).
                for video in [a, b] {
                    #expect(Self.number(video, "bottom") <= Self.number(dialog, "bottom") && Self.number(dialog, "bottom") <= Double(height) + 0.5, "\(width)×\(height) \(mode): \(measured)")
                    #expect(Self.number(video, "right") <= Double(width) + 0.5 && Self.number(video, "left") >= 0, "\(measured)")
                }
                #expect((measured["scrollHeight"] as? Int ?? 0) <= (measured["clientHeight"] as? Int ?? 0), "\(width)×\(height) \(mode) scrolls: \(measured)")
                compared += 1
            }
        }
        #expect(compared == 6)

        let filters = previews.appendingPathComponent("filters.html")
        try Data(Self.filterProbe.utf8).write(to: filters)
        let used = try result(of: filters)
        #expect(used["buttons"] as? [String] == ["All (2)", "Rendered (1)", "Current (1)"], "\(used)")
        #expect(used["initial"] as? [String] == ["small@393x852@1", "large@430x932@1"], "\(used)")
        #expect(used["current"] as? [String] == ["small@393x852@1"] && used["rendered"] as? [String] == ["large@430x932@1"], "\(used)")
        #expect(used["searched"] as? [String] == ["large@430x932@1"] && used["count"] as? String == "1 of 2 shown", "\(used)")
        #expect(used["both"] as? [String] == ["small@393x852@1"] && used["dialog"] as? Bool == false, "\(used)")

        // Screenshots to look at: the page, and the compare open, at desktop and phone sizes.
        let shots = [("review-layout-1280x1000.png", "1280,1000", "index.html"), ("review-layout-phone.png", "390,844", "index.html")]
        for (name, size, file) in shots {
            let shot = ReviewPageBrowserTests.screenshots.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: shot)
            _ = try chromium(["--virtual-time-budget=8000", "--window-size=\(size)", "--screenshot=\(shot.path)", previews.appendingPathComponent(file).absoluteString])
            #expect((try Data(contentsOf: shot)).count > 10_000)
        }
        // No hairline: at 1280 px the cards' videos are 460 px high, the
        // 393×852 one (394×852 in its stream) 460 × 394/852 = 212.7 px wide; no column of the page is
        // black from top to bottom of the videos' middle (before, the
        // video's black background showed as one beside it).
        let shot = try Data(contentsOf: ReviewPageBrowserTests.screenshots.appendingPathComponent("review-layout-1280x1000.png"))
        let image = try ImageDecoder.decode([UInt8](shot))
        #expect(image.width == 1280 && image.height == 1000)
        let previewsAt = try #require((try result(of: previews.appendingPathComponent("probe-1280x1000.html")))["previews"] as? [[String: Any]])
        #expect(abs((previewsAt.first?["width"] as? Double ?? 0) - 460.0 * 394 / 852) < 1.5, "\(previewsAt)")
        let black = (0..<image.width).filter { x in
            (350..<550).allSatisfy { y in let p = image.pixel(x, y); return p[0] < 8 && p[1] < 8 && p[2] < 8 }
        }
        #expect(black.isEmpty, "black columns at x = \(black)")
        for (width, height) in [(1280, 1000), (390, 844)] {
            let page = previews.appendingPathComponent("compare-\(width).html")
            try Data(Self.compareShot.utf8).write(to: page)
            let file = ReviewPageBrowserTests.screenshots.appendingPathComponent("review-compare-\(width)x\(height).png")
            try? FileManager.default.removeItem(at: file)
            _ = try chromium(["--virtual-time-budget=15000", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
            #expect((try Data(contentsOf: file)).count > 10_000)
        }
    }

    /// A page that frames index.html at the window's size and opens the compare.
    static let compareShot = #"""
    <!doctype html><meta charset="utf-8"><body style="margin:0;overflow:hidden">
    <iframe id="page" src="index.html" style="width:100vw;height:100vh;border:0;display:block"></iframe>
    <script>
    const frame = document.getElementById("page");
    frame.addEventListener("load", () => {
      const doc = frame.contentDocument, cards = doc.querySelectorAll("main .job");
      cards[0].querySelector('[data-pick="A"]').click();
      cards[1].querySelector('[data-pick="B"]').click();
      doc.querySelector('.controls [data-action="compare"]').click();
    });
    </script>
    """#
}
