import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// `splashvid --version`: splashvid's version, then the libraries it runs with.
@Suite struct VersionTests {
    /// The version CHANGELOG.md's newest release heading names
    /// (`## [0.1.0] - 2026-11-25`): the binary must print the same one.
    static func changelogVersion() throws -> String {
        let text = try String(contentsOf: PackageFolders.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(text.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        let name = heading.dropFirst(4).prefix { $0 != "]" }
        return String(name)
    }

    @Test func printsSplashvidAndLibraryVersions() throws {
        let result = try Binary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // splashvid, libavcodec, libavformat, libavfilter, libswscale, libavutil, libx264.
        try #require(lines.count == 7, "\(lines)")
        #expect(lines[0] == "splashvid \(try Self.changelogVersion())")
        // The FFmpeg libraries as MAJOR.MINOR.MICRO from their *_version()
        // functions: the binary links the same shared libraries as this
        // test process, so it prints what the test process loaded.
        var compared = 0
        for (index, name) in ["libavcodec", "libavformat", "libavfilter", "libswscale", "libavutil"].enumerated() {
            let line = lines[index + 1]
            #expect(line == LibraryVersions.lines[index], "\(line)")
            let parts = line.split(separator: " ")
            #expect(parts.count == 2 && parts[0] == name, "\(line)")
            #expect(parts.last?.split(separator: ".").compactMap { Int($0) }.count == 3, "\(line)")
            compared += 1
        }
        #expect(compared == 5)
        // libx264's build number (its soname's version, X264_BUILD): Debian
        // 12's libx264-164 is build 164; any build is a positive number.
        let x264 = lines[6].split(separator: " ")
        #expect(x264.first == "libx264")
        #if os(Linux)
        #expect((x264.last.flatMap { Int($0) } ?? 0) > 0, "\(lines[6])")
        #endif
    }
}
