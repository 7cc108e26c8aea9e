import SplashGeometry
import SwiftSyntax

/// Runs a launch animation's Swift over the supported subset of UIKit and
/// Core Animation, on a clock of its own: the entry methods at 0, then
/// every closure scheduled (completions, `asyncAfter`) in time order. It
/// executes nothing of the host: every call is one of the file's own
/// functions or one of the APIs this module models; anything else is a
/// warning and the statement is skipped. Every loop, call, object and
/// string is bounded (`CodeLimits`).
final class Interpreter {
    let file: String
    let canvas: Size
    let converter: SourceLocationConverter
    var warnings: [CodeWarning] = []
    let declarations: Declarations

    /// The seconds from the start the code runs at.
    var now: Double = 0
    /// Core Animation's clock (`CACurrentMediaTime()`) at the start: the
    /// scene's seconds are media time, so `CACurrentMediaTime() + 0.3`
    /// added at the start begins 0.3 s in.
    static let mediaTimeAtStart: Double = 0

    var steps = 0
    var callDepth = 0
    var syntaxDepth = 0
    var objectCount = 0
    var events: [ScheduledEvent] = []
    var eventSerial = 0
    /// What property changes mean now: plain, inside `UIView.animate`, a keyframe, a transition.
    var contexts: [AnimationContext] = []
    /// `CATransaction.begin()` … `commit()` blocks open now.
    var transactions: [Transaction] = []
    /// Every layer made, in order.
    var layers: [LayerObject] = []
    var objectsByLayer: [ObjectIdentifier: CodeObject] = [:]
    var usedIDs: Set<String> = []
    /// The next number to try after each id's base (`view2`, `view3`…).
    var nextSuffix: [String: Int] = [:]
    /// The latest instant anything ends (an animation, a transition, a scheduled closure).
    var lastActivity: Double = 0
    /// Names of images the code asks for (`UIImage(named:)`).
    var imageNames: Set<String> = []
    var globals = Scope(parent: nil)
    /// The convenience initializers of UIKit types running now, innermost last.
    var convenienceTargets: [ConvenienceTarget] = []
    var root: LayerObject?

    init(file: String, tree: SourceFileSyntax, canvas: Size) {
        self.file = file
        self.canvas = canvas
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        self.declarations = Declarations(tree)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    func warn(_ line: Int, _ message: String) {
        let warning = CodeWarning(file: file, line: line, message: message)
        // One warning per line and message, however often a loop repeats it.
        if !warnings.contains(warning) && warnings.count < 1000 { warnings.append(warning) }
    }

    /// Counts one evaluation step against the limit.
    func step(_ node: some SyntaxProtocol) throws(Interruption) {
        steps += 1
        if steps > CodeLimits.maximumSteps {
            throw .fail(line: line(node), message: "more than \(CodeLimits.maximumSteps) steps: the code does not finish like a launch animation (a loop that does not end?)")
        }
    }

    func newObject(_ kind: CodeObject.Kind, line: Int) throws(Interruption) -> CodeObject {
        objectCount += 1
        if objectCount > CodeLimits.maximumObjects {
            throw .fail(line: line, message: "more than \(CodeLimits.maximumObjects) objects created")
        }
        return CodeObject(kind: kind, serial: objectCount)
    }

    /// A new view or layer.
    func newLayer(_ flavor: LayerObject.Flavor, line: Int) throws(Interruption) -> CodeObject {
        let layer = LayerObject(flavor: flavor, id: uniqueID(flavor.rawValue.hasPrefix("UI") ? "view" : "layer"), birth: now, line: line)
        layers.append(layer)
        let object = try newObject(.layer(layer), line: line)
        objectsByLayer[ObjectIdentifier(layer)] = object
        return object
    }

    func uniqueID(_ base: String) -> String {
        if usedIDs.insert(base).inserted { return base }
        var index = nextSuffix[base] ?? 2
        while !usedIDs.insert("\(base)\(index)").inserted { index += 1 }
        nextSuffix[base] = index + 1
        return "\(base)\(index)"
    }

    /// Names a layer after the variable or property it is first stored in.
    func name(_ value: Value, as name: String) {
        guard case .object(let object) = value, let layer = object.layer, !layer.isNamed else { return }
        usedIDs.remove(layer.id)
        layer.id = uniqueID(name)
        layer.isNamed = true
    }

    /// Runs `body` with the clock at `time`, marking every layer made
    /// before as on screen (committed) once time moves on.
    func advance(to time: Double) {
        if time > now {
            for layer in layers { layer.committed = true }
            now = time
        }
    }

    func schedule(at time: Double, line: Int, _ action: @escaping () throws(Interruption) -> Void) throws(Interruption) {
        guard time.isFinite else { throw .skip(line: line, message: "a closure scheduled at a time that is not a number: skipped") }
        guard time <= CodeLimits.maximumTime else {
            throw .skip(line: line, message: "a closure scheduled \(time) s from the start, after the \(Int(CodeLimits.maximumTime)) s a render may last: skipped")
        }
        guard events.count < CodeLimits.maximumEvents else { throw .fail(line: line, message: "more than \(CodeLimits.maximumEvents) closures scheduled") }
        eventSerial += 1
        events.append(ScheduledEvent(time: max(time, now), serial: eventSerial, action: action))
        lastActivity = max(lastActivity, time)
    }

    /// Runs the scheduled closures in time order (those scheduled for the
    /// same instant in the order they were scheduled), each at its instant.
    func runEvents() throws(Interruption) {
        var handled = 0
        while let index = events.indices.min(by: { (events[$0].time, events[$0].serial) < (events[$1].time, events[$1].serial) }) {
            let event = events.remove(at: index)
            handled += 1
            if handled > CodeLimits.maximumEvents { throw .fail(line: 0, message: "more than \(CodeLimits.maximumEvents) closures run") }
            advance(to: event.time)
            try event.action()
        }
    }

    func noteEnd(_ time: Double) {
        if time.isFinite { lastActivity = max(lastActivity, min(time, CodeLimits.maximumTime)) }
    }
}

struct ScheduledEvent {
    var time: Double
    var serial: Int
    var action: () throws(Interruption) -> Void
}

/// `CATransaction.begin()`: its settings and the ends of the animations
/// added while it is open (its completion block runs when the last ends).
struct Transaction {
    var duration: Double?
    var timing: TimingValue?
    var disableActions = false
    var completion: Closure?
    var ends: [Double] = []
}

/// How a property change is shown.
enum AnimationContext {
    /// Inside `UIView.animate(…)`: views' changes animate with these settings.
    case view(ViewAnimation)
    /// Inside `animateKeyframes`, outside any `addKeyframe`.
    case keyframes(KeyframeCollector)
    /// Inside `addKeyframe(withRelativeStartTime:relativeDuration:)`.
    case keyframe(KeyframeCollector, start: Double, duration: Double)
    /// Inside `UIView.transition`'s animations: changes are made at once
    /// (the transition of this layer shows them).
    case transition(LayerObject)
    /// `UIView.performWithoutAnimation`: nothing animates.
    case none
}

/// The settings of one `UIView.animate` call.
struct ViewAnimation {
    var begin: Double
    var duration: Double
    var delay: Double
    var timing: TimingValue?
    /// UIKit's spring: damping ratio and initial velocity.
    var spring: (dampingRatio: Double, velocity: Double)?
    var repeats = false
    var autoreverses = false
    var line: Int
}

/// What `animateKeyframes` collects: each view's changes with their
/// relative start and duration, turned into one keyframe animation per
/// key path when the block returns.
final class KeyframeCollector {
    struct Change {
        var layer: LayerObject
        var keyPath: String
        var start: Double
        var duration: Double
        var from: JSONOutputBox
        var to: JSONOutputBox
    }
    var changes: [Change] = []
}

/// What a convenience initializer of a UIKit type (`extension UIColor {
/// convenience init(hex:) }`) makes with its `self.init(…)`.
final class ConvenienceTarget {
    let type: String
    var value: Value?

    init(type: String) {
        self.type = type
    }
}
