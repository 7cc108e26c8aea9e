import ArgumentParser
import SplashFormats
import SplashRender
import SplashImport

/// The render vocabulary on the command line: each option's flag and help
/// come from its declaration, and the values swift-argument-parser read
/// go to `RenderSettings.read(_:_:)`, as a manifest's do.
extension RenderOption {
    /// The option's `--name`.
    static func long(_ name: Name) -> NameSpecification { .customLong(declared(name).longName) }

    /// The option's help, as declared.
    static func help(_ name: Name) -> ArgumentHelp {
        let option = declared(name)
        return ArgumentHelp(option.help, valueName: option.valueName)
    }
}

extension RenderSettings {
    /// The options given on the command line (nil: not given), read in
    /// order; a bad value is one line naming its flag.
    static func commandLine(_ given: [(RenderOption.Name, JSONValue?)]) throws(RenderError) -> RenderSettings {
        var settings = RenderSettings()
        do {
            for case (let name, let value?) in given { try settings.read(name, value) }
        } catch {
            throw error.commandLineError
        }
        return settings
    }
}

extension Optional where Wrapped == String {
    /// A text option's value for the vocabulary.
    var json: JSONValue? { map(JSONValue.string) }
}

extension Optional where Wrapped == Int {
    /// A whole-number option's value for the vocabulary.
    var json: JSONValue? { map { JSONValue.number(Double($0)) } }
}
