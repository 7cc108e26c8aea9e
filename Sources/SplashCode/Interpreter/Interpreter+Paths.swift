#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashGeometry

/// `UIBezierPath` and `CGMutablePath`, built into SplashGeometry's `Path`.
extension Interpreter {
    func bezierPath(_ arguments: [Argument], line: Int) throws(Interruption) -> Path {
        if arguments.isEmpty { return Path() }
        if let rect = arguments["rect"] { return .rect(try self.rect(rect, line: line)) }
        if let oval = arguments["ovalIn"] ?? arguments["ellipseIn"] { return .ellipse(in: try self.rect(oval, line: line)) }
        if let rounded = arguments["roundedRect"] {
            let frame = try self.rect(rounded, line: line)
            if let radius = arguments["cornerRadius"] {
                // Since iOS 7 UIBezierPath's rounded rectangles have continuous corners.
                return .roundedRect(frame, cornerRadius: try number(radius, line: line), curve: .continuous)
            }
            if let radii = arguments["cornerRadii"] {
                warn(line, "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) is drawn with every corner rounded by the radii's width")
                return .roundedRect(frame, cornerRadius: try size(radii, line: line).width, curve: .continuous)
            }
        }
        if let center = arguments["arcCenter"] {
            var path = Path()
            try addArc(to: &path, center: try point(center, line: line), radius: try number(arguments["radius"] ?? .number(0), line: line),
                       start: try number(arguments["startAngle"] ?? .number(0), line: line), end: try number(arguments["endAngle"] ?? .number(0), line: line),
                       clockwise: try number(arguments["clockwise"] ?? .bool(true), line: line) != 0, line: line)
            return path
        }
        if let other = arguments["cgPath"] ?? arguments.unlabelled.first, case .object(let object) = other, case .path(let path) = object.kind {
            return path.path
        }
        throw .skip(line: line, message: "this UIBezierPath initializer is not part of a launch animation: skipped")
    }

    /// An arc as UIKit draws it in its y-down coordinates: clockwise on
    /// screen when `clockwise`, a line from the current point to its start,
    /// cubic Béziers of at most a quarter turn each.
    func addArc(to path: inout Path, center: Point, radius: Double, start: Double, end: Double, clockwise: Bool, line: Int) throws(Interruption) {
        guard radius.isFinite, start.isFinite, end.isFinite, abs(end - start) < 1000 else {
            throw .skip(line: line, message: "an arc whose angles or radius are not usable numbers: skipped")
        }
        var sweep = end - start
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        }
        func at(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        if path.currentPoint == nil { path.move(to: at(start)) } else { path.addLine(to: at(start)) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = at(angle), p1 = at(next)
            let c1 = Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = Point(x: p1.x + k * radius * sin(next), y: p1.y - k * radius * cos(next))
            path.addCurve(to: p1, control1: c1, control2: c2)
            angle = next
        }
    }

    func pathMethod(_ name: String, on object: PathObject, _ arguments: [Argument], isCGPath: Bool, line: Int) throws(Interruption) -> Value? {
        func p(_ label: String) throws(Interruption) -> Point {
            guard let value = arguments[label] else { throw .skip(line: line, message: "\(name) without \(label): skipped") }
            return try point(value, line: line)
        }
        switch name {
        case "move": object.path.move(to: try p("to"))
        case "addLine":
            if object.path.currentPoint == nil { throw .skip(line: line, message: "addLine(to:) before move(to:): skipped") }
            object.path.addLine(to: try p("to"))
        case "addCurve":
            if object.path.currentPoint == nil { throw .skip(line: line, message: "addCurve before move(to:): skipped") }
            let c1 = arguments["controlPoint1"] ?? arguments["control1"], c2 = arguments["controlPoint2"] ?? arguments["control2"]
            guard let c1, let c2 else { throw .skip(line: line, message: "addCurve without its control points: skipped") }
            object.path.addCurve(to: try p("to"), control1: try point(c1, line: line), control2: try point(c2, line: line))
        case "addQuadCurve":
            if object.path.currentPoint == nil { throw .skip(line: line, message: "addQuadCurve before move(to:): skipped") }
            guard let control = arguments["controlPoint"] ?? arguments["control"] else { throw .skip(line: line, message: "addQuadCurve without its control point: skipped") }
            object.path.addQuadCurve(to: try p("to"), control: try point(control, line: line))
        case "addArc":
            guard let center = arguments["withCenter"] ?? arguments["center"] else { throw .skip(line: line, message: "addArc without its centre: skipped") }
            var clockwise = try number(arguments["clockwise"] ?? .bool(true), line: line) != 0
            // CGPath's clockwise is in its y-up sense: on UIKit's y-down screen it turns the other way.
            if isCGPath { clockwise.toggle() }
            try addArc(to: &object.path, center: try point(center, line: line), radius: try number(arguments["radius"] ?? .number(0), line: line),
                       start: try number(arguments["startAngle"] ?? .number(0), line: line), end: try number(arguments["endAngle"] ?? .number(0), line: line),
                       clockwise: clockwise, line: line)
        case "close", "closeSubpath": object.path.closeSubpath()
        case "addRect": object.path.addPath(.rect(try rect(arguments.unlabelled.first ?? .null, line: line)))
        case "addEllipse": object.path.addPath(.ellipse(in: try rect(arguments["in"] ?? .null, line: line)))
        case "append", "addPath":
            guard case .object(let other)? = arguments.unlabelled.first, case .path(let otherPath) = other.kind else {
                throw .skip(line: line, message: "\(name) takes a path: skipped")
            }
            object.path.addPath(otherPath.path)
        case "apply":
            let t = try transform(arguments.unlabelled.first ?? .null, line: line)
            object.path = object.path.transformed(by: t.affine)
        case "removeAllPoints": object.path = Path()
        case "copy", "mutableCopy": return .object(try newObject(.path(PathObject(path: object.path)), line: line))
        default: return nil
        }
        return .void
    }
}
