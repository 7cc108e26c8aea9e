import SplashGeometry

/// An axial (Type 2) or radial (Type 3) shading (PDF 32000-1 §8.7.4.5.3,
/// §8.7.4.5.4) turned into a gradient's colour stops, in the shading's own
/// coordinates. Function-based and mesh shadings (Types 1, 4–7) are refused.
struct PDFShading {
    enum Geometry {
        case axial(Point, Point)
        case radial(Point, Double, Point, Double)
    }

    var geometry: Geometry
    /// Opaque colours along t (offset 0 at /Domain's start, 1 at its end).
    var stops: [VectorGradientStop]
    /// /Extend: whether colour continues before t0 and after t1.
    var extend: (Bool, Bool)
    /// /BBox, in the shading's coordinates, when it has one.
    var bbox: Rect?

    /// The most stops a shading becomes.
    static let maxStops = 256
    /// Samples per piece of a function that is not linear.
    static let samplesPerCurvedPiece = 16

    static func read(_ object: PDFObject, resources: [String: PDFObject], in file: PDFFile) throws -> PDFShading {
        let resolved = try file.resolve(object)
        guard let dictionary = resolved.dictionary else { throw PDFDocumentError("a shading is \(resolved.kindName), not a dictionary") }
        let type = try file.value(dictionary, "ShadingType")?.integer
        guard type == 2 || type == 3 else {
            throw PDFDocumentError("shading type \(type.map(String.init) ?? "(missing)") is not drawn (axial 2 and radial 3 are)")
        }
        guard let spaceObject = dictionary["ColorSpace"] else { throw PDFDocumentError("a shading has no /ColorSpace") }
        let space = try PDFColorSpace.read(spaceObject, resources: resources, in: file)
        guard space != .pattern else { throw PDFDocumentError("a shading's colour space is /Pattern") }
        func numbers(_ key: String, _ count: Int) throws -> [Double]? {
            guard let a = try file.value(dictionary, key) else { return nil }
            guard let items = a.array, items.count == count else { throw PDFDocumentError("a shading's /\(key) is not an array of \(count) numbers") }
            return try items.map {
                guard let v = try file.resolve($0).number, v.isFinite else { throw PDFDocumentError("a shading's /\(key) holds a non-number") }
                return v
            }
        }
        let geometry: Geometry
        if type == 2 {
            guard let c = try numbers("Coords", 4) else { throw PDFDocumentError("an axial shading has no /Coords [x0 y0 x1 y1]") }
            geometry = .axial(Point(x: c[0], y: c[1]), Point(x: c[2], y: c[3]))
        } else {
            guard let c = try numbers("Coords", 6), c[2] >= 0, c[5] >= 0 else {
                throw PDFDocumentError("a radial shading has no /Coords [x0 y0 r0 x1 y1 r1] with radii ≥ 0")
            }
            geometry = .radial(Point(x: c[0], y: c[1]), c[2], Point(x: c[3], y: c[4]), c[5])
        }
        let domain = try numbers("Domain", 2) ?? [0, 1]
        let extendFlags = try file.value(dictionary, "Extend")?.array ?? []
        let extend = (try extendFlags.first.map(file.resolve) == .bool(true),
                      try extendFlags.dropFirst().first.map(file.resolve) == .bool(true))
        let bbox = try numbers("BBox", 4).map { Rect(x: min($0[0], $0[2]), y: min($0[1], $0[3]), width: abs($0[2] - $0[0]), height: abs($0[3] - $0[1])) }
        guard let functionObject = dictionary["Function"] else { throw PDFDocumentError("a shading has no /Function") }
        var parts = 0
        let function = try PDFFunction.read(functionObject, in: file, parts: &parts)
        let stops = Self.stops(of: function, from: domain[0], to: domain[1], space: space)
        return PDFShading(geometry: geometry, stops: stops, extend: extend, bbox: bbox)
    }

    /// Colour stops at the ends of each linear piece of `function` over
    /// t0…t1, and `samplesPerCurvedPiece` along each other piece.
    static func stops(of function: PDFFunction, from t0: Double, to t1: Double, space: PDFColorSpace) -> [VectorGradientStop] {
        guard t1 != t0 else { return [VectorGradientStop(offset: 0, color: space.color(function.evaluate(t0)))] }
        let low = min(t0, t1), high = max(t0, t1)
        var inputs: [Double] = []
        for (range, linear) in function.pieces() {
            let a = min(max(range.lowerBound, low), high), b = min(max(range.upperBound, low), high)
            if a == b, !inputs.isEmpty { continue }
            let n = linear ? 1 : samplesPerCurvedPiece
            for k in 0...n { inputs.append(a + (b - a) * Double(k) / Double(n)) }
        }
        if inputs.isEmpty || inputs.first! > low { inputs.insert(low, at: 0) }
        if inputs.last! < high { inputs.append(high) }
        if inputs.count > maxStops {
            inputs = (0..<maxStops).map { low + (high - low) * Double($0) / Double(maxStops - 1) }
        }
        // At a piece's end, evaluate the piece itself: stitching picks the
        // next piece at a bound, so nudge towards the previous input.
        var stops: [VectorGradientStop] = []
        for (i, t) in inputs.enumerated() {
            let isEndOfPiece = i > 0 && i + 1 < inputs.count && inputs[i + 1] == t
            let probe = isEndOfPiece ? t - (high - low) * 1e-9 : t
            let offset = (t - t0) / (t1 - t0)
            stops.append(VectorGradientStop(offset: offset, color: space.color(function.evaluate(probe))))
        }
        if t1 < t0 { stops.reverse() }
        return stops
    }

    /// The gradient paint, with `alpha` folded into its colours and
    /// `transform` mapping the shading's coordinates to the path's; nil
    /// when it paints nothing (two zero radii).
    ///
    /// A radial shading between circles (c0, r0) and (c1, r1) becomes a
    /// gradient on the larger circle with its focus at the other centre,
    /// offsets rescaled by radius: exact when r0 = 0 (what exporters write,
    /// SVG's focal gradient) or when the circles are concentric; close
    /// otherwise (a focus outside the circle is moved inside it). /Extend
    /// false is `extentClip`'s.
    func paint(alpha: Double, transform: AffineTransform) -> VectorPaint? {
        var stops = self.stops.map { VectorGradientStop(offset: $0.offset, color: $0.color.withAlpha($0.color.alpha * alpha)) }
        switch geometry {
        case .axial(let p0, let p1):
            return .linearGradient(VectorGradient(stops: stops, transform: transform), start: p0, end: p1)
        case .radial(let c0, let r0, let c1, let r1):
            let radius = max(r0, r1)
            guard radius > 0 else { return nil }
            stops = stops.map { VectorGradientStop(offset: (r0 + $0.offset * (r1 - r0)) / radius, color: $0.color) }
            let center = r1 >= r0 ? c1 : c0
            var other = r1 >= r0 ? c0 : c1
            if r1 < r0 { stops.reverse() }
            // A focus outside the circle (cones PDF can draw and a focal
            // gradient cannot) is moved just inside it.
            let dx = other.x - center.x, dy = other.y - center.y
            let distance = (dx * dx + dy * dy).squareRoot()
            if distance > radius * 0.999 {
                let k = radius * 0.999 / distance
                other = Point(x: center.x + dx * k, y: center.y + dy * k)
            }
            return .radialGradient(VectorGradient(stops: stops, transform: transform, focus: other == center ? nil : other),
                                   center: center, radius: radius)
        }
    }
}

extension PDFShading {
    /// Where the shading paints when an end is not extended (/Extend
    /// false, §8.7.4.5.3–4), in the image's coordinates: for an axial
    /// shading the band between the lines through its ends across the
    /// axis (open on an extended side); for a radial one whose smaller
    /// circle lies at the centre of the larger (r0 = 0, or concentric), the
    /// larger disc, less the smaller one when that end is not extended.
    /// nil when it paints everywhere, or for other radial shadings (drawn
    /// padded).
    func extentClip(toImage: AffineTransform, imageRect: Rect) -> VectorClip? {
        guard !(extend.0 && extend.1), let inverse = toImage.inverted() else { return nil }
        switch geometry {
        case .axial(let p0, let p1):
            let dx = p1.x - p0.x, dy = p1.y - p0.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return nil }
            let ux = dx / length, uy = dy / length
            // Far enough to pass every corner of the image, in shading space.
            let corners = [Point(x: imageRect.minX, y: imageRect.minY), Point(x: imageRect.maxX, y: imageRect.minY),
                           Point(x: imageRect.minX, y: imageRect.maxY), Point(x: imageRect.maxX, y: imageRect.maxY)].map { inverse.apply(to: $0) }
            let reach = corners.map { (($0.x - p0.x) * ($0.x - p0.x) + ($0.y - p0.y) * ($0.y - p0.y)).squareRoot() }.max()! + length + 1
            guard reach.isFinite else { return nil }
            let start = extend.0 ? Point(x: p0.x - ux * reach, y: p0.y - uy * reach) : p0
            let end = extend.1 ? Point(x: p1.x + ux * reach, y: p1.y + uy * reach) : p1
            let nx = -uy * reach, ny = ux * reach
            var band = Path()
            band.move(to: Point(x: start.x + nx, y: start.y + ny))
            band.addLine(to: Point(x: end.x + nx, y: end.y + ny))
            band.addLine(to: Point(x: end.x - nx, y: end.y - ny))
            band.addLine(to: Point(x: start.x - nx, y: start.y - ny))
            band.closeSubpath()
            return VectorClip(path: band.transformed(by: toImage))
        case .radial(let c0, let r0, let c1, let r1):
            guard r0 == 0 || c0 == c1 else { return nil }
            let (inner, outer) = r0 <= r1 ? ((c0, r0, extend.0), (c1, r1, extend.1)) : ((c1, r1, extend.1), (c0, r0, extend.0))
            var region = Path()
            if outer.2 {
                // Extended outward: everything, less the inner disc below.
                guard !inner.2, inner.1 > 0 else { return nil }
                region = .rect(Rect(x: imageRect.minX - 1, y: imageRect.minY - 1, width: imageRect.width + 2, height: imageRect.height + 2))
                    .transformed(by: inverse)
            } else {
                region = .ellipse(in: Rect(x: outer.0.x - outer.1, y: outer.0.y - outer.1, width: 2 * outer.1, height: 2 * outer.1))
            }
            if !inner.2, inner.1 > 0 {
                region.addPath(.ellipse(in: Rect(x: inner.0.x - inner.1, y: inner.0.y - inner.1, width: 2 * inner.1, height: 2 * inner.1)))
            }
            return VectorClip(path: region.transformed(by: toImage), fillRule: .evenOdd)
        }
    }
}

extension Color {
    func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
}
