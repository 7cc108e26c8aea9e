import SplashFormats

/// What a Lottie file asks for that splashvid does not draw, each feature
/// reported once, by name, with the JSON path of its first use and how
/// many more there are (in the manner of lottie-ios's compatibility
/// tracker). By default they are warnings and the rest renders; with
/// `strict` the first one is an error.
public struct LottieWarning: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// What is not drawn ("expressions", "merge paths").
    public var feature: String
    /// The JSON path of the first place it is used.
    public var path: String
    /// How many other places use it.
    public var otherUses: Int
    /// Whether the feature's name is plural ("effects are…").
    public var isPlural: Bool
    /// The names (`nm`) of the layers the first use is in, as After
    /// Effects shows them: the outermost precomposition layer first, the
    /// layer itself last; empty when it is in no layer.
    public var layers: [String] = []
    /// What becomes of it.
    public var outcome: Outcome = .notDrawn

    public enum Outcome: Sendable, Hashable {
        /// Not drawn: the rest is.
        case notDrawn
        /// Read as the players read it, which may not be what was meant:
        /// drawn `how` ("without a parent").
        case drawn(String)
    }

    /// Why it is not drawn, when it is not.
    public var reason: LottieWarningReason = .unsupported

    /// What is not drawn (or how it is drawn) and how often, without the
    /// file and path: "zig zag is not supported and not drawn (and 2 more
    /// places)".
    public var message: String {
        let more = otherUses > 0 ? " (and \(otherUses) more \(otherUses == 1 ? "place" : "places"))" : ""
        switch outcome {
        case .notDrawn: return "\(feature) \(isPlural ? "are" : "is") \(reason.rawValue) and not drawn\(more)"
        case .drawn(let how): return "\(feature): drawn \(how)\(more)"
        }
    }

    /// The error `--strict` makes of it, without the file and path.
    public var strictMessage: String {
        switch outcome {
        case .notDrawn: "\(feature) \(isPlural ? "are" : "is") \(reason.rawValue) (drop --strict to render without)"
        case .drawn(let how): "\(feature) (drop --strict to draw it \(how), as the players do)"
        }
    }

    /// Where it is, the layers a designer sees first, then the JSON path:
    /// `layer "Card" › "Logo" (assets[0].layers[2].shapes[1])`; the path
    /// alone when it is in no layer.
    public var location: String {
        guard !layers.isEmpty else { return path }
        let names = layers.map { "\"\($0.isEmpty ? "(unnamed)" : $0)\"" }.joined(separator: " › ")
        return "layer \(names) (\(path))"
    }

    /// One line: control characters from the file (a layer's name) are
    /// escaped.
    public var description: String { ErrorLine.escapingControls("\(file): \(location): \(message)") }
}

/// Why something a Lottie file asks for is not drawn.
public enum LottieWarningReason: String, Sendable, Hashable {
    /// A feature splashvid does not draw.
    case unsupported = "not supported"
    /// Something the file names that is not at hand (an image file, an asset).
    case missing
}

/// Collects `LottieWarning`s while a file is read and translated.
struct LottieCompatibility: Sendable {
    let file: String
    private(set) var warnings: [LottieWarning] = []

    init(file: String) { self.file = file }

    /// `plural`: whether the name is plural (by default, whether it ends in "s").
    mutating func unsupported(_ feature: String, at path: String, plural: Bool? = nil) {
        report(LottieWarning(file: file, feature: feature, path: path, otherUses: 0, isPlural: plural ?? feature.hasSuffix("s")))
    }

    /// Something drawn as the players draw it that is likely not what was
    /// meant (a parent no layer is): drawn `how`.
    mutating func lenient(_ what: String, at path: String, drawn how: String) {
        var warning = LottieWarning(file: file, feature: what, path: path, otherUses: 0, isPlural: false)
        warning.outcome = .drawn(how)
        report(warning)
    }

    private mutating func report(_ warning: LottieWarning) {
        if let index = warnings.firstIndex(where: { $0.feature == warning.feature }) {
            warnings[index].otherUses += 1
        } else {
            warnings.append(warning)
        }
    }

    /// The warnings with the layers each is in named (`LottieWarning.layers`).
    func warnings(named names: LottieLayerNames) -> [LottieWarning] {
        warnings.map { warning in
            var named = warning
            named.layers = names.chain(of: warning.path)
            return named
        }
    }

    /// Something the file names that is not at hand (`feature` says what
    /// and where), drawn as nothing.
    mutating func missing(_ feature: String, at path: String) {
        unsupported(feature, at: path, plural: false)
        if let index = warnings.firstIndex(where: { $0.feature == feature }) { warnings[index].reason = .missing }
    }
}
