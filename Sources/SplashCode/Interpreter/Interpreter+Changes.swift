import SplashFormats
import SplashGeometry

/// What a change to a view's or layer's model value becomes in the
/// scene: a static value (made before the layer is on screen), a change
/// shown from its instant on, and, as UIKit and Core Animation animate it,
/// an animation from the old value to the new.
extension Interpreter {
    func commit(_ new: LayerState, to layer: LayerObject, line: Int) throws(Interruption) {
        let old = layer.state
        guard new != old else { return }
        let context = contexts.last
        let inAnimationBlock: Bool
        switch context {
        case .view?, .keyframe?, .keyframes?: inAnimationBlock = true
        default: inAnimationBlock = false
        }
        if !layer.committed && !inAnimationBlock {
            // Before the layer is on screen: its starting values.
            layer.state = new
            return
        }
        if layer.initial == nil { layer.initial = old }
        layer.state = new
        let before = Self.keyPathValues(of: old, flavor: layer.flavor)
        let after = Self.keyPathValues(of: new, flavor: layer.flavor)
        var changed: [(keyPath: String, from: JSONOutputBox, to: JSONOutputBox)] = []
        for (index, entry) in after.enumerated() where before[index].value != entry.value {
            changed.append((entry.keyPath, before[index].value, entry.value))
        }
        for name in Self.unanimatedChanges(from: old, to: new) {
            if name == "contents", let last = layer.transitions.indices.last, layer.transitions[last].begin == now {
                // A transition begun now shows the new contents.
                layer.transitions[last].contents = new
                continue
            }
            warn(line, "changing \(layer.id)'s \(name) after the start is not drawn (the scene keeps its first value)")
        }
        for change in changed { layer.changes.append(ModelChange(time: now, keyPath: change.keyPath, value: change.to.value)) }
        let animatable = changed.filter { $0.keyPath != "hidden" }
        guard !animatable.isEmpty else { return }

        if layer.flavor.isView {
            switch context {
            case .view(let animation)?:
                for change in animatable { try addViewAnimation(animation, change: change, to: layer) }
            case .keyframe(let collector, let start, let duration)?:
                for change in animatable {
                    collector.changes.append(KeyframeCollector.Change(layer: layer, keyPath: change.keyPath, start: start, duration: duration, from: change.from, to: change.to))
                }
            default:
                break
            }
        } else if layer.committed, !(transactions.last?.disableActions ?? false), !isWithoutAnimation {
            // Core Animation's implicit animation of a stand-alone layer's
            // change (`CALayer.defaultAction(forKey:)`: a CABasicAnimation
            // from the old value, CATransaction's duration, default 0.25 s).
            let duration = transactions.last(where: { $0.duration != nil })?.duration ?? 0.25
            let timing = transactions.last(where: { $0.timing != nil })?.timing ?? .named("default")
            for change in animatable {
                var entry: [(key: String, value: JSONOutput)] = [("keyPath", .string(change.keyPath)), ("fromValue", change.from.value), ("toValue", change.to.value)]
                entry.append(("duration", JSONValues.number(duration)))
                entry.append(("beginTime", JSONValues.number(now)))
                entry.append(("timingFunction", JSONValues.timing(timing)))
                add(AnimationRecord(entry: entry, addedAt: now, begin: now, activeDuration: duration, fillsBackwards: false, fillsForwards: false, key: change.keyPath), to: layer)
            }
        }
    }

    var isWithoutAnimation: Bool {
        if case .none? = contexts.last { return true }
        if case .transition? = contexts.last { return true }
        return false
    }

    /// A `UIView.animate` of one key path: a basic (or UIKit spring)
    /// animation from the value before the block to the one it set, added
    /// under the key path's key (replacing one running on it).
    func addViewAnimation(_ animation: ViewAnimation, change: (keyPath: String, from: JSONOutputBox, to: JSONOutputBox), to layer: LayerObject) throws(Interruption) {
        let begin = animation.begin + animation.delay
        var entry: [(key: String, value: JSONOutput)] = [("keyPath", .string(change.keyPath)), ("fromValue", change.from.value), ("toValue", change.to.value)]
        entry.append(("duration", JSONValues.number(animation.duration)))
        entry.append(("beginTime", JSONValues.number(begin)))
        if let spring = animation.spring {
            entry.append(("spring", .object([("dampingRatio", JSONValues.number(spring.dampingRatio)), ("initialVelocity", JSONValues.number(spring.velocity))])))
        } else {
            entry.append(("timingFunction", JSONValues.timing(animation.timing ?? .named("easeInEaseOut"))))
        }
        var active: Double? = animation.duration * (animation.autoreverses ? 2 : 1)
        if animation.repeats {
            entry.append(("repeatCount", .string("infinity")))
            active = nil
        }
        if animation.autoreverses { entry.append(("autoreverses", .bool(true))) }
        // UIKit fills a delayed animation backwards: the old value shows during the delay.
        let backwards = animation.delay > 0
        if backwards { entry.append(("fillMode", .string("backwards"))) }
        add(AnimationRecord(entry: entry, addedAt: now, begin: begin, activeDuration: active, fillsBackwards: backwards, fillsForwards: false, key: change.keyPath), to: layer)
    }

    /// Adds an animation to a layer: one of the same key stops; open
    /// transactions learn when it ends.
    func add(_ record: AnimationRecord, to layer: LayerObject) {
        if let key = record.key {
            for index in layer.animations.indices where layer.animations[index].key == key && layer.animations[index].removedAt == nil {
                if let end = layer.animations[index].end, end <= now { continue }
                layer.animations[index].removedAt = now
            }
        }
        layer.animations.append(record)
        let end = record.activeDuration.map { record.begin + $0 }
        for index in transactions.indices { transactions[index].ends.append(end ?? record.begin) }
        noteEnd(end ?? record.begin)
    }

    /// The value of each key path scene animations can change, for a kind of layer.
    static func keyPathValues(of state: LayerState, flavor: LayerObject.Flavor) -> [(keyPath: String, value: JSONOutputBox)] {
        func box(_ value: JSONOutput) -> JSONOutputBox { JSONOutputBox(value: value) }
        let n = JSONValues.number
        var values: [(String, JSONOutputBox)] = [
            ("position", box(JSONValues.point(state.position))),
            ("bounds", box(JSONValues.rect(state.bounds))),
            ("anchorPoint", box(JSONValues.point(state.anchorPoint))),
            ("opacity", box(n(state.opacity))),
            ("hidden", box(.bool(state.hidden))),
            ("backgroundColor", box(JSONValues.color(state.backgroundColor ?? .clear))),
            ("cornerRadius", box(n(state.cornerRadius))),
            ("borderWidth", box(n(state.borderWidth))),
            ("shadowOpacity", box(n(state.shadowOpacity))),
            ("shadowRadius", box(n(state.shadowRadius))),
            ("zPosition", box(n(state.zPosition))),
        ]
        let parts = state.transform.components ?? CodeTransform.Components(scaleX: 1, scaleY: 1, rotation: 0, translationX: 0, translationY: 0)
        values += [
            ("transform.scale.x", box(n(parts.scaleX))),
            ("transform.scale.y", box(n(parts.scaleY))),
            ("transform.rotation.z", box(n(parts.rotation))),
            ("transform.translation.x", box(n(parts.translationX))),
            ("transform.translation.y", box(n(parts.translationY))),
            ("transform.rotation.x", box(n(state.transform.rotationX))),
            ("transform.rotation.y", box(n(state.transform.rotationY))),
        ]
        switch flavor {
        case .shape:
            values += [("strokeStart", box(n(state.strokeStart))), ("strokeEnd", box(n(state.strokeEnd))),
                       ("lineWidth", box(n(state.lineWidth))), ("lineDashPhase", box(n(state.lineDashPhase)))]
        case .gradient:
            values += [("startPoint", box(JSONValues.point(state.startPoint))), ("endPoint", box(JSONValues.point(state.endPoint))),
                       ("colors", box(.array(state.gradientColors.map(JSONValues.color))))]
            if let locations = state.locations { values.append(("locations", box(.array(locations.map(n))))) }
        case .replicator:
            values.append(("instanceDelay", box(n(state.instanceDelay))))
        default:
            break
        }
        return values
    }

    /// The properties that changed and that no key path animates.
    static func unanimatedChanges(from old: LayerState, to new: LayerState) -> [String] {
        var names: [String] = []
        if old.path != new.path { names.append("path") }
        if old.fillColor != new.fillColor { names.append("fillColor") }
        if old.strokeColor != new.strokeColor { names.append("strokeColor") }
        if old.text != new.text || old.font != new.font || old.textColor != new.textColor || old.textAlignment != new.textAlignment
            || old.imageName != new.imageName || old.gravity != new.gravity { names.append("contents") }
        if old.masksToBounds != new.masksToBounds { names.append("masksToBounds") }
        if old.borderColor != new.borderColor { names.append("borderColor") }
        if old.shadowColor != new.shadowColor { names.append("shadowColor") }
        if old.shadowOffset != new.shadowOffset { names.append("shadowOffset") }
        if old.transform.perspective != new.transform.perspective { names.append("transform's perspective") }
        if old.sublayerTransform != new.sublayerTransform { names.append("sublayerTransform") }
        if old.lineCap != new.lineCap || old.lineJoin != new.lineJoin || old.lineDashPattern != new.lineDashPattern { names.append("line style") }
        if old.instanceCount != new.instanceCount || old.instanceTransform != new.instanceTransform || old.instanceColor != new.instanceColor {
            names.append("replicator")
        }
        return names
    }
}
