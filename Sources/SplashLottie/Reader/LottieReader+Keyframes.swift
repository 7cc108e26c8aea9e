import SplashGeometry
import SplashScene
import SplashFormats

extension LottieReader {
    /// An animated property (`{"a": 0|1, "k": …}`), each value read by
    /// `read`; `fallback` when the property is absent.
    func keyframes<Value>(_ field: JSONField?, fallback: Value, path: String,
                          read: (JSONField) throws(JSONFileError) -> Value) throws(JSONFileError) -> LottieKeyframes<Value> {
        guard let field else { return LottieKeyframes(constant: fallback, path: path) }
        let members = try field.members()
        let keyframes = try keyframeValues(field, members: members, read: read)
        if let x = members["x"], x.value != .string(""), x.value != .null {
            return applying(expression: x, to: keyframes)
        }
        return keyframes
    }

    /// The value or keyframes of an animated property whose members are `members`.
    private func keyframeValues<Value>(_ field: JSONField, members: [String: JSONField],
                                       read: (JSONField) throws(JSONFileError) -> Value) throws(JSONFileError) -> LottieKeyframes<Value> {
        guard let k = field.member("k", in: members) else {
            throw field.error("expected a value \"k\"")
        }
        let animated = try field.member("a", in: members)?.lottieFlag() ?? false
        // Keyframes are an array of objects; a static value is a number, an
        // array of numbers or an object (a path).
        if case .array(let items) = k.value, let first = items.first, case .object = first {
            return try keyframeList(k, path: field.path, read: read)
        }
        if animated { throw k.error("expected keyframes (objects with \"t\" and \"s\")") }
        return LottieKeyframes(constant: try read(k), path: field.path)
    }

    /// The keyframes of `k`, in order of frame.
    private func keyframeList<Value>(_ k: JSONField, path: String,
                                     read: (JSONField) throws(JSONFileError) -> Value) throws(JSONFileError) -> LottieKeyframes<Value> {
        var keyframes: [LottieKeyframe<Value>] = []
        var previousEnd: Value?
        for item in try k.elements() {
            let members = try item.members()
            guard let t = item.member("t", in: members) else { throw item.error("expected a frame \"t\"") }
            let frame = try t.lottieNumber()
            if let last = keyframes.last, frame < last.frame {
                throw t.error("keyframes must be in order of time: frame \(JSONValue.text(of: frame)) comes after \(JSONValue.text(of: last.frame))")
            }
            // "s" is the value (in an array for paths and older files); the
            // last keyframe of older files has only "t": it is the end
            // value "e" of the one before.
            let value: Value
            if let s = item.member("s", in: members) {
                value = try read(unwrappedShape(s))
            } else if let previousEnd {
                value = previousEnd
            } else if let last = keyframes.last {
                value = last.value
            } else {
                throw item.error("expected a value \"s\"")
            }
            if let e = item.member("e", in: members) { previousEnd = try read(unwrappedShape(e)) } else { previousEnd = nil }
            var keyframe = LottieKeyframe(frame: frame, value: value)
            keyframe.hold = try item.member("h", in: members)?.lottieFlag() ?? false
            if let o = item.member("o", in: members) { keyframe.easeOut = try easing(o) }
            if let i = item.member("i", in: members) { keyframe.easeIn = try easing(i) }
            // A handle's y past ±100 (`easing` bounds it) matters only on
            // a segment whose value changes: After Effects writes such
            // values for an axis that stays put, where any easing gives
            // the same value. Elsewhere the clamp changes the overshoot.
            if let last = keyframes.last, last.value != value, !last.hold, last.exceedsEasing(Self.easingLimit) {
                let limit = Int(Self.easingLimit)
                compatibility.lenient("easing handles beyond ±\(limit)", at: path, drawn: "clamped to ±\(limit)")
            }
            keyframe.spatialOut = try item.member("to", in: members)?.lottieNumbers(maximumCount: 3)
            keyframe.spatialIn = try item.member("ti", in: members)?.lottieNumbers(maximumCount: 3)
            keyframes.append(keyframe)
        }
        guard !keyframes.isEmpty else { throw k.error("expected at least one keyframe") }
        keyframes = keyframes.map { var keyframe = $0; keyframe.bindEasing(to: Self.easingLimit); return keyframe }
        // An older file's "e" on a keyframe followed by a new "s" that
        // differs: After Effects jumps; Lottie players interpolate to "e"
        // and then start from "s". Keep "s" (the next value), as players do.
        return LottieKeyframes(keyframes: keyframes, path: path)
    }

    /// Paths are written `"s": [{…}]`: one shape in an array.
    private func unwrappedShape(_ field: JSONField) -> JSONField {
        if case .array(let items) = field.value, items.count == 1, case .object = items[0] {
            return JSONField(file: field.file, path: "\(field.path)[0]", value: items[0])
        }
        return field
    }

    /// An easing handle `{"x": …, "y": …}`, one number or one per dimension.
    private func easing(_ field: JSONField) throws(JSONFileError) -> [LottiePoint] {
        let members = try field.members()
        guard let x = field.member("x", in: members), let y = field.member("y", in: members) else {
            throw field.error("expected an easing handle with \"x\" and \"y\"")
        }
        // Any finite number: files carry exporter artefacts such as
        // −626352172116081 on an axis that does not change, which players
        // draw (the value stays put whatever the handle).
        let xs = try x.lottieNumbers(maximumCount: 64, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        let ys = try y.lottieNumbers(maximumCount: 64, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        guard !xs.isEmpty, xs.count == ys.count || xs.count == 1 || ys.count == 1 else {
            throw field.error("expected as many \"x\" as \"y\" values")
        }
        let count = max(xs.count, ys.count)
        // x is time: clamped to 0…1 as lottie-web's `BezierEaser` does; y
        // as written (bounded by `LottieKeyframe.bindEasing`).
        return (0..<count).map {
            LottiePoint(x: min(max(xs[min($0, xs.count - 1)], 0), 1), y: ys[min($0, ys.count - 1)])
        }
    }

    /// The largest magnitude of an easing handle's y that is kept: an
    /// overshoot of 100 times the change is beyond any animation.
    static let easingLimit = 100.0

    // MARK: Value readers

    /// A number (or a one-item array).
    func scalar(_ field: JSONField) throws(JSONFileError) -> Double { try field.lottieNumber() }

    /// A point, size, scale or colour: `count` numbers (missing ones 0;
    /// extra ones, such as a position's z, ignored).
    func vector(_ count: Int) -> (JSONField) throws(JSONFileError) -> [Double] {
        { (field: JSONField) throws(JSONFileError) -> [Double] in
            var numbers = try field.lottieNumbers()
            if numbers.count < count { numbers += Array(repeating: 0, count: count - numbers.count) }
            return Array(numbers.prefix(count))
        }
    }

    /// A gradient's stops, as written (any count up to the file's limit).
    func numbers(_ field: JSONField) throws(JSONFileError) -> [Double] { try field.lottieNumbers() }

    /// A path value `{"c", "v", "i", "o"}`.
    func bezier(_ field: JSONField) throws(JSONFileError) -> LottieBezier {
        let members = try field.members()
        let closed = try field.member("c", in: members)?.lottieFlag() ?? false
        func points(_ key: String) throws(JSONFileError) -> [Point] {
            guard let list = field.member(key, in: members) else { return [] }
            var points: [Point] = []
            for item in try list.elements() {
                let xy = try vector(2)(item)
                points.append(Point(x: xy[0], y: xy[1]))
            }
            return points
        }
        let vertices = try points("v")
        var inTangents = try points("i"), outTangents = try points("o")
        guard inTangents.count <= vertices.count, outTangents.count <= vertices.count else {
            throw field.error("expected as many tangents (\"i\", \"o\") as vertices (\"v\"): \(vertices.count)")
        }
        inTangents += Array(repeating: .zero, count: vertices.count - inTangents.count)
        outTangents += Array(repeating: .zero, count: vertices.count - outTangents.count)
        return LottieBezier(closed: closed, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }
}
