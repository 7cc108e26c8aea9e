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
    /// Why it is not drawn.
    public var reason: LottieWarningReason = .unsupported

    /// What is not drawn and how often, without the file and path:
    /// "zig zag is not supported and not drawn (and 2 more places)".
    public var message: String {
        let more = otherUses > 0 ? " (and \(otherUses) more \(otherUses == 1 ? "place" : "places"))" : ""
        return "\(feature) \(isPlural ? "are" : "is") \(reason.rawValue) and not drawn\(more)"
    }

    public var description: String { "\(file): \(path): \(message)" }
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
        if let index = warnings.firstIndex(where: { $0.feature == feature }) {
            warnings[index].otherUses += 1
        } else {
            warnings.append(LottieWarning(file: file, feature: feature, path: path, otherUses: 0, isPlural: plural ?? feature.hasSuffix("s")))
        }
    }

    /// Something the file names that is not at hand (`feature` says what
    /// and where), drawn as nothing.
    mutating func missing(_ feature: String, at path: String) {
        unsupported(feature, at: path, plural: false)
        if let index = warnings.firstIndex(where: { $0.feature == feature }) { warnings[index].reason = .missing }
    }
}
