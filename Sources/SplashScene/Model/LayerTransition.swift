import SplashAnimation
import SplashGeometry

/// A transition added to a layer at `beginTime`: Core Animation's
/// `CATransition` ("An object that provides an animated transition between
/// a layer's states", Apple, `CATransition`), or what UIKit's
/// `UIView.transition(with:duration:options:animations:completion:)` adds
/// to the view's layer.
///
/// At `beginTime` the layer changes (its `hidden` or `contents` as the
/// transition gives them, like the changes an `animations` block makes, or
/// anything else the scene changes at that instant: a sublayer's
/// `removedAt`, a `hidden` keyframe); over `duration` the transition shows
/// the layer's subtree going from the picture it made just before
/// `beginTime` (see `captureLead`) to the live subtree, which keeps
/// animating underneath.
public struct LayerTransition: Sendable, Hashable {
    public var effect: TransitionEffect
    /// Seconds from the start of the scene.
    public var beginTime: Double
    /// Seconds; 0 makes the change without animation (as UIKit does for a
    /// duration of 0).
    public var duration: Double
    /// Paces the transition's progress. A `CATransition` without one is
    /// linear ("Uses linear pacing", Apple, Animation Types and Timing
    /// Programming Guide, Transition Animation, table 1);
    /// `UIView.transition` takes its curve from the options, easeInEaseOut
    /// unless another is given ("This is the default curve for most
    /// animations", `UIView.AnimationCurve.easeInOut`).
    public var timingFunction: TimingFunction
    /// The layer's `isHidden` from `beginTime` on (nil: unchanged).
    public var hidden: Bool?
    /// The layer's contents from `beginTime` on (nil: unchanged).
    public var contents: LayerContents?

    /// How long before `beginTime` the "before" picture is taken: one
    /// nanosecond, the instant just before the change. Far below any frame
    /// interval, so nothing that moves continuously moves in between, and
    /// wide enough that a change written for the same instant through a
    /// different expression (`0.1 + 0.2` against `0.3`) still counts as at
    /// that instant. Rendering stays a function of (scene, time).
    public static let captureLead = 1e-9

    public init(effect: TransitionEffect = .fade, beginTime: Double = 0, duration: Double = 0.25,
                timingFunction: TimingFunction = .linear, hidden: Bool? = nil, contents: LayerContents? = nil) {
        self.effect = effect
        self.beginTime = beginTime
        self.duration = duration
        self.timingFunction = timingFunction
        self.hidden = hidden
        self.contents = contents
    }

    /// When it ends: from then on the layer shows its live subtree alone.
    public var endTime: Double { beginTime + duration }

    /// How far along it is at `time`, after `timingFunction` (0 shows the
    /// picture before, 1 the live one); nil outside `beginTime ..< endTime`.
    public func progress(at time: Double) -> Double? {
        guard duration > 0, time >= beginTime, time < endTime else { return nil }
        return timingFunction.value(at: (time - beginTime) / duration)
    }
}

/// What a transition does with the two pictures.
public enum TransitionEffect: Sendable, Hashable {
    /// `kCATransitionFade` ("The layer's content fades as it becomes
    /// visible or hidden") and UIKit's `transitionCrossDissolve` ("A
    /// transition that dissolves from one view to the next").
    case fade
    /// `kCATransitionPush`: "The layer's content pushes any existing content
    /// as it slides into place."
    case push(TransitionSubtype)
    /// `kCATransitionMoveIn`: "The layer's content slides into place over
    /// any existing content."
    case moveIn(TransitionSubtype)
    /// `kCATransitionReveal`: "The layer's content is revealed gradually in
    /// the direction specified by the transition subtype."
    case reveal(TransitionSubtype)
    /// UIKit's `transitionFlipFromLeft` … `transitionFlipFromBottom`: the
    /// layer turns half a turn about its vertical (left, right) or
    /// horizontal (top, bottom) centre line, the named side coming toward
    /// the viewer ("the left side of the view moves toward the front and
    /// right side toward the back", `transitionFlipFromLeft`).
    case flip(TransitionSubtype)
}

/// `CATransitionSubtype`: the side a motion starts from ("The transition
/// begins at the right side of the layer", `kCATransitionFromRight`), and
/// for a flip the side that comes to the front.
public enum TransitionSubtype: String, Sendable, Hashable, CaseIterable {
    case fromLeft, fromRight, fromTop, fromBottom

    /// The direction content moves, in the layer's coordinates (y down):
    /// away from the side it starts at.
    var motion: (x: Double, y: Double) {
        switch self {
        case .fromLeft: (1, 0)
        case .fromRight: (-1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        }
    }

    var isHorizontal: Bool { self == .fromLeft || self == .fromRight }
}

/// A transition under way on a layer of a resolved tree
/// (`Layer.runningTransition`): how far it is and the picture it leaves.
public struct RunningTransition: Sendable, Hashable {
    public var effect: TransitionEffect
    /// After the timing function: 0 the picture before, 1 the live one
    /// (a timing function's control points may take it a little outside).
    public var progress: Double
    /// Held in an array so the struct can contain a layer; exactly one.
    private var beforeStorage: [Layer]

    public init(effect: TransitionEffect, progress: Double, before: Layer) {
        self.effect = effect
        self.progress = progress
        self.beforeStorage = [before]
    }

    /// The layer as it resolved just before the transition began
    /// (`LayerTransition.captureLead`), its subtree without transitions of
    /// its own.
    public var before: Layer { beforeStorage[0] }
}
