import Foundation
import Testing
import SplashTestSupport

/// The bash completion script splashvid writes (`--generate-completion-script
/// bash`, installed by the Debian package), run in bash as the shell runs
/// it on Tab: presets, devices and option words complete. (ArgumentParser
/// completes a default subcommand's options only after its name —
/// swift-argument-parser issue 488 — so `splashvid render --preset ku`.)
struct CompletionTests {
    static let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What Tab offers after `words` (the last one being completed).
    func complete(_ words: [String], script: URL) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
        source '\(script.path)'
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
        _splashvid splashvid '\(words.last ?? "")' '\(words.count > 1 ? words[words.count - 2] : "")'
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.bash))
        process.arguments = ["-c", program]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"))
    func presetsDevicesAndOptionWordsComplete() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try Binary.run(["--generate-completion-script", "bash"])
        #expect(generated.status == 0, "\(generated.stderr)")
        let script = folder.appendingPathComponent("splashvid.bash")
        try Data(generated.stdout.utf8).write(to: script)

        #expect(try complete(["splashvid", "render", "--preset", "ku"], script: script) == ["kugou"])
        #expect(try complete(["splashvid", "presets", "y"], script: script) == ["yula"])
        #expect(try complete(["splashvid", "preview", "--preset", "w"], script: script) == ["weibo"])
        // Every iPhone 15 and 16 model.
        #expect(try complete(["splashvid", "render", "--device", "iphone-1"], script: script)
                == ["iphone-13-mini", "iphone-15", "iphone-15-pro", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max"])
        #expect(try complete(["splashvid", "compare", "--frame", "d"], script: script) == ["dark"])
        #expect(try complete(["splashvid", "render", "--appearance", ""], script: script) == ["light", "dark"])
        #expect(try complete(["splashvid", "check", "--device", "ipad-"], script: script).count >= 2)
    }
}
