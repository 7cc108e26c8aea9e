import SplashAnimation
import SplashGeometry
import SplashFormats

/// Reads a layer's `transitions`: each entry a `CATransition` (`type`,
/// `subtype`, `timingFunction`) or the transition
/// `UIView.transition(with:duration:options:animations:)` adds (`options`),
/// with `beginTime`, `duration`, and the changes made at `beginTime`
/// (`hidden`, `contents`). So that
///
///     UIView.transition(with: imageView, duration: 1.0,
///                       options: [.transitionCrossDissolve],
///                       animations: { imageView.isHidden = true })
///
/// reads
///
///     {"options": ["transitionCrossDissolve"], "duration": 1.0, "beginTime": 4.2, "hidden": true}
///
/// and
///
///     let t = CATransition(); t.type = .push; t.subtype = .fromRight; t.duration = 0.3
///     label.layer.add(t, forKey: nil); label.text = "2"
///
/// reads `{"type": "push", "subtype": "fromRight", "duration": 0.3,
/// "beginTime": 1, "contents": {"type": "text", "string": "2"}}`.
enum TransitionReader {
    static let keys = ["type", "subtype", "options", "beginTime", "duration", "timingFunction", "hidden", "contents"]

    /// Most transitions on one layer.
    static let maximumCount = 16

    /// `CATransitionType`'s public values.
    enum TypeName: String, CaseIterable { case fade, push, moveIn, reveal }

    /// The `UIView.AnimationOptions` a transition entry takes.
    enum Option: String, CaseIterable {
        case transitionCrossDissolve, transitionFlipFromLeft, transitionFlipFromRight, transitionFlipFromTop, transitionFlipFromBottom
        case curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear
        /// Touches during the animation: nothing to draw.
        case allowUserInteraction

        var effect: TransitionEffect? {
            switch self {
            case .transitionCrossDissolve: .fade
            case .transitionFlipFromLeft: .flip(.fromLeft)
            case .transitionFlipFromRight: .flip(.fromRight)
            case .transitionFlipFromTop: .flip(.fromTop)
            case .transitionFlipFromBottom: .flip(.fromBottom)
            default: nil
            }
        }

        var curve: TimingFunction? {
            switch self {
            case .curveEaseInOut: .easeInEaseOut
            case .curveEaseIn: .easeIn
            case .curveEaseOut: .easeOut
            case .curveLinear: .linear
            default: nil
            }
        }
    }

    /// UIKit options this reader knows but does not draw, with why.
    static let unsupportedOptions = [
        "transitionCurlUp": "page curls are not drawn; use transitionCrossDissolve or a flip",
        "transitionCurlDown": "page curls are not drawn; use transitionCrossDissolve or a flip",
    ]

    /// The entries of `transitions`, in time order, none overlapping the
    /// next. `contents` is read for a layer with `bounds`.
    static func transitions(from field: Field, bounds: Rect) throws(JSONFileError) -> [LayerTransition] {
        let items = try field.elements()
        guard items.count <= maximumCount else {
            throw field.error("has \(items.count) transitions; a layer takes at most \(maximumCount)")
        }
        var result: [LayerTransition] = []
        for item in items {
            let transition = try self.transition(from: item, bounds: bounds)
            if let previous = result.last, transition.beginTime < previous.endTime {
                throw item.error("begins at \(format(transition.beginTime)) s, before the transition ahead of it ends (\(format(previous.endTime)) s); a layer runs one transition at a time, in time order")
            }
            result.append(transition)
        }
        return result
    }

    static func transition(from field: Field, bounds: Rect) throws(JSONFileError) -> LayerTransition {
        let object = try field.object(known: keys)
        var transition = LayerTransition()
        if let begin = object["beginTime"] { transition.beginTime = try begin.number(in: 0...SceneDecoder.maximumDuration) }
        // Core Animation's default duration, as for animations.
        if let duration = object["duration"] { transition.duration = try duration.number(in: 0...SceneDecoder.maximumDuration) }
        if let optionsField = object["options"] {
            for key in ["type", "subtype", "timingFunction"] where object.has(key) {
                throw try object.require(key).error(key == "timingFunction"
                    ? "not used with options (UIView.transition); give the curve as an option: curveEaseInOut, curveEaseIn, curveEaseOut or curveLinear"
                    : "not used with options (UIView.transition); give either type (CATransition) or options")
            }
            (transition.effect, transition.timingFunction) = try options(from: optionsField)
        } else {
            let type = try object["type"]?.choice(TypeName.self) ?? .fade
            let subtype = try object["subtype"]?.choice(TransitionSubtype.self)
            switch type {
            case .fade:
                if let subtypeField = object["subtype"] { throw subtypeField.error("has no effect with type fade (only push, moveIn and reveal move)") }
                transition.effect = .fade
            // CATransition.subtype defaults to nil; Core Animation then
            // moves from the left.
            case .push: transition.effect = .push(subtype ?? .fromLeft)
            case .moveIn: transition.effect = .moveIn(subtype ?? .fromLeft)
            case .reveal: transition.effect = .reveal(subtype ?? .fromLeft)
            }
            if let function = object["timingFunction"] { transition.timingFunction = try AnimationReader.timingFunction(from: function) }
        }
        if let hidden = object["hidden"] { transition.hidden = try hidden.bool() }
        if let contents = object["contents"] {
            transition.contents = try LayerReader.contents(from: contents, bounds: bounds)
            if case .lottie? = transition.contents {
                throw contents.error("a Lottie animation plays in a layer's own contents, not as what a transition changes to")
            }
        }
        return transition
    }

    /// `UIView.AnimationOptions` as a list of names, or one name as Swift
    /// writes a single option (`options: .transitionCrossDissolve`): one
    /// transition, at most one curve (easeInEaseOut without one).
    static func options(from field: Field) throws(JSONFileError) -> (TransitionEffect, TimingFunction) {
        var effect: TransitionEffect?, curve: TimingFunction?
        var effectName = "", curveName = ""
        let items: [Field]
        if case .string = field.value { items = [field] } else { items = try field.elements() }
        for item in items {
            let name = try item.string()
            if let reason = unsupportedOptions[name] { throw item.error("\(name): \(reason)") }
            guard let option = Option(rawValue: name) else {
                let known = Option.allCases.map(\.rawValue)
                let suggestion = known.min { editDistance($0, name) < editDistance($1, name) }
                    .flatMap { editDistance($0, name) <= 2 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
                throw item.error("unknown option \"\(name)\"\(suggestion); expected one of: \(known.joined(separator: ", "))")
            }
            if let chosen = option.effect {
                guard effect == nil else { throw item.error("\(name) after \(effectName): give one transition") }
                (effect, effectName) = (chosen, name)
            }
            if let chosen = option.curve {
                guard curve == nil else { throw item.error("\(name) after \(curveName): give one curve") }
                (curve, curveName) = (chosen, name)
            }
        }
        guard let effect else {
            throw field.error("must name a transition: transitionCrossDissolve, transitionFlipFromLeft, transitionFlipFromRight, transitionFlipFromTop or transitionFlipFromBottom")
        }
        // UIView.AnimationCurve.easeInOut: "This is the default curve for
        // most animations."
        return (effect, curve ?? .easeInEaseOut)
    }
}
