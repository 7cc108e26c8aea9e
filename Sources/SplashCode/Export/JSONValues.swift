import Foundation
import SplashFormats
import SplashGeometry

/// Values as a scene file writes them.
enum JSONValues {
    static func number(_ value: Double) -> JSONOutput {
        .number(FiniteNumber(value.isFinite ? value : 0) ?? FiniteNumber(0)!)
    }

    static func point(_ p: Point) -> JSONOutput { .array([number(p.x), number(p.y)]) }
    static func size(_ s: Size) -> JSONOutput { .array([number(s.width), number(s.height)]) }
    static func rect(_ r: Rect) -> JSONOutput { .array([number(r.origin.x), number(r.origin.y), number(r.size.width), number(r.size.height)]) }

    /// `#RRGGBBAA` (sRGB, each channel clamped to 0…1 and rounded).
    static func color(_ c: Color) -> JSONOutput {
        func byte(_ v: Double) -> String {
            let clamped = Int((min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded())
            let hex = String(clamped, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return .string("#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.alpha))
    }

    static func timing(_ timing: TimingValue) -> JSONOutput {
        switch timing {
        case .named(let name): .string(name)
        case .points(let a, let b, let c, let d): .array([number(a), number(b), number(c), number(d)])
        }
    }

    /// SVG path data of a path, in the layer's coordinates.
    static func pathData(_ path: Path) -> String {
        func n(_ v: Double) -> String { number(v).text.trimmingCharacters(in: .newlines) }
        func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
        var commands: [String] = []
        for element in path.elements {
            switch element {
            case .move(let a): commands.append("M " + p(a))
            case .line(let a): commands.append("L " + p(a))
            case .quadCurve(let a, let c): commands.append("Q " + p(c) + " " + p(a))
            case .curve(let a, let c1, let c2): commands.append("C " + p(c1) + " " + p(c2) + " " + p(a))
            case .close: commands.append("Z")
            }
        }
        return commands.joined(separator: " ")
    }
}
