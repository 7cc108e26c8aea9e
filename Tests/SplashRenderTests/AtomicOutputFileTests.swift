import Foundation
import Testing
import SplashVideo
@testable import SplashRender
import SplashTestSupport

/// An output is written under a temporary name and appears whole or not at
/// all, whatever happens meanwhile: a failure, an abandoned writer, or an
/// interrupt while an encoder still works on it.
@Suite struct AtomicOutputFileTests {
    @Test func aCommittedFileIsTheOnlyThingLeft() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("out.mp4")
        let output = try AtomicOutputFile(destination: destination, cleanup: InterruptCleanup())
        #expect(output.temporaryPath.hasPrefix(folder.path + "/.out.mp4."))
        #expect(output.temporaryPath.hasSuffix(".partial/partial.mp4"))
        try output.write([1, 2, 3])
        #expect(contents(of: folder) == ["out.mp4"])
        #expect(try Data(contentsOf: destination) == Data([1, 2, 3]))
    }

    @Test func aDiscardedOrAbandonedFileLeavesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cleanup = InterruptCleanup()
        let discarded = try AtomicOutputFile(destination: folder.appendingPathComponent("a.png"), cleanup: cleanup)
        #expect(contents(of: folder).count == 1)
        discarded.discard()
        #expect(contents(of: folder).isEmpty)
        do {
            let abandoned = try AtomicOutputFile(destination: folder.appendingPathComponent("b.png"), cleanup: cleanup)
            #expect(FileManager.default.fileExists(atPath: abandoned.temporaryPath))
        }
        #expect(contents(of: folder).isEmpty)
    }

    /// The encoder opens its file by name with `O_CREAT`. An interrupt that
    /// removed the file before (or while) the encoder opened it must not
    /// find it back at the exit: the temporary's folder is gone, so the
    /// encoder's open fails instead of creating a stray file.
    @Test func anEncoderOpeningItsFileAfterAnInterruptCreatesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cleanup = InterruptCleanup()
        let output = try AtomicOutputFile(destination: folder.appendingPathComponent("out.mp4"), cleanup: cleanup)
        // A writer that had the file open keeps writing to the removed inode.
        let early = open(output.temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(early >= 0)
        cleanup.removeAll()
        #expect(contents(of: folder).isEmpty)
        #expect(write(early, "data", 4) == 4)
        close(early)
        // One that opens it now cannot bring it back.
        #expect(open(output.temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644) == -1 && errno == ENOENT)
        #expect(throws: (any Error).self) {
            _ = try VideoWriter(path: output.temporaryPath, settings: VideoEncoderSettings(width: 16, height: 16, fps: 10, threads: 1))
        }
        #expect(throws: RenderError.self) { try output.commit() }
        #expect(contents(of: folder).isEmpty)
        #expect(!cleanup.isRegistered(output.temporary))
    }

    /// What is created after an interrupt's first sweep (the batch's report,
    /// a job a worker had just started) is registered anew.
    @Test func aTemporaryCreatedAfterTheSweepIsRegistered() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cleanup = InterruptCleanup()
        cleanup.removeAll()
        let later = try AtomicOutputFile(destination: folder.appendingPathComponent("report.json"), cleanup: cleanup)
        #expect(cleanup.isRegistered(later.temporary))
        cleanup.removeAll()
        #expect(contents(of: folder).isEmpty)
    }
}
