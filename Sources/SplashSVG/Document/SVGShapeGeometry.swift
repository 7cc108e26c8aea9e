import SplashGeometry

/// The outline of each basic shape element, in the element's own
/// coordinates, following the geometry rules of SVG 1.1 §9 (and SVG 2 for
/// `rect`'s `rx`/`ry` defaults).
///
/// `nil` means the element draws nothing (a zero radius or width, no
/// points), which SVG defines as "rendering disabled", not an error.
enum SVGShapeGeometry {
    static func path(for element: SVGElement) throws -> Path? {
        switch element.name {
        case "path": return try path(element)
        case "rect": return try rect(element)
        case "circle": return try circle(element)
        case "ellipse": return try ellipse(element)
        case "polygon", "polyline": return try polygon(element)
        case "line": return try line(element)
        default: return nil
        }
    }

    private static func path(_ element: SVGElement) throws -> Path? {
        guard let d = try element.value("d") else { return nil }
        do {
            let path = try Path(svgPathData: d)
            return path.isEmpty ? nil : path
        } catch let error as SVGPathError {
            throw element.error(.badPathData(element: element.name, error))
        }
    }

    /// A rectangle with elliptical corners. A missing `rx` takes `ry`'s value
    /// and vice versa; both are clamped to half the width and height.
    private static func rect(_ element: SVGElement) throws -> Path? {
        let x = try element.length("x") ?? 0, y = try element.length("y") ?? 0
        let width = try element.nonNegativeLength("width"), height = try element.nonNegativeLength("height")
        guard width > 0, height > 0 else { return nil }
        let rxGiven = try cornerRadius("rx", of: element), ryGiven = try cornerRadius("ry", of: element)
        let rx = min(rxGiven ?? ryGiven ?? 0, width / 2)
        let ry = min(ryGiven ?? rxGiven ?? 0, height / 2)
        let bounds = Rect(x: x, y: y, width: width, height: height)
        guard rx > 0, ry > 0 else { return .rect(bounds) }
        return roundedRect(bounds, rx: rx, ry: ry)
    }

    /// `rx`/`ry`: a length or `auto` (SVG 2: the same as absent).
    private static func cornerRadius(_ attribute: String, of element: SVGElement) throws -> Double? {
        guard let text = try element.value(attribute), text.lowercased() != "auto" else { return nil }
        return try element.nonNegativeLength(attribute)
    }

    private static func circle(_ element: SVGElement) throws -> Path? {
        let cx = try element.length("cx") ?? 0, cy = try element.length("cy") ?? 0
        let r = try element.nonNegativeLength("r")
        guard r > 0 else { return nil }
        return .ellipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    private static func ellipse(_ element: SVGElement) throws -> Path? {
        let cx = try element.length("cx") ?? 0, cy = try element.length("cy") ?? 0
        let rx = try element.nonNegativeLength("rx"), ry = try element.nonNegativeLength("ry")
        guard rx > 0, ry > 0 else { return nil }
        return .ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
    }

    /// `line`: one segment, drawn only by a stroke.
    private static func line(_ element: SVGElement) throws -> Path? {
        let x1 = try element.length("x1") ?? 0, y1 = try element.length("y1") ?? 0
        let x2 = try element.length("x2") ?? 0, y2 = try element.length("y2") ?? 0
        var path = Path()
        path.move(to: Point(x: x1, y: y1))
        path.addLine(to: Point(x: x2, y: y2))
        return path
    }

    /// `polygon` (closed) and `polyline` (open: its stroke has two ends; its
    /// fill is the same, as a fill closes every subpath).
    private static func polygon(_ element: SVGElement) throws -> Path? {
        guard let text = try element.value("points") else { return nil }
        var scanner = SVGNumberScanner(text)
        guard let numbers = scanner.numberList() else {
            throw element.error(.badNumber(attribute: "points", element: element.name, value: text))
        }
        guard numbers.count.isMultiple(of: 2) else {
            throw element.error(.badValue(attribute: "points", element: element.name, value: text,
                                          expected: "pairs of coordinates (an even count of numbers)"))
        }
        guard numbers.count >= 4 else { return nil }
        var path = Path()
        path.move(to: Point(x: numbers[0], y: numbers[1]))
        for i in stride(from: 2, to: numbers.count, by: 2) {
            path.addLine(to: Point(x: numbers[i], y: numbers[i + 1]))
        }
        if element.name == "polygon" { path.closeSubpath() }
        return path
    }

    /// Clockwise on screen from the end of the top-left corner, like
    /// `Path.roundedRect`; each corner is a quarter ellipse as one cubic.
    /// (`Path.roundedRect` takes one radius; SVG allows `rx ≠ ry`.)
    private static func roundedRect(_ r: Rect, rx: Double, ry: Double) -> Path {
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        var p = Path()
        p.move(to: Point(x: x0 + rx, y: y0))
        p.addLine(to: Point(x: x1 - rx, y: y0))
        p.addCurve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + kx, y: y0), control2: Point(x: x1, y: y0 + ry - ky))
        p.addLine(to: Point(x: x1, y: y1 - ry))
        p.addCurve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + ky), control2: Point(x: x1 - rx + kx, y: y1))
        p.addLine(to: Point(x: x0 + rx, y: y1))
        p.addCurve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - kx, y: y1), control2: Point(x: x0, y: y1 - ry + ky))
        p.addLine(to: Point(x: x0, y: y0 + ry))
        p.addCurve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - ky), control2: Point(x: x0 + rx - kx, y: y0))
        p.closeSubpath()
        return p
    }
}
