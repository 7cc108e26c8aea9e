import Foundation
import SplashGeometry
import SplashFormats

/// Reads a scene file's `parameters` and binds them to the values a user
/// gave (`--set NAME=VALUE`), falling back to the declared defaults.
///
///     "parameters": [
///       { "name": "logo",  "kind": "image", "summary": "the app's logo" },
///       { "name": "brand", "kind": "color", "default": "#2CA2F9" },
///       { "name": "hold",  "kind": "number", "default": 2, "minimum": 0.5, "maximum": 30 },
///       { "name": "variant", "kind": "choice", "values": ["ad", "avatar"], "default": "ad" },
///       { "name": "seed", "kind": "number", "default": 0 },
///       { "name": "text", "kind": "text", "default": { "pick": ["Hello", "Hi"], "by": "seed" } },
///       { "name": "locale", "kind": "choice", "values": ["en", "ru"], "default": "en" },
///       { "name": "skip", "kind": "text", "default": { "by": "locale", "cases": { "en": "Skip", "ru": "Пропустить" } } }
///     ]
///
/// A text default `{"by": CHOICE, "cases": {…}}` is one default (a string
/// or a pick) per value of a choice parameter declared before it: a
/// preset's strings all follow one `--set locale=…`.
///
/// The rest of the file uses them as `"$brand"` (any value), by name in
/// expressions (`"hold + 0.3"`, numbers only) and in conditions
/// (`{"$if": "logo", "then": …, "else": …}`).
enum ParameterReader {
    static let keys = ["name", "kind", "default", "minimum", "maximum", "values", "summary"]

    enum KindName: String, CaseIterable { case number, color, text, image, choice, lottie }

    static func declarations(from field: Field) throws(JSONFileError) -> [SceneParameter] {
        var result: [SceneParameter] = []
        for entry in try field.elements() {
            let object = try entry.object(known: keys)
            let nameField = try object.require("name")
            let name = try nameField.string()
            guard Condition.isName(name) else { throw nameField.error("\"\(name)\" must be a plain name (letters, digits, _)") }
            guard !["W", "H", "pi"].contains(name) else { throw nameField.error("\"\(name)\" is taken (W and H are the canvas, pi is π)") }
            guard !result.contains(where: { $0.name == name }) else { throw nameField.error("parameter \"\(name)\" is declared twice") }
            let kindName = try object.require("kind").choice(KindName.self)
            let summary = try object["summary"]?.string() ?? ""
            for key in ["minimum", "maximum"] where kindName != .number && object.has(key) {
                throw try object.require(key).error("only number parameters have a \(key)")
            }
            if kindName != .choice, object.has("values") { throw try object.require("values").error("only choice parameters list values") }
            let defaultField = object["default"]
            func requiredDefault() throws(JSONFileError) -> Field {
                if let defaultField { return defaultField }
                return try object.require("default")
            }
            var parameter: SceneParameter
            switch kindName {
            case .number:
                let low = try object["minimum"]?.number() ?? -1e9
                let high = try object["maximum"]?.number() ?? 1e9
                if low > high, let maximum = object["maximum"] { throw maximum.error("must not be below the minimum (\(format(low)))") }
                let value = try requiredDefault().number(in: low...high)
                parameter = SceneParameter(name: name, kind: .number(low...high), defaultValue: format(value), summary: summary)
            case .color:
                let field = try requiredDefault()
                _ = try field.color()
                parameter = SceneParameter(name: name, kind: .color, defaultValue: try field.string(), summary: summary)
            case .text:
                let field = try requiredDefault()
                if case .object(let members) = field.value, members["by"] != nil, members["pick"] == nil {
                    // Described by the case of the choice's own default.
                    let byChoice = try defaultsByChoice(from: field, declared: result)
                    let own = result.first { $0.name == byChoice.parameter }?.defaultValue ?? ""
                    switch byChoice.cases[own] {
                    case .text(let text)?:
                        parameter = SceneParameter(name: name, kind: .text, defaultValue: text, byChoice: byChoice, summary: summary)
                    case .pick(let pick)?:
                        parameter = SceneParameter(name: name, kind: .text, defaultValue: nil, pick: pick, byChoice: byChoice, summary: summary)
                    case nil:
                        parameter = SceneParameter(name: name, kind: .text, defaultValue: nil, byChoice: byChoice, summary: summary)
                    }
                } else {
                    parameter = SceneParameter(name: name, kind: .text, defaultValue: nil, summary: summary)
                    switch try textDefault(from: field, declared: result) {
                    case .text(let text): parameter.defaultValue = text
                    case .pick(let pick): parameter.pick = pick
                    }
                }
            case .image:
                parameter = SceneParameter(name: name, kind: .image, defaultValue: try defaultField.map { (f) throws(JSONFileError) in try LayerReader.existingAssetPath(from: f) }, summary: summary)
            case .lottie:
                parameter = SceneParameter(name: name, kind: .lottie, defaultValue: try defaultField.map { (f) throws(JSONFileError) in
                    try LayerReader.lottiePath(from: f)
                }, summary: summary)
            case .choice:
                let valuesField = try object.require("values")
                let values = try valuesField.elements().map { (f) throws(JSONFileError) in try f.string() }
                guard !values.isEmpty, Set(values).count == values.count else { throw valuesField.error("must list distinct names") }
                let field = try requiredDefault()
                let value = try field.string()
                guard values.contains(value) else { throw field.error("must be one of the values, not \"\(value)\"") }
                parameter = SceneParameter(name: name, kind: .choice(values), defaultValue: value, summary: summary)
            }
            result.append(parameter)
        }
        return result
    }

    /// A text default: a string, or `{"pick": [...], "by": "seed"}`.
    private static func textDefault(from field: Field, declared: [SceneParameter]) throws(JSONFileError) -> SceneParameter.TextDefault {
        guard case .object = field.value else { return .text(try field.string()) }
        let pick = try field.object(known: ["pick", "by"])
        let candidatesField = try pick.require("pick")
        let candidates = try candidatesField.elements().map { (f) throws(JSONFileError) in try f.string() }
        guard !candidates.isEmpty else { throw candidatesField.error("needs at least one string to pick from") }
        let byField = try pick.require("by")
        let seed = try byField.string()
        guard let seedParameter = declared.first(where: { $0.name == seed }), case .number = seedParameter.kind else {
            throw byField.error("must name a number parameter declared before this one")
        }
        return .pick(.init(candidates: candidates, seedParameter: seed))
    }

    /// `{"by": "locale", "cases": {"zh": …, "en": …, "ru": …}}`: a default
    /// (string or pick) for every value of a choice parameter declared
    /// before this one.
    private static func defaultsByChoice(from field: Field, declared: [SceneParameter]) throws(JSONFileError) -> SceneParameter.DefaultsByChoice {
        let object = try field.object(known: ["by", "cases"])
        let byField = try object.require("by")
        let choice = try byField.string()
        guard let chooser = declared.first(where: { $0.name == choice }), case .choice(let values) = chooser.kind else {
            throw byField.error("must name a choice parameter declared before this one")
        }
        let casesField = try object.require("cases")
        let cases = try casesField.object(known: values)
        var result: [String: SceneParameter.TextDefault] = [:]
        for value in values {
            guard let entry = cases[value] else {
                throw casesField.error("needs a default for every value of \(choice) (\(values.joined(separator: ", "))); \"\(value)\" is missing")
            }
            result[value] = try textDefault(from: entry, declared: declared)
        }
        return SceneParameter.DefaultsByChoice(parameter: choice, cases: result, order: values)
    }

    /// Every parameter's value: the user's where given, else the default.
    /// Image values the user gives resolve against the current folder.
    static func bind(_ parameters: [SceneParameter], given: [String: String], file: String) throws(JSONFileError) -> [String: JSONValue] {
        for name in given.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            let suggestion = parameters.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
                .flatMap { editDistance($0, name) <= 2 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
            let known = parameters.isEmpty ? "it declares none" : "its parameters are \(parameters.map(\.name).joined(separator: ", "))"
            throw JSONFileError(file: file, path: "", message: "no parameter \"\(name)\"\(suggestion); \(known)")
        }
        var values: [String: JSONValue] = [:]
        for parameter in parameters {
            let given = given[parameter.name]
            func invalid(_ expected: String) -> JSONFileError {
                JSONFileError(file: file, path: "", message: "parameter \(parameter.name): expected \(expected), not \"\(given ?? "")\"")
            }
            /// The candidate the seed parameter's value picks.
            func picked(_ pick: SceneParameter.Pick, for parameter: SceneParameter) throws(JSONFileError) -> String {
                guard case .number(let seed) = values[pick.seedParameter] else { throw invalid("a seed") }
                // Checked here, not by the seed's own declared range: a seed's value
                // becomes an Int, and a file may declare any maximum.
                guard SceneParameter.Pick.seeds.contains(seed) else {
                    let range = SceneParameter.Pick.seeds
                    throw JSONFileError(file: file, path: "", message: "parameter \(pick.seedParameter): a seed (it picks \(parameter.name)) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(format(seed))")
                }
                return pick.choose(seed: Int(seed.rounded()))
            }
            switch parameter.kind {
            case .number(let range):
                if let given {
                    guard let n = Double(given.trimmingCharacters(in: .whitespaces)), n.isFinite else { throw invalid("a number") }
                    guard range.contains(n) else { throw invalid("a number from \(format(range.lowerBound)) to \(format(range.upperBound))") }
                    values[parameter.name] = .number(n)
                } else {
                    values[parameter.name] = .number(Double(parameter.defaultValue ?? "0") ?? 0)
                }
            case .color:
                if let given, Color(hex: given) == nil { throw invalid("a colour #RRGGBB or #RRGGBBAA") }
                values[parameter.name] = .string(given ?? parameter.defaultValue ?? "#000000")
            case .text:
                if let given {
                    guard given.count <= 10_000 else { throw invalid("at most 10000 characters") }
                    values[parameter.name] = .string(given)
                } else if let byChoice = parameter.byChoice {
                    guard case .string(let value) = values[byChoice.parameter], let chosen = byChoice.cases[value] else {
                        throw invalid("a value of \(byChoice.parameter)")
                    }
                    switch chosen {
                    case .text(let text): values[parameter.name] = .string(text)
                    case .pick(let pick): values[parameter.name] = .string(try picked(pick, for: parameter))
                    }
                } else if let pick = parameter.pick {
                    values[parameter.name] = .string(try picked(pick, for: parameter))
                } else {
                    values[parameter.name] = .string(parameter.defaultValue ?? "")
                }
            case .lottie:
                if let given {
                    guard !given.isEmpty else { throw invalid("a Lottie file's path") }
                    values[parameter.name] = .string(URL(fileURLWithPath: given).standardizedFileURL.path)
                } else {
                    values[parameter.name] = parameter.defaultValue.map { .string($0) } ?? .null
                }
            case .image:
                if let given {
                    guard !given.isEmpty else { throw invalid("an image file's path") }
                    values[parameter.name] = .string(URL(fileURLWithPath: given).standardizedFileURL.path)
                } else {
                    values[parameter.name] = parameter.defaultValue.map { .string($0) } ?? .null
                }
            case .choice(let names):
                if let given, !names.contains(given) { throw invalid("one of \(names.joined(separator: ", "))") }
                values[parameter.name] = .string(given ?? parameter.defaultValue ?? names[0])
            }
        }
        return values
    }
}
