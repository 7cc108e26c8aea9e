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
    ///
    /// `reach`: what the paint can cover, in the same coordinates (the
    /// bounds, widened by a stroke's reach): a `reflect` or `repeat`
    /// gradient is unrolled over it.
    func paint(_ id: String, bounds: Rect?, reach: Rect? = nil, opacity: Double, property: String, element: String, line: Int) throws -> VectorPaint? {
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
        let spread: SVGSpread
        switch attributes["spreadMethod"] ?? "pad" {
        case "pad": spread = .pad
        case "reflect": spread = .reflect
        case "repeat": spread = .repeat
        case let other: throw bad("spreadMethod", other, "pad, reflect or repeat")
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
            guard let u = SVGLength(text)?.userUnits(axis: .horizontal, viewport: nil) else { throw bad(name, text, "a number or a percentage") }
            return u
        }
        let gradient = VectorGradient(stops: stops, transform: transform)
        switch definition.kind {
        case .linear:
            let start = Point(x: try coordinate("x1", 0, axis: 0), y: try coordinate("y1", 0, axis: 1))
            let end = Point(x: try coordinate("x2", boundingBox ? 1 : viewport.width, axis: 0), y: try coordinate("y2", 0, axis: 1))
            guard start != end else { return .solid(stops[stops.count - 1].color) }
            guard spread != .pad, let reach, let inverse = transform.inverted() else {
                return .linearGradient(gradient, start: start, end: end)
            }
            // t = (q − start)·v / |v|² is linear: its extremes over the
            // reach are at its corners.
            let v = Point(x: end.x - start.x, y: end.y - start.y)
            let ts = Self.corners(of: reach).map { corner in
                let q = inverse.apply(to: corner)
                return ((q.x - start.x) * v.x + (q.y - start.y) * v.y) / (v.x * v.x + v.y * v.y)
            }
            let (first, count) = spread.periods(from: ts.min() ?? 0, to: ts.max() ?? 1)
            let unrolled = VectorGradient(stops: spread.unrolled(stops, first: first, count: count), transform: transform)
            return .linearGradient(unrolled, start: Point(x: start.x + Double(first) * v.x, y: start.y + Double(first) * v.y),
                                   end: Point(x: start.x + Double(first + count) * v.x, y: start.y + Double(first + count) * v.y))
        case .radial:
            let half = boundingBox ? 0.5 : 0
            let cx = try coordinate("cx", boundingBox ? half : viewport.width / 2, axis: 0)
            let cy = try coordinate("cy", boundingBox ? half : viewport.height / 2, axis: 1)
            let r = try coordinate("r", boundingBox ? half : ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot() / 2, axis: 2)
            let fx = try coordinate("fx", cx, axis: 0), fy = try coordinate("fy", cy, axis: 1)
            guard r >= 0 else { throw bad("r", attributes["r"] ?? "", "a radius of 0 or more") }
            guard r > 0 else { return .solid(stops[stops.count - 1].color) }
            // The focal point: a focus outside the circle is moved onto it
            // (SVG 1.1 §13.2.3), here just inside (0.999 r), where the cone
            // of circles is still defined.
            var focus: Point?
            let (fdx, fdy) = (fx - cx, fy - cy)
            let distance = (fdx * fdx + fdy * fdy).squareRoot()
            if distance > 1e-9 * max(1, r) {
                let scale = min(1, 0.999 * r / distance)
                focus = Point(x: cx + fdx * scale, y: cy + fdy * scale)
            }
            let center = Point(x: cx, y: cy)
            let focused = VectorGradient(stops: stops, transform: transform, focus: focus)
            guard spread != .pad, let reach, let inverse = transform.inverted() else {
                return .radialGradient(focused, center: center, radius: r)
            }
            // t, the circle through a point, grows outwards through nested
            // circles: its largest value over the reach is at a corner. The
            // periods start at the focus (t = 0).
            let f = focus ?? center
            let d = Point(x: cx - f.x, y: cy - f.y)
            let a = d.x * d.x + d.y * d.y - r * r
            let ts = Self.corners(of: reach).map { corner in
                let p = inverse.apply(to: corner)
                let (qx, qy) = (p.x - f.x, p.y - f.y)
                let qd = qx * d.x + qy * d.y
                return (qd - (qd * qd - a * (qx * qx + qy * qy)).squareRoot()) / a
            }
            let (_, count) = spread.periods(from: 0, to: ts.max() ?? 1)
            // Period k's circle: radius k·r about f + k·(c − f).
            let k = Double(count)
            return .radialGradient(VectorGradient(stops: spread.unrolled(stops, first: 0, count: count), transform: transform, focus: focus),
                                   center: Point(x: f.x + k * d.x, y: f.y + k * d.y), radius: r * k)
        }
    }

    private static func corners(of rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
    }
}

/// `spreadMethod` (SVG 1.1 §13.2.2): what a gradient does beyond its ends.
/// `pad` continues the end colours (the rasteriser's own extension);
/// `reflect` and `repeat` are unrolled here into one padded gradient over
/// the periods the shape can reach, mirrored or repeated stop by stop.
enum SVGSpread {
    case pad
    case reflect
    case `repeat`

    /// The most periods unrolled: the rasteriser's 1024-entry ramp keeps 32
    /// entries a period. A shape reaching further (a gradient repeated
    /// finer than a 32nd of the shape) shows the last period's end colour
    /// padded beyond.
    static let maximumPeriods = 32

    /// The first period (a whole number of gradient lengths from its start,
    /// may be negative) and how many, covering `low...high` in t.
    func periods(from low: Double, to high: Double) -> (first: Int, count: Int) {
        let bound = Double(1 << 20)
        let lo = min(max(low.isFinite ? low.rounded(.down) : 0, -bound), bound)
        let hi = min(max(high.isFinite ? high.rounded(.up) : 1, lo + 1), bound + 1)
        return (Int(lo), min(Self.maximumPeriods, max(1, Int(hi - lo))))
    }

    /// `stops` over `count` periods starting at period `first`, offsets
    /// scaled into 0...1: each period the stops as they are, or (`reflect`,
    /// odd periods) mirrored.
    func unrolled(_ stops: [VectorGradientStop], first: Int, count: Int) -> [VectorGradientStop] {
        var result: [VectorGradientStop] = []
        result.reserveCapacity(stops.count * count)
        for i in 0..<count {
            let mirrored = self == .reflect && (first + i) % 2 != 0
            let period = mirrored ? stops.reversed().map { VectorGradientStop(offset: 1 - $0.offset, color: $0.color) } : stops
            for stop in period {
                result.append(VectorGradientStop(offset: (Double(i) + stop.offset) / Double(count), color: stop.color))
            }
        }
        return result
    }
}
