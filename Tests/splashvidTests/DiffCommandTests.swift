import Foundation
import Testing
import SplashTestSupport

/// `splashvid diff` end to end: two batch runs of a small manifest, the
/// second with one job's parameter changed (an element that shows only
/// from a known frame), one job unchanged, one added and one removed.
@Suite(.serialized) struct DiffCommandTests {
    /// `guide` with hold 0.3 s and swipe 0.2 s lasts 0.7 + 4 · 0.3 + 3 · 0.2
    /// = 2.5 s: 25 frames at 10 fps. `title4` is on the last page, whose
    /// swipe begins at 0.7 + 3 · 0.3 + 2 · 0.2 = 2.0 s (frame 20, the page
    /// still off screen) and ends at 2.2 s: the renders differ from frame 21
    /// (2.1 s) to the last, 24.
    static func manifest(output: String, title4: String?, last: (name: String, preset: String)) -> String {
        let title = title4.map { #", "title4": "\#($0)""# } ?? ""
        return #"""
        {"output": "\#(output)", "defaults": {"fps": 10, "devices": ["200x400@0.5"]},
         "jobs": [{"name": "guide", "preset": "guide", "parameters": {"hold": "0.3", "swipe": "0.2"\#(title)}, "sheet": false, "stills": [2.2]},
                  {"name": "kugou", "preset": "kugou", "sheet": false},
                  {"name": "\#(last.name)", "preset": "\#(last.preset)", "sheet": false}]}
        """#
    }

    /// BASE (guide, kugou, yula) and HEAD (guide with title4 changed, kugou, launch).
    func twoRuns() throws -> URL {
        let folder = try temporaryFolder()
        try Data(Self.manifest(output: "base", title4: nil, last: ("yula", "yula")).utf8).write(to: folder.appendingPathComponent("base.json"))
        try Data(Self.manifest(output: "head", title4: "Ready to start?", last: ("launch", "launch")).utf8).write(to: folder.appendingPathComponent("head.json"))
        for side in ["base", "head"] {
            let run = try Binary.run(["batch", "\(side).json", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
        return folder
    }

    func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    func jobs(_ diff: [String: Any]) throws -> [String: [String: Any]] {
        let list = try #require(diff["jobs"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.compactMap { job in (job["id"] as? String).map { ($0, job) } })
    }

    @Test func changedFromTheRightFrameIdenticalAddedRemoved() throws {
        let folder = try twoRuns()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Binary.run(["diff", "base", "head", "--progress"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("splashvid diff: 1 changed, 1 identical, 1 added, 1 removed (\(folder.resolvingSymlinksInPath().path)/head/diff/diff.md)\n")
                || run.stderr.hasSuffix("splashvid diff: 1 changed, 1 identical, 1 added, 1 removed (\(folder.path)/head/diff/diff.md)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("[1/4] changed   guide@200x400@0.5  frames 21–24"), "\(run.stderr)")

        let out = folder.appendingPathComponent("head/diff")
        let diff = try json(out.appendingPathComponent("diff.json"))
        let summary = try #require(diff["summary"] as? [String: Int])
        #expect(summary == ["changed": 1, "identical": 1, "added": 1, "removed": 1])
        let byID = try jobs(diff)
        #expect(byID.keys.sorted() == ["guide@200x400@0.5", "kugou@200x400@0.5", "launch@200x400@0.5", "yula@200x400@0.5"])
        // The order: HEAD's jobs, then BASE's removed ones.
        #expect((diff["jobs"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["guide@200x400@0.5", "kugou@200x400@0.5", "launch@200x400@0.5", "yula@200x400@0.5"])

        let guide = try #require(byID["guide@200x400@0.5"])
        #expect(guide["change"] as? String == "changed")
        // The render changes at frame 21; the codec's noise before it
        // (up to 28 in one pixel of these tiny frames) stays under the
        // defaults, so the first changed frame is exactly 21.
        #expect(guide["firstChangedFrame"] as? Int == 21)
        #expect(guide["lastChangedFrame"] as? Int == 24)
        #expect(guide["changedFrames"] as? Int == 4)
        #expect(guide["largestChangeFrame"] as? Int ?? 0 >= 22)
        let shares = try #require(guide["changedShares"] as? [Double])
        #expect(shares.count == 25)
        #expect(shares[0..<12].allSatisfy { $0 == 0 }, "frames 0–11 decode identically: \(shares)")
        #expect(shares[21...].allSatisfy { $0 > 0.01 }, "\(shares)")
        let largest = try #require(guide["largestChangedShare"] as? Double)
        #expect(largest > 0.01 && largest < 0.1)
        #expect(try #require(guide["frames"] as? [String: Int]) == ["base": 25, "head": 25, "compared": 25])
        let images = try #require(guide["images"] as? [[String: Any]])
        #expect(images.count == 1 && images.first?["change"] as? String == "changed", "the still at 2.2 s shows the new title")
        let files = try #require(guide["files"] as? [String: String])
        #expect(files == ["chart": "guide@200x400@0.5.chart.png", "highlight": "guide@200x400@0.5.changes.png",
                          "overlay": "guide@200x400@0.5.overlay.mp4", "baseVideo": "guide@200x400@0.5.base.mp4"])
        for file in files.values { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), "\(file)") }
        let overlay = try VideoReader(path: out.appendingPathComponent("guide@200x400@0.5.overlay.mp4").path)
        #expect(overlay.frameCount == 25 && overlay.width == 100 && overlay.height == 200)
        #expect(try Data(contentsOf: out.appendingPathComponent("guide@200x400@0.5.base.mp4")) == Data(contentsOf: folder.appendingPathComponent("base/guide@200x400@0.5.mp4")))

        let kugou = try #require(byID["kugou@200x400@0.5"])
        #expect(kugou["change"] as? String == "identical")
        #expect(kugou["notes"] as? [String] == ["the same content hash"])
        #expect((kugou["files"] as? [String: String])?.isEmpty == true)
        #expect(byID["launch@200x400@0.5"]?["change"] as? String == "added")
        let yula = try #require(byID["yula@200x400@0.5"])
        #expect(yula["change"] as? String == "removed")
        #expect((yula["files"] as? [String: String])?["baseVideo"] == "yula@200x400@0.5.base.mp4")

        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["diff.json", "diff.md", "guide@200x400@0.5.base.mp4", "guide@200x400@0.5.changes.png", "guide@200x400@0.5.chart.png",
                          "guide@200x400@0.5.overlay.mp4", "index.html", "yula@200x400@0.5.base.mp4"])

        let markdown = try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "<!-- splashvid-diff -->")
        #expect(lines[1] == "### splashvid diff: base → head")
        #expect(lines[3] == "🟠 1 changed, 1 identical, 1 added, 1 removed.")
        let rows = lines.filter { $0.hasPrefix("| `") }
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix("| `guide@200x400@0.5` | **changed**<br>inputs: title4: unset → &quot;Ready to start?&quot; | 21–24 (2.10–2.40 s) | "), "\(rows[0])")
        #expect(rows[0].hasSuffix("| <img src=\"guide@200x400@0.5.chart.png\" width=\"240\" alt=\"guide@200x400@0.5: share of pixels changed per frame\"> |"), "\(rows[0])")
        // The frame of largest change under the table, 720 wide (three frames of 240).
        let still = try #require(lines.firstIndex { $0.hasPrefix("**`guide@200x400@0.5`** at frame ") }, "\(markdown)")
        #expect(lines[still].hasSuffix(": BASE · HEAD · the changed pixels"))
        #expect(lines[still + 2] == "<img src=\"guide@200x400@0.5.changes.png\" width=\"720\" alt=\"guide@200x400@0.5: BASE, HEAD and the changed pixels\">")
        #expect(lines.filter { $0.contains("changes.png") }.count == 1)
        #expect(rows[1] == "| `launch@200x400@0.5` | **added** | — | — |  |")
        #expect(rows[2] == "| `yula@200x400@0.5` | **removed** | — | — |  |")
        #expect(lines.contains("Identical: `kugou@200x400@0.5`."))

        // The page: HEAD's review page with the comparison; HEAD's outputs one folder up, the diff's files beside it.
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<video src=\"../guide@200x400@0.5.mp4\""))
        #expect(page.contains("data-base=\"guide@200x400@0.5.base.mp4\""))
        #expect(page.contains("<img src=\"guide@200x400@0.5.changes.png\""))
        #expect(page.contains("<span class=\"badge changed\">changed</span> frames 21–24 (2.10–2.40 s)"))
        #expect(page.contains("data-initial=\"changed\""))

        // --fail-on-change: status 3; --image-url-prefix and -o; --json on standard output.
        let failing = try Binary.run(["diff", "base", "head", "-o", "elsewhere", "--fail-on-change", "--json", "-q",
                                      "--image-url-prefix", "https://example.com/pr/7/"], in: folder)
        #expect(failing.status == 3, "\(failing.stderr)")
        #expect(failing.stderr.isEmpty, "\(failing.stderr)")
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(failing.stdout.utf8)) as? [String: Any])
        #expect((printed["summary"] as? [String: Int])?["changed"] == 1)
        let prefixed = try String(contentsOf: folder.appendingPathComponent("elsewhere/diff.md"), encoding: .utf8)
        #expect(prefixed.contains("<img src=\"https://example.com/pr/7/guide@200x400@0.5.changes.png\""))
        let elsewhere = try String(contentsOf: folder.appendingPathComponent("elsewhere/index.html"), encoding: .utf8)
        #expect(elsewhere.contains("<video src=\"../head/guide@200x400@0.5.mp4\"") && elsewhere.contains("<img src=\"guide@200x400@0.5.chart.png\""))

        // A folder against itself: identical, status 0 even with --fail-on-change.
        let same = try Binary.run(["diff", "head", "head", "-o", "same", "--fail-on-change"], in: folder)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stderr.hasSuffix("splashvid diff: 3 identical (\(folder.resolvingSymlinksInPath().path)/same/diff.md)\n")
                || same.stderr.hasSuffix("splashvid diff: 3 identical (\(folder.path)/same/diff.md)\n"), "\(same.stderr)")
    }

    /// Without the content hash to go by, the frames are decoded and
    /// compared: the same video is identical, frame by frame.
    @Test func theSameFramesAreIdenticalWithoutTheHash() throws {
        let folder = try twoRuns()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportURL = folder.appendingPathComponent("head/batch-report.json")
        var report = try json(reportURL)
        var list = try #require(report["jobs"] as? [[String: Any]])
        #expect(list[1]["id"] as? String == "kugou@200x400@0.5")
        list[1]["hash"] = "not the same"
        report["jobs"] = list
        try JSONSerialization.data(withJSONObject: report).write(to: reportURL)
        let run = try Binary.run(["diff", "base", "head", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let kugou = try #require(try jobs(json(folder.appendingPathComponent("head/diff/diff.json")))["kugou@200x400@0.5"])
        #expect(kugou["change"] as? String == "identical")
        #expect(kugou["notes"] as? [String] == ["every frame and picture the same"])
        #expect(try #require(kugou["frames"] as? [String: Int]) == ["base": 20, "head": 20, "compared": 20], "kugou lasts 0.5 + 1 + 0.5 s")
    }

    /// `launch` holding 1 s (10 frames) in BASE and 1.2 s (12) in HEAD:
    /// changed, the first 10 frames compared and the last two counted as
    /// wholly changed; an animated WebP with another brand colour: changed
    /// by its bytes, with the reason said, the other jobs still compared.
    @Test func frameCountsThatDifferAndWebPByBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (side, hold, brand) in [("base", "1", "#5B3BE8"), ("head", "1.2", "#FF2D55")] {
            let manifest = #"""
            {"output": "\#(side)", "defaults": {"fps": 10, "devices": ["100x200@0.5"], "sheet": false},
             "jobs": [{"name": "hold", "preset": "launch", "parameters": {"hold": "\#(hold)"}},
                      {"name": "webp", "preset": "launch", "video": "webp", "parameters": {"brand": "\#(brand)"}}]}
            """#
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("\(side).json"))
            let run = try Binary.run(["batch", "\(side).json", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let run = try Binary.run(["diff", "base", "head", "--fail-on-change"], in: folder)
        #expect(run.status == 3, "\(run.stderr)")
        let byID = try jobs(json(folder.appendingPathComponent("head/diff/diff.json")))
        let hold = try #require(byID["hold@100x200@0.5"])
        #expect(hold["change"] as? String == "changed")
        #expect(hold["notes"] as? [String] == ["HEAD has 12 frames, BASE 10"])
        #expect(try #require(hold["frames"] as? [String: Int]) == ["base": 10, "head": 12, "compared": 10])
        #expect(hold["firstChangedFrame"] as? Int == 10 && hold["lastChangedFrame"] as? Int == 11)
        #expect(hold["changedShares"] as? [Double] == Array(repeating: 0, count: 10) + [1, 1])
        let webp = try #require(byID["webp@100x200@0.5"])
        #expect(webp["change"] as? String == "changed")
        #expect(webp["notes"] as? [String] == ["WebP videos cannot be demuxed by this FFmpeg (libavformat before 7.1 has no animated-WebP demuxer); compared by bytes: different, frames not compared"])
        #expect((webp["files"] as? [String: String]) == ["baseVideo": "webp@100x200@0.5.base.webp"])
    }

    @Test func missingFoldersAndHostileReportsAreOneLineErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let missing = try Binary.run(["diff", "nowhere", "empty"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr == "splashvid: error: BASE folder \(folder.appendingPathComponent("nowhere").standardizedFileURL.path) does not exist\n", "\(missing.stderr)")
        let noReport = try Binary.run(["diff", "empty", "empty"], in: folder)
        #expect(noReport.status == 1)
        #expect(noReport.stderr.contains("has no batch-report.json"), "\(noReport.stderr)")

        // A report naming a file outside its folder, and one claiming too many frames.
        let job = #"{"id": "x", "index": 0, "name": "x", "origin": "jobs[0]", "source": "preset kugou", "device": "d", "width": 10, "height": 10, "parameters": {}, "fps": 10, "crf": 18, "speed": "veryfast", "outputs": [{"kind": "video", "file": "../../etc/passwd", "bytes": 1}], "hash": "h", "frames": 10, "duration": 1, "bytes": 1, "wallSeconds": 0, "status": "rendered"}"#
        let report = #"{"splashvid": "0", "manifest": "m.json", "manifestHash": "", "totalJobs": 1, "jobs": [\#(job)], "wallSeconds": 0}"#
        try Data(report.utf8).write(to: folder.appendingPathComponent("empty/batch-report.json"))
        let hostile = try Binary.run(["diff", "empty", "empty"], in: folder)
        #expect(hostile.status == 1)
        #expect(hostile.stderr.contains("jobs[0].outputs[0].file \"../../etc/passwd\" is not a file name in the folder"), "\(hostile.stderr)")
        try Data(report.replacingOccurrences(of: "../../etc/passwd", with: "x.mp4").replacingOccurrences(of: "\"frames\": 10", with: "\"frames\": 100000000").utf8)
            .write(to: folder.appendingPathComponent("empty/batch-report.json"))
        let frames = try Binary.run(["diff", "empty", "empty"], in: folder)
        #expect(frames.status == 1)
        #expect(frames.stderr.contains("jobs[0].frames must be between 0 and 100000, not 100000000"), "\(frames.stderr)")
        let bad = try Binary.run(["diff", "empty", "empty", "--threshold", "300"], in: folder)
        #expect(bad.status == 1 && bad.stderr == "splashvid: error: --threshold must be between 0 and 255, not 300\n", "\(bad.stderr)")
    }

    /// The diff page and the comment in headless Chromium, screenshotted
    /// into .build/test-output for a person to look at: the page's images
    /// and videos load; the comment is diff.md turned into HTML the way
    /// GitHub shows it (headings, the table, code spans, bold).
    @Test(.enabled(if: ReviewPageBrowserTests.chromiumPath != nil || ReviewPageBrowserTests.isDebian, "Chromium is not installed"))
    func theDiffPageAndTheCommentInChromium() throws {
        guard ReviewPageBrowserTests.chromiumPath != nil else {
            Issue.record("Chromium is missing: run scripts/install-test-deps (scripts/test does)")
            return
        }
        let folder = try twoRuns()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Binary.run(["diff", "base", "head", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let out = folder.appendingPathComponent("head/diff")
        let markdown = try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8)
        try Data(Self.commentPage(markdown).utf8).write(to: out.appendingPathComponent("comment.html"))

        // What loaded (every image has pixels, every video a duration), what
        // the filter shows, and the changed job compared with BASE's video.
        let probe = """
        <!doctype html><meta charset="utf-8"><iframe id="page" src="index.html" style="width:1280px;height:20000px;border:0"></iframe><pre id="result">pending</pre>
        <script>
        const frame = document.getElementById("page");
        const errors = [];
        frame.addEventListener("load", () => {
          const doc = frame.contentDocument, started = Date.now();
          frame.contentWindow.addEventListener("error", (e) => errors.push(String(e.message || e.type)));
          const check = () => {
            const videos = Array.from(doc.querySelectorAll("main video")), images = Array.from(doc.querySelectorAll(".diff img"));
            if (!(videos.every((v) => v.readyState >= 2 || v.error) && images.every((i) => i.complete)) && Date.now() - started < 20000) { setTimeout(check, 50); return; }
            const cards = Array.from(doc.querySelectorAll("article.job"));
            doc.querySelector('[data-action="compare-base"]').click();
            const dialog = doc.getElementById("compare"), [a, b] = Array.from(dialog.querySelectorAll("video"));
            const compared = () => {
              if (!(a.readyState >= 2 && b.readyState >= 2) && Date.now() - started < 25000) { setTimeout(compared, 50); return; }
              document.getElementById("result").textContent = JSON.stringify({
                images: images.map((i) => i.naturalWidth), videos: videos.map((v) => v.readyState >= 2 ? v.duration : -1),
                changes: cards.map((j) => j.dataset.change), shown: cards.filter((j) => !j.hidden).map((j) => j.dataset.change),
                compare: { open: dialog.open, a: a.getAttribute("src"), b: b.getAttribute("src"), durations: [a.duration, b.duration] }, errors });
            };
            compared();
          };
          check();
        });
        </script>
        """
        try Data(probe.utf8).write(to: out.appendingPathComponent("probe.html"))
        let dump = try Self.chromium(["--virtual-time-budget=30000", "--dump-dom", out.appendingPathComponent("probe.html").absoluteString])
        let start = try #require(dump.stdout.range(of: "<pre id=\"result\">")), end = try #require(dump.stdout.range(of: "</pre>", range: start.upperBound..<dump.stdout.endIndex))
        let json = String(dump.stdout[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
        #expect((result["errors"] as? [String])?.isEmpty == true, "\(result["errors"] ?? "")")
        let images = try #require(result["images"] as? [Int])
        #expect(images.count == 2 && images.allSatisfy { $0 > 0 }, "the still and the chart: \(images)")
        let videos = try #require(result["videos"] as? [Double])
        // HEAD's three previews (guide 2.5 s, kugou 2.0 s, launch 1.0 s) and BASE's copy of the removed yula (3.2 s).
        #expect(videos.count == 4 && zip(videos, [2.5, 2.0, 1.0, 3.2]).allSatisfy { abs($0 - $1) < 0.02 }, "\(videos)")
        #expect(result["changes"] as? [String] == ["changed", "identical", "added", "removed"], "\(result["changes"] ?? "")")
        #expect(result["shown"] as? [String] == ["changed", "added", "removed"], "the page opens on what changed: \(result["shown"] ?? "")")
        let compare = try #require(result["compare"] as? [String: Any])
        #expect(compare["open"] as? Bool == true && compare["a"] as? String == "guide@200x400@0.5.base.mp4" && compare["b"] as? String == "../guide@200x400@0.5.mp4", "\(compare)")
        #expect((compare["durations"] as? [Double])?.allSatisfy { abs($0 - 2.5) < 0.02 } == true, "\(compare)")

        try FileManager.default.createDirectory(at: ReviewPageBrowserTests.screenshots, withIntermediateDirectories: true)
        for (name, page, size) in [("diff-page.png", "index.html", "1280,1300"), ("diff-comment.png", "comment.html", "1100,700")] {
            let file = ReviewPageBrowserTests.screenshots.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            _ = try Self.chromium(["--virtual-time-budget=8000", "--hide-scrollbars", "--window-size=\(size)",
                                      "--screenshot=\(file.path)", out.appendingPathComponent(page).absoluteString])
            let bytes = try Data(contentsOf: file)
            #expect(bytes.count > 10_000, "\(name) is \(bytes.count) bytes")
        }
    }

    /// Runs headless Chromium and returns its standard output. Its log is
    /// not read: a pipe it fills while standard output is being read
    /// would stall both.
    static func chromium(_ arguments: [String]) throws -> (stdout: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ReviewPageBrowserTests.chromiumPath))
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--mute-audio",
                             "--autoplay-policy=no-user-gesture-required", "--allow-file-access-from-files"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), process.terminationStatus)
    }

    /// diff.md as GitHub renders it, near enough to look at: the HTML
    /// comment hidden, `###` a heading, table rows a table, `code` and
    /// **bold** spans, other lines paragraphs (their HTML kept, as GitHub
    /// keeps <img>, <br> and <sub>).
    static func commentPage(_ markdown: String) -> String {
        func inline(_ text: String) -> String {
            var out = ""
            var code = false, index = text.startIndex
            while index < text.endIndex {
                if text[index] == "`" { out += code ? "</code>" : "<code>"; code.toggle(); index = text.index(after: index); continue }
                if !code, text[index...].hasPrefix("**"), let close = text[text.index(index, offsetBy: 2)...].range(of: "**") {
                    out += "<b>" + text[text.index(index, offsetBy: 2)..<close.lowerBound] + "</b>"
                    index = close.upperBound
                    continue
                }
                out.append(text[index])
                index = text.index(after: index)
            }
            return out
        }
        var body = "", inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("|") {
                if line.hasPrefix("| ---") { continue }
                let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
                let tag = inTable ? "td" : "th"
                if !inTable { body += "<table>"; inTable = true }
                body += "<tr>" + cells.map { "<\(tag)>\(inline($0))</\(tag)>" }.joined() + "</tr>"
                continue
            }
            if inTable { body += "</table>"; inTable = false }
            if line.hasPrefix("<!--") || line.isEmpty { continue }
            body += line.hasPrefix("### ") ? "<h3>\(inline(String(line.dropFirst(4))))</h3>" : "<p>\(inline(line))</p>"
        }
        return """
        <!doctype html><meta charset="utf-8"><style>
        body { font: 14px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; margin: 24px; max-width: 1012px; }
        table { border-collapse: collapse; } th, td { border: 1px solid #d1d9e0; padding: 6px 13px; vertical-align: top; }
        tr:nth-child(2n) { background: #f6f8fa; } code { background: #eff1f3; border-radius: 6px; padding: .2em .4em; font-size: 85%; }
        </style>
        \(body)
        """
    }
}
