import Foundation
import Testing
import SplashTestSupport

/// Where the output goes: a symbolic link there is replaced by the file (its
/// target untouched), a FIFO (or device) is refused, a long name still works,
/// and nothing is left behind either way.
@Suite(.serialized) struct OutputPathTests {
    static let still = ["--preset", "kugou", "--size", "40x60", "--scale", "1", "--at", "0.5"]

    @Test func aLinkAtTheOutputIsReplacedAndItsTargetKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("out.png"), withDestinationURL: target)
        let result = try Binary.run(Self.still + ["out.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("out.png").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(contents(of: folder) == ["out.png", "precious.txt"])
    }

    @Test func aFIFOIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("fifo.png").path, 0o600) == 0)
        let result = try Binary.run(Self.still + ["fifo.png"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("is not a regular file"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(contents(of: folder) == ["fifo.png"])
    }

    @Test func aNameNearTheLimitWorks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "n", count: 251) + ".png"
        let result = try Binary.run(Self.still + [name], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(of: folder) == [name])
    }

    @Test func theSheetAndTheStillAreNotOneFileThroughALinkedFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("alias"), withDestinationURL: folder.appendingPathComponent("real"))
        let result = try Binary.run(Self.still + ["real/x.png", "--sheet", "alias/x.png"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("--sheet and the output are the same file"), "\(result.stderr)")
        #expect(contents(of: folder.appendingPathComponent("real")).isEmpty)
    }
}
