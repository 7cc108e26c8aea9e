import SplashAnimation
import SplashGeometry
import SplashFormats

/// Reads one entry of a layer's `animations`: Core Animation's vocabulary
/// (`keyPath`, `fromValue`/`toValue`/`byValue`, or `values` or `path` with
/// `keyTimes`, `timingFunctions`, `calculationMode` and the rest of
/// CAKeyframeAnimation, `beginTime`, `duration`, `repeatCount`,
/// `fillMode`, a `spring`, `additive`, `cumulative`), producing one
/// `LayerAnimation` whose value has one component per scalar property the
/// key path drives.
enum AnimationReader {
    static let keys = [
        "keyPath", "fromValue", "toValue", "byValue", "values", "path", "keyTimes", "timingFunction", "timingFunctions",
        "calculationMode", "rotationMode", "tensionValues", "continuityValues", "biasValues",
        "beginTime", "duration", "speed", "repeatCount", "repeatDuration", "autoreverses", "fillMode", "timeOffset",
        "spring", "additive", "cumulative",
    ]

    /// What kind of value a key path takes, and which scalar properties
    /// its components drive.
    enum ValueKind {
        case scalar, point, rect, color, bool
        /// A transform in the vocabulary of a layer's `transform` key, in
        /// the plane: scale x and y, rotation, translation x and y.
        case transform
        /// A gradient's `colors` or `locations`: one entry per stop.
        case colors(Int), locations(Int)
        /// A shape's `path`: SVG path data with the commands of `model`
        /// (the shape's own path), mapped by `toBounds` (its viewBox).
        case path(ShapePathModel)
        /// A text's `string`: each value is its position in the table.
        case strings([String])
    }

    /// What a `path` animation's values must match: the shape's path as
    /// read, and the viewBox mapping its data goes through.
    struct ShapePathModel {
        var path: Path
        var toBounds: SplashGeometry.AffineTransform
        /// Whose path it is, for messages: the shape's path data.
        var data: String
    }

    /// Most numbers a `path` animation moves (10 000 points).
    static let maximumPathCoordinates = 20_000

    /// The key paths of a gradient layer's stops (`CAGradientLayer`), whose
    /// component count depends on the layer's number of stops.
    static let gradientKeyPaths = ["colors", "locations"]

    /// The key paths of a fixed shape: each layer key's (`LayerKeys`).
    static let keyPaths: [String: (ValueKind, [AnimatableProperty])] = LayerKeys.animationKeyPaths

    static let springKeys = ["dampingRatio", "initialVelocity", "mass", "stiffness", "damping"]

    static let timingKeys = ["beginTime", "duration", "speed", "repeatCount", "repeatDuration", "autoreverses", "fillMode", "timeOffset"]

    /// One entry of `animations`: a property animation, or a group
    /// (`CAAnimationGroup`: timing keys plus its own `animations`, whose
    /// times are the group's local time).
    /// - Parameter gradientStops: the layer's gradient stop count, when its
    ///   contents are a gradient (for `colors` and `locations`).
    static func animations(from field: Field, groups: [MediaTiming] = [], gradientStops: Int? = nil,
                           shapePath: ShapePathModel? = nil, isText: Bool = false) throws(JSONFileError) -> [LayerAnimation] {
        if case .object(let members) = field.value, members["animations"] != nil {
            let object = try field.object(known: timingKeys + ["animations"])
            let group = try mediaTiming(from: object)
            var result: [LayerAnimation] = []
            for child in try object.require("animations").elements() {
                guard groups.count < 16 else { throw child.error("animation groups nest deeper than 16 levels") }
                result += try animations(from: child, groups: groups + [group], gradientStops: gradientStops, shapePath: shapePath, isText: isText)
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
        } else if keyPath == "string" {
            // CATextLayer's `string`, changed at instants (a countdown, a
            // greeting): only by a discrete keyframe animation of strings.
            guard isText else { throw keyPathField.error("\"string\" changes a text's string; this layer's contents are not a text") }
            guard let valuesField = object["values"], try object["calculationMode"]?.choice(CalculationMode.self) == .discrete else {
                throw keyPathField.error("\"string\" changes only by a keyframe animation with values and \"calculationMode\": \"discrete\"")
            }
            let table = try valuesField.elements().map { (f) throws(JSONFileError) in try f.string() }
            kind = .strings(table)
            properties = [.textString(table)]
        } else if keyPath == "path" {
            guard let shapePath else {
                throw keyPathField.error("\"path\" animates a shape's path; this layer's contents are not a shape")
            }
            let count = shapePath.path.coordinates.count
            guard count <= maximumPathCoordinates else {
                throw keyPathField.error("the shape's path has \(count / 2) points; a path animation moves at most \(maximumPathCoordinates / 2)")
            }
            kind = .path(shapePath)
            properties = (0..<count).map { AnimatableProperty.pathCoordinate($0) }
        } else if let known = keyPaths[keyPath] {
            (kind, properties) = known
        } else {
            let known = keyPaths.keys + gradientKeyPaths + ["path", "string"]
            let hint = Spelling.hint(for: keyPath, among: known)
            throw keyPathField.error("unknown key path \"\(keyPath)\"\(hint.isEmpty ? " (`splashvid schema --markdown` lists the \(known.count) key paths)" : hint)")
        }
        if case .transform = kind {
            // Core Animation composes transforms by multiplying matrices;
            // adding their components would scale by 1 + 1.
            for key in ["byValue", "additive", "cumulative"] where object.has(key) {
                throw try object.require(key).error("not supported for \"\(keyPath)\" (transforms compose by multiplying, not adding); give fromValue and toValue, or values")
            }
        }
        let timing = try mediaTiming(from: object)
        let count = properties.count

        let curve: AnimationCurve<AnimationVector>
        var rotationMode: RotationMode?
        if object.has("values") || object.has("path") {
            let keyframes: Keyframes<AnimationVector>
            (keyframes, rotationMode) = try self.keyframes(from: object, keyPath: keyPath, kind: kind, count: count)
            curve = .keyframes(keyframes)
        } else {
            for other in keyframeKeys where object.has(other) {
                throw try object.require(other).error("only used with values or path (a keyframe animation)")
            }
            let from = try object["fromValue"].map { (f) throws(JSONFileError) in try vector(of: f, kind: kind, count: count) }
            let to = try object["toValue"].map { (f) throws(JSONFileError) in try vector(of: f, kind: kind, count: count) }
            let by = try object["byValue"].map { (f) throws(JSONFileError) in try vector(of: f, kind: kind, count: count) }
            if from == nil, to == nil, by == nil {
                throw field.error("give values, or at least one of fromValue, toValue, byValue")
            }
            if let springField = object["spring"] {
                if by != nil { throw try object.require("byValue").error("not used with a spring; give fromValue and toValue") }
                if object.has("timingFunction") { throw try object.require("timingFunction").error("not used with a spring") }
                let spring = try self.spring(from: springField, givenDuration: object.has("duration") ? timing.duration : nil)
                curve = .spring(from: from, to: to, spring: spring)
            } else {
                let function = try object["timingFunction"].map { (f) throws(JSONFileError) in try timingFunction(from: f) } ?? .linear
                curve = .basic(from: from, to: to, by: by, timingFunction: function)
            }
        }
        var finalTiming = timing
        if case .spring(_, _, let spring) = curve, !object.has("duration") {
            // CASpringAnimation's usual duration: until it has settled.
            guard spring.settlingDuration <= SceneDecoder.maximumDuration else {
                throw try object.require("spring").error("this spring takes \(format(spring.settlingDuration.rounded())) s to settle; give the animation a duration")
            }
            finalTiming.duration = spring.settlingDuration
        }
        let animation = PropertyAnimation(
            timing: finalTiming, curve: curve,
            isAdditive: try object["additive"]?.bool() ?? false,
            isCumulative: try object["cumulative"]?.bool() ?? false,
            groupTimings: groups
        )
        // The timing math's own checks (repeat counts, spring constants…),
        // for anything the reader above does not already rule out.
        do { try animation.validate() } catch { throw field.error(error.description) }
        return [LayerAnimation(properties: properties, animation: animation, rotationMode: rotationMode)]
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
        if let repeatDuration = object["repeatDuration"] {
            // CAMediaTiming's repeatDuration: the animation repeats for this
            // many seconds. Core Animation leaves giving repeatCount too
            // undefined.
            if object.has("repeatCount") {
                throw repeatDuration.error("give repeatCount or repeatDuration, not both (Core Animation leaves the two together undefined)")
            }
            timing.repeatDuration = try repeatDuration.positive()
            guard timing.repeatDuration <= SceneDecoder.maximumDuration else {
                throw repeatDuration.error("must be at most \(format(SceneDecoder.maximumDuration)) seconds")
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

    /// A value of the key path's kind, one component per property.
    static func vector(of field: Field, kind: ValueKind, count: Int) throws(JSONFileError) -> AnimationVector {
        AnimationVector(try components(of: field, kind: kind, count: count))
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
        case .transform:
            let t = try LayerReader.instanceTransform(from: field)
            return [t.scaleX, t.scaleY, t.rotation, t.translationX, t.translationY]
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
        case .strings(let table):
            let text = try field.string()
            return [Double(table.firstIndex(of: text) ?? 0)]
        case .path(let model):
            let data = try field.string()
            var path: Path
            do { path = try Path(svgPathData: data) } catch {
                throw field.error("not valid SVG path data: \(error)")
            }
            path = path.transformed(by: model.toBounds)
            guard path.commands == model.path.commands else {
                throw field.error("the path \"\(Self.abbreviated(data))\" has the commands \(Self.abbreviated(path.commands)), "
                                  + "not those of the shape's path \"\(Self.abbreviated(model.data))\" (\(Self.abbreviated(model.path.commands))); "
                                  + "a path animates into one with the same commands")
            }
            return path.coordinates
        }
    }

    /// `text` cut to 60 characters, for messages.
    static func abbreviated(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }
}
