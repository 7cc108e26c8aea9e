import Foundation

/// FFmpeg's `ffprobe`, as an independent witness of what a file contains.
/// Tests using it are skipped where it is not installed.
enum FFprobe {
    static let executable = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe", "/opt/homebrew/bin/ffprobe"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isInstalled: Bool { executable != nil }

    /// `-show_format -show_streams` as `"format.key"` / `"stream.key"` pairs
    /// (first video stream).
    static func report(_ path: String) throws -> [String: String] {
        guard let executable else { return [:] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-show_format", "-show_streams", "-count_frames", "file:" + path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        var section = ""
        var values: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            switch line {
            case "[FORMAT]": section = "format"
            case "[STREAM]": section = "stream"
            case "[/FORMAT]", "[/STREAM]": section = ""
            default:
                guard !section.isEmpty, let equals = line.firstIndex(of: "=") else { continue }
                values["\(section).\(line[..<equals])"] = String(line[line.index(after: equals)...])
            }
        }
        return values
    }
}
