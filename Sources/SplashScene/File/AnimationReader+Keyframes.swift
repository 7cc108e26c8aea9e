import SplashAnimation
import SplashGeometry
import SplashFormats

/// The keyframe half of an animation entry: `CAKeyframeAnimation`'s
/// `values` or `path`, `keyTimes`, `timingFunctions`, `calculationMode`,
/// `rotationMode` and `tensionValues`/`continuityValues`/`biasValues`, with
/// Core Animation's rules for each (see `CalculationMode`), so that
///
///     let a = CAKeyframeAnimation(keyPath: "position")
///     a.path = path.cgPath
///     a.rotationMode = .rotateAuto
///     a.calculationMode = .cubicPaced
///     a.duration = 2
///
/// reads, line by line, as
///
///     {"keyPath": "position", "path": "M 40 600 C 40 200, 350 200, 350 600",
///      "rotationMode": "auto", "calculationMode": "cubicPaced", "duration": 2}
extension AnimationReader {
    /// Keys that only a keyframe animation takes.
    static let keyframeKeys = ["keyTimes", "timingFunctions", "calculationMode", "rotationMode", "tensionValues", "continuityValues", "biasValues"]

    static func keyframes(
        from object: ObjectField, keyPath: String, kind: ValueKind, count: Int
    ) throws(JSONFileError) -> (Keyframes<AnimationVector>, RotationMode?) {
        for other in ["fromValue", "toValue", "byValue", "spring"] where object.has(other) {
            throw try object.require(other).error("not used with \(object.has("path") ? "path" : "values") (a keyframe animation)")
        }
        let mode = try object["calculationMode"]?.choice(CalculationMode.self) ?? .linear
        let modeName = "calculationMode \(mode.rawValue)"

        // The keyframes: values, or a path's elements.
        var path: [KeyframeSegment<AnimationVector>]?
        var values: [AnimationVector] = []
        if let pathField = object["path"] {
            // CAKeyframeAnimation.path: "For layer properties that contain a
            // CGPoint data type"; the path is in the superlayer's
            // coordinates, as the position is.
            guard keyPath == "position" else {
                throw pathField.error("only used with keyPath \"position\" (a layer moving along the path), not \"\(keyPath)\"")
            }
            if object.has("values") {
                throw try object.require("values").error("not used with path (in Core Animation a path overrides values); give one of them")
            }
            let data = try pathField.string()
            let geometry: Path
            do { geometry = try Path(svgPathData: data) } catch { throw pathField.error("not valid SVG path data: \(error)") }
            let segments = Self.segments(of: geometry)
            guard !segments.isEmpty else { throw pathField.error("must have at least one line or curve after its first move-to") }
            guard segments.count <= SceneDecoder.maximumKeyframes else {
                throw pathField.error("has \(segments.count) segments; a keyframe animation takes at most \(SceneDecoder.maximumKeyframes)")
            }
            path = segments
        } else {
            let valuesField = try object.require("values")
            let items = try valuesField.elements()
            guard items.count >= 2 else { throw valuesField.error("a keyframe animation needs at least 2 values") }
            guard items.count <= SceneDecoder.maximumKeyframes else {
                throw valuesField.error("has \(items.count) values; a keyframe animation takes at most \(SceneDecoder.maximumKeyframes)")
            }
            values = try items.map { (f) throws(JSONFileError) in try vector(of: f, kind: kind, count: count) }
        }
        let keyframeCount = path.map { $0.count + 1 } ?? values.count
        let segmentCount = keyframeCount - 1

        var rotationMode: RotationMode?
        if let rotationField = object["rotationMode"] {
            // CAAnimation.h: undefined without a path; here an error.
            guard path != nil else { throw rotationField.error("only used with a path (Core Animation leaves it undefined without one)") }
            rotationMode = try rotationField.choice(RotationMode.self)
        }

        var keyTimes: [Double]?
        if let keyTimesField = object["keyTimes"] {
            guard !mode.isPaced else {
                throw keyTimesField.error("not used with \(modeName): Core Animation ignores keyTimes and spaces the keyframes by distance")
            }
            let times = try keyTimesField.elements().map { (f) throws(JSONFileError) in try f.number() }
            let counted = path == nil
                ? "values (\(values.count))"
                : "keyframes of the path: its \(segmentCount) segments (lines, curves, closes) + 1 = \(keyframeCount)"
            if mode == .discrete {
                // CAAnimationCalculationMode.discrete: "one less element in
                // the values array than the keyTimes array".
                guard times.count == keyframeCount + 1 else {
                    throw keyTimesField.error("\(modeName) needs \(path == nil ? "values" : "keyframes") + 1 key times (\(keyframeCount + 1)): each value holds from its key time to the next, the last marks the end; not \(times.count)")
                }
            } else {
                guard times.count == keyframeCount else {
                    throw keyTimesField.error("must have as many entries as \(counted), not \(times.count)")
                }
            }
            guard times.first == 0, times.last == 1, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw keyTimesField.error("must be increasing from 0 to 1")
            }
            keyTimes = times
        }

        var functions: [TimingFunction] = []
        if let functionsField = object["timingFunctions"] {
            guard !mode.isPaced else {
                throw functionsField.error("not used with \(modeName): Core Animation ignores timingFunctions (timingFunction paces the whole animation)")
            }
            functions = try functionsField.elements().map { (f) throws(JSONFileError) in try timingFunction(from: f) }
            guard functions.count == segmentCount || functions.count == 1 else {
                throw functionsField.error("must have one entry per segment (\(segmentCount)) or a single entry, not \(functions.count)")
            }
        }
        // CAAnimation.timingFunction: the pacing of the whole animation.
        let overall = try object["timingFunction"].map { (f) throws(JSONFileError) in try timingFunction(from: f) } ?? .linear

        var shape: [String: [Double]] = [:]
        for key in ["tensionValues", "continuityValues", "biasValues"] {
            guard let field = object[key] else { continue }
            guard mode.isCubic else { throw field.error("only used with calculationMode cubic or cubicPaced, not \(mode.rawValue)") }
            guard path == nil else { throw field.error("not used with path: a path's own curves give its shape (these shape the spline through values)") }
            let items = try field.elements()
            guard items.count <= values.count else {
                throw field.error("must have at most one entry per value (\(values.count)), not \(items.count)")
            }
            // CAAnimation.h: "each in the range [-1, 1]".
            shape[key] = try items.map { (f) throws(JSONFileError) in try f.number(in: -1...1) }
        }

        if let path {
            return (Keyframes(path: path, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode, timingFunction: overall), rotationMode)
        }
        return (Keyframes(
            values: values, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode, timingFunction: overall,
            tensionValues: shape["tensionValues"] ?? [], continuityValues: shape["continuityValues"] ?? [], biasValues: shape["biasValues"] ?? []
        ), nil)
    }

    /// A path's elements as keyframe segments, in order: each line, curve
    /// (a quad-curve raised to the cubic of the same shape) and close (a
    /// line back to the subpath's start) is one segment; a move-to only
    /// moves where the next segment starts.
    static func segments(of path: Path) -> [KeyframeSegment<AnimationVector>] {
        func v(_ p: Point) -> AnimationVector { AnimationVector([p.x, p.y]) }
        var segments: [KeyframeSegment<AnimationVector>] = []
        var current = Point.zero
        var subpathStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                segments.append(.line(from: v(current), to: v(p)))
                current = p
            case .quadCurve(let p, let c):
                let c1 = Point(x: current.x + 2 * (c.x - current.x) / 3, y: current.y + 2 * (c.y - current.y) / 3)
                let c2 = Point(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3)
                segments.append(.curve(from: v(current), control1: v(c1), control2: v(c2), to: v(p)))
                current = p
            case .curve(let p, let c1, let c2):
                segments.append(.curve(from: v(current), control1: v(c1), control2: v(c2), to: v(p)))
                current = p
            case .close:
                segments.append(.line(from: v(current), to: v(subpathStart)))
                current = subpathStart
            }
        }
        return segments
    }
}
