import SplashGeometry

/// Why an SVG document could not be read as a vector logo, and where.
///
/// Every message names the element or attribute and the line, because the
/// person reading it is a designer with the file open in an editor: "line 7,
/// `clip-path` on a `<clipPath>`" tells them what to flatten, where "invalid
/// SVG" would not. Content that is not drawn but leaves the rest of the
/// picture as its author sees it (an animation, a filter, an element
/// outside the subset) is an `SVGWarning` instead, as browsers draw
/// without it; an error is kept for what would make the drawn picture
/// another one (a clip or mask that could not be applied, a transform
/// that could not be read).
public struct SVGDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// The input is larger than `VectorImage.maximumByteCount`.
        case tooLarge(byteCount: Int, limit: Int)
        /// The bytes are not XML markup, or the root element is not `<svg>`
        /// (`rootElement` is `nil` when there is no element at all).
        case notSVG(rootElement: String?)
        /// The markup itself is broken (unterminated tag, mismatched end tag…).
        case malformedXML(String)
        /// An attribute or style property outside the subset, such as
        /// `filter`.
        case unsupportedAttribute(name: String, value: String, element: String)
        /// An attribute that should hold a number (or length) does not.
        case badNumber(attribute: String, element: String, value: String)
        /// An attribute value outside what the attribute accepts.
        case badValue(attribute: String, element: String, value: String, expected: String)
        /// A `d` attribute that is not valid SVG path data.
        case badPathData(element: String, SVGPathError)
        /// Elements nest deeper than the reader's `maxDepth`.
        case tooDeep(limit: Int)
        /// The document holds more elements than the reader's `maxElements`.
        case tooManyElements(limit: Int)
    }

    public let reason: Reason
    /// The 1-based line of the offending element, when there is one.
    public let line: Int?

    public init(_ reason: Reason, line: Int? = nil) {
        self.reason = reason
        self.line = line
    }

    /// The element names the reader draws, for messages about everything else.
    static let supportedElements = "svg, g, a, switch, defs, use, symbol, style, path, rect, circle, ellipse, polygon, polyline, line, image, text, tspan, clipPath, mask, linearGradient, radialGradient"

    public var description: String {
        let at = line.map { " (line \($0))" } ?? ""
        switch reason {
        case .tooLarge(let count, let limit):
            return "SVG document too large: \(count) bytes; the limit is \(limit) bytes (\(limit >> 20) MiB)"
        case .notSVG(let root?):
            return "not an SVG document: the root element is <\(root)>\(at), not <svg>"
        case .notSVG(nil):
            return "not an SVG document: it does not start with XML markup (is it a PNG, JPEG or WebP?)"
        case .malformedXML(let what):
            return "malformed XML\(at): \(what)"
        case .unsupportedAttribute(let name, let value, let element):
            return "unsupported attribute \(name)=\"\(value)\" on <\(element)>\(at): "
                + "masks inside masks, clip paths on clip paths, pictures in masks and CSS transforms are not supported; flatten them in the editor"
        case .badNumber(let attribute, let element, let value):
            return "bad number in attribute \(attribute) of <\(element)>\(at): \"\(value)\""
        case .badValue(let attribute, let element, let value, let expected):
            return "bad value \"\(value)\" in attribute \(attribute) of <\(element)>\(at); expected \(expected)"
        case .badPathData(let element, let error):
            return "bad path data in attribute d of <\(element)>\(at): \(error)"
        case .tooDeep(let limit):
            return "nesting deeper than \(limit) levels\(at); the document is refused before drawing"
        case .tooManyElements(let limit):
            return "more than \(limit) elements\(at); the document is refused before drawing"
        }
    }
}
