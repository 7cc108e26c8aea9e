import SplashFormats
import SplashGeometry

/// UIKit's animation calls: `UIView.animate` in every form,
/// `animateKeyframes` with `addKeyframe`, `UIView.transition`,
/// `performWithoutAnimation`; `CATransaction`; `UIFont`'s factories;
/// the file's own static methods.
extension Interpreter {
    func staticCall(_ name: String, on type: String, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        if declarations.types[type] != nil {
            if let methods = declarations.types[type]?.methods[name], !methods.isEmpty {
                return try invoke(methods, arguments, selfValue: .type(type), line: line, name: name)
            }
            if name == "init" { return try construct(type, arguments, line: line) }
        }
        switch (type, name) {
        case ("super", _):
            return .void
        case (_, "init"):
            return try construct(type, arguments, line: line)
        case ("UIView", "animate"):
            return try animate(arguments, line: line)
        case ("UIView", "animateKeyframes"):
            return try animateKeyframes(arguments, line: line)
        case ("UIView", "addKeyframe"):
            return try addKeyframe(arguments, line: line)
        case ("UIView", "transition"):
            return try transition(arguments, line: line)
        case ("UIView", "performWithoutAnimation"):
            guard let closure = arguments.closures.first?.closure else { return .void }
            contexts.append(.none)
            defer { contexts.removeLast() }
            _ = try invoke(closure, [], line: line)
            return .void
        case ("CATransaction", _):
            return try transaction(name, arguments, line: line)
        case ("UIFont", "systemFont"), ("UIFont", "boldSystemFont"), ("UIFont", "italicSystemFont"), ("UIFont", "monospacedDigitSystemFont"):
            var font = FontValue(size: try number(arguments["ofSize"] ?? .number(17), line: line))
            if case .symbol(let weight)? = arguments["weight"] { font.weight = Builtins.fontWeight(weight) ?? 400 }
            if name == "boldSystemFont" { font.weight = 700 }
            if name == "italicSystemFont" { font.italic = true }
            return .object(try newObject(.font(font), line: line))
        case ("DispatchTime", "now"):
            return .number(now)
        case ("Date", "timeIntervalSinceReferenceDate"):
            return .number(now)
        case ("Timer", "scheduledTimer"):
            let interval = try number(arguments["withTimeInterval"] ?? arguments["timeInterval"] ?? .number(0), line: line)
            if case .bool(true)? = arguments["repeats"] {
                throw .skip(line: line, message: "a repeating Timer is not part of a launch animation: skipped")
            }
            guard let closure = arguments.closures.first?.closure else {
                throw .skip(line: line, message: "a Timer with a selector is not part of a launch animation: skipped")
            }
            try schedule(at: now + interval, line: line) { () throws(Interruption) in _ = try self.invoke(closure, [.null], line: line) }
            return .null
        case ("CAValueFunction", _):
            return .null
        default:
            throw .skip(line: line, message: "\(type).\(name)(…) is not part of a launch animation: skipped")
        }
    }

    /// The animations and completion closures of an animation call: by
    /// label, else the first closure is the animations and the second the completion.
    func animationClosures(_ arguments: [Argument]) -> (animations: Closure?, completion: Closure?) {
        let closures = arguments.closures
        var animations = closures.first { $0.label == "animations" }?.closure
        var completion = closures.first { $0.label == "completion" }?.closure
        for (label, closure) in closures where label == nil {
            if animations == nil { animations = closure } else if completion == nil { completion = closure }
        }
        return (animations, completion)
    }

    /// `UIView.AnimationOptions`, each by name.
    func optionNames(_ value: Value?) -> [String] {
        switch value {
        case .symbol(let name)?: [name]
        case .array(let items)?: items.compactMap { if case .symbol(let name) = $0 { name } else { nil } }
        default: []
        }
    }

    static let curveNames = ["curveEaseInOut": "easeInEaseOut", "curveEaseIn": "easeIn", "curveEaseOut": "easeOut", "curveLinear": "linear"]
    /// Options that change nothing drawn.
    static let quietOptions: Set<String> = ["allowUserInteraction", "beginFromCurrentState", "layoutSubviews", "overrideInheritedDuration",
                                            "overrideInheritedCurve", "overrideInheritedOptions", "preferredFramesPerSecondDefault",
                                            "preferredFramesPerSecond60", "preferredFramesPerSecond30", "allowAnimatedContent", "showHideTransitionViews"]

    /// `UIView.animate(withDuration:delay:[usingSpringWithDamping:initialSpringVelocity:]options:animations:completion:)`.
    func animate(_ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        let duration = try number(arguments["withDuration"] ?? .number(0.2), line: line)
        let delay = try number(arguments["delay"] ?? .number(0), line: line)
        var animation = ViewAnimation(begin: now, duration: duration, delay: delay, line: line)
        if let damping = arguments["usingSpringWithDamping"] {
            animation.spring = (try number(damping, line: line), try number(arguments["initialSpringVelocity"] ?? .number(0), line: line))
        }
        if arguments["springDuration"] != nil || arguments["bounce"] != nil {
            throw .skip(line: line, message: "UIView.animate(springDuration:bounce:…) is not part of a launch animation yet: skipped")
        }
        for option in optionNames(arguments["options"]) {
            if let curve = Self.curveNames[option] {
                if animation.spring == nil { animation.timing = .named(curve) }
            } else if option == "repeat" {
                animation.repeats = true
            } else if option == "autoreverse" {
                animation.autoreverses = true
            } else if !Self.quietOptions.contains(option) {
                warn(line, "the animation option .\(option) is not drawn")
            }
        }
        let (animations, completion) = animationClosures(arguments)
        if duration <= 0 {
            // UIKit makes the changes at once and calls the completion.
            contexts.append(.none)
            defer { contexts.removeLast() }
            if let animations { _ = try invoke(animations, [], line: line) }
        } else {
            contexts.append(.view(animation))
            defer { contexts.removeLast() }
            if let animations { _ = try invoke(animations, [], line: line) }
        }
        let end = now + max(delay, 0) + max(duration, 0) * (animation.autoreverses ? 2 : 1)
        noteEnd(end)
        for index in transactions.indices { transactions[index].ends.append(end) }
        if let completion {
            if animation.repeats {
                warn(line, "the completion of a repeating animation never runs")
            } else {
                try schedule(at: end, line: line) { () throws(Interruption) in _ = try self.invoke(completion, [.bool(true)], line: line) }
            }
        }
        return .void
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`:
    /// one `CAKeyframeAnimation` per changed key path, its values the
    /// model value before the block and each keyframe's value at the end
    /// of its relative time. With the default options UIKit paces the whole
    /// animation by ease-in-ease-out (`.curveEaseInOut` is option 0) and
    /// goes linearly between keyframes (`.calculationModeLinear`).
    func animateKeyframes(_ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        let duration = try number(arguments["withDuration"] ?? .number(0.2), line: line)
        let delay = try number(arguments["delay"] ?? .number(0), line: line)
        var calculationMode = "linear"
        var timing = "easeInEaseOut"
        var repeats = false, autoreverses = false
        for option in optionNames(arguments["options"]) {
            switch option {
            case "calculationModeLinear": calculationMode = "linear"
            case "calculationModeDiscrete": calculationMode = "discrete"
            case "calculationModePaced": calculationMode = "paced"
            case "calculationModeCubic": calculationMode = "cubic"
            case "calculationModeCubicPaced": calculationMode = "cubicPaced"
            case "repeat": repeats = true
            case "autoreverse": autoreverses = true
            default:
                if let curve = Self.curveNames[option] { timing = curve } else if !Self.quietOptions.contains(option) { warn(line, "the keyframe option .\(option) is not drawn") }
            }
        }
        let collector = KeyframeCollector()
        let (animations, completion) = animationClosures(arguments)
        contexts.append(.keyframes(collector))
        do {
            defer { contexts.removeLast() }
            if let animations { _ = try invoke(animations, [], line: line) }
        }
        var groups: [(layer: LayerObject, keyPath: String, changes: [KeyframeCollector.Change])] = []
        for change in collector.changes {
            if let index = groups.firstIndex(where: { $0.layer === change.layer && $0.keyPath == change.keyPath }) {
                groups[index].changes.append(change)
            } else {
                groups.append((change.layer, change.keyPath, [change]))
            }
        }
        let begin = now + delay
        for group in groups {
            let sorted = group.changes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            var points: [(time: Double, value: JSONOutputBox)] = [(0, sorted[0].from)]
            for change in sorted {
                let start = min(max(change.start, 0), 1), end = min(max(change.start + change.duration, 0), 1)
                if start > points[points.count - 1].time { points.append((start, points[points.count - 1].value)) }
                if end > points[points.count - 1].time { points.append((end, change.to)) } else { points[points.count - 1].value = change.to }
            }
            if points[points.count - 1].time < 1 { points.append((1, points[points.count - 1].value)) }
            var entry: [(key: String, value: JSONOutput)] = [("keyPath", .string(group.keyPath))]
            if calculationMode == "discrete", points.count > 1, points[points.count - 1].time == 1 { points.removeLast() }
            entry.append(("values", .array(points.map(\.value.value))))
            if calculationMode != "paced" && calculationMode != "cubicPaced" {
                // Discrete keyframes take one key time more: value i holds until key time i + 1.
                let times = points.map(\.time) + (calculationMode == "discrete" ? [1] : [])
                entry.append(("keyTimes", .array(times.map(JSONValues.number))))
            }
            if calculationMode != "linear" { entry.append(("calculationMode", .string(calculationMode))) }
            entry.append(("timingFunction", .string(timing)))
            entry.append(("duration", JSONValues.number(duration)))
            entry.append(("beginTime", JSONValues.number(begin)))
            if repeats { entry.append(("repeatCount", .string("infinity"))) }
            if autoreverses { entry.append(("autoreverses", .bool(true))) }
            if delay > 0 { entry.append(("fillMode", .string("backwards"))) }
            let active: Double? = repeats ? nil : duration * (autoreverses ? 2 : 1)
            add(AnimationRecord(entry: entry, addedAt: now, begin: begin, activeDuration: active, fillsBackwards: delay > 0, fillsForwards: false, key: group.keyPath), to: group.layer)
        }
        let end = begin + duration * (autoreverses ? 2 : 1)
        noteEnd(end)
        for index in transactions.indices { transactions[index].ends.append(end) }
        if let completion, !repeats {
            try schedule(at: end, line: line) { () throws(Interruption) in _ = try self.invoke(completion, [.bool(true)], line: line) }
        }
        return .void
    }

    func addKeyframe(_ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        guard let context = contexts.last, case .keyframes(let collector) = context else {
            throw .skip(line: line, message: "addKeyframe outside UIView.animateKeyframes: skipped")
        }
        let start = try number(arguments["withRelativeStartTime"] ?? .number(0), line: line)
        let duration = try number(arguments["relativeDuration"] ?? .number(1), line: line)
        guard let closure = arguments.closures.first?.closure else { return .void }
        contexts.append(.keyframe(collector, start: start, duration: duration))
        defer { contexts.removeLast() }
        _ = try invoke(closure, [], line: line)
        return .void
    }

    static let transitionOptions: Set<String> = ["transitionCrossDissolve", "transitionFlipFromLeft", "transitionFlipFromRight",
                                                 "transitionFlipFromTop", "transitionFlipFromBottom"]

    /// `UIView.transition(with:duration:options:animations:completion:)`:
    /// the view's transition begins now; the block's changes are made at
    /// once and the transition shows them.
    func transition(_ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        guard case .object(let object)? = arguments["with"], let layer = object.layer else {
            throw .skip(line: line, message: "UIView.transition(from:to:…) is not part of a launch animation: skipped")
        }
        let duration = try number(arguments["duration"] ?? .number(0.25), line: line)
        var options: [JSONOutput] = []
        var kinds = 0, curves = 0
        for option in optionNames(arguments["options"]) {
            if Self.transitionOptions.contains(option) {
                kinds += 1
                if kinds == 1 { options.append(.string(option)) }
            } else if Self.curveNames[option] != nil {
                curves += 1
                if curves == 1 { options.append(.string(option)) }
            } else if option == "transitionCurlUp" || option == "transitionCurlDown" {
                warn(line, "the page curl .\(option) is not drawn: the change is made without it")
            } else if !Self.quietOptions.contains(option) {
                warn(line, "the transition option .\(option) is not drawn")
            }
        }
        let (animations, completion) = animationClosures(arguments)
        let overlaps = layer.transitions.contains { $0.begin + $0.duration > now }
        if overlaps {
            warn(line, "a transition of \(layer.id) that begins before the one before it ends is drawn without its transition")
        } else if kinds > 0 {
            var entry: [(key: String, value: JSONOutput)] = [("options", .array(options)), ("duration", JSONValues.number(duration)), ("beginTime", JSONValues.number(now))]
            if layer.transitions.count >= 16 { entry = [] }
            if !entry.isEmpty { layer.transitions.append(TransitionRecord(entry: entry, begin: now, duration: duration)) }
        }
        contexts.append(.transition(layer))
        do {
            defer { contexts.removeLast() }
            if let animations { _ = try invoke(animations, [], line: line) }
        }
        let end = now + duration
        noteEnd(end)
        for index in transactions.indices { transactions[index].ends.append(end) }
        if let completion {
            try schedule(at: end, line: line) { () throws(Interruption) in _ = try self.invoke(completion, [.bool(true)], line: line) }
        }
        return .void
    }

    func transaction(_ name: String, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        switch name {
        case "begin":
            guard transactions.count < 64 else { throw .fail(line: line, message: "CATransaction.begin() nested more than 64 deep") }
            transactions.append(Transaction())
        case "commit", "flush":
            guard name == "commit", let finished = transactions.popLast() else { return .void }
            if let completion = finished.completion {
                let end = finished.ends.max() ?? now
                try schedule(at: max(end, now), line: line) { () throws(Interruption) in _ = try self.invoke(completion, [], line: line) }
            }
        case "setAnimationDuration":
            guard !transactions.isEmpty else { return .void }
            transactions[transactions.count - 1].duration = try number(arguments.unlabelled.first ?? .number(0.25), line: line)
        case "setAnimationTimingFunction":
            guard !transactions.isEmpty, case .timing(let timing)? = arguments.unlabelled.first else { return .void }
            transactions[transactions.count - 1].timing = timing
        case "setDisableActions":
            guard !transactions.isEmpty else { return .void }
            transactions[transactions.count - 1].disableActions = try number(arguments.unlabelled.first ?? .bool(true), line: line) != 0
        case "setCompletionBlock":
            guard !transactions.isEmpty else {
                throw .skip(line: line, message: "CATransaction.setCompletionBlock outside begin()/commit(): skipped")
            }
            transactions[transactions.count - 1].completion = arguments.closures.first?.closure
        default:
            throw .skip(line: line, message: "CATransaction.\(name) is not part of a launch animation: skipped")
        }
        return .void
    }
}
