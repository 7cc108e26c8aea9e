import SplashFormats
/// The rules of the document's `<style>` sheets (CSS), for the selectors
/// exporters write: a type (`path`), classes (`.cls-1`, Illustrator's),
/// an id (`#logo`), `*`, and compounds of these (`path.cls-1`), in
/// comma-separated lists. Declarations apply over presentation attributes
/// and under the `style` attribute, by specificity and then source order
/// (CSS 2.1 §6.4.3). Rules whose selectors use combinators, attributes or
/// pseudo-classes are skipped with a warning quoting them; at-rules
/// (`@keyframes`, `@media`, `@supports`, `@font-face`, `@import`…) are
/// skipped with one warning naming them, so an animated logo is drawn in
/// its static state, as a browser shows it before its animations start.
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

    /// `warnings`: the at-rules skipped and the rules whose selectors are
    /// not understood, one warning for each kind per sheet.
    init(_ sheets: [(text: String, line: Int)], warnings: inout SVGWarnings) throws {
        for (text, line) in sheets { try parse(text, line: line, warnings: &warnings) }
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

    /// The most rules read from the document's sheets.
    static let maximumRules = 10_000

    private mutating func parse(_ text: String, line: Int, warnings: inout SVGWarnings) throws {
        func fail(_ value: String, _ expected: String) -> SVGDocumentError {
            SVGDocumentError(.badValue(attribute: "selector", element: "style", value: value, expected: expected), line: line)
        }
        var skippedAtRules: [String] = []
        var skippedSelectors: [String] = []
        var animated = false
        defer {
            if !skippedAtRules.isEmpty {
                warnings.add("CSS \(skippedAtRules.joined(separator: ", ")) in <style> skipped: the picture is drawn in its static state, "
                             + "without animations, media or feature queries, web fonts or imported sheets", line: line)
            }
            if !skippedSelectors.isEmpty {
                let shown = skippedSelectors.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
                warnings.add("CSS rules with selectors \(shown)\(skippedSelectors.count > 4 ? " and \(skippedSelectors.count - 4) more" : "") in <style> skipped: "
                             + "only type, .class, #id and * selectors and their compounds are matched (combinators, [attributes] "
                             + "and :pseudo-classes are not), so what those rules style is drawn without them", line: line)
            }
            if animated {
                warnings.add("CSS animation or transition properties in <style> are not played: the static picture is drawn", line: line)
            }
        }
        var rest = Substring(Self.removingComments(text))
        while true {
            rest = rest.drop(while: { $0.isWhitespace })
            guard !rest.isEmpty else { return }
            guard rules.count < Self.maximumRules else {
                throw fail(String(rest.prefix(40)), "at most \(Self.maximumRules) rules in the document's style sheets")
            }
            if rest.first == "@" {
                // An at-rule (CSS 2.1 §4.1.5): up to its semicolon, or its
                // block with every nested block inside (@keyframes,
                // @media, @supports hold rules of their own).
                let name = rest.prefix(while: { !$0.isWhitespace && $0 != "{" && $0 != ";" }).lowercased()
                if name != "@charset", !skippedAtRules.contains(name) { skippedAtRules.append(name) }
                let semicolon = rest.firstIndex(of: ";"), open = rest.firstIndex(of: "{")
                if let semicolon, open.map({ semicolon < $0 }) ?? true {
                    rest = rest[rest.index(after: semicolon)...]
                } else if let open, let end = Self.endOfBlock(rest, open: open) {
                    rest = rest[end...]
                } else {
                    return
                }
                continue
            }
            guard let open = rest.firstIndex(of: "{"), let close = Self.endOfBlock(rest, open: open) else {
                throw fail(String(rest.prefix(40)), "selector { property: value; … }")
            }
            let declarations = Self.declarations(rest[rest.index(after: open)..<rest.index(before: close)])
            if declarations.contains(where: { $0.name.hasPrefix("animation") || $0.name.hasPrefix("transition") }) { animated = true }
            for piece in rest[..<open].split(separator: ",") {
                let text = piece.trimmingCharacters(in: { $0.isWhitespace })
                guard let selector = Self.selector(text) else {
                    skippedSelectors.append(text)
                    continue
                }
                rules.append(Rule(selector: selector, order: rules.count, declarations: declarations))
            }
            rest = rest[close...]
        }
    }

    /// Just past the `}` that closes the block opened at `open`, nested
    /// blocks and quoted strings skipped; nil when it is never closed.
    private static func endOfBlock(_ text: Substring, open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var quote: Character?
        var i = open
        while i < text.endIndex {
            let c = text[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth -= 1
                if depth == 0 { return text.index(after: i) }
            }
            i = text.index(after: i)
        }
        return nil
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
