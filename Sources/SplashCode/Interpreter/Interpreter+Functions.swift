#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashGeometry

/// The free functions of the standard library, Core Graphics and Core
/// Animation a launch animation calls.
extension Interpreter {
    /// nil: not a built-in function.
    func builtinFunction(_ name: String, _ arguments: [Argument], line: Int) throws(Interruption) -> Value? {
        func x(_ index: Int) throws(Interruption) -> Double {
            guard index < arguments.count else { throw .skip(line: line, message: "\(name) needs \(index + 1) arguments: skipped") }
            return try number(arguments[index].value, line: line)
        }
        func transformArgument(_ index: Int) throws(Interruption) -> CodeTransform {
            guard index < arguments.count else { throw .skip(line: line, message: "\(name) needs a transform: skipped") }
            return try transform(arguments[index].value, line: line)
        }
        switch name {
        case "sin": return .number(sin(try x(0)))
        case "cos": return .number(cos(try x(0)))
        case "tan": return .number(tan(try x(0)))
        case "asin": return .number(asin(try x(0)))
        case "acos": return .number(acos(try x(0)))
        case "atan": return .number(atan(try x(0)))
        case "atan2": return .number(atan2(try x(0), try x(1)))
        case "sqrt": return .number((try x(0)).squareRoot())
        case "pow": return .number(pow(try x(0), try x(1)))
        case "exp": return .number(exp(try x(0)))
        case "log": return .number(log(try x(0)))
        case "abs", "fabs": return .number(abs(try x(0)))
        case "floor": return .number(floor(try x(0)))
        case "ceil": return .number(ceil(try x(0)))
        case "round": return .number((try x(0)).rounded())
        case "min", "max":
            guard !arguments.isEmpty else { throw .skip(line: line, message: "\(name)() needs arguments: skipped") }
            var values = try arguments.map { (argument) throws(Interruption) in try number(argument.value, line: line) }
            if arguments.count == 1, case .array(let items) = arguments[0].value {
                values = try items.map { (item) throws(Interruption) in try number(item, line: line) }
            }
            guard let first = values.first else { return .null }
            return .number(values.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) })
        case "CACurrentMediaTime": return .number(Self.mediaTimeAtStart + now)
        case "print", "debugPrint", "NSLog", "assert", "precondition": return .void
        case "CATransform3DMakeScale":
            return .transform(CodeTransform(affine: AffineTransform(scaleX: try x(0), y: try x(1))))
        case "CATransform3DMakeTranslation":
            return .transform(CodeTransform(affine: AffineTransform(translationX: try x(0), y: try x(1))))
        case "CATransform3DMakeRotation":
            return .transform(try rotation(angle: try x(0), axis: (try x(1), try x(2), try x(3)), line: line))
        case "CATransform3DScale":
            return .transform(CodeTransform(affine: AffineTransform(scaleX: try x(1), y: try x(2))).concatenating(try transformArgument(0)))
        case "CATransform3DTranslate":
            return .transform(CodeTransform(affine: AffineTransform(translationX: try x(1), y: try x(2))).concatenating(try transformArgument(0)))
        case "CATransform3DRotate":
            return .transform(try rotation(angle: try x(1), axis: (try x(2), try x(3), try x(4)), line: line).concatenating(try transformArgument(0)))
        case "CATransform3DConcat":
            return .transform((try transformArgument(0)).concatenating(try transformArgument(1)))
        case "CATransform3DMakeAffineTransform":
            return .transform(try transformArgument(0))
        case "CATransform3DIsIdentity":
            return .bool(try transformArgument(0) == .identity)
        case "CGPointMake": return .point(Point(x: try x(0), y: try x(1)))
        case "CGSizeMake": return .size(Size(width: try x(0), height: try x(1)))
        case "CGRectMake": return .rect(Rect(x: try x(0), y: try x(1), width: try x(2), height: try x(3)))
        case "CGAffineTransformMakeScale": return .transform(CodeTransform(affine: AffineTransform(scaleX: try x(0), y: try x(1))))
        case "CGAffineTransformMakeRotation": return .transform(CodeTransform(affine: AffineTransform(rotationAngle: try x(0))))
        case "CGAffineTransformMakeTranslation": return .transform(CodeTransform(affine: AffineTransform(translationX: try x(0), y: try x(1))))
        default: return nil
        }
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)` about one of the axes.
    func rotation(angle: Double, axis: (Double, Double, Double), line: Int) throws(Interruption) -> CodeTransform {
        switch axis {
        case (0, 0, let z) where z != 0: return CodeTransform(affine: AffineTransform(rotationAngle: z > 0 ? angle : -angle))
        case (let x, 0, 0) where x != 0: return CodeTransform(rotationX: x > 0 ? angle : -angle)
        case (0, let y, 0) where y != 0: return CodeTransform(rotationY: y > 0 ? angle : -angle)
        default: throw .skip(line: line, message: "a rotation about an axis other than x, y or z is not part of a launch animation: skipped")
        }
    }
}
