import Foundation
import SplashScene
import SplashFormats

/// An asset catalog's `Contents.json`, read with the scene's strict JSON
/// reader (bounded depth and value count), and typed access to it whose
/// errors name the file, the set and the JSON path
/// (`Brand.colorset/Contents.json: colour set "Brand": colors[1].color.components.red: …`).
struct ContentsJSON {
    /// Largest Contents.json read; Xcode's are a few KiB.
    static let maximumSize = 1 << 20

    let file: String
    /// What the errors call the set: `colour set "Brand"`.
    let subject: String
    let root: [String: JSONValue]

    /// Reads `folder/Contents.json`; nil when there is none and it is
    /// optional (a plain group folder).
    static func read(folder: String, subject: String, optional: Bool = false) throws(StoryboardError) -> ContentsJSON? {
        let file = folder.hasSuffix("/") ? folder + "Contents.json" : folder + "/Contents.json"
        if optional, !FileManager.default.fileExists(atPath: file) { return nil }
        guard FileManager.default.fileExists(atPath: file) else {
            throw StoryboardError(file: file, "\(subject) has no Contents.json")
        }
        let bytes = try LaunchFile.read(file, limit: maximumSize, what: "Contents.json")
        let value: JSONValue
        do {
            value = try JSONValue.parse(Data(bytes), file: file)
        } catch {
            throw StoryboardError(file: file, "\(subject): \(error.path.isEmpty ? "" : error.path + ": ")\(error.message)")
        }
        guard case .object(let root) = value else {
            throw StoryboardError(file: file, "\(subject): expected an object at the top, not \(value.kindName)")
        }
        return ContentsJSON(file: file, subject: subject, root: root)
    }

    func error(_ path: String, _ message: String) -> StoryboardError {
        StoryboardError(file: file, "\(subject): \(path.isEmpty ? "" : path + ": ")\(message)")
    }

    func object(_ value: JSONValue?, _ path: String) throws(StoryboardError) -> [String: JSONValue]? {
        guard let value else { return nil }
        guard case .object(let o) = value else { throw error(path, "expected an object, not \(value.kindName)") }
        return o
    }

    func array(_ value: JSONValue?, _ path: String) throws(StoryboardError) -> [JSONValue]? {
        guard let value else { return nil }
        guard case .array(let a) = value else { throw error(path, "expected an array, not \(value.kindName)") }
        return a
    }

    func string(_ value: JSONValue?, _ path: String) throws(StoryboardError) -> String? {
        guard let value else { return nil }
        guard case .string(let s) = value else { throw error(path, "expected a string, not \(value.kindName)") }
        return s
    }

    func bool(_ value: JSONValue?, _ path: String) throws(StoryboardError) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let b) = value else { throw error(path, "expected true or false, not \(value.kindName)") }
        return b
    }

    /// A number from 0 to `limit` (cap insets and the like).
    func number(_ value: JSONValue?, _ path: String, limit: Double = 100_000) throws(StoryboardError) -> Double? {
        guard let value else { return nil }
        guard case .number(let n) = value, n >= 0, n <= limit else {
            throw error(path, "expected a number from 0 to \(Int(limit)), not \(Self.describe(value))")
        }
        return n
    }

    /// The value quoted in a message.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): s.count > 40 ? "\"\(s.prefix(40))…\"" : "\"\(s)\""
        case .number(let n): "\(n)"
        default: value.kindName
        }
    }
}

/// An entry's `appearances`, `idiom`, `display-gamut` and the like, shared
/// by colour and image entries, and how well it matches what is asked for.
struct EntryTraits {
    /// `luminosity` `light` / `dark`; nil for "Any Appearance".
    var luminosity: Appearance?
    /// `contrast` `high`: only used when nothing else matches.
    var highContrast = false
    /// An appearance this reader does not know: used only as a last resort.
    var unknownAppearance = false
    /// `display-gamut` `display-P3`: the sRGB (or unmarked) entry is
    /// preferred, as the picture is sRGB.
    var wideGamut = false
    /// `language-direction` `right-to-left`: the left-to-right entry wins.
    var rightToLeft = false
    /// 2 for the device's idiom, 1 for universal, nil for another device.
    var idiomRank: Int?

    init(_ entry: [String: JSONValue], path: String, contents: ContentsJSON, idiom: Idiom) throws(StoryboardError) {
        let idiomName = try contents.string(entry["idiom"], "\(path).idiom") ?? "universal"
        idiomRank = idiomName == idiom.catalogName ? 2 : idiomName == "universal" ? 1 : nil
        if let appearances = try contents.array(entry["appearances"], "\(path).appearances") {
            guard appearances.count <= 8 else { throw contents.error("\(path).appearances", "more than 8 appearances") }
            for (i, a) in appearances.enumerated() {
                let p = "\(path).appearances[\(i)]"
                let o = try contents.object(a, p) ?? [:]
                let kind = try contents.string(o["appearance"], "\(p).appearance")
                let value = try contents.string(o["value"], "\(p).value")
                switch (kind, value) {
                case ("luminosity", "light"): luminosity = .light
                case ("luminosity", "dark"): luminosity = .dark
                case ("luminosity", _):
                    // "tinted" (an iOS 18 app icon variant) and the like.
                    unknownAppearance = true
                case ("contrast", "high"): highContrast = true
                default: unknownAppearance = true
                }
            }
        }
        wideGamut = try contents.string(entry["display-gamut"], "\(path).display-gamut") == "display-P3"
        rightToLeft = try contents.string(entry["language-direction"], "\(path).language-direction") == "right-to-left"
    }

    /// Lexicographic preference for `appearance`, higher better; nil when
    /// the entry is for the other appearance or another device.
    func rank(for appearance: Appearance) -> [Int]? {
        guard let idiomRank else { return nil }
        return rank(for: appearance, ignoringIdiom: true).map { $0 + [idiomRank] }
    }

    /// The preference leaving the idiom out (an app icon's entries are
    /// for several devices and the largest is wanted).
    func rank(for appearance: Appearance, ignoringIdiom: Bool) -> [Int]? {
        let appearanceRank: Int
        switch luminosity {
        case appearance?: appearanceRank = 2
        case nil: appearanceRank = 1
        default: return nil
        }
        return [unknownAppearance ? 0 : 1, highContrast ? 0 : 1, wideGamut ? 0 : 1, rightToLeft ? 0 : 1, appearanceRank]
    }
}

