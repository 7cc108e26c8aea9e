import SplashFormats
import SplashImport

/// A value a render option cannot take, worded once for both places it
/// is written: the command line names the flag (`--fps must be between 1
/// and 240, not 0`), a manifest its file and JSON path (`m.json:
/// jobs[0].fps: must be between 1 and 240, not 0`); what was expected
/// reads the same in both.
public struct OptionProblem: Error, Sendable, Hashable {
    public let option: RenderOption.Name
    /// The words before the option's name ("unknown "); empty when the
    /// sentence opens with the name, which a manifest's path then says.
    public let lead: String
    /// What was expected, after the option's name.
    public let message: String

    public init(_ option: RenderOption.Name, lead: String = "", _ message: String) {
        self.option = option
        self.lead = lead
        self.message = message
    }

    /// The line the command line prints: the flag named.
    public var commandLine: String {
        "\(lead)\(RenderOption.declared(option).flag) \(message)"
    }

    /// The command line's error.
    public var commandLineError: RenderError { RenderError(commandLine) }

    /// The manifest's error at `field` (the option's own key, or the
    /// block that wrote it).
    public func manifestError(at field: JSONField) -> JSONFileError {
        lead.isEmpty ? field.error(message) : field.error("\(lead)\(RenderOption.declared(option).manifestKey) \(message)")
    }
}
