/// One option of a render, declared once: what it is called on the
/// command line (`--max-size`) and in a batch manifest (`"maxSize"`), what
/// its value may be, its default and its help. `splashvid render --help`
/// shows `help`; the command line and the manifest both hand the value to
/// `RenderSettings.read(_:_:)`, so the two spell and check it alike.
public struct RenderOption: Sendable, Hashable {
    /// Which option: one case per entry of the vocabulary.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case width, height, fps, crf, speed, codec, lossless, dither, loop, background, maxSize, frames, frame
        case orientation
        case launchScreen, assets, appearance, target
    }

    /// What a value may be.
    public enum Values: Sendable, Hashable {
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// Given or not (a manifest's `true`/`false`).
        case flag
        /// One of these words (aliases taken too), case ignored.
        case choice([String])
        /// A text of this form ("A-B", "#RRGGBB", "10MB").
        case text(form: String)
        /// A path (a manifest's relative to its folder).
        case path
        /// One or more paths (a manifest's string or list).
        case paths
    }

    public let name: Name
    /// The command line's long option, without its dashes ("max-size").
    public let longName: String
    /// The batch manifest's key in a job, a matrix block or `defaults`.
    public let manifestKey: String
    public let values: Values
    /// The default as help states it; nil when it depends on the output
    /// (or the option is off unless given).
    public let defaultValue: String?
    /// The command line's help text (also the manifest's documentation).
    public let help: String
    /// How help names the value (`<A-B>`); nil: the option's own name.
    public let valueName: String?

    /// "--max-size".
    public var flag: String { "--\(longName)" }

    /// The declaration of `name` (the table is `RenderVocabulary.all`).
    public static func declared(_ name: Name) -> RenderOption {
        RenderVocabulary.declaration(of: name)
    }
}
