import Foundation
import SplashVideo

/// Where a PNG sequence goes: a folder (frames named `0000.png`,
/// `0001.png`, …) or a pattern with one `%d` or `%0Nd` for the frame
/// number (`frames/%04d.png`, as FFmpeg's image2 names them). Frame *n* is
/// the picture at n / fps seconds, numbered from 0.
public struct PNGSequence: Sendable, Hashable, Encodable {
    /// The folder the frames go in.
    public let folder: URL
    /// The file name before and after the number, and the number's width
    /// (zero-padded; 0 for none).
    let prefix: String
    let suffix: String
    let digits: Int

    /// A folder: frames named with 4 digits (more when there are more frames).
    public init(folder: URL) {
        self.folder = folder
        prefix = ""
        suffix = ".png"
        digits = 4
    }

    /// A path whose file name holds exactly one `%d` or `%0Nd` (N 1–9) and
    /// ends in `.png`; nil for anything else.
    public init?(pattern path: String) {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        guard url.pathExtension.lowercased() == "png", let percent = name.firstIndex(of: "%") else { return nil }
        var rest = name[name.index(after: percent)...]
        var width = 0
        if rest.first == "0" {
            rest = rest.dropFirst()
            guard let digit = rest.first?.wholeNumberValue, (1...9).contains(digit) else { return nil }
            width = digit
            rest = rest.dropFirst()
        }
        guard rest.first == "d" else { return nil }
        rest = rest.dropFirst()
        guard !rest.contains("%"), !path.dropLast(name.count).contains("%") else { return nil }
        folder = url.deletingLastPathComponent()
        prefix = String(name[..<percent])
        suffix = String(rest)
        digits = width
    }

    /// Whether `path` is meant as a PNG sequence: a path ending in "/", a
    /// name with a `%` pattern, or a folder that exists and whose name does
    /// not end in a file type (a folder called `out.mp4` is a mistake, which
    /// the video's writer refuses).
    public static func isSequence(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        if path.hasSuffix("/") || url.lastPathComponent.contains("%") { return true }
        let ext = url.pathExtension.lowercased()
        guard ext != "png", VideoCodec.forExtension(ext) == nil else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Frame `index`'s file, its number zero-padded to `digits` (as
    /// printf's `%0Nd`: a larger number is written whole).
    public func file(_ index: Int) -> URL {
        var number = String(index)
        if number.count < digits { number = String(repeating: "0", count: digits - number.count) + number }
        return folder.appendingPathComponent(prefix + number + suffix)
    }
}
