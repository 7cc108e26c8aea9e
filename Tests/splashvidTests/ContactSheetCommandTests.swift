import Foundation
import Testing
import SplashTestSupport

/// `--sheet`: a contact sheet alone or beside a video, through the binary.
@Suite(.serialized) struct ContactSheetCommandTests {
    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        try #require(bytes.count > 24 && bytes[1...3] == [0x50, 0x4E, 0x47][...])
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test func writesASheetAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = ##"{"name": "dot", "duration": 1, "layers": [{"position": [32, 64], "size": [20, 20], "backgroundColor": "#FF0000"}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("dot.json"))
        let result = try Binary.run(["--scene", "dot.json", "--size", "64x128", "--scale", "1", "--sheet", "dot.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(of: folder) == ["dot.json", "dot.png"])
        // Six frames of 64×128 in one row, 1 px borders, 16 px gaps, 24 px margins.
        let (width, height) = try pngSize(folder.appendingPathComponent("dot.png"))
        #expect(width == 48 + 6 * 66 + 5 * 16)
        #expect(height == 48 + 34 + 130 + 44)

        // With key instants (kugou declares some): more cells, in balanced rows.
        let keyed = try Binary.run(["--preset", "kugou", "--size", "64x128", "--scale", "1", "--sheet", "kugou.png"], in: folder)
        #expect(keyed.status == 0, "\(keyed.stderr)")
        let (_, keyedHeight) = try pngSize(folder.appendingPathComponent("kugou.png"))
        #expect(keyedHeight == 48 + 34 + 2 * (130 + 44) + 20, "two rows")
    }

    @Test func writesASheetBesideTheVideo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--size", "64x128", "--scale", "1", "--fps", "5", "out.mp4", "--sheet", "sheet.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(of: folder) == ["out.mp4", "sheet.png"])
    }

    @Test(arguments: [
        (["--preset", "kugou", "--sheet", "sheet.jpg"], "--sheet must name a .png file"),
        (["--preset", "kugou", "--sheet", "missing/sheet.png"], "the output folder"),
        (["--preset", "kugou"], "nothing to write"),
        (["--preset", "kugou", "--at", "1", "--sheet", "sheet.png"], "--at needs a .png output"),
        (["--preset", "kugou", "--at", "1", "same.png", "--sheet", "same.png"], "are the same file"),
        (["--preset", "kugou", "--device", "nokia", "--sheet", "sheet.png"], "unknown device"),
    ])
    func badSheetOptionsGiveOneLineAndNoFile(arguments: [String], message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(arguments, in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("splashvid: error: "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(contents(of: folder).isEmpty)
    }

    @Test func aFailedRunLeavesAnExistingSheetUntouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appendingPathComponent("sheet.png")
        try Data("previous".utf8).write(to: sheet)
        // The scene file is broken: nothing renders, the old sheet stays.
        try Data(#"{"name": "x", "duration": 1, "layers": [{"opacity": "lots"}]}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let result = try Binary.run(["--scene", "bad.json", "--size", "64x128", "--sheet", "sheet.png"], in: folder)
        #expect(result.status != 0)
        #expect(try Data(contentsOf: sheet) == Data("previous".utf8))
        #expect(contents(of: folder) == ["bad.json", "sheet.png"])
    }
}
