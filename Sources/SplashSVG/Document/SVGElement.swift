import SplashFormats
import SplashGeometry

/// A start tag as the SVG reader sees it, with typed access to attributes
/// whose errors name the attribute, the element and its line. Keeping this
/// context in one place means no caller has to assemble a message.
struct SVGElement {
    let tag: XMLTag

    /// The element name with an `svg:` prefix removed (a document may bind
    /// the SVG namespace to a prefix; the elements mean the same).
    let name: String

    /// The viewport percentages are of: the root's viewBox (or width and
    /// height); nil when the document has neither.
    var viewport: Size?

    init(_ tag: XMLTag, viewport: Size? = nil) {
        self.tag = tag
        self.viewport = viewport
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
    /// CSS's 96 px per inch; `em` and `ex` are of the 16 px initial font
    /// size; a percentage is of the viewport's width (x, cx, width, rx…),
    /// height (y, cy, height, ry…) or normalised diagonal (r, stroke
    /// widths), SVG 1.1 §7.10, and needs a viewBox or a root size.
    func length(_ attribute: String) throws -> Double? {
        guard let text = try value(attribute) else { return nil }
        return try Self.userUnits(text, attribute: attribute, of: self)
    }

    /// `text` as a length of `attribute` (or property) of `element`.
    static func userUnits(_ text: String, attribute: String, of element: SVGElement) throws -> Double {
        guard let length = SVGLength(text) else {
            throw element.error(.badNumber(attribute: attribute, element: element.name, value: text))
        }
        guard let v = length.userUnits(axis: SVGLength.Axis(attribute: attribute), viewport: element.viewport) else {
            throw element.error(.badValue(attribute: attribute, element: element.name, value: text,
                                          expected: "a length in user units: a percentage needs the root's viewBox or width and height"))
        }
        guard v.isFinite else { throw element.error(.badNumber(attribute: attribute, element: element.name, value: text)) }
        return v
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
