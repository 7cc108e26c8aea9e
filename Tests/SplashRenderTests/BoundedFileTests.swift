import Foundation
import Testing
import SplashVideo
import SplashTestSupport
@testable import SplashRender
@testable import SplashFormats
@testable import SplashImport

/// Files users name are checked by what is opened, not by the path: a
/// link to something huge, a FIFO, a device or a folder is refused with one
/// clear line, before anything is allocated for it.
@Suite("Bounded file reads")
struct BoundedFileTests {
    static let reader = BoundedFile(noun: "scene file", plural: "scene files", limit: 1 << 20)

    static func message(reading path: String) -> String? {
        do {
            _ = try reader.read(path, shownAs: "x")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsAFileAndAFileThroughALink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data("{}".utf8).write(to: file)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try Self.reader.read(file.path) == Array("{}".utf8))
        #expect(try Self.reader.read(link.path) == Array("{}".utf8))
    }

    @Test func refusesWhatIsNotARegularFileOrIsTooLarge() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A sparse file of 1.5 GB behind a link: refused from its size, not read.
        let big = folder.appendingPathComponent("big.bin")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 1_500_000_000)
        try handle.close()
        let link = folder.appendingPathComponent("scene.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: big)
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let cases: [(String, String)] = [
            (link.path, "the scene file x is 1430 MiB; scene files are at most 1 MiB"),
            (fifo.path, "cannot read the scene file x: it is a pipe (FIFO), not a regular file"),
            ("/dev/zero", "cannot read the scene file x: it is a device, not a regular file"),
            (folder.path, "cannot read the scene file x: it is a folder, not a file"),
            (folder.appendingPathComponent("missing.json").path, "cannot read the scene file x: no such file"),
        ]
        for (path, expected) in cases {
            #expect(Self.message(reading: path) == expected)
        }
    }
}

/// The images of one render are bounded together, not only one by one:
/// each is refused from its header once it would not fit in what is left.
@Suite("Image budget per render")
struct ImageBudgetTests {
    @Test func theImagesTogetherStayWithinTheBudget() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for name in ["a", "b", "c"] {
            let url = folder.appendingPathComponent("\(name).png")
            try Data(try PNGEncoder.encode(rgba: [UInt8](repeating: 200, count: 100 * 100 * 4), width: 100, height: 100)).write(to: url)
            paths.append(url.path)
        }
        // Two fit in 25 000 pixels, the third does not.
        #expect(try ImageAssets.load(Array(paths.prefix(2)), totalPixels: 25_000).count == 2)
        do {
            _ = try ImageAssets.load(paths, totalPixels: 25_000)
            Issue.record("three 100×100 images fit in 25 000 pixels")
        } catch {
            #expect("\(error)" == "cannot use the image \(paths[2]) (100×100): the scene's images together are at most 25000 pixels, and the others take 20000")
        }
    }
}
