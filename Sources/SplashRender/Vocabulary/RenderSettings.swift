import SplashFormats
import SplashImport

/// The render options given, read from the command line or a manifest
/// job by the same code (`read(_:_:)`): each field is nil until given.
/// What the values mean together, and for which output, is checked by
/// `videoOptions(for:output:)`, `checkedRate(for:fallback:)` and
/// `frameRange(hasVideo:)`.
public struct RenderSettings: Sendable, Hashable {
    /// The picture's width or height in pixels (`--width`, `--height`).
    public var width: Int?
    public var height: Int?
    public var fps: Int?
    public var crf: Int?
    public var speed: String?
    /// An MP4's codec (`--codec`, `"codec"`).
    public var codec: VideoCodec?
    public var lossless: Bool?
    public var dither: GIFDither?
    /// Plays before stopping; nil: forever.
    public var loop: Int?
    public var background: MatteColor?
    public var maxSize: SizeBudget?
    public var frames: ClosedRange<Int>?
    public var frame: DeviceFrameStyle?
    public var orientation: Orientation?
    /// As written: the command line's relative to the current folder, a
    /// manifest's to its own (the caller resolves it).
    public var launchScreen: String?
    public var assets: [String]?
    public var appearance: LaunchAppearance?
    public var target: String?

    public init() {}

    /// Sets `option` from `value`: the command line hands its text (or
    /// the number or flag swift-argument-parser read) as a JSON value, a
    /// manifest its own; the value is checked alike for both.
    public mutating func read(_ option: RenderOption.Name, _ value: JSONValue) throws(OptionProblem) {
        let declared = RenderOption.declared(option)
        switch option {
        case .width: width = try Self.integer(value, declared)
        case .height: height = try Self.integer(value, declared)
        case .fps: fps = try Self.integer(value, declared)
        case .crf: crf = try Self.integer(value, declared)
        case .speed:
            let name = try Self.text(value, declared)
            guard RenderJob.speeds.contains(name) else {
                throw OptionProblem(option, lead: "unknown ", "\"\(name)\"; x264's presets are \(RenderJob.speeds.joined(separator: ", "))")
            }
            speed = name
        case .codec:
            let name = try Self.text(value, declared)
            guard let picked = VideoCodecAlias.codec(named: name) else {
                throw OptionProblem(option, lead: "unknown ", "\"\(name)\": a .mp4 takes \(VideoCodecAlias.mp4Codecs.map(\.rawValue).joined(separator: " or "))")
            }
            codec = picked
        case .lossless: lossless = try Self.flag(value, declared)
        case .dither:
            let name = try Self.text(value, declared)
            guard let mode = GIFDither(rawValue: name.lowercased()) else {
                throw OptionProblem(option, lead: "unknown ", "\"\(name)\": expected \(GIFDither.allCases.map(\.rawValue).joined(separator: " or "))")
            }
            dither = mode
        case .loop:
            guard case .number(let number) = value, AnimationLoop.playRange.contains(Int(exactly: number) ?? 0) else {
                throw OptionProblem(option, "must be a number of plays from \(AnimationLoop.playRange.lowerBound) to \(AnimationLoop.playRange.upperBound), not \(Self.shown(value)) (leave it out to loop forever)")
            }
            loop = Int(number)
        case .background:
            let text = try Self.text(value, declared)
            guard let matte = MatteColor(hex: text) else {
                throw OptionProblem(option, "must be an opaque colour #RRGGBB, not \"\(text)\"")
            }
            background = matte
        case .maxSize:
            // A manifest may give bytes as a number.
            let budget: SizeBudget?
            switch value {
            case .string(let text): budget = SizeBudget(text)
            case .number(let bytes): budget = bytes >= 1000 && bytes <= 1e11 ? SizeBudget(bytes: Int(bytes.rounded(.down))) : nil
            default: budget = nil
            }
            guard let budget else {
                throw OptionProblem(option, "must be a size like 10MB, 2.5MB or 800KB (at least 1KB), not \(Self.shown(value))")
            }
            maxSize = budget
        case .frames:
            let text = try Self.text(value, declared)
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, first <= last else {
                throw OptionProblem(option, "must be A-B with 0 ≤ A ≤ B, like 0-59, not \"\(text)\"")
            }
            frames = first...last
        case .frame:
            let text = try Self.text(value, declared)
            guard let style = DeviceFrameStyle(rawValue: text.lowercased()) else {
                throw OptionProblem(option, "must be one of \(DeviceFrameStyle.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
            }
            frame = style
        case .orientation:
            let text = try Self.text(value, declared)
            guard let held = Orientation(rawValue: text.lowercased()) else {
                throw OptionProblem(option, "must be one of \(Orientation.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
            }
            orientation = held
        case .launchScreen:
            launchScreen = try Self.text(value, declared)
        case .assets:
            let items: [JSONValue]
            if case .array(let list) = value { items = list } else { items = [value] }
            guard !items.isEmpty else { throw OptionProblem(option, "must list at least one entry") }
            var paths: [String] = []
            for item in items { paths.append(try Self.text(item, declared)) }
            assets = paths
        case .target:
            target = try Self.text(value, declared)
        case .appearance:
            let text = try Self.text(value, declared)
            guard let style = LaunchAppearance(rawValue: text.lowercased()) else {
                throw OptionProblem(option, "must be one of \(LaunchAppearance.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
            }
            appearance = style
        }
    }

    // MARK: Values of each kind

    /// A whole number within the option's range.
    private static func integer(_ value: JSONValue, _ option: RenderOption) throws(OptionProblem) -> Int {
        guard case .number(let number) = value else { throw OptionProblem(option.name, "expected a number, found \(value.kindName)") }
        guard case .integer(let range) = option.values else { preconditionFailure("\(option.name) is not a whole number") }
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw OptionProblem(option.name, "must be between \(range.lowerBound) and \(range.upperBound), not \(format(number))")
        }
        guard number == number.rounded() else { throw OptionProblem(option.name, "must be a whole number, not \(format(number))") }
        return Int(number)
    }

    /// A non-empty text.
    private static func text(_ value: JSONValue, _ option: RenderOption) throws(OptionProblem) -> String {
        guard case .string(let text) = value else { throw OptionProblem(option.name, "expected a string, found \(value.kindName)") }
        guard !text.isEmpty else { throw OptionProblem(option.name, "must not be empty") }
        return text
    }

    private static func flag(_ value: JSONValue, _ option: RenderOption) throws(OptionProblem) -> Bool {
        guard case .bool(let flag) = value else { throw OptionProblem(option.name, "expected true or false, found \(value.kindName)") }
        return flag
    }

    /// A value as a message quotes it: a number as written, a text quoted.
    private static func shown(_ value: JSONValue) -> String {
        switch value {
        case .number(let number): format(number)
        case .string(let text): "\"\(text)\""
        default: value.kindName
        }
    }
}
