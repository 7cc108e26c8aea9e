import SplashAnimation
import SplashFormats

/// A layer's `transitions`, in the reader's vocabulary (see
/// `TransitionReader`): a `CATransition` (`type`, `subtype`,
/// `timingFunction`) for fades and motions, UIKit's `options` for flips,
/// which `CATransition` has no public type for.
extension SceneFileWriter {
    func transitions(of layer: Layer, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        guard layer.transitions.count <= TransitionReader.maximumCount else {
            throw field.error("transitions", "\(layer.transitions.count) transitions; a layer takes at most \(TransitionReader.maximumCount)")
        }
        var entries: [JSONOutput] = []
        for (index, transition) in layer.transitions.enumerated() {
            let field = SceneField(layer: field.layer, prefix: "transitions[\(index)]")
            var members: [(key: String, value: JSONOutput)] = []
            switch transition.effect {
            case .fade: break
            case .push(let subtype): members += [("type", .string("push")), ("subtype", .string(subtype.rawValue))]
            case .moveIn(let subtype): members += [("type", .string("moveIn")), ("subtype", .string(subtype.rawValue))]
            case .reveal(let subtype): members += [("type", .string("reveal")), ("subtype", .string(subtype.rawValue))]
            case .flip(let subtype):
                // UIView.AnimationOptions: the flip and its curve.
                let flip = "transitionFlipFrom" + subtype.rawValue.dropFirst("from".count)
                let curves: [(TimingFunction, String)] = [(.easeInEaseOut, "curveEaseInOut"), (.easeIn, "curveEaseIn"), (.easeOut, "curveEaseOut"), (.linear, "curveLinear")]
                guard let curve = curves.first(where: { $0.0 == transition.timingFunction }) else {
                    throw field.error("timingFunction", "a flip takes UIKit's curves only (easeInEaseOut, easeIn, easeOut, linear)")
                }
                members.append(("options", .array(transition.timingFunction == .easeInEaseOut ? [.string(flip)] : [.string(flip), .string(curve.1)])))
            }
            if transition.beginTime != 0 {
                members.append(("beginTime", try field.number(transition.beginTime, "beginTime", in: 0...SceneDecoder.maximumDuration)))
            }
            if transition.duration != MediaTiming.defaultDuration {
                members.append(("duration", try field.number(transition.duration, "duration", in: 0...SceneDecoder.maximumDuration)))
            }
            if case .flip = transition.effect {} else if transition.timingFunction != .linear {
                members.append(("timingFunction", try Self.timingFunction(transition.timingFunction, field: field, name: "timingFunction")))
            }
            if let hidden = transition.hidden { members.append(("hidden", .bool(hidden))) }
            if let contents = transition.contents {
                if case .lottie = contents { throw field.error("contents", "a transition cannot change to a Lottie animation") }
                members.append(("contents", try contentsValue(contents, layer: layer, field: field)))
            }
            if index > 0, transition.beginTime < layer.transitions[index - 1].endTime {
                throw field.error("beginTime", "begins before the transition ahead of it ends; a layer runs one transition at a time, in time order")
            }
            entries.append(.object(members))
        }
        return .array(entries)
    }
}
