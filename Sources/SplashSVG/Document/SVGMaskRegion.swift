import SplashGeometry

/// A `<mask>`'s region (SVG 1.1 §14.4): `x`, `y`, `width`, `height` in
/// `maskUnits`, by default `objectBoundingBox` and -10 %, -10 %, 120 %,
/// 120 % of the masked element's bounding box. Nothing of the mask's
/// content outside it counts, so it is where the masked element can show.
/// A `<filter>`'s region (Filter Effects 1 §6.1) is read alike, in
/// `filterUnits`: nothing of the filter's result outside it shows.
struct SVGMaskRegion {
    /// The four values as written: fractions of the bounding box
    /// (`objectBoundingBox`: a percentage is a hundredth, a number a
    /// fraction), or lengths in the user space of the masked element.
    private var values: [Double?]
    private var percent: [Bool]
    let isBoundingBoxUnits: Bool

    private static let names = ["x", "y", "width", "height"]
    private static let defaults = [-0.1, -0.1, 1.2, 1.2]

    /// `units`: the attribute naming the units (`maskUnits`, `filterUnits`).
    init(_ element: SVGElement, units: String = "maskUnits") throws {
        switch try element.value(units) ?? "objectBoundingBox" {
        case "objectBoundingBox": isBoundingBoxUnits = true
        case "userSpaceOnUse": isBoundingBoxUnits = false
        case let other:
            throw element.error(.badValue(attribute: units, element: element.name, value: other, expected: "userSpaceOnUse or objectBoundingBox"))
        }
        values = []
        percent = []
        for name in Self.names {
            guard let text = try element.value(name) else {
                values.append(nil)
                percent.append(false)
                continue
            }
            guard let length = SVGLength(text) else { throw element.error(.badNumber(attribute: name, element: element.name, value: text)) }
            if case .percent(let p) = length {
                values.append(p / 100)
                percent.append(true)
            } else if isBoundingBoxUnits {
                guard let v = length.userUnits(axis: SVGLength.Axis(attribute: name), viewport: nil) else {
                    throw element.error(.badNumber(attribute: name, element: element.name, value: text))
                }
                values.append(v)
                percent.append(false)
            } else {
                values.append(try element.length(name))
                percent.append(false)
            }
        }
    }

    /// The region in the masked element's user space: of its bounding box
    /// `boundingBox` (nil: empty, then nothing shows), or of `viewport`
    /// for percentages in user space.
    func rect(boundingBox: Rect?, viewport: Size?) -> Rect? {
        var v = [Double](repeating: 0, count: 4)
        if isBoundingBoxUnits {
            guard let box = boundingBox else { return nil }
            for i in 0..<4 { v[i] = values[i] ?? Self.defaults[i] }
            return Rect(x: box.minX + v[0] * box.width, y: box.minY + v[1] * box.height,
                        width: v[2] * box.width, height: v[3] * box.height)
        }
        let size = viewport ?? Size(width: 0, height: 0)
        for i in 0..<4 {
            let extent = i % 2 == 0 ? size.width : size.height
            if let value = values[i] {
                v[i] = percent[i] ? value * extent : value
            } else {
                v[i] = Self.defaults[i] * extent
            }
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
