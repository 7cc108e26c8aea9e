/// A start tag as the SVG reader sees it, with typed access to attributes
/// whose errors name the attribute, the element and its line. Keeping this
/// context in one place means no caller has to assemble a message.
struct SVGElement {
    let tag: XMLTag

    /// The element name with an `svg:` prefix removed (a document may bind
    /// the SVG namespace to a prefix; the elements mean the same).
    let name: String

    init(_ tag: XMLTag) {
        self.tag = tag
        name = tag.name.hasPrefix("svg:") ? String(tag.name.dropFirst(4)) : tag.name
    }

    var line: Int { tag.line }

    /// The attribute's value with entities expanded and surrounding
    /// whitespace removed; `nil` when the attribute is absent.
    func value(_ attribute: String) throws -> String? {
        guard let raw = tag.attributes.first(where: { $0.name == attribute })?.rawValue else { return nil }
        switch XMLEntities.decode(raw) {
        case .success(let value):
            return value.trimmingASCIIWhitespace()
        case .failure(let reference):
            throw error(.malformedXML("unknown entity \(reference.text) in attribute \(attribute) of <\(name)>"))
        }
    }

    /// A plain number (no unit); `nil` when absent.
    func number(_ attribute: String) throws -> Double? {
        guard let text = try value(attribute) else { return nil }
        var scanner = SVGNumberScanner(text)
        guard let v = scanner.number(), scanner.isAtEnd else {
            throw error(.badNumber(attribute: attribute, element: name, value: text))
        }
        return v
    }

    /// A length in user units; `nil` when absent. Absolute units convert at
    /// CSS's 96 px per inch; relative units (`%`, `em`, `ex`) depend on a
    /// viewport or font the reader does not have, and are an error.
    func length(_ attribute: String) throws -> Double? {
        guard let text = try value(attribute) else { return nil }
        switch SVGLength(text) {
        case .userUnits(let v): return v
        case .relative:
            throw error(.badValue(attribute: attribute, element: name, value: text,
                                  expected: "a number, optionally in px, pt, pc, mm, cm or in (%, em and ex are not supported)"))
        case nil:
            throw error(.badNumber(attribute: attribute, element: name, value: text))
        }
    }

    /// A length that must not be negative (a radius, a width), or `fallback`
    /// when absent. SVG 1.1 calls a negative value an error; so does this.
    func nonNegativeLength(_ attribute: String, default fallback: Double = 0) throws -> Double {
        guard let v = try length(attribute) else { return fallback }
        guard v >= 0 else {
            throw error(.badValue(attribute: attribute, element: name, value: (try? value(attribute)) ?? "\(v)",
                                  expected: "a length of 0 or more"))
        }
        return v
    }

    func error(_ reason: SVGDocumentError.Reason) -> SVGDocumentError {
        SVGDocumentError(reason, line: line)
    }
}
