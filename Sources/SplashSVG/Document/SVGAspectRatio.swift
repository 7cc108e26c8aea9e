import SplashGeometry

/// `preserveAspectRatio` (SVG 1.1 §7.8): how a viewBox is fitted into a
/// viewport: `none` stretches it; otherwise it is scaled uniformly to fit
/// inside (`meet`, the default) or to cover (`slice`), and aligned by
/// `x{Min,Mid,Max}Y{Min,Mid,Max}` (default `xMidYMid`).
struct SVGAspectRatio {
    /// 0, 0.5 or 1 along each axis; nil: `none`.
    var align: (x: Double, y: Double)? = (0.5, 0.5)
    var slice = false

    init(_ element: SVGElement) throws {
        guard let text = try element.value("preserveAspectRatio") else { return }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        if words.first == "defer" { words.removeFirst() }
        let bad = element.error(.badValue(attribute: "preserveAspectRatio", element: element.name, value: text,
                                          expected: "none, or xMinYMin … xMaxYMax optionally followed by meet or slice"))
        guard let first = words.first, words.count <= 2 else { throw bad }
        if words.count == 2 {
            switch words[1] {
            case "meet": slice = false
            case "slice": slice = true
            default: throw bad
            }
        }
        if first == "none" {
            align = nil
            return
        }
        let positions: [String: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
        guard first.count == 8, first.hasPrefix("x"),
              let x = positions[String(first.dropFirst().prefix(3))], first.dropFirst(4).first == "Y",
              let y = positions[String(first.suffix(3))] else { throw bad }
        align = (x, y)
    }

    /// The transform that maps `viewBox` into `viewport`.
    func transform(from viewBox: Rect, to viewport: Rect) -> AffineTransform {
        var sx = viewport.width / viewBox.width, sy = viewport.height / viewBox.height
        var (tx, ty) = (viewport.minX, viewport.minY)
        if let align {
            let s = slice ? max(sx, sy) : min(sx, sy)
            (sx, sy) = (s, s)
            tx += (viewport.width - viewBox.width * s) * align.x
            ty += (viewport.height - viewBox.height * s) * align.y
        }
        return AffineTransform(translationX: -viewBox.minX, y: -viewBox.minY)
            .concatenating(AffineTransform(scaleX: sx, y: sy))
            .concatenating(AffineTransform(translationX: tx, y: ty))
    }
}
