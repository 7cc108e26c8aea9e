import SplashAnimation
import SplashGeometry

/// Reads one entry of a layer's `animations`: Core Animation's vocabulary
/// (`keyPath`, `fromValue`/`toValue`/`byValue` or `values` + `keyTimes` +
/// `timingFunctions`, `beginTime`, `duration`, `fillMode`, a `spring`),
/// producing one scalar `LayerAnimation` per component of the key path.
enum AnimationReader {
    static let keys = [
        "keyPath", "fromValue", "toValue", "byValue", "values", "keyTimes", "timingFunction", "timingFunctions",
        "calculationMode", "beginTime", "duration", "speed", "repeatCount", "autoreverses", "fillMode", "timeOffset",
        "spring", "additive",
    ]

    /// What kind of value a key path takes, and which scalar properties
    /// its components drive.
    enum ValueKind {
        case scalar, point, rect, color, bool
        /// A gradient's `colors` or `locations`: one entry per stop.
        case colors(Int), locations(Int)
    }

    /// The key paths of a gradient layer's stops (`CAGradientLayer`), whose
    /// component count depends on the layer's number of stops.
    static let gradientKeyPaths = ["colors", "locations"]

    static let keyPaths: [String: (ValueKind, [AnimatableProperty])] = [
        "position": (.point, [.positionX, .positionY]),
        "position.x": (.scalar, [.positionX]),
        "position.y": (.scalar, [.positionY]),
        "anchorPoint": (.point, [.anchorPointX, .anchorPointY]),
        "bounds": (.rect, [.boundsX, .boundsY, .boundsWidth, .boundsHeight]),
        "bounds.origin": (.point, [.boundsX, .boundsY]),
        "bounds.size": (.point, [.boundsWidth, .boundsHeight]),
        "bounds.size.width": (.scalar, [.boundsWidth]),
        "bounds.size.height": (.scalar, [.boundsHeight]),
        "opacity": (.scalar, [.opacity]),
        "hidden": (.bool, [.hidden]),
        "transform.scale": (.scalar, [.scaleX, .scaleY]),
        "transform.scale.x": (.scalar, [.scaleX]),
        "transform.scale.y": (.scalar, [.scaleY]),
        "transform.rotation": (.scalar, [.rotation]),
        "transform.rotation.z": (.scalar, [.rotation]),
        "transform.rotation.x": (.scalar, [.rotationX]),
        "transform.rotation.y": (.scalar, [.rotationY]),
        "shadowOpacity": (.scalar, [.shadowOpacity]),
        "shadowRadius": (.scalar, [.shadowRadius]),
        "transform.translation": (.point, [.translationX, .translationY]),
        "transform.translation.x": (.scalar, [.translationX]),
        "transform.translation.y": (.scalar, [.translationY]),
        "cornerRadius": (.scalar, [.cornerRadius]),
        "borderWidth": (.scalar, [.borderWidth]),
        "backgroundColor": (.color, [.backgroundRed, .backgroundGreen, .backgroundBlue, .backgroundAlpha]),
    ]

    static let springKeys = ["dampingRatio", "initialVelocity", "mass", "stiffness", "damping"]

    static let timingKeys = ["beginTime", "duration", "speed", "repeatCount", "autoreverses", "fillMode", "timeOffset"]

    /// One entry of `animations`: a property animation, or a group
    /// (`CAAnimationGroup`: timing keys plus its own `animations`, whose
    /// times are the group's local time).
    /// - Parameter gradientStops: the layer's gradient stop count, when its
    ///   contents are a gradient (for `colors` and `locations`).
    static func animations(from field: Field, groups: [MediaTiming] = [], gradientStops: Int? = nil) throws(JSONFileError) -> [LayerAnimation] {
        if case .object(let members) = field.value, members["animations"] != nil {
            let object = try field.object(known: timingKeys + ["animations"])
            let group = try mediaTiming(from: object)
            var result: [LayerAnimation] = []
            for child in try object.require("animations").elements() {
                guard groups.count < 16 else { throw child.error("animation groups nest deeper than 16 levels") }
                result += try animations(from: child, groups: groups + [group], gradientStops: gradientStops)
            }
            return result
        }
        let object = try field.object(known: keys)
        let keyPathField = try object.require("keyPath")
        let keyPath = try keyPathField.string()
        let kind: ValueKind
        let properties: [AnimatableProperty]
        if gradientKeyPaths.contains(keyPath) {
            guard let stops = gradientStops else {
                throw keyPathField.error("\"\(keyPath)\" animates a gradient's stops; this layer's contents are not a gradient")
            }
            if keyPath == "colors" {
                kind = .colors(stops)
                properties = (0..<stops).flatMap { stop in (0..<4).map { AnimatableProperty.gradientColor(stop: stop, channel: $0) } }
            } else {
                kind = .locations(stops)
                properties = (0..<stops).map { AnimatableProperty.gradientLocation(stop: $0) }
            }
        } else if let known = keyPaths[keyPath] {
            (kind, properties) = known
        } else {
            throw keyPathField.error("unknown key path \"\(keyPath)\"; known: \((keyPaths.keys + gradientKeyPaths).sorted().joined(separator: ", "))")
        }
        let timing = try mediaTiming(from: object)

        // Per component: the curve for that component.
        var curves: [[AnimationCurve<Double>]] = []
        if let valuesField = object["values"] {
            for other in ["fromValue", "toValue", "byValue", "spring", "timingFunction"] where object.has(other) {
                throw try object.require(other).error("not used with values (a keyframe animation); use timingFunctions")
            }
            let values = try valuesField.elements().map { (f) throws(JSONFileError) in try components(of: f, kind: kind, count: properties.count) }
            guard values.count >= 2 else { throw valuesField.error("a keyframe animation needs at least 2 values") }
            let mode = try object["calculationMode"]?.choice(CalculationModeName.self).mode ?? .linear
            var keyTimes: [Double]?
            if let keyTimesField = object["keyTimes"] {
                let times = try keyTimesField.elements().map { (f) throws(JSONFileError) in try f.number() }
                if mode == .discrete {
                    guard times.count == values.count + 1 else {
                        throw keyTimesField.error("calculationMode discrete needs values + 1 key times (\(values.count + 1)): each value holds from its key time to the next, the last marks the end; not \(times.count)")
                    }
                } else {
                    guard times.count == values.count else {
                        throw keyTimesField.error("must have as many entries as values (\(values.count)), not \(times.count)")
                    }
                }
                guard times.first == 0, times.last == 1, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                    throw keyTimesField.error("must be increasing from 0 to 1")
                }
                keyTimes = times
            }
            var functions = [TimingFunction.linear]
            if let functionsField = object["timingFunctions"] {
                functions = try functionsField.elements().map { (f) throws(JSONFileError) in try timingFunction(from: f) }
                guard functions.count == values.count - 1 || functions.count == 1 else {
                    throw functionsField.error("must have one entry per segment (\(values.count - 1)) or a single entry, not \(functions.count)")
                }
            }
            curves = (0..<properties.count).map { component in
                [.keyframes(Keyframes(values: values.map { $0[component] }, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode))]
            }
        } else {
            for other in ["keyTimes", "timingFunctions", "calculationMode"] where object.has(other) {
                throw try object.require(other).error("only used with values (a keyframe animation)")
            }
            let from = try object["fromValue"].map { (f) throws(JSONFileError) in try components(of: f, kind: kind, count: properties.count) }
            let to = try object["toValue"].map { (f) throws(JSONFileError) in try components(of: f, kind: kind, count: properties.count) }
            let by = try object["byValue"].map { (f) throws(JSONFileError) in try components(of: f, kind: kind, count: properties.count) }
            if from == nil, to == nil, by == nil {
                throw field.error("give values, or at least one of fromValue, toValue, byValue")
            }
            if let springField = object["spring"] {
                if by != nil { throw try object.require("byValue").error("not used with a spring; give fromValue and toValue") }
                if object.has("timingFunction") { throw try object.require("timingFunction").error("not used with a spring") }
                let spring = try self.spring(from: springField, givenDuration: object.has("duration") ? timing.duration : nil)
                curves = (0..<properties.count).map { c in [.spring(from: from?[c], to: to?[c], spring: spring)] }
            } else {
                let function = try object["timingFunction"].map { (f) throws(JSONFileError) in try timingFunction(from: f) } ?? .linear
                curves = (0..<properties.count).map { c in [.basic(from: from?[c], to: to?[c], by: by?[c], timingFunction: function)] }
            }
        }
        let additive = try object["additive"]?.bool() ?? false
        var finalTiming = timing
        if case .spring(_, _, let spring)? = curves.first?.first, !object.has("duration") {
            // CASpringAnimation's usual duration: until it has settled.
            guard spring.settlingDuration <= SceneDecoder.maximumDuration else {
                throw try object.require("spring").error("this spring takes \(format(spring.settlingDuration.rounded())) s to settle; give the animation a duration")
            }
            finalTiming.duration = spring.settlingDuration
        }
        let result = zip(properties, curves).map { property, curve in
            LayerAnimation(property: property, animation: PropertyAnimation(timing: finalTiming, curve: curve[0], isAdditive: additive, groupTimings: groups))
        }
        // The timing math's own checks (repeat counts, spring constants…),
        // for anything the reader above does not already rule out.
        for animation in result {
            do { try animation.animation.validate() } catch { throw field.error(error.description) }
        }
        return result
    }

    enum CalculationModeName: String, CaseIterable {
        case linear, discrete
        var mode: CalculationMode { self == .linear ? .linear : .discrete }
    }

    static func mediaTiming(from object: ObjectField) throws(JSONFileError) -> MediaTiming {
        var duration = 0.25   // Core Animation's default duration
        if let durationField = object["duration"] {
            duration = try durationField.positive()
            guard duration <= SceneDecoder.maximumDuration else {
                throw durationField.error("must be at most \(format(SceneDecoder.maximumDuration)) seconds")
            }
        }
        var timing = MediaTiming(duration: duration)
        if let begin = object["beginTime"] { timing.beginTime = try begin.number(in: -SceneDecoder.maximumDuration...SceneDecoder.maximumDuration) }
        if let speed = object["speed"] {
            timing.speed = try speed.number(in: -100...100)
            guard timing.speed != 0 else { throw speed.error("must not be 0") }
        }
        if let offset = object["timeOffset"] { timing.timeOffset = try offset.number() }
        if let repeatCount = object["repeatCount"] {
            if case .string("infinity") = repeatCount.value { timing.repeatCount = .infinity } else {
                timing.repeatCount = try repeatCount.positive()
            }
        }
        if let autoreverses = object["autoreverses"] { timing.autoreverses = try autoreverses.bool() }
        if let fill = object["fillMode"] { timing.fillMode = try fill.choice(FillMode.self) }
        return timing
    }

    /// A named timing function ("easeInEaseOut") or control points
    /// [c1x, c1y, c2x, c2y].
    static func timingFunction(from field: Field) throws(JSONFileError) -> TimingFunction {
        if case .string(let name) = field.value {
            guard let function = TimingFunction(name: name) else {
                throw field.error("unknown timing function \"\(name)\"; expected linear, easeIn, easeOut, easeInEaseOut, default, or [c1x, c1y, c2x, c2y]")
            }
            return function
        }
        let p = try field.numbers(4, what: "a timing function name or control points [c1x, c1y, c2x, c2y]")
        guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
            throw field.error("the control points' x values must be between 0 and 1")
        }
        return TimingFunction(controlPoints: p[0], p[1], p[2], p[3])
    }

    /// UIKit's spring (`dampingRatio` + `initialVelocity`, with the
    /// animation's `duration` as settling time) or CASpringAnimation's
    /// (`mass`, `stiffness`, `damping`, `initialVelocity`).
    /// `givenDuration`: the animation's `duration` when the file gives one.
    static func spring(from field: Field, givenDuration: Double?) throws(JSONFileError) -> Spring {
        let object = try field.object(known: springKeys)
        let velocity = try object["initialVelocity"]?.number(in: -1000...1000) ?? 0
        if let ratio = object["dampingRatio"] {
            for other in ["mass", "stiffness", "damping"] where object.has(other) {
                throw try object.require(other).error("not used with dampingRatio (UIKit's spring); give either dampingRatio or mass/stiffness/damping")
            }
            guard let duration = givenDuration else { throw field.error("UIKit's spring (dampingRatio) needs the animation's duration") }
            let dampingRatio = try ratio.number(in: 0.01...10)
            return Spring.uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        }
        return Spring(
            mass: try object["mass"]?.number(in: 0.001...1000) ?? 1,
            stiffness: try object["stiffness"]?.number(in: 0.001...1_000_000) ?? 100,
            damping: try object["damping"]?.number(in: 0.001...100_000) ?? 10,
            initialVelocity: velocity
        )
    }

    /// A value of the key path's kind, as one number per component.
    static func components(of field: Field, kind: ValueKind, count: Int) throws(JSONFileError) -> [Double] {
        switch kind {
        case .scalar:
            return Array(repeating: try field.number(), count: count)
        case .point:
            let p = try field.point()
            return [p.x, p.y]
        case .rect:
            let r = try field.numbers(4, what: "a rectangle [x, y, width, height]")
            return r
        case .color:
            let c = try field.color()
            return [c.red, c.green, c.blue, c.alpha]
        case .bool:
            return [try field.bool() ? 1 : 0]
        case .colors(let stops):
            let items = try field.elements()
            guard items.count == stops else { throw field.error("expected \(stops) colours, one per gradient stop, not \(items.count)") }
            var components: [Double] = []
            for item in items {
                let c = try item.color()
                components += [c.red, c.green, c.blue, c.alpha]
            }
            return components
        case .locations(let stops):
            let items = try field.elements()
            guard items.count == stops else { throw field.error("expected \(stops) locations, one per gradient stop, not \(items.count)") }
            return try items.map { (item) throws(JSONFileError) in try item.number() }
        }
    }
}
