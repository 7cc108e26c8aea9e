import Foundation
import Testing
import SplashTestSupport

/// The README's commands, run as written: every `splashvid` line of its
/// shell blocks, in a folder holding the files they name (the example
/// app as `MyApp/`, the built-in Lottie animation as `splash.json`, a
/// logo, a photo, a scene file as `launch.json`, `my-launch.json` and
/// `overlay.json`, the presets' files and kugou's as `my-kugou.json`, a
/// launch animation's Swift as `SplashViewController.swift`).
///
/// So the suite stays quick, a render that does not choose its scale (or
/// width or height) or frame rate is run at scale 1 and 10 fps (`--scale 1 --fps 10` added;
/// every option it writes is kept), a comparison 200 pixels high, and `splashvid batch`'s example
/// manifest renders on a 200×400-point canvas at scales 0.5 and 1, and
/// `splashvid diff` compares those previews with a copy of them as the
/// main branch's. `splashvid preview` serves
/// until stopped and is tested on its own (PreviewCommandTests).
@Suite(.serialized) struct ReadmeCommandTests {
    static let readme = PackageFolders.root.appendingPathComponent("README.md")

    /// Every `splashvid …` line of the README's `sh` blocks, without its
    /// prompt and comment.
    static func commands() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        var lines: [String] = []
        for block in text.components(separatedBy: "```sh\n").dropFirst() {
            for line in (block.components(separatedBy: "```").first ?? "").split(separator: "\n") {
                var command = line.trimmingCharacters(in: .whitespaces)
                if command.hasPrefix("$ ") { command.removeFirst(2) }
                guard command.hasPrefix("splashvid ") else { continue }
                if let comment = command.range(of: " # ") { command = String(command[..<comment.lowerBound]) }
                lines.append(command.trimmingCharacters(in: .whitespaces))
            }
        }
        return lines
    }

    /// Words as a POSIX shell splits them (single and double quotes), and
    /// the file after `>` if the output is redirected.
    static func words(_ command: String) -> (words: [String], redirect: String?) {
        var words: [String] = [], current = "", quote: Character? = nil, inWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        if let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count {
            return (Array(words[..<arrow]), words[arrow + 1])
        }
        return (words, nil)
    }

    /// The files the commands name, from the repository's own.
    func stage(in folder: URL) throws {
        let root = PackageFolders.root, files = FileManager.default
        func copy(_ from: String, _ to: String) throws {
            let destination = folder.appendingPathComponent(to)
            try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: root.appendingPathComponent(from), to: destination)
        }
        try copy("docs/examples/SplashNotes/SplashNotes", "MyApp")
        try copy("presets/animations/splash.json", "splash.json")
        try copy("Tests/FuzzCorpus/lottie/packed.lottie", "splash.lottie")
        try copy("Tests/FuzzCorpus/lottie/icons.lottie", "icons.lottie")
        try copy("Tests/FuzzCorpus/lottie/sticker.tgs", "sticker.tgs")
        try copy("Tests/FuzzCorpus/svg/gradient.svg", "logo.svg")
        try copy("Tests/Corpus/code/keyframed-logo.swift", "SplashViewController.swift")
        try copy("Tests/FuzzCorpus/svg/gradient.svg", "mark.svg")
        try copy("Tests/SplashVideoTests/Fixtures/quadrants.jpg", "me.jpg")
        try copy("Tests/SplashVideoTests/Fixtures/grey-ramp.png", "home.png")
        try copy("docs/examples", "docs/examples")
        try copy("presets", "presets")
        try copy("presets/kugou.json", "my-kugou.json")
        for name in ["my-launch.json", "launch.json"] { try copy("docs/examples/launch-sequence.json", name) }
        // A transparent overlay: a card sliding up over nothing.
        let overlay = ##"{"duration": 1, "backgroundColor": "clear", "layers": [{"id": "card", "position": ["W / 2", "H / 2"], "size": [200, 120], "cornerRadius": 24, "backgroundColor": "#0A84FF", "animations": [{"keyPath": "position.y", "fromValue": "H", "toValue": "H / 2", "duration": 0.6, "timingFunction": "easeOut", "fillMode": "backwards"}]}]}"##
        try Data(overlay.utf8).write(to: folder.appendingPathComponent("overlay.json"))
    }

    static let subcommandsThatDoNotRender: Set<String> = ["presets", "devices", "--help", "--version", "import", "schema", "check"]

    @Test func everySplashvidCommandInTheReadmeRuns() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 45, "the README's commands: \(commands.count)")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try stage(in: folder)

        var ran = 0, skipped: [String] = []
        for command in commands {
            var (words, redirect) = Self.words(command)
            words.removeFirst()  // "splashvid"
            let first = words.first ?? ""
            if first == "preview" { skipped.append(command); continue }
            if first == "batch", words.count > 1, words[1] != "--example" {
                // The example manifest, on a small canvas.
                let manifest = folder.appendingPathComponent(words[1])
                var text = try String(contentsOf: manifest, encoding: .utf8)
                text = text.replacingOccurrences(of: "\"iphone-se\"", with: "\"200x400@0.5\"").replacingOccurrences(of: "\"iphone-15\"", with: "\"200x400@1\"")
                try Data(text.utf8).write(to: manifest)
            } else if first == "diff" {
                // BASE: the previews the README's batch lines wrote, as the main branch's.
                let base = folder.appendingPathComponent("main-previews")
                if !FileManager.default.fileExists(atPath: base.path) {
                    try FileManager.default.copyItem(at: folder.appendingPathComponent("previews"), to: base)
                }
            } else if first == "compare" {
                if !words.contains("--height") { words += ["--height", "200"] }
                if !words.contains("--fps"), !words.contains("--at") { words += ["--fps", "10"] }
            } else if !Self.subcommandsThatDoNotRender.contains(first), first != "batch" {
                // A width or height in pixels is a scale of its own (at most 300 px: quick enough).
                if !words.contains("--scale"), !words.contains("--size"), !words.contains("--width"), !words.contains("--height") { words += ["--scale", "1"] }
                if !words.contains("--fps"), !words.contains("--at"), !words.contains("--sheet") || words.count > 4 { words += ["--fps", "10"] }
            }
            let result = try Binary.run(words, in: folder)
            #expect(result.status == 0, "`\(command)` exited \(result.status): \(result.stderr)")
            if let redirect {
                try Data(result.stdout.utf8).write(to: folder.appendingPathComponent(redirect))
            }
            // The outputs it names are there, not empty.
            for word in words where [".mp4", ".gif", ".mov", ".webm", ".webp", ".png", ".json"].contains(where: { word.hasSuffix($0) }) && !word.contains("%") && !word.contains("=") {
                let path = folder.appendingPathComponent(word).path
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)??.intValue ?? 0
                #expect(size > 0, "`\(command)`: \(word) is missing or empty")
            }
            ran += 1
        }
        // The `splashvid preview` lines (three); everything else ran.
        #expect(skipped.count == 3 && skipped.allSatisfy { $0.hasPrefix("splashvid preview ") }, "\(skipped)")
        #expect(ran == commands.count - skipped.count && ran >= 44, "ran \(ran) of \(commands.count)")
        // What the pattern and folder outputs wrote.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames/0000.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shots/kugou-000.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("previews/index.html").path))
    }
}
