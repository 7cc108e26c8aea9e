import Foundation
import SplashTestSupport
import SplashVideo
import Testing

/// What a render says when it is done, through the binary: `--json` on
/// standard output, `--progress` lines for logs, `-o`, and `--frames A-B`.
@Suite(.serialized) struct RenderSummaryTests {
    /// One JSON line naming each file with its kind, pixels, frames,
    /// duration and bytes, as the files are; `-q` keeps standard error empty.
    @Test func jsonDescribesEveryFileWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--device", "iphone-se", "--scale", "1", "--fps", "10", "--frames", "5-9",
                                     "--json", "-q", "-o", "out.mp4", "--sheet", "sheet.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == 1, "\(result.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let outputs = try #require(object["outputs"] as? [[String: Any]])
        try #require(outputs.count == 2)
        let video = outputs[0], sheet = outputs[1]
        #expect(video["file"] as? String == "out.mp4" && video["kind"] as? String == "video")
        // Frames 5…9 at 10 fps: 5 frames, 0.5 s, at 375 × 667 (1×).
        #expect(video["frames"] as? Int == 5 && video["duration"] as? Double == 0.5)
        #expect(video["width"] as? Int == 375 && video["height"] as? Int == 667)
        let reader = try VideoReader(path: folder.appendingPathComponent("out.mp4").path)
        #expect(reader.frameCount == 5 && abs(reader.durationSeconds - 0.5) < 1e-6)
        func size(_ name: String) throws -> Int? {
            (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? NSNumber)?.intValue
        }
        let videoBytes = try size("out.mp4"), sheetBytes = try size("sheet.png")
        #expect(video["bytes"] as? Int == videoBytes)
        #expect(sheet["file"] as? String == "sheet.png" && sheet["kind"] as? String == "sheet" && sheet["bytes"] as? Int == sheetBytes)
        #expect(object["warnings"] as? [String] == [])
    }

    /// `--progress` writes plain lines (not a bar redrawn in place) from
    /// 0 % to 100 %, then the summary.
    @Test func progressLinesForLogs() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--size", "60x120", "--fps", "10", "--progress", "kugou.mp4"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let progress = lines.filter { $0.hasPrefix("splashvid: kugou.mp4 ") && $0.contains(" %") }
        #expect(progress.count == 11, "\(lines)")
        #expect(progress.last?.contains("100 % (20/20 frames") == true, "\(lines)")
        #expect(!result.stderr.contains("\r"))
        #expect(lines.last?.hasPrefix("splashvid: wrote kugou.mp4 — 120×240, 2.00 s, 20 frames, ") == true, "\(lines)")
    }

    /// A part of the timeline as PNGs keeps the timeline's frame numbers.
    @Test func framesOfAPartKeepTheirNumbers() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--size", "60x120", "--fps", "10", "--frames", "2-4", "-q", "frames/"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(of: folder.appendingPathComponent("frames")) == ["0002.png", "0003.png", "0004.png"])
    }
}
