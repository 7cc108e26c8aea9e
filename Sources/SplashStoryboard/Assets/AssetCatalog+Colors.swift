import Foundation
import SplashGeometry
import SplashScene
import SplashFormats

extension AssetCatalog {
    /// The colour set's colour for the appearance and device; nil when the
    /// catalog has no colour set of that name, an error when the set is
    /// malformed or has no colour for the device.
    ///
    /// Of the set's `colors` entries, one for the appearance is preferred
    /// to an "Any Appearance" one, the device's idiom (`iphone`, `ipad`) to
    /// `universal`; high-contrast, Display P3 gamut and right-to-left
    /// variants are used only when nothing else matches.
    public func color(named name: String, appearance: Appearance, idiom: Idiom = .phone) throws(StoryboardError) -> Color? {
        guard let set = colorSets[name] else { return nil }
        guard let contents = try ContentsJSON.read(folder: set.path, subject: "colour set \"\(name)\"") else { return nil }
        guard let entries = try contents.array(contents.root["colors"], "colors") else {
            throw contents.error("colors", "missing: expected an array of colours")
        }
        guard entries.count <= 64 else { throw contents.error("colors", "more than 64 entries") }
        var best: (rank: [Int], color: [String: JSONValue], path: String)?
        for (i, entry) in entries.enumerated() {
            let path = "colors[\(i)]"
            guard let object = try contents.object(entry, path) else { continue }
            guard let color = try contents.object(object["color"], "\(path).color") else { continue }   // an empty slot
            let traits = try EntryTraits(object, path: path, contents: contents, idiom: idiom)
            guard let rank = traits.rank(for: appearance) else { continue }
            if best == nil || best!.rank.lexicographicallyPrecedes(rank) {
                best = (rank, color, "\(path).color")
            }
        }
        guard let best else {
            throw contents.error("colors", "no colour for \(idiom.catalogName) or universal in the \(appearance.rawValue) or any appearance")
        }
        return try Self.resolve(best.color, path: best.path, contents: contents, appearance: appearance)
    }

    /// The colour spaces a colour set may be written in.
    static let colorSpaces = ["srgb", "extended-srgb", "display-p3", "extended-linear-srgb", "gray-gamma-22", "extended-gray"]

    /// A `color` object: a reference to a system colour, or components in
    /// a colour space, converted to sRGB.
    static func resolve(_ color: [String: JSONValue], path: String, contents: ContentsJSON, appearance: Appearance) throws(StoryboardError) -> Color {
        if let reference = try contents.string(color["reference"], "\(path).reference") {
            let platform = try contents.string(color["platform"], "\(path).platform") ?? "ios"
            guard platform == "ios" || platform == "universal" else {
                throw contents.error("\(path).platform", "\"\(platform)\": only iOS system colours are known")
            }
            guard let system = SystemColors.color(named: reference, appearance: appearance) else {
                throw contents.error("\(path).reference", "\"\(reference)\" is not a known iOS system colour")
            }
            return system
        }
        let space = try contents.string(color["color-space"], "\(path).color-space") ?? "srgb"
        guard colorSpaces.contains(space) else {
            throw contents.error("\(path).color-space", "\"\(space)\": expected one of \(colorSpaces.joined(separator: ", "))")
        }
        guard let components = try contents.object(color["components"], "\(path).components") else {
            throw contents.error("\(path).components", "missing: expected red, green, blue and alpha (or white and alpha)")
        }
        let known: Set<String> = space.hasSuffix("gray") || space == "gray-gamma-22" ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        for key in components.keys.sorted() where !known.contains(key) {
            throw contents.error("\(path).components.\(key)", "not a component of \(space) (expected \(known.sorted().joined(separator: ", ")))")
        }
        func component(_ key: String) throws(StoryboardError) -> Double {
            guard let value = components[key] else {
                throw contents.error("\(path).components.\(key)", "missing")
            }
            return try Self.component(value, isAlpha: key == "alpha", path: "\(path).components.\(key)", contents: contents)
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        switch space {
        case "gray-gamma-22", "extended-gray":
            return ColorSpaceConversion.gamma22GrayToSRGB(white: try component("white"), alpha: alpha)
        default:
            let c = Color(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
            switch space {
            case "display-p3": return ColorSpaceConversion.displayP3ToSRGB(c)
            case "extended-linear-srgb": return ColorSpaceConversion.linearSRGBToSRGB(c)
            default: return ColorSpaceConversion.extendedSRGBToSRGB(c)
            }
        }
    }

    /// A component as Xcode writes it in its three input methods: a
    /// floating-point value ("0.500"), an 8-bit integer ("128", meaning
    /// 128/255) or hexadecimal ("0x80", also /255). Alpha is a float
    /// however the colour was entered (Xcode writes "1.000"), unless hex.
    static func component(_ value: JSONValue, isAlpha: Bool, path: String, contents: ContentsJSON) throws(StoryboardError) -> Double {
        let expected = "expected a float (\"0.500\"), a 0–255 integer (\"128\") or hex (\"0x80\")"
        switch value {
        case .number(let n):
            guard abs(n) <= 1000 else { throw contents.error(path, "\(n) is out of range: \(expected)") }
            return n
        case .string(let raw):
            let s = raw.trimmingCharacters(in: .whitespaces)
            if s.hasPrefix("0x") || s.hasPrefix("0X") {
                let digits = s.dropFirst(2)
                guard (1...2).contains(digits.count), let v = UInt8(digits, radix: 16) else {
                    throw contents.error(path, "\"\(raw)\": hex components are 0x00 to 0xFF")
                }
                return Double(v) / 255
            }
            if isAlpha || s.contains(".") || s.contains("e") || s.contains("E") {
                guard let v = Double(s), v.isFinite, abs(v) <= 1000 else {
                    throw contents.error(path, "\"\(raw)\": \(expected)")
                }
                return v
            }
            guard let v = Int(s), (0...255).contains(v) else {
                throw contents.error(path, "\"\(raw)\": \(expected); integers are 0 to 255")
            }
            return Double(v) / 255
        default:
            throw contents.error(path, "\(value.kindName): \(expected)")
        }
    }
}
