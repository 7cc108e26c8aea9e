import SplashGeometry

/// A `linearGradient` or `radialGradient` as written: its attributes and
/// stops, kept until the document is read so that `href` chains (Inkscape
/// puts the stops on one gradient and the geometry on another) and
/// references to gradients defined later resolve.
struct SVGGradientDefinition {
    enum Kind { case linear, radial }

    var kind: Kind
    var line: Int
    /// The geometry attributes written on this element (x1 … fy,
    /// gradientUnits, gradientTransform, spreadMethod).
    var attributes: [String: String]
    var href: String?
    var stops: [VectorGradientStop]

    static let attributeNames = ["x1", "y1", "x2", "y2", "cx", "cy", "r", "fx", "fy", "gradientUnits", "gradientTransform", "spreadMethod"]

    init(_ element: SVGElement, kind: Kind) throws {
        self.kind = kind
        line = element.line
        attributes = [:]
        for name in Self.attributeNames {
            if let v = try element.value(name) { attributes[name] = v }
        }
        let link = try element.value("href") ?? element.value("xlink:href")
        href = link.flatMap { $0.hasPrefix("#") ? String($0.dropFirst()) : nil }
        stops = []
    }

    /// A `<stop>`: offset (number or percentage, clamped to 0...1 and to
    /// no less than the previous stop's, SVG 1.1 §13.2.4), `stop-color`
    /// and `stop-opacity`.
    mutating func addStop(_ element: SVGElement, sheet: SVGStyleSheet) throws {
        let properties = try SVGProperties(element, sheet: sheet)
        var offset = 0.0
        if let text = try element.value("offset") {
            var scanner = SVGNumberScanner(text)
            guard var v = scanner.number() else {
                throw element.error(.badNumber(attribute: "offset", element: "stop", value: text))
            }
            if scanner.consume("%") { v /= 100 }
            guard scanner.isAtEnd else { throw element.error(.badNumber(attribute: "offset", element: "stop", value: text)) }
            offset = min(max(v, 0), 1)
        }
        offset = max(offset, stops.last?.offset ?? 0)
        var color = Color.black
        if let text = properties["stop-color"] {
            switch SVGPaint(text) {
            case .color(let c)?: color = c
            case .currentColor?:
                // The stop's own `color` (a stop does not inherit one here).
                if let own = properties["color"], case .color(let c)? = SVGPaint(own) { color = c }
            default:
                throw element.error(.badValue(attribute: "stop-color", element: "stop", value: text, expected: "a colour"))
            }
        }
        if let text = properties["stop-opacity"] {
            color.alpha *= try SVGInheritedStyle.opacity(text, property: "stop-opacity", of: element)
        }
        guard stops.count < 256 else {
            throw element.error(.badValue(attribute: "offset", element: "stop", value: "", expected: "at most 256 stops in a gradient"))
        }
        stops.append(VectorGradientStop(offset: offset, color: color))
    }
}

/// Gradients by id, resolved into paints for one shape.
struct SVGGradients {
    var definitions: [String: SVGGradientDefinition] = [:]
    /// The document's viewBox, for `userSpaceOnUse` percentages.
    var viewport: Rect = .zero

    /// The paint of a shape whose outline has `bounds` (in its own
    /// coordinates), with `opacity` folded into the stops; nil when it
    /// paints nothing (no stops, an empty bounding box under
    /// `objectBoundingBox`, a singular transform). A single stop is a solid colour.
    func paint(_ id: String, bounds: Rect?, opacity: Double, property: String, element: String, line: Int) throws -> VectorPaint? {
        func fail(_ expected: String, _ value: String = "url(#\(id))") -> SVGDocumentError {
            SVGDocumentError(.badValue(attribute: property, element: element, value: value, expected: expected), line: line)
        }
        guard var definition = definitions[id] else {
            throw fail("a reference to a linearGradient or radialGradient in this document; no element has id \"\(id)\"")
        }
        // href chain: attributes and stops the element lacks come from the
        // referenced gradient (SVG 1.1 §13.2.2, xlink:href).
        var attributes = definition.attributes
        var stops = definition.stops
        var next = definition.href
        var hops = 0
        while let link = next, hops < 16, let base = definitions[link] {
            for (k, v) in base.attributes where attributes[k] == nil { attributes[k] = v }
            if stops.isEmpty { stops = base.stops }
            next = base.href
            hops += 1
        }
        definition.attributes = attributes
        stops = stops.map { stop in
            var s = stop
            s.color.alpha *= opacity
            return s
        }
        guard let first = stops.first else { return nil }
        if stops.count == 1 { return .solid(first.color) }

        let gradientLine = definition.line
        func bad(_ name: String, _ value: String, _ expected: String) -> SVGDocumentError {
            let tag = definition.kind == .linear ? "linearGradient" : "radialGradient"
            return SVGDocumentError(.badValue(attribute: name, element: tag, value: value, expected: expected), line: gradientLine)
        }
        if let spread = attributes["spreadMethod"], spread != "pad" {
            throw bad("spreadMethod", spread, "pad (reflect and repeat are not supported)")
        }
        let boundingBox: Bool
        switch attributes["gradientUnits"] ?? "objectBoundingBox" {
        case "objectBoundingBox": boundingBox = true
        case "userSpaceOnUse": boundingBox = false
        case let other: throw bad("gradientUnits", other, "objectBoundingBox or userSpaceOnUse")
        }
        var transform = AffineTransform.identity
        if let text = attributes["gradientTransform"] {
            guard let t = SVGTransformParser.parse(text) else { throw bad("gradientTransform", text, SVGTransformParser.expected) }
            transform = t
        }
        if boundingBox {
            guard let b = bounds, b.width > 0, b.height > 0 else { return nil }
            transform = transform.concatenating(AffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: b.minX, ty: b.minY))
        }
        guard transform.inverted() != nil else { return nil }
        // A coordinate: a number, or a percentage of the unit square
        // (objectBoundingBox) or of the viewport's width, height or
        // normalised diagonal (userSpaceOnUse).
        func coordinate(_ name: String, _ fallback: Double, axis: Int) throws -> Double {
            guard let text = attributes[name] else { return fallback }
            var scanner = SVGNumberScanner(text)
            guard let v = scanner.number() else { throw bad(name, text, "a number or a percentage") }
            if scanner.consume("%") {
                guard scanner.isAtEnd else { throw bad(name, text, "a number or a percentage") }
                if boundingBox { return v / 100 }
                let extent = axis == 0 ? viewport.width : axis == 1 ? viewport.height
                    : ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
                return v / 100 * extent
            }
            guard case .userUnits(let u)? = SVGLength(text) else { throw bad(name, text, "a number or a percentage") }
            return u
        }
        let gradient = VectorGradient(stops: stops, transform: transform)
        switch definition.kind {
        case .linear:
            let start = Point(x: try coordinate("x1", 0, axis: 0), y: try coordinate("y1", 0, axis: 1))
            let end = Point(x: try coordinate("x2", boundingBox ? 1 : viewport.width, axis: 0), y: try coordinate("y2", 0, axis: 1))
            guard start != end else { return .solid(stops[stops.count - 1].color) }
            return .linearGradient(gradient, start: start, end: end)
        case .radial:
            let half = boundingBox ? 0.5 : 0
            let cx = try coordinate("cx", boundingBox ? half : viewport.width / 2, axis: 0)
            let cy = try coordinate("cy", boundingBox ? half : viewport.height / 2, axis: 1)
            let r = try coordinate("r", boundingBox ? half : ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot() / 2, axis: 2)
            let fx = try coordinate("fx", cx, axis: 0), fy = try coordinate("fy", cy, axis: 1)
            guard r >= 0 else { throw bad("r", attributes["r"] ?? "", "a radius of 0 or more") }
            // A focal point off the centre makes a cone of circles the
            // rasteriser's radial gradient does not draw.
            if abs(fx - cx) > 1e-9 * max(1, abs(cx)) || abs(fy - cy) > 1e-9 * max(1, abs(cy)) {
                throw bad("fx", attributes["fx"] ?? attributes["fy"] ?? "", "the centre (cx, cy): a focal point off the centre is not supported")
            }
            guard r > 0 else { return .solid(stops[stops.count - 1].color) }
            return .radialGradient(gradient, center: Point(x: cx, y: cy), radius: r)
        }
    }
}
