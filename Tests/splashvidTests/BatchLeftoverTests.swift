import Foundation
import Testing
import SplashTestSupport

/// A batch killed outright (SIGKILL: the out-of-memory killer, `kill -9`)
/// cannot clean up: its jobs' hidden `.partial` folders stay. The next
/// complete run over the same outputs names and removes them.
@Suite(.serialized) struct BatchLeftoverTests {
    /// Every `.partial` folder in the output folder and its records' folder.
    static func partials(in previews: URL) -> [String] {
        (contents(of: previews) + contents(of: previews.appendingPathComponent(".splashvid-batch")).map { ".splashvid-batch/" + $0 })
            .filter { $0.hasSuffix(".partial") }
    }

    @Test func aRerunRemovesWhatAKilledRunLeft() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = #"{"output": "previews", "defaults": {"fps": 30, "devices": ["375x667@1"]}, "matrix": [{"presets": ["kugou", "yula", "appstore", "weibo"]}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let previews = folder.appendingPathComponent("previews")
        let running = try Binary.start(["batch", "m.json", "--jobs", "2"], in: folder)
        let deadline = Date().addingTimeInterval(120)
        while Self.partials(in: previews).isEmpty, running.process.isRunning, Date() < deadline { usleep(5_000) }
        try #require(running.process.isRunning, "the batch finished before a job was under way")
        kill(running.process.processIdentifier, SIGKILL)
        let killed = try Binary.finish(running)
        #expect(killed.status == SIGKILL || killed.status == 128 + SIGKILL, "\(killed.status)")
        let left = Self.partials(in: previews)
        try #require(!left.isEmpty, "SIGKILL left nothing to clear")
        // A folder not changed for 3 s whose lock no process holds is a
        // killed writer's.
        sleep(4)
        let again = try Binary.run(["batch", "m.json", "--jobs", "2"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.partials(in: previews).isEmpty, "\(Self.partials(in: previews))")
        let lines = again.stderr.split(separator: "\n").filter { $0.contains("a killed run left") }
        #expect(lines.count == 1, "\(again.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("splashvid: removed \(left.count) unfinished file\(left.count == 1 ? "" : "s") a killed run left in \(previews.path): "), "\(line)")
        for name in left.prefix(5) { #expect(line.contains(name), "\(name) not named in \(line)") }
        // Nothing else was there to clear: the run after says nothing of it.
        let third = try Binary.run(["batch", "m.json"], in: folder)
        #expect(third.status == 0 && !third.stderr.contains("a killed run left"), "\(third.stderr)")
    }

    /// A `.partial` folder a live writer holds (its file locked) is not
    /// taken for a killed run's, however old.
    @Test func aLockedTemporaryIsKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"output": "previews", "defaults": {"fps": 5, "devices": ["100x200@0.5"], "sheet": false}, "jobs": [{"preset": "kugou"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("m.json"))
        let previews = folder.appendingPathComponent("previews")
        let held = previews.appendingPathComponent(".kugou@100x200@0.5.mp4.1234abcd.partial")
        let stale = previews.appendingPathComponent(".kugou@100x200@0.5.mp4.5678abcd.partial")
        let other = previews.appendingPathComponent(".someone-else.mp4.9abc.partial")
        for temporary in [held, stale, other] {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: temporary.appendingPathComponent("partial.mp4"))
        }
        let fd = open(held.appendingPathComponent("partial.mp4").path, O_RDONLY)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        defer { close(fd) }
        let past = Date().addingTimeInterval(-10)
        for temporary in [held, stale, other] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: temporary.path)
        }
        let result = try Binary.run(["batch", "m.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "splashvid: removed 1 unfinished file a killed run left in \(previews.path): \(stale.lastPathComponent)")
        #expect(lines.count == 2 && lines[1].hasPrefix("splashvid batch: 1 job (1 rendered, 0 current, 0 failed) in "), "\(result.stderr)")
        // Held, and another output's (the general sweep waits a minute for those).
        #expect(Self.partials(in: previews) == [held.lastPathComponent, other.lastPathComponent])
    }
}
