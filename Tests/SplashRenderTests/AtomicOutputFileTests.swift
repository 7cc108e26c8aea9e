import Foundation
import Testing
import SplashVideo
@testable import SplashRender
import SplashTestSupport
@testable import SplashImport

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

    // MARK: What a killed render left

    /// Sets a folder's modification time `seconds` into the past.
    static func age(_ path: String, by seconds: Int) {
        let then = timeval(tv_sec: time(nil) - seconds, tv_usec: 0)
        #expect(utimes(path, [then, then]) == 0)
    }

    /// A temporary whose writer was killed (`kill -9`: no cleanup ran) is
    /// removed by the next render writing into the folder; a young one, and
    /// folders that are not exactly a temporary, are left alone.
    @Test func theNextRenderRemovesWhatAKilledOneLeft() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func make(_ name: String, files: [String], age: Int) {
            let path = folder.appendingPathComponent(name).path
            #expect(mkdir(path, 0o700) == 0)
            for file in files { #expect(FileManager.default.createFile(atPath: path + "/" + file, contents: Data("x".utf8))) }
            Self.age(path, by: age)
        }
        make(".out.mp4.deadbeef.partial", files: ["partial.mp4"], age: 120)       // killed while encoding
        make(".still.png.7.partial", files: [], age: 120)                         // killed before its file
        make(".splashvid.0123456789abcdef.partial", files: ["partial"], age: 600) // a long name's
        make(".other.mp4.c0ffee.partial", files: ["partial.mp4"], age: 5)          // too young to tell
        make(".mine.1234.partial", files: ["partial.mp4", "notes.txt"], age: 120)  // not only the temporary
        make(".notes.partial", files: ["partial"], age: 120)                      // no token
        make(".x.DEADBEEF.partial", files: ["partial"], age: 120)                 // not the token's form
        make(".fifo.mp4.ab.partial", files: [], age: 120)                         // a FIFO planted as its file
        let fifo = folder.appendingPathComponent(".fifo.mp4.ab.partial").path
        #expect(mkfifo(fifo + "/partial.mp4", 0o600) == 0)
        Self.age(fifo, by: 120)
        let output = try AtomicOutputFile(destination: folder.appendingPathComponent("out.mp4"), cleanup: InterruptCleanup())
        let left = contents(of: folder)
        #expect(left == [".fifo.mp4.ab.partial", ".mine.1234.partial", ".notes.partial", ".other.mp4.c0ffee.partial", ".x.DEADBEEF.partial",
                         URL(fileURLWithPath: output.temporary.folder).lastPathComponent].sorted(), "\(left)")
        try output.write([7])
        #expect(contents(of: folder).contains("out.mp4"))
    }

    /// A render that has been writing for longer than a minute holds its
    /// file's lock: another render starting in the folder leaves it be.
    @Test func aLiveTemporaryIsNeverTakenForAStaleOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = try AtomicOutputFile(destination: folder.appendingPathComponent("long.mp4"), cleanup: InterruptCleanup())
        Self.age(long.temporary.folder, by: 3600)
        let other = try AtomicOutputFile(destination: folder.appendingPathComponent("other.mp4"), cleanup: InterruptCleanup())
        #expect(FileManager.default.fileExists(atPath: long.temporaryPath))
        try long.write([1, 2])
        try other.write([3])
        #expect(contents(of: folder) == ["long.mp4", "other.mp4"])
        // Once its writer is gone, the same temporary is stale.
        let killed = folder.appendingPathComponent(".gone.mp4.1f.partial").path
        #expect(mkdir(killed, 0o700) == 0)
        #expect(FileManager.default.createFile(atPath: killed + "/partial.mp4", contents: Data()))
        Self.age(killed, by: 3600)
        #expect(StaleTemporaries.sweep(folder.path) == 1)
        #expect(contents(of: folder) == ["long.mp4", "other.mp4"])
    }

    @Test func temporaryNames() {
        #expect(StaleTemporaries.isTemporaryName(".out.mp4.a3adf090c0785ca4.partial"))
        #expect(StaleTemporaries.isTemporaryName(".splashvid.0.partial"))
        #expect(!StaleTemporaries.isTemporaryName(".out.mp4.a3adf090c0785ca41.partial"))   // 17 digits
        #expect(!StaleTemporaries.isTemporaryName("out.mp4.abc.partial"))                  // not hidden
        #expect(!StaleTemporaries.isTemporaryName(".abc.partial"))                         // no name
        #expect(!StaleTemporaries.isTemporaryName(".out.mp4..partial"))                    // no token
        #expect(!StaleTemporaries.isTemporaryName(".out.mp4.abc.partial.mp4"))
    }
}
