import SplashAnimation
import SplashFormats
import SplashGeometry

/// `CALayer.add(_:forKey:)`: a `CABasicAnimation`, `CAKeyframeAnimation`,
/// `CASpringAnimation`, `CAAnimationGroup` or `CATransition` copied into
/// the scene's animation entry, its `beginTime` read against
/// `CACurrentMediaTime()`.
extension Interpreter {
    func add(_ animation: AnimationObject, to layer: LayerObject, key: String?, line: Int) throws(Interruption) {
        if animation.kind == .transition {
            return try addTransition(animation, to: layer, line: line)
        }
        let timing = try mediaTiming(of: animation, line: line)
        var begin = now
        if let given = timing.beginTime, given != 0 {
            begin = given - Self.mediaTimeAtStart
            if begin < now - 1e-6 {
                throw .skip(line: line, message: "a beginTime of \(describe(.number(given))) is in the past on Core Animation's clock (write CACurrentMediaTime() + seconds): skipped")
            }
        }
        let entries = try animationEntries(animation, inGroup: false, line: line, depth: 0)
        try scheduleDelegate(of: animation, begin: begin, active: timing.activeDuration, line: line)
        for var entry in entries {
            entry.removeAll { $0.key == "beginTime" }
            entry.append(("beginTime", JSONValues.number(begin)))
            add(AnimationRecord(entry: entry, addedAt: now, begin: begin, activeDuration: timing.activeDuration, fillsBackwards: timing.fillsBackwards,
                                fillsForwards: timing.fillsForwards, key: key), to: layer)
        }
    }

    struct TimingFields {
        var beginTime: Double?
        var activeDuration: Double?
        var fillsBackwards: Bool
        var fillsForwards: Bool
        var members: [(key: String, value: JSONOutput)]
    }

    /// `CAMediaTiming`'s properties as an entry's keys (`duration` left
    /// out when 0: Core Animation's default applies).
    func mediaTiming(of animation: AnimationObject, line: Int) throws(Interruption) -> TimingFields {
        func field(_ name: String) throws(Interruption) -> Double? {
            try animation.fields[name].map { (value) throws(Interruption) in
                if case .number(let n) = value, n.isInfinite { return n }
                return try number(value, line: line)
            }
        }
        var members: [(key: String, value: JSONOutput)] = []
        var duration = try field("duration") ?? 0
        if animation.kind == .spring, duration == 0 { duration = 0.25 }
        if duration > 0 { members.append(("duration", JSONValues.number(duration))) }
        let speed = try field("speed") ?? 1
        if speed != 1 { members.append(("speed", JSONValues.number(speed))) }
        if let offset = try field("timeOffset"), offset != 0 { members.append(("timeOffset", JSONValues.number(offset))) }
        var cycles = 1.0
        if let count = try field("repeatCount"), count != 0 {
            if count.isInfinite || count > 1e9 {
                members.append(("repeatCount", .string("infinity")))
                cycles = .infinity
            } else {
                members.append(("repeatCount", JSONValues.number(count)))
                cycles = count
            }
        }
        var total = (duration > 0 ? duration : 0.25) * cycles
        if let repeatDuration = try field("repeatDuration"), repeatDuration > 0 {
            members.append(("repeatDuration", JSONValues.number(repeatDuration)))
            total = repeatDuration
        }
        if case .bool(true)? = animation.fields["autoreverses"] {
            members.append(("autoreverses", .bool(true)))
            total *= 2
        }
        let fillMode: String = if case .symbol(let name)? = animation.fields["fillMode"] { name } else if case .string(let name)? = animation.fields["fillMode"] { name } else { "removed" }
        var removed = true
        if case .bool(let flag)? = animation.fields["isRemovedOnCompletion"] { removed = flag }
        let backwards = fillMode == "backwards" || fillMode == "both"
        let forwards = (fillMode == "forwards" || fillMode == "both") && !removed
        switch (backwards, forwards) {
        case (true, true): members.append(("fillMode", .string("both")))
        case (true, false): members.append(("fillMode", .string("backwards")))
        case (false, true): members.append(("fillMode", .string("forwards")))
        case (false, false): break
        }
        let beginTime = try field("beginTime")
        let active = total / (speed == 0 ? 1 : abs(speed))
        return TimingFields(beginTime: beginTime, activeDuration: active.isFinite ? active : nil, fillsBackwards: backwards, fillsForwards: forwards, members: members)
    }

    /// One animation as scene entries: one per key path (a `transform`
    /// animation of whole transforms is one per component that changes).
    func animationEntries(_ animation: AnimationObject, inGroup: Bool, line: Int, depth: Int) throws(Interruption) -> [[(key: String, value: JSONOutput)]] {
        guard depth < 16 else { throw .fail(line: line, message: "animation groups nested more than 16 deep") }
        let timing = try mediaTiming(of: animation, line: line)
        var timingMembers = timing.members
        if inGroup, let begin = timing.beginTime, begin != 0 { timingMembers.append(("beginTime", JSONValues.number(begin))) }
        if case .timing(let function)? = animation.fields["timingFunction"] {
            if animation.kind == .group {
                warn(line, "a CAAnimationGroup's timingFunction is not drawn: give it to the animations in the group")
            } else {
                timingMembers.append(("timingFunction", JSONValues.timing(function)))
            }
        }
        if animation.kind == .group {
            guard case .array(let children)? = animation.fields["animations"] else { return [] }
            var items: [JSONOutput] = []
            for child in children {
                guard case .object(let object) = child, case .animation(let childAnimation) = object.kind else { continue }
                for entry in try animationEntries(childAnimation, inGroup: true, line: line, depth: depth + 1) { items.append(.object(entry)) }
            }
            return [timingMembers + [("animations", .array(items))]]
        }
        guard case .string(var keyPath)? = animation.fields["keyPath"] else {
            throw .skip(line: line, message: "an animation without a keyPath: skipped")
        }
        if keyPath == "transform", let function = animation.fields["valueFunction"] {
            // CAValueFunction: numbers applied as one part of the transform.
            guard case .symbol(let name) = function, let mapped = Self.valueFunctionKeyPaths[name] else {
                throw .skip(line: line, message: "this valueFunction is not part of a launch animation: skipped")
            }
            keyPath = mapped
        }
        if keyPath == "transform" || keyPath == "sublayerTransform" {
            return try transformEntries(animation, keyPath: keyPath, timingMembers: timingMembers, line: line)
        }
        guard Self.supportedKeyPaths.contains(keyPath) else {
            throw .skip(line: line, message: "animating \(keyPath) is not part of a launch animation: skipped")
        }
        var entry: [(key: String, value: JSONOutput)] = [("keyPath", .string(keyPath))]
        for name in ["fromValue", "toValue", "byValue"] {
            if let value = animation.fields[name], !value.isNil { entry.append((name, try keyPathValue(value, keyPath: keyPath, line: line))) }
        }
        if case .array(let values)? = animation.fields["values"] {
            guard values.count <= 1000 else { throw .fail(line: line, message: "a keyframe animation of more than 1000 values") }
            entry.append(("values", .array(try values.map { (value) throws(Interruption) in try keyPathValue(value, keyPath: keyPath, line: line) })))
        }
        if case .object(let object)? = animation.fields["path"], case .path(let path) = object.kind {
            entry.append(("path", .string(JSONValues.pathData(path.path))))
        }
        for name in ["keyTimes", "tensionValues", "continuityValues", "biasValues"] {
            if case .array(let values)? = animation.fields[name] {
                entry.append((name, .array(try values.map { (value) throws(Interruption) in JSONValues.number(try number(value, line: line)) })))
            }
        }
        if case .array(let functions)? = animation.fields["timingFunctions"] {
            entry.append(("timingFunctions", .array(functions.compactMap { if case .timing(let t) = $0 { JSONValues.timing(t) } else { nil } })))
        }
        if case .symbol(let mode)? = animation.fields["calculationMode"], mode != "linear" { entry.append(("calculationMode", .string(mode))) }
        if case .symbol(let mode)? = animation.fields["rotationMode"] {
            entry.append(("rotationMode", .string(mode == "rotateAutoReverse" ? "autoReverse" : "auto")))
        }
        if case .bool(true)? = animation.fields["isAdditive"] { entry.append(("additive", .bool(true))) }
        if case .bool(true)? = animation.fields["isCumulative"] { entry.append(("cumulative", .bool(true))) }
        if animation.kind == .spring {
            var spring: [(key: String, value: JSONOutput)] = []
            for name in ["mass", "stiffness", "damping", "initialVelocity"] {
                spring.append((name, JSONValues.number(try number(animation.fields[name] ?? .number(0), line: line))))
            }
            entry.append(("spring", .object(spring)))
        }
        return [entry + timingMembers]
    }

    static let valueFunctionKeyPaths = ["rotateZ": "transform.rotation.z", "rotateX": "transform.rotation.x", "rotateY": "transform.rotation.y",
                                        "scale": "transform.scale", "scaleX": "transform.scale.x", "scaleY": "transform.scale.y",
                                        "translateX": "transform.translation.x", "translateY": "transform.translation.y"]

    static let supportedKeyPaths: Set<String> = [
        "anchorPoint", "backgroundColor", "borderWidth", "bounds", "bounds.origin", "bounds.size", "bounds.size.height", "bounds.size.width",
        "colors", "contentsRect", "cornerRadius", "endPoint", "hidden", "lineDashPhase", "lineWidth", "locations", "opacity", "path", "position",
        "position.x", "position.y", "shadowOpacity", "shadowRadius", "startPoint", "strokeEnd", "strokeStart", "transform.rotation",
        "transform.rotation.x", "transform.rotation.y", "transform.rotation.z", "transform.scale", "transform.scale.x", "transform.scale.y",
        "transform.translation", "transform.translation.x", "transform.translation.y", "zPosition", "instanceDelay",
        "sublayerTransform.rotation", "sublayerTransform.scale", "sublayerTransform.translation.x", "sublayerTransform.translation.y",
    ]

    /// A `fromValue`/`toValue`/`values` element in the key path's type.
    func keyPathValue(_ value: Value, keyPath: String, line: Int) throws(Interruption) -> JSONOutput {
        switch value {
        case .number(let n):
            guard n.isFinite else { throw .skip(line: line, message: "a value that is not a finite number: skipped") }
            return JSONValues.number(n)
        case .bool(let b): return keyPath == "hidden" ? .bool(b) : JSONValues.number(b ? 1 : 0)
        case .point(let p): return JSONValues.point(p)
        case .size(let s): return JSONValues.size(s)
        case .rect(let r): return JSONValues.rect(r)
        case .color(let c): return JSONValues.color(c)
        case .null: return JSONValues.color(.clear)
        case .array(let items):
            return .array(try items.map { (item) throws(Interruption) in try keyPathValue(item, keyPath: keyPath, line: line) })
        case .object(let object):
            if case .path(let path) = object.kind { return .string(JSONValues.pathData(path.path)) }
        default: break
        }
        throw .skip(line: line, message: "\(value.typeName) as a value of \(keyPath) is not part of a launch animation: skipped")
    }

    /// A `transform` animation between whole transforms: one entry per
    /// component (scale, rotation, translation) that differs between them.
    func transformEntries(_ animation: AnimationObject, keyPath: String, timingMembers: [(key: String, value: JSONOutput)], line: Int) throws(Interruption) -> [[(key: String, value: JSONOutput)]] {
        func parts(_ value: Value) throws(Interruption) -> [(String, Double)] {
            let t = try transform(value, line: line)
            guard let c = t.components else {
                throw .skip(line: line, message: "a transform value that shears is not part of a launch animation: skipped")
            }
            return [("scale.x", c.scaleX), ("scale.y", c.scaleY), ("rotation.z", c.rotation), ("translation.x", c.translationX),
                    ("translation.y", c.translationY), ("rotation.x", t.rotationX), ("rotation.y", t.rotationY)]
        }
        var sources: [(name: String, parts: [[(String, Double)]])] = []
        for name in ["fromValue", "toValue", "byValue"] {
            if let value = animation.fields[name], !value.isNil { sources.append((name, [try parts(value)])) }
        }
        if case .array(let values)? = animation.fields["values"] {
            sources.append(("values", try values.map { (value) throws(Interruption) in try parts(value) }))
        }
        guard !sources.isEmpty else { return [] }
        var entries: [[(key: String, value: JSONOutput)]] = []
        for index in 0..<7 {
            let component = sources[0].parts[0][index].0
            let all = sources.flatMap { $0.parts.map { $0[index].1 } }
            let identity = component.hasPrefix("scale") ? 1.0 : 0.0
            guard all.contains(where: { $0 != identity }) || all.contains(where: { $0 != all[0] }) else { continue }
            if all.allSatisfy({ $0 == all[0] }) && sources.count > 1 && all[0] == identity { continue }
            var entry: [(key: String, value: JSONOutput)] = [("keyPath", .string("\(keyPath).\(component)"))]
            for source in sources {
                if source.name == "values" {
                    entry.append(("values", .array(source.parts.map { JSONValues.number($0[index].1) })))
                } else {
                    entry.append((source.name, JSONValues.number(source.parts[0][index].1)))
                }
            }
            if case .array(let times)? = animation.fields["keyTimes"] {
                entry.append(("keyTimes", .array(try times.map { (value) throws(Interruption) in JSONValues.number(try number(value, line: line)) })))
            }
            if case .array(let functions)? = animation.fields["timingFunctions"] {
                entry.append(("timingFunctions", .array(functions.compactMap { if case .timing(let t) = $0 { JSONValues.timing(t) } else { nil } })))
            }
            if case .symbol(let mode)? = animation.fields["calculationMode"], mode != "linear" { entry.append(("calculationMode", .string(mode))) }
            if case .bool(true)? = animation.fields["isAdditive"] { entry.append(("additive", .bool(true))) }
            if animation.kind == .spring {
                var spring: [(key: String, value: JSONOutput)] = []
                for name in ["mass", "stiffness", "damping", "initialVelocity"] {
                    spring.append((name, JSONValues.number(try number(animation.fields[name] ?? .number(0), line: line))))
                }
                entry.append(("spring", .object(spring)))
            }
            entries.append(entry + timingMembers)
        }
        return entries
    }

    /// `CATransition` added to a layer: the changes made to it at this
    /// instant show through it.
    func addTransition(_ animation: AnimationObject, to layer: LayerObject, line: Int) throws(Interruption) {
        let timing = try mediaTiming(of: animation, line: line)
        var begin = now
        if let given = timing.beginTime, given != 0 { begin = given - Self.mediaTimeAtStart }
        let type: String = if case .symbol(let name)? = animation.fields["type"] { name } else { "fade" }
        guard ["fade", "push", "moveIn", "reveal"].contains(type) else {
            throw .skip(line: line, message: "the transition type .\(type) is not part of a launch animation: skipped")
        }
        var entry: [(key: String, value: JSONOutput)] = [("type", .string(type))]
        if case .symbol(let subtype)? = animation.fields["subtype"], type != "fade" { entry.append(("subtype", .string(subtype))) }
        let duration: Double = if case .number(let d)? = animation.fields["duration"], d > 0 { d } else { 0.25 }
        entry.append(("duration", JSONValues.number(duration)))
        entry.append(("beginTime", JSONValues.number(begin)))
        if case .timing(let function)? = animation.fields["timingFunction"] { entry.append(("timingFunction", JSONValues.timing(function))) }
        if layer.transitions.contains(where: { $0.begin + $0.duration > begin }) || layer.transitions.count >= 16 {
            throw .skip(line: line, message: "a transition of \(layer.id) that begins before the one before it ends: skipped")
        }
        layer.transitions.append(TransitionRecord(entry: entry, begin: begin, duration: duration))
        noteEnd(begin + duration)
        for index in transactions.indices { transactions[index].ends.append(begin + duration) }
    }

    /// `CAAnimationDelegate`: the delegate's `animationDidStart(_:)` runs
    /// when the animation begins, `animationDidStop(_:finished:)` when it
    /// ends (finished: true), as Core Animation calls them.
    func scheduleDelegate(of animation: AnimationObject, begin: Double, active: Double?, line: Int) throws(Interruption) {
        guard case .object(let delegate)? = animation.fields["delegate"] else { return }
        let typeName: String? = switch delegate.kind {
        case .instance(let instance): instance.typeName
        case .layer(let layer): layer.instance?.typeName
        default: nil
        }
        guard let typeName else { return }
        let animationValue = Value.object(try newObject(.animation(animation), line: line))
        let start = declarations.methods(named: "animationDidStart", in: typeName)
        if !start.isEmpty {
            try schedule(at: begin, line: line) { () throws(Interruption) in
                _ = try self.invoke(start, [Argument(label: nil, value: animationValue)], selfValue: .object(delegate), line: line, name: "animationDidStart")
            }
        }
        let stop = declarations.methods(named: "animationDidStop", in: typeName)
        if !stop.isEmpty, let active {
            try schedule(at: begin + active, line: line) { () throws(Interruption) in
                _ = try self.invoke(stop, [Argument(label: nil, value: animationValue), Argument(label: "finished", value: .bool(true))],
                                    selfValue: .object(delegate), line: line, name: "animationDidStop")
            }
        }
    }

    /// `CASpringAnimation.settlingDuration` (SplashAnimation's spring).
    func springSettlingDuration(_ animation: AnimationObject) -> Double {
        func value(_ name: String, _ fallback: Double) -> Double {
            if case .number(let n)? = animation.fields[name], n.isFinite { n } else { fallback }
        }
        let spring = Spring(mass: value("mass", 1), stiffness: value("stiffness", 100), damping: value("damping", 10), initialVelocity: value("initialVelocity", 0))
        let settling = spring.settlingDuration
        return settling.isFinite ? min(settling, CodeLimits.maximumTime) : CodeLimits.maximumTime
    }

    func defaultAnimationField(_ name: String) -> Value {
        switch name {
        case "duration", "beginTime", "repeatCount", "repeatDuration", "timeOffset": .number(0)
        case "speed": .number(1)
        case "isRemovedOnCompletion": .bool(true)
        case "autoreverses", "isAdditive", "isCumulative": .bool(false)
        default: .null
        }
    }
}
