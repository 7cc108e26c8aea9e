import SplashGeometry

/// Walks an SVG document's tags once, keeping a stack of open elements, and
/// turns every filled shape into a `VectorShape` in viewBox space.
///
/// The walk is iterative (no recursion, so nesting cannot overflow the call
/// stack), and the element and depth limits are checked as each start tag
/// arrives, before anything is built from it: a hostile document is refused
/// after reading at most `maxElements` tags, whatever it would have become.
///
/// Every open element is in one of four contexts, which decide what its
/// children may be:
///
///     drawing      svg, g          children are drawn
///     shape        path, rect, …   only title/desc/metadata inside
///     definitions  defs            shapes inside are not drawn (no <use>);
///                                  unsupported elements are still reported
///     ignored      title, desc, metadata, foreign-namespace elements
///                  (sodipodi:*, inkscape:*, rdf:*), display="none" subtrees:
///                  nothing inside is looked at except for the limits
struct SVGDocumentReader {
    /// The largest document accepted, checked before tokenizing.
    static let maximumByteCount = 4 << 20

    private static let shapeNames: Set<String> = ["path", "rect", "circle", "ellipse", "polygon", "polyline", "line"]
    private static let metadataNames: Set<String> = ["title", "desc", "metadata"]

    private enum Context {
        case drawing(SVGInheritedStyle)
        case shape
        case definitions
        case ignored
    }

    private struct OpenElement {
        var name: String
        var line: Int
        var context: Context
    }

    private let maxElements: Int
    private let maxDepth: Int
    private var stack: [OpenElement] = []
    private var elementCount = 0
    private var shapes: [VectorShape] = []
    private var viewBox: Rect?
    private var rootSize: (width: Double, height: Double)?

    init(maxElements: Int, maxDepth: Int) {
        self.maxElements = maxElements
        self.maxDepth = maxDepth
    }

    mutating func read(_ bytes: [UInt8]) throws -> (viewBox: Rect, shapes: [VectorShape]) {
        guard bytes.count <= Self.maximumByteCount else {
            throw SVGDocumentError(.tooLarge(byteCount: bytes.count, limit: Self.maximumByteCount))
        }
        var tokenizer = XMLTokenizer(bytes)
        guard tokenizer.startsWithMarkup else { throw SVGDocumentError(.notSVG(rootElement: nil)) }
        var sawRoot = false
        var rootClosed = false
        while let token = try tokenizer.next() {
            switch token {
            case .start(let tag):
                if rootClosed {
                    throw SVGDocumentError(.malformedXML("<\(tag.name)> after the end of the root <svg> element"), line: tag.line)
                }
                elementCount += 1
                guard elementCount <= maxElements else {
                    throw SVGDocumentError(.tooManyElements(limit: maxElements), line: tag.line)
                }
                guard stack.count < maxDepth else {
                    throw SVGDocumentError(.tooDeep(limit: maxDepth), line: tag.line)
                }
                let element = SVGElement(tag)
                let context = try open(element)
                sawRoot = true
                if tag.isSelfClosing {
                    rootClosed = stack.isEmpty
                } else {
                    stack.append(OpenElement(name: tag.name, line: tag.line, context: context))
                }
            case .end(let name, let line):
                guard let open = stack.popLast() else {
                    throw SVGDocumentError(.malformedXML("</\(name)> has no matching start tag"), line: line)
                }
                guard open.name == name else {
                    throw SVGDocumentError(.malformedXML("</\(name)> closes <\(open.name)>, opened on line \(open.line)"), line: line)
                }
                rootClosed = stack.isEmpty
            }
        }
        if let open = stack.last {
            throw SVGDocumentError(.malformedXML("<\(open.name)> opened on line \(open.line) is never closed"), line: tokenizer.line)
        }
        guard sawRoot else { throw SVGDocumentError(.notSVG(rootElement: nil)) }
        return (documentViewBox(), shapes)
    }

    /// Decides the context of a newly opened element and, for a shape, draws it.
    private mutating func open(_ element: SVGElement) throws -> Context {
        guard let parent = stack.last else { return try openRoot(element) }
        let name = element.name
        let isSkipped = Self.metadataNames.contains(name) || name.contains(":")
        switch parent.context {
        case .ignored:
            return .ignored
        case .shape:
            if isSkipped { return .ignored }
            throw element.error(.unsupportedElement(name))
        case .definitions:
            if isSkipped { return .ignored }
            if name == "g" || Self.shapeNames.contains(name) { return .definitions }
            throw element.error(.unsupportedElement(name))
        case .drawing(let style):
            if isSkipped { return .ignored }
            guard name == "g" || name == "defs" || Self.shapeNames.contains(name) else {
                throw element.error(.unsupportedElement(name))
            }
            if name == "defs" { return .definitions }
            let properties = try SVGProperties(element)
            // A hidden subtree draws nothing, whatever it holds (Illustrator's hidden layers).
            if properties["display"]?.lowercased() == "none" { return .ignored }
            let ownStyle = try style.applying(properties, of: element)
            if name == "g" { return .drawing(ownStyle) }
            try draw(element, style: ownStyle)
            return .shape
        }
    }

    private mutating func openRoot(_ element: SVGElement) throws -> Context {
        guard element.name == "svg" else {
            throw SVGDocumentError(.notSVG(rootElement: element.tag.name), line: element.line)
        }
        // A transform on the root is SVG 2, placing the whole drawing in a
        // parent document; it has no meaning for a logo read on its own.
        if let text = try element.value("transform") {
            throw element.error(.unsupportedAttribute(name: "transform", value: text, element: "svg"))
        }
        if let text = try element.value("viewBox") {
            var scanner = SVGNumberScanner(text)
            guard let v = scanner.numberList(), v.count == 4, v[2] > 0, v[3] > 0 else {
                throw element.error(.badValue(attribute: "viewBox", element: "svg", value: text,
                                              expected: "four numbers: min-x min-y width height, with a positive width and height"))
            }
            viewBox = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        } else if let width = try rootLength("width", of: element), let height = try rootLength("height", of: element),
                  width > 0, height > 0 {
            rootSize = (width, height)
        }
        let properties = try SVGProperties(element)
        if properties["display"]?.lowercased() == "none" { return .ignored }
        return .drawing(try SVGInheritedStyle().applying(properties, of: element))
    }

    /// The root's width or height; a percentage (relative to a viewport
    /// the document does not have) counts as absent.
    private func rootLength(_ attribute: String, of element: SVGElement) throws -> Double? {
        guard let text = try element.value(attribute) else { return nil }
        if SVGLength(text) == .relative { return nil }
        return try element.length(attribute)
    }

    private mutating func draw(_ element: SVGElement, style: SVGInheritedStyle) throws {
        if style.isStroked, let stroke = style.stroke {
            throw element.error(.stroke(element: element.name, value: stroke.value, setOnLine: stroke.line))
        }
        // Built even when it will not be drawn, so a bad number is reported
        // the same whatever the fill.
        guard let path = try SVGShapeGeometry.path(for: element),
              style.isVisible, case .color(let color) = style.fill
        else { return }
        let alpha = color.alpha * style.fillOpacity * style.opacity
        guard alpha > 0 else { return }
        var fill = color
        fill.alpha = alpha
        let placed = style.transform.isIdentity ? path : path.transformed(by: style.transform)
        shapes.append(VectorShape(path: placed, fill: fill, fillRule: style.fillRule))
    }

    /// The viewBox attribute, else the root's width and height, else the
    /// bounds of what is drawn (empty for a document that draws nothing).
    private func documentViewBox() -> Rect {
        if let viewBox { return viewBox }
        if let rootSize { return Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height) }
        let bounds = shapes.compactMap(\.path.boundingBox)
        guard let first = bounds.first else { return .zero }
        return bounds.dropFirst().reduce(first) { $0.union($1) }
    }
}
