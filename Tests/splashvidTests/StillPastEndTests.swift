import Foundation
import SplashTestSupport
import Testing

/// A still asked for past the animation's end is written (the last frame)
/// and said, never silently: `--at 99` on kugou.
@Suite struct StillPastEndTests {
    @Test func aStillPastTheEndIsAWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let late = try Binary.run(["--preset", "kugou", "--device", "iphone-se", "--scale", "1", "--at", "99", "late.png"], in: folder)
        #expect(late.status == 0, "\(late.stderr)")
        let warnings = late.stderr.split(separator: "\n").filter { $0.contains("is past the end") }
        #expect(warnings.count == 1, "\(late.stderr)")
        // kugou lasts delay + 1 + tail = 0.5 + 1 + 0.5 = 2 s.
        #expect(warnings.first == "splashvid: warning: --at 99 s is past the end (2 s): the last frame is written", "\(late.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("late.png").path))
        let inTime = try Binary.run(["--preset", "kugou", "--device", "iphone-se", "--scale", "1", "--at", "0.5", "early.png"], in: folder)
        #expect(inTime.status == 0, "\(inTime.stderr)")
        #expect(!inTime.stderr.contains("past the end"), "\(inTime.stderr)")
    }
}
