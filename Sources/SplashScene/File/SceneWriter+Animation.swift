import SplashAnimation
import SplashGeometry
import SplashFormats

/// A layer's `animations`, in the reader's vocabulary (see
/// `AnimationReader`): each `LayerAnimation` as one entry with its
/// `keyPath`, its values (`fromValue`/`toValue`/`byValue`, a `spring`, or
/// keyframe `values` or `path`) and its timing; animations that sit in
/// `CAAnimationGroup`s inside group entries, consecutive ones that share a
/// group written in one.
extension SceneFileWriter {
    func animations(of layer: Layer, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        var entries: [JSONOutput] = []
        for (index, animation) in layer.animations.enumerated() {
            entries.append(try self.animation(animation, of: layer, field: SceneField(layer: field.layer, prefix: "animations[\(index)]")))
        }
        return .array(try Self.grouped(entries: Array(zip(layer.animations.map(\.animation.groupTimings), entries)), depth: 0, field: field))
    }

    /// Nests the entries in their groups: a run of consecutive entries
    /// with the same group at `depth` goes into one group entry.
    static func grouped(entries: [(groups: [MediaTiming], entry: JSONOutput)], depth: Int, field: SceneField) throws(SceneWriterError) -> [JSONOutput] {
        var result: [JSONOutput] = []
        var index = 0
        while index < entries.count {
            let groups = entries[index].groups
            guard groups.count > depth else {
                result.append(entries[index].entry)
                index += 1
                continue
            }
            var end = index + 1
            while end < entries.count, entries[end].groups.count > depth, entries[end].groups[depth] == groups[depth],
                  entries[end].groups.prefix(depth) == groups.prefix(depth) {
                end += 1
            }
            var members = try timing(groups[depth], field: field, isSpring: false)
            members.append(("animations", .array(try grouped(entries: Array(entries[index..<end]), depth: depth + 1, field: field))))
            result.append(.object(members))
            index = end
        }
        return result
    }

    func animation(_ layerAnimation: LayerAnimation, of layer: Layer, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        let animation = layerAnimation.animation
        let target = try Self.keyPath(of: layerAnimation.properties, layer: layer, field: field)
        var members: [(key: String, value: JSONOutput)] = [("keyPath", .string(target.keyPath))]
        func value(_ vector: AnimationVector, _ name: String) throws(SceneWriterError) -> JSONOutput {
            try Self.value(vector, kind: target.kind, count: layerAnimation.properties.count, field: field, name: name)
        }
        var isSpring = false
        switch animation.curve {
        case let .basic(from, to, by, function):
            if let from { members.append(("fromValue", try value(from, "fromValue"))) }
            if let to { members.append(("toValue", try value(to, "toValue"))) }
            if let by {
                if case .transform = target.kind { throw field.error("byValue", "transforms compose by multiplying; scene files take no byValue for \(target.keyPath)") }
                members.append(("byValue", try value(by, "byValue")))
            }
            guard from != nil || to != nil || by != nil else { throw field.error("fromValue", "an animation needs a fromValue, toValue or byValue") }
            if function != .linear { members.append(("timingFunction", try Self.timingFunction(function, field: field, name: "timingFunction"))) }
        case let .spring(from, to, spring):
            isSpring = true
            if let from { members.append(("fromValue", try value(from, "fromValue"))) }
            if let to { members.append(("toValue", try value(to, "toValue"))) }
            guard from != nil || to != nil else { throw field.error("toValue", "a spring needs a fromValue or toValue") }
            var springMembers: [(key: String, value: JSONOutput)] = []
            if spring.mass != 1 { springMembers.append(("mass", try field.number(spring.mass, "spring.mass", in: 0.001...1000))) }
            if spring.stiffness != 100 { springMembers.append(("stiffness", try field.number(spring.stiffness, "spring.stiffness", in: 0.001...1_000_000))) }
            if spring.damping != 10 { springMembers.append(("damping", try field.number(spring.damping, "spring.damping", in: 0.001...100_000))) }
            if spring.initialVelocity != 0 {
                springMembers.append(("initialVelocity", try field.number(spring.initialVelocity, "spring.initialVelocity", in: -1000...1000)))
            }
            members.append(("spring", .object(springMembers)))
        case let .keyframes(keyframes):
            switch keyframes.source {
            case .values(let values):
                var items: [JSONOutput] = []
                for (index, item) in values.enumerated() { items.append(try value(item, "values[\(index)]")) }
                members.append(("values", .array(items)))
            case .path(let segments):
                guard target.keyPath == "position" else { throw field.error("path", "a keyframe path moves a position, not \(target.keyPath)") }
                members.append(("path", .string(try Self.pathData(of: segments, field: field))))
            }
            if let keyTimes = keyframes.keyTimes { members.append(("keyTimes", try field.numbers(keyTimes, "keyTimes"))) }
            if !keyframes.timingFunctions.isEmpty {
                var functions: [JSONOutput] = []
                for function in keyframes.timingFunctions { functions.append(try Self.timingFunction(function, field: field, name: "timingFunctions")) }
                members.append(("timingFunctions", .array(functions)))
            }
            if keyframes.calculationMode != .linear { members.append(("calculationMode", .string(keyframes.calculationMode.rawValue))) }
            if keyframes.timingFunction != .linear {
                members.append(("timingFunction", try Self.timingFunction(keyframes.timingFunction, field: field, name: "timingFunction")))
            }
            for (key, values) in [("tensionValues", keyframes.tensionValues), ("continuityValues", keyframes.continuityValues), ("biasValues", keyframes.biasValues)]
            where !values.isEmpty {
                members.append((key, try field.numbers(values, key)))
            }
        }
        if let mode = layerAnimation.rotationMode { members.append(("rotationMode", .string(mode.rawValue))) }
        members += try Self.timing(animation.timing, field: field, isSpring: isSpring)
        if animation.isAdditive { members.append(("additive", .bool(true))) }
        if animation.isCumulative { members.append(("cumulative", .bool(true))) }
        return .object(members)
    }

    /// `CAMediaTiming`'s keys, defaults left out (a spring's duration is
    /// always written: without one the reader takes its settling time).
    static func timing(_ timing: MediaTiming, field: SceneField, isSpring: Bool) throws(SceneWriterError) -> [(key: String, value: JSONOutput)] {
        guard timing.remap == nil else { throw field.error("timing", "a remapped time (Lottie's time remapping) has no scene-file key") }
        var members: [(key: String, value: JSONOutput)] = []
        let limit = SceneDecoder.maximumDuration
        if timing.beginTime != 0 { members.append(("beginTime", try field.number(timing.beginTime, "beginTime", in: -limit...limit))) }
        if timing.duration != MediaTiming.defaultDuration || isSpring {
            guard timing.duration > 0 else { throw field.error("duration", "must be greater than 0, not \(timing.duration)") }
            members.append(("duration", try field.number(timing.duration, "duration", in: 0...limit)))
        }
        if timing.speed != 1 {
            guard timing.speed != 0 else { throw field.error("speed", "must not be 0") }
            members.append(("speed", try field.number(timing.speed, "speed", in: -100...100)))
        }
        if timing.timeOffset != 0 { members.append(("timeOffset", try field.number(timing.timeOffset, "timeOffset"))) }
        if timing.repeatCount != 1 {
            if timing.repeatCount == .infinity {
                members.append(("repeatCount", .string("infinity")))
            } else {
                guard timing.repeatCount > 0 else { throw field.error("repeatCount", "must be greater than 0, not \(timing.repeatCount)") }
                members.append(("repeatCount", try field.number(timing.repeatCount, "repeatCount")))
            }
        }
        if timing.repeatDuration != 0 {
            guard timing.repeatCount == 1 else { throw field.error("repeatDuration", "scene files give repeatCount or repeatDuration, not both") }
            guard timing.repeatDuration > 0 else { throw field.error("repeatDuration", "must be greater than 0") }
            members.append(("repeatDuration", try field.number(timing.repeatDuration, "repeatDuration", in: 0...limit)))
        }
        if timing.autoreverses { members.append(("autoreverses", .bool(true))) }
        if timing.fillMode != .removed { members.append(("fillMode", .string(timing.fillMode.rawValue))) }
        return members
    }

    /// A named curve ("easeInEaseOut") or its control points.
    static func timingFunction(_ function: TimingFunction, field: SceneField, name: String) throws(SceneWriterError) -> JSONOutput {
        if let named = function.name { return .string(named) }
        guard (0...1).contains(function.c1x), (0...1).contains(function.c2x) else {
            throw field.error(name, "the control points' x values must be between 0 and 1")
        }
        return try field.numbers([function.c1x, function.c1y, function.c2x, function.c2y], name)
    }

    /// What the reader reads a key path's values as, and the key path.
    struct Target {
        var keyPath: String
        var kind: AnimationReader.ValueKind
    }

    /// The key path whose properties are `properties`: the shortest name
    /// of the reader's table (`transform.rotation`, not
    /// `transform.rotation.z`), or a gradient's stops, a text's string, a
    /// shape's path.
    static func keyPath(of properties: [AnimatableProperty], layer: Layer, field: SceneField) throws(SceneWriterError) -> Target {
        if case .textString(let table)? = properties.first, properties.count == 1 { return Target(keyPath: "string", kind: .strings(table)) }
        if case .gradient(let gradient)? = layer.contents {
            let stops = gradient.colors.count
            if properties == (0..<stops).flatMap({ stop in (0..<4).map { AnimatableProperty.gradientColor(stop: stop, channel: $0) } }) {
                return Target(keyPath: "colors", kind: .colors(stops))
            }
            if properties == (0..<stops).map({ AnimatableProperty.gradientLocation(stop: $0) }) {
                return Target(keyPath: "locations", kind: .locations(stops))
            }
        }
        if case .shape(let shape)? = layer.contents, !properties.isEmpty,
           properties == (0..<shape.path.coordinates.count).map({ AnimatableProperty.pathCoordinate($0) }) {
            let model = AnimationReader.ShapePathModel(path: shape.path, toBounds: .identity, data: "")
            return Target(keyPath: "path", kind: .path(model))
        }
        let candidates = AnimationReader.keyPaths.filter { $0.value.1 == properties }.keys.sorted { ($0.count, $0) < ($1.count, $1) }
        guard let keyPath = candidates.first, let entry = AnimationReader.keyPaths[keyPath] else {
            throw field.error("keyPath", "animates \(properties.count == 1 ? "\(properties[0])" : "\(properties.count) properties") for which scene files have no key path")
        }
        return Target(keyPath: keyPath, kind: entry.0)
    }

    /// One value of the key path's kind, as the reader takes it.
    static func value(_ vector: AnimationVector, kind: AnimationReader.ValueKind, count: Int, field: SceneField, name: String) throws(SceneWriterError) -> JSONOutput {
        let c = vector.components
        func need(_ n: Int) throws(SceneWriterError) {
            guard c.count == n else { throw field.error(name, "has \(c.count) components, the key path takes \(n)") }
        }
        switch kind {
        case .scalar:
            try need(count)
            // `transform.scale` sets x and y to one number.
            guard let first = c.first, c.allSatisfy({ $0 == first }) else { throw field.error(name, "gives its properties different values; the key path sets them to one number") }
            return try field.number(first, name)
        case .point:
            try need(2)
            return try field.numbers(c, name)
        case .rect:
            try need(4)
            return try field.numbers(c, name)
        case .color:
            try need(4)
            return try field.color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]), name)
        case .bool:
            try need(1)
            guard c[0] == 0 || c[0] == 1 else { throw field.error(name, "\(c[0]) is not a boolean (0 or 1)") }
            return .bool(c[0] == 1)
        case .transform:
            try need(5)
            return try transform(LayerTransform(scaleX: c[0], scaleY: c[1], rotation: c[2], translationX: c[3], translationY: c[4]), name, field: field)
        case .colors(let stops):
            try need(stops * 4)
            var colors: [JSONOutput] = []
            for stop in 0..<stops {
                colors.append(try field.color(Color(red: c[stop * 4], green: c[stop * 4 + 1], blue: c[stop * 4 + 2], alpha: c[stop * 4 + 3]), name))
            }
            return .array(colors)
        case .locations(let stops):
            try need(stops)
            return try field.numbers(c, name)
        case .strings(let table):
            try need(1)
            guard let index = Int(exactly: c[0]), table.indices.contains(index) else { throw field.error(name, "\(c[0]) is not a position in the animation's strings") }
            return .string(table[index])
        case .path(let model):
            try need(model.path.coordinates.count)
            return .string(try pathData(model.path.withCoordinates(c), name, field: field))
        }
    }

    /// A keyframe path's segments as SVG path data: a move wherever a
    /// segment does not start where the last ended, then `L` or `C`.
    static func pathData(of segments: [KeyframeSegment<AnimationVector>], field: SceneField) throws(SceneWriterError) -> String {
        var path = Path()
        func point(_ v: AnimationVector) throws(SceneWriterError) -> Point {
            guard v.components.count == 2 else { throw field.error("path", "a keyframe path's points have 2 components, not \(v.components.count)") }
            return Point(x: v.components[0], y: v.components[1])
        }
        for segment in segments {
            let start = try point(segment.start)
            if path.currentPoint != start { path.move(to: start) }
            switch segment {
            case .line(_, let to): path.addLine(to: try point(to))
            case .curve(_, let c1, let c2, let to): path.addCurve(to: try point(to), control1: try point(c1), control2: try point(c2))
            }
        }
        return try pathData(path, "path", field: field)
    }
}
