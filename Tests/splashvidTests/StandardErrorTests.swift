import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// Standard error closed (`2>&-`) or a pipe whose reader goes away after
/// the first line (`2>&1 | head -1`): writing to it trapped (SIGILL) or
/// killed the process by SIGPIPE before it removed its temporary files.
/// Now the lines are lost and nothing else is: the exit status is what it
/// would have been, every output is complete, no temporary file is left.
@Suite(.serialized) struct StandardErrorTests {
    /// Two text layers in fonts that are not installed: two warning lines
    /// before the video is rendered.
    static let scene = ##"""
    {"duration": 1, "backgroundColor": "#FFFFFF", "layers": [
      {"frame": [4, 4, 52, 20], "contents": {"type": "text", "string": "Hi", "fontFamily": "No Such Font A", "color": "#000000"}},
      {"frame": [4, 30, 52, 20], "contents": {"type": "text", "string": "Ho", "fontFamily": "No Such Font B", "color": "#000000"}}]}
    """##

    /// Every output and nothing else: no hidden `.partial` file anywhere
    /// below `folder` (the batch's record folder holds only records).
    static func expectNoTemporaryFiles(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let all = FileManager.default.subpaths(atPath: folder.path) ?? []
        #expect(!all.contains { $0.contains(".partial") }, "\(all)", sourceLocation: sourceLocation)
    }

    static func expectVideo(_ url: URL, frames: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let video = try VideoReader(path: url.path)
        #expect(video.frameCount == frames, sourceLocation: sourceLocation)
        var decoded = 0
        try video.decodeFrames { _, _, _, _ in decoded += 1 }
        #expect(decoded == frames, sourceLocation: sourceLocation)
    }

    @Test(arguments: [Binary.StandardErrorEnd.closed, .pipeClosedAfterFirstLine])
    func aRenderWithWarningsFinishes(end: Binary.StandardErrorEnd) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("fonts.json"), video = folder.appendingPathComponent("out.mp4")
        try Data(Self.scene.utf8).write(to: scene)
        let (status, firstLine) = try Binary.run(["--scene", scene.path, "--size", "60x60", "--scale", "1", "--fps", "5", video.path], standardError: end)
        #expect(status == 0)
        if end == .pipeClosedAfterFirstLine {
            #expect(firstLine?.hasPrefix("splashvid: warning: ") == true && firstLine?.contains("No Such Font") == true, "\(firstLine ?? "")")
        }
        #expect(contents(of: folder) == ["fonts.json", "out.mp4"])
        try Self.expectVideo(video, frames: 5)
    }

    @Test(arguments: [Binary.StandardErrorEnd.closed, .pipeClosedAfterFirstLine])
    func aFailedRenderStillExitsWithItsStatus(end: Binary.StandardErrorEnd) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("broken.json")
        try Data(#"{"duration": 1, "layers": [{"opacity": 2}]}"#.utf8).write(to: scene)
        let (status, firstLine) = try Binary.run(["--scene", scene.path, "--size", "60x60", folder.appendingPathComponent("out.mp4").path], standardError: end)
        #expect(status == 1)
        if end == .pipeClosedAfterFirstLine {
            #expect(firstLine == "splashvid: error: broken.json: layers[0].opacity: must be between 0 and 1, not 2")
        }
        #expect(contents(of: folder) == ["broken.json"])
    }

    /// Three jobs side by side with a line each (`--progress`), and one that
    /// fails: every other job's outputs, the report and the review page
    /// are written, and the status says a job failed.
    @Test(arguments: [Binary.StandardErrorEnd.closed, .pipeClosedAfterFirstLine])
    func aBatchFinishesEveryJob(end: Binary.StandardErrorEnd) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("fonts.json"))
        let broken = #"{"duration": 1, "layers": [{"frame": [0, 0, 8, 8], "contents": {"type": "image", "source": "gone.png"}}]}"#
        try Data(broken.utf8).write(to: folder.appendingPathComponent("broken.json"))
        let manifest = folder.appendingPathComponent("m.json")
        let previews = folder.appendingPathComponent("previews")
        for failing in [false, true] {
            try? FileManager.default.removeItem(at: previews)
            let jobs = [#"{"scene": "fonts.json", "sheet": false, "stills": [0.5]}"#] + (failing ? [#"{"scene": "broken.json"}"#] : [])
            try Data(##"""
            {"output": "previews", "defaults": {"fps": 5, "devices": ["100x200@0.5"]},
             "matrix": [{"presets": ["kugou", "yula"]}], "jobs": [\##(jobs.joined(separator: ", "))]}
            """##.utf8).write(to: manifest)
            let (status, firstLine) = try Binary.run(["batch", manifest.path, "--progress", "--jobs", "2"], standardError: end)
            #expect(status == (failing ? 1 : 0))
            if end == .pipeClosedAfterFirstLine { #expect(firstLine?.isEmpty == false) }
            let written = Set(contents(of: previews))
            for id in ["kugou@100x200@0.5", "yula@100x200@0.5"] {
                #expect(written.isSuperset(of: ["\(id).mp4", "\(id).sheet.png"]), "\(written)")
                try Self.expectVideo(previews.appendingPathComponent("\(id).mp4"), frames: id.hasPrefix("kugou") ? 10 : 16)
                _ = try ImageDecoder.decode([UInt8](try Data(contentsOf: previews.appendingPathComponent("\(id).sheet.png"))))
            }
            try Self.expectVideo(previews.appendingPathComponent("fonts@100x200@0.5.mp4"), frames: 5)
            _ = try ImageDecoder.decode([UInt8](try Data(contentsOf: previews.appendingPathComponent("fonts@100x200@0.5.at-0.50s.png"))))
            #expect(written.isSuperset(of: ["batch-report.json", "batch-summary.md", "index.html"]), "\(written)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: previews.appendingPathComponent("batch-report.json"))) as? [String: Any])
            let statuses = (report["jobs"] as? [[String: Any]] ?? []).compactMap { $0["status"] as? String }
            #expect(statuses.sorted() == (failing ? ["failed"] : []) + ["rendered", "rendered", "rendered"])
            Self.expectNoTemporaryFiles(in: folder)
        }
    }
}
