/// Something a scene lets its user change without editing the file: the
/// logo, the app screen, a colour, the slogan, a hold's length, a variant.
/// Declared in the scene file's `parameters`; the command line sets them
/// (`--logo`, `--text`, `--color NAME=#RRGGBB`, `--set NAME=VALUE`).
public struct SceneParameter: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A number (seconds, points…), optionally bounded; expressions in
        /// the file use it by name.
        case number(ClosedRange<Double>)
        /// A colour, "#RRGGBB" or "#RRGGBBAA".
        case color
        /// A line of text.
        case text
        /// An image file (PNG, JPEG, WebP or SVG); may have no default, in
        /// which case the scene draws its own placeholder.
        case image
        /// One of a fixed set of names (a preset's variants).
        case choice([String])
        /// A Lottie animation (JSON or dotLottie) the scene plays; its
        /// length in seconds is the number `NAMEDuration` in expressions.
        /// A default may be a built-in animation (`builtin:NAME`).
        case lottie

        /// The kind's name as scene files spell it.
        public var name: String {
            switch self {
            case .number: "number"
            case .color: "color"
            case .text: "text"
            case .image: "image"
            case .choice: "choice"
            case .lottie: "lottie"
            }
        }
    }

    /// How a text parameter's default is chosen when the user gives none:
    /// one of several strings, picked by a number parameter used as a seed,
    /// so every render of the same input shows the same one.
    public struct Pick: Sendable, Hashable {
        public var candidates: [String]
        /// The number parameter whose value seeds the pick.
        public var seedParameter: String

        /// The seeds a pick takes (whatever range the seed parameter
        /// declares): whole after rounding, and far inside `Int`.
        public static let seeds: ClosedRange<Double> = 0...1_000_000

        /// The candidate a seed selects: SplitMix64 of the seed, modulo the
        /// count (a fixed function, the same on every machine).
        public func choose(seed: Int) -> String {
            var z = UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return candidates[Int(z % UInt64(candidates.count))]
        }
    }

    /// A text default as a file writes it: a string, or a pick.
    public enum TextDefault: Sendable, Hashable {
        case text(String)
        case pick(Pick)
    }

    /// A text's default chosen by the value of a choice parameter declared
    /// before it (a preset's `locale`): one default per value, so one
    /// `--set locale=en` switches every string at once.
    public struct DefaultsByChoice: Sendable, Hashable {
        /// The choice parameter that selects.
        public var parameter: String
        /// A default for every value the choice takes.
        public var cases: [String: TextDefault]
        /// The values in the order the choice declares them.
        public var order: [String]
    }

    public var name: String
    public var kind: Kind
    /// The default as written in the file ("#2CA2F9", "2", a path); nil for
    /// an image the scene replaces with placeholder art, or a picked text.
    public var defaultValue: String?
    /// Where a text's default comes from when it is picked by a seed.
    public var pick: Pick?
    /// The defaults per value of a choice parameter, when the text's
    /// default depends on one; `defaultValue` and `pick` then describe the
    /// choice's own default value's case.
    public var byChoice: DefaultsByChoice?
    /// One line for `splashvid presets NAME`.
    public var summary: String

    public init(name: String, kind: Kind, defaultValue: String?, pick: Pick? = nil, byChoice: DefaultsByChoice? = nil, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.pick = pick
        self.byChoice = byChoice
        self.summary = summary
    }
}
