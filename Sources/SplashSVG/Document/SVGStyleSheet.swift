import SplashFormats
/// The rules of the document's `<style>` sheets (CSS), for the selectors
/// exporters write: a type (`path`), classes (`.cls-1`, Illustrator's),
/// an id (`#logo`), `*`, and compounds of these (`path.cls-1`), in
/// comma-separated lists. Declarations apply over presentation attributes
/// and under the `style` attribute, by specificity and then source order
/// (CSS 2.1 §6.4.3). Combinators, attribute selectors and pseudo-classes
/// are refused by name, as is `@import`; `@font-face` and `@charset` are
/// skipped (fonts do not draw outlined artwork).
struct SVGStyleSheet {
    private struct Selector {
        var type: String?
        var classes: [String] = []
        var id: String?

        var specificity: Int { (id == nil ? 0 : 10_000) + classes.count * 100 + (type == nil ? 0 : 1) }
    }

    private struct Rule {
        var selector: Selector
        var order: Int
        var declarations: [(name: String, value: String)]
    }

    private var rules: [Rule] = []

    static let empty = SVGStyleSheet()

    private init() {}

    init(_ sheets: [(text: String, line: Int)]) throws {
        for (text, line) in sheets { try parse(text, line: line) }
        rules.sort { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
    }

    /// The declarations that apply to `element`, weakest first.
    func declarations(for element: SVGElement) throws -> [(name: String, value: String)] {
        guard !rules.isEmpty else { return [] }
        let classes = try element.value("class").map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) } ?? []
        let id = try element.value("id")
        var result: [(name: String, value: String)] = []
        for rule in rules {
            let s = rule.selector
            if let type = s.type, type != element.name { continue }
            if let sid = s.id, sid != id { continue }
            if !s.classes.allSatisfy(classes.contains) { continue }
            result += rule.declarations
        }
        return result
    }

    private mutating func parse(_ text: String, line: Int) throws {
        func fail(_ value: String, _ expected: String) -> SVGDocumentError {
            SVGDocumentError(.badValue(attribute: "selector", element: "style", value: value, expected: expected), line: line)
        }
        var rest = Substring(Self.removingComments(text))
        while true {
            rest = rest.drop(while: { $0.isWhitespace })
            guard !rest.isEmpty else { return }
            if rest.first == "@" {
                let name = rest.prefix(while: { !$0.isWhitespace && $0 != "{" && $0 != ";" }).lowercased()
                guard name == "@font-face" || name == "@charset" else {
                    throw fail(String(name), "rules with type, .class and #id selectors (\(name) is not supported)")
                }
                if let semicolon = rest.firstIndex(of: ";"), rest.firstIndex(of: "{").map({ semicolon < $0 }) ?? true {
                    rest = rest[rest.index(after: semicolon)...]
                } else if let close = rest.firstIndex(of: "}") {
                    rest = rest[rest.index(after: close)...]
                } else {
                    return
                }
                continue
            }
            guard let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") else {
                throw fail(String(rest.prefix(40)), "selector { property: value; … }")
            }
            let declarations = Self.declarations(rest[rest.index(after: open)..<close])
            for piece in rest[..<open].split(separator: ",") {
                let text = piece.trimmingCharacters(in: { $0.isWhitespace })
                guard let selector = Self.selector(text) else {
                    throw fail(text, "type, .class or #id selectors and their compounds (combinators, [attributes] and :pseudo-classes are not supported)")
                }
                rules.append(Rule(selector: selector, order: rules.count, declarations: declarations))
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// `name: value` pairs of a declaration block, `!important` dropped
    /// (treated as an ordinary declaration).
    static func declarations(_ block: Substring) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for declaration in block.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let name = String(declaration[..<colon]).trimmingASCIIWhitespace().lowercased()
            var value = String(declaration[declaration.index(after: colon)...]).trimmingASCIIWhitespace()
            if value.lowercased().hasSuffix("!important") {
                value = String(value.dropLast("!important".count)).trimmingASCIIWhitespace()
            }
            result.append((name, value))
        }
        return result
    }

    private static func selector(_ text: String) -> Selector? {
        guard !text.isEmpty else { return nil }
        var selector = Selector()
        var chars = Substring(text)
        func name() -> String {
            let n = chars.prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            chars = chars.dropFirst(n.count)
            return String(n)
        }
        if chars.first == "*" {
            chars = chars.dropFirst()
        } else if chars.first != "." && chars.first != "#" {
            let type = name()
            guard !type.isEmpty else { return nil }
            selector.type = type
        }
        while let first = chars.first {
            chars = chars.dropFirst()
            let n = name()
            guard !n.isEmpty else { return nil }
            switch first {
            case ".": selector.classes.append(n)
            case "#": selector.id = n
            default: return nil
            }
        }
        return selector
    }

    private static func removingComments(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}

private extension Substring {
    func trimmingCharacters(in predicate: (Character) -> Bool) -> String {
        String(drop(while: predicate).reversed().drop(while: predicate).reversed())
    }
}
