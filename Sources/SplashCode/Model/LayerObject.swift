import SplashFormats
import SplashGeometry

/// A view or layer the code builds, with its history: its model values
/// as they stood when it was made (the scene's static values), the model
/// changes made later (each shown from its instant on), the animations
/// and transitions added to it, and when it joined and left the tree.
final class LayerObject {
    /// Which UIKit or Core Animation class it is.
    enum Flavor: String {
        case view = "UIView"
        case imageView = "UIImageView"
        case label = "UILabel"
        case layer = "CALayer"
        case shape = "CAShapeLayer"
        case gradient = "CAGradientLayer"
        case replicator = "CAReplicatorLayer"
        case text = "CATextLayer"

        /// Views animate inside `UIView.animate` blocks; stand-alone layers
        /// animate implicitly (Core Animation's actions).
        var isView: Bool { self == .view || self == .imageView || self == .label }
    }

    let flavor: Flavor
    var id: String
    /// Whether `id` is a name from the code (a variable or property).
    var isNamed = false
    /// Whether the layer has been on screen (made before the current
    /// instant, or before viewDidAppear): stand-alone layers animate
    /// their changes implicitly from then on.
    var committed = false
    /// The instant (seconds from the start) it was made: values set then are its static ones.
    let birth: Double
    /// The line it was made on, for messages.
    let line: Int
    var state = LayerState()
    /// The model values before the first change after `birth` (nil: none yet).
    var initial: LayerState?
    /// Model changes after `birth`, in time order: key path, value, instant.
    var changes: [ModelChange] = []
    var animations: [AnimationRecord] = []
    var transitions: [TransitionRecord] = []
    weak var superlayer: LayerObject?
    var sublayers: [LayerObject] = []
    var mask: LayerObject?
    /// Whether it is another layer's mask.
    var isMask = false
    /// The stored properties of the file's own subclass (`class LogoView: UIView`), if it is one.
    var instance: InstanceObject?
    /// When it was added to a superlayer after the start (nil: from the start or never).
    var addedAt: Double?
    var removedAt: Double?
    /// Whether it is a view controller's root view (the screen).
    var isRoot = false

    init(flavor: Flavor, id: String, birth: Double, line: Int) {
        self.flavor = flavor
        self.id = id
        self.birth = birth
        self.line = line
    }

    var className: String { flavor.rawValue }

    /// The static values the scene starts the layer with.
    var staticState: LayerState { initial ?? state }

    /// Every layer of this subtree (mask included), at most `limit` deep.
    func forEachInTree(depth: Int = 0, _ body: (LayerObject) -> Void) {
        guard depth < CodeLimits.maximumDepth else { return }
        body(self)
        mask?.forEachInTree(depth: depth + 1, body)
        for sublayer in sublayers { sublayer.forEachInTree(depth: depth + 1, body) }
    }
}

/// A model value changed after the layer was made, shown from `time` on.
struct ModelChange {
    var time: Double
    var keyPath: String
    var value: JSONOutput
}

/// One animation added to a layer, as the scene's animation entry, with
/// the instant it was added and (when replaced or removed) taken off.
struct AnimationRecord {
    var entry: [(key: String, value: JSONOutput)]
    /// When `add(_:forKey:)` (or UIKit) added it.
    var addedAt: Double
    /// Its beginTime in scene seconds.
    var begin: Double
    /// Seconds it is active (repeats and autoreverse included); nil: for ever.
    var activeDuration: Double?
    var fillsBackwards: Bool
    var fillsForwards: Bool
    var key: String?
    /// When it was taken off (replaced by one of the same key, removed).
    var removedAt: Double?

    /// When it stops affecting the layer (nil: never).
    var end: Double? {
        if let removedAt { return removedAt }
        guard !fillsForwards, let activeDuration else { return nil }
        return begin + activeDuration
    }
}

/// A transition added to a layer, as the scene's transition entry.
struct TransitionRecord {
    var entry: [(key: String, value: JSONOutput)]
    /// What the layer draws from `begin` on, when the transition changes its contents.
    var contents: LayerState?
    var begin: Double
    var duration: Double

    init(entry: [(key: String, value: JSONOutput)], begin: Double, duration: Double) {
        self.entry = entry
        self.begin = begin
        self.duration = duration
    }
}
