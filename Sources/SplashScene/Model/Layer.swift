#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashAnimation
import SplashGeometry

/// One layer, with Core Animation's geometry: `position` is where the
/// `anchorPoint` (unit coordinates of `bounds`) sits in the parent, and
/// `transform` turns the layer about that anchor.
///
///        parent
///        ┌──────────────────────────┐
///        │      bounds              │
///        │     ┌────────┐           │
///        │     │   ●────┼── anchorPoint (0.5, 0.5) at `position`
///        │     └────────┘           │
///        └──────────────────────────┘
public struct Layer: Sendable, Hashable {
    /// An optional name, for error messages and for tests to find it.
    public var id: String?
    public var position: Point = .zero
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    public var transform = LayerTransform()
    /// `CALayer.sublayerTransform`: applied to every sublayer about this
    /// layer's anchor point, after the sublayer's own transform; the usual
    /// home of the perspective that 3-D sublayers share. Animatable.
    public var sublayerTransform = LayerTransform()
    public var opacity: Double = 1
    public var isHidden = false
    public var backgroundColor: Color?
    public var cornerRadius: Double = 0
    /// `CALayer.cornerCurve`: quarter circles, or iOS's continuous corners.
    public var cornerCurve: CornerCurve = .circular
    /// `CALayer.maskedCorners`: the corners `cornerRadius` rounds (all by
    /// default); the others stay square.
    public var maskedCorners: CornerMask = .all
    /// Clips contents and sublayers to the (rounded) bounds.
    public var masksToBounds = false
    /// A border drawn inside the bounds, above contents and sublayers, as
    /// `CALayer.borderWidth` / `borderColor`.
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    /// A drop shadow from the layer's alpha, with Core Animation's
    /// defaults: invisible (opacity 0), radius 3, offset (0, −3) (upward,
    /// as on iOS), black.
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset = Size(width: 0, height: -3)
    public var shadowRadius: Double = 3
    /// `CALayer.shadowPath`, in the layer's coordinates: "If you specify a
    /// value for this property, the layer creates its shadow using the
    /// specified path instead of the layer's composited alpha channel"
    /// (Apple); nil: the alpha casts it.
    public var shadowPath: Path?
    public var contents: LayerContents?
    /// `CALayer.zPosition`: siblings are drawn from the lowest to the
    /// highest ("Higher values place the layer visually closer to the
    /// viewer than layers with lower values", Apple), those with equal
    /// values in their order. Animatable. Under a superlayer's
    /// three-dimensional `sublayerTransform` it is also depth: the layer
    /// sits that far in front of the superlayer's plane (closer and larger
    /// under a perspective).
    public var zPosition: Double = 0
    /// `CALayer.isDoubleSided`: false hides the layer (and its sublayers)
    /// while it faces away from the viewer, turned in 3-D or mirrored
    /// ("When the value of this property is false, the layer hides its
    /// content when it faces away from the viewer", Apple).
    public var isDoubleSided = true
    /// `CALayer.contentsRect`: the part of the contents image shown, in
    /// unit coordinates of the image (default the whole image, (0, 0, 1, 1)).
    /// The part is placed by the gravity as if it were the whole image:
    /// animate it to step through a sprite sheet. Outside the unit square
    /// the image's edge pixels extend outwards (Apple: "If pixels outside
    /// the unit rectangle are requested, the edge pixels of the contents
    /// image will be extended outwards").
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Makes the layer a `CAReplicatorLayer`: its sublayers are drawn
    /// `instanceCount` times (see `Replicator`). nil: a plain layer.
    public var replicator: Replicator?
    /// Seconds from the start at which the layer leaves its superlayer
    /// (`removeFromSuperlayer()` / `removeFromSuperview()` in a completion
    /// block): from that instant on it and its subtree are not in the
    /// resolved tree. On a mask layer it is `layer.mask = nil`: the owner
    /// shows whole. nil: never removed.
    public var removedAt: Double?
    public var sublayers: [Layer] = []
    /// Held in an array so the struct can contain a layer; zero or one.
    private var maskStorage: [Layer] = []
    public var animations: [LayerAnimation] = []
    /// Transitions added to the layer (`CATransition`, `UIView.transition`),
    /// in time order, one at a time (none overlaps the next).
    public var transitions: [LayerTransition] = []
    /// In a resolved tree, the transition under way at the time resolved
    /// (nil: none): the compositor draws it in place of the layer.
    public var runningTransition: RunningTransition?

    public init(id: String? = nil) {
        self.id = id
    }

    /// A layer whose alpha masks this one (drawn in this layer's
    /// coordinates), such as a logo-shaped hole revealing an app. A scene
    /// says `layer.mask = nil` at a given time with the mask's `removedAt`.
    ///
    /// What masks is the mask as it renders: "The layer's alpha channel
    /// determines how much of the layer's content and background shows
    /// through. Fully or partially opaque pixels allow the underlying
    /// content to show through, but fully transparent pixels block that
    /// content" (Apple, `CALayer.mask`). A hidden layer is not displayed
    /// (`CALayer.isHidden`: "whether the layer is displayed") and renders
    /// no alpha, so a hidden mask, like one of opacity 0, shows nothing of
    /// its layer; Apple documents no exception for masks, and hiding a mask
    /// is not `mask = nil`.
    public var mask: Layer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// How the mask's pixels show the layer: by their alpha, as
    /// `CALayer.mask` does (the default), or as the track mattes of After
    /// Effects and Lottie also do, by inverted alpha or by luminance.
    public var maskMode: MaskMode = .alpha
    /// Softens the mask's edges: its coverage blurred by this radius in
    /// points (as a shadow's, σ = radius / 2), as After Effects' and
    /// Lottie's mask feather. 0: sharp. Core Animation has none; scene
    /// files do not set it. Animatable.
    public var maskFeather: Double = 0
    /// Marks the layer that stands for the app's own launch screen in a
    /// scene (a preset's placeholder): given one (`--launch-screen`), it is
    /// drawn there as `LaunchScreenPlacement` says. nil: an ordinary layer.
    public var launchScreen: LaunchScreenPlacement?

    /// Whether the layer has left its superlayer by `time` (see `removedAt`).
    public func isRemoved(at time: Double) -> Bool {
        removedAt.map { time >= $0 } ?? false
    }

    /// The same layer with its animations (and its sublayers' and mask's)
    /// evaluated at `time` and removed; the sublayers and mask removed by
    /// `time` are left out. (The layer's own `removedAt` is its parent's
    /// business: see `Scene.resolved(at:)`.) A layer with a transition
    /// under way at `time` carries it in `runningTransition`, with the
    /// picture it started from.
    public func resolved(at time: Double) -> Layer {
        resolved(at: time, localTime: time)
    }

    /// `resolved(at:)` for a layer inside replicator copies: its animations
    /// (and its subtree's) are evaluated at `localTime`, the scene's `time`
    /// less the delays of the copies it is in (`Replicator.instanceDelay`),
    /// while what has been removed is what has by the scene's `time`
    /// (`removedAt` takes a layer out of its superlayer, and with it out of
    /// every copy). Transitions run on `localTime` as animations do.
    /// `runningTransitions`: false for a transition's "before" picture,
    /// which is the subtree as it stood, not itself in transition (so a
    /// frame resolves each layer at most once more per transition around
    /// it, however they nest).
    func resolved(at time: Double, localTime: Double, runningTransitions: Bool = true) -> Layer {
        var layer = self
        // What transitions change at their beginTime (as the animations
        // block of UIView.transition does), before animations apply.
        for transition in transitions where localTime >= transition.beginTime {
            if let hidden = transition.hidden { layer.isHidden = hidden }
            if let contents = transition.contents { layer.contents = contents }
        }
        var tangentRotation: Double?
        for animation in animations {
            if case .pathCoordinate? = animation.properties.first, case .shape(var shape)? = layer.contents {
                // A path animation moves every point of the path at once.
                if let value = animation.animation.value(at: localTime, base: AnimationVector(shape.path.coordinates)) {
                    shape.path = shape.path.withCoordinates(value.components)
                    layer.contents = .shape(shape)
                }
                continue
            }
            let base = AnimationVector(animation.properties.map { layer.value(of: $0) })
            if let value = animation.animation.value(at: localTime, base: base) {
                for (index, property) in animation.properties.enumerated() {
                    layer.setValue(value[index], of: property)
                }
            }
            if let mode = animation.rotationMode, let angle = animation.animation.tangentRotation(at: localTime, mode: mode) {
                tangentRotation = (tangentRotation ?? 0) + angle
            }
        }
        // rotationMode turns the layer as its other animations left it.
        if let tangentRotation { layer.transform.rotation += tangentRotation }
        let locationsAnimate = animations.contains { $0.properties.contains { if case .gradientLocation = $0 { true } else { false } } }
        if case .gradient(var gradient)? = layer.contents, locationsAnimate {
            // Animated stops may overshoot or cross; like Core Animation,
            // draw them clamped to 0…1 and in order.
            var previous = 0.0
            for index in gradient.locations.indices {
                previous = min(max(gradient.locations[index], previous), 1)
                gradient.locations[index] = previous
            }
            layer.contents = .gradient(gradient)
        }
        layer.animations = []
        layer.removedAt = nil
        layer.transitions = []
        layer.runningTransition = nil
        if runningTransitions {
            // Transitions do not overlap (the reader checks), so at most one runs.
            for transition in transitions {
                guard let progress = transition.progress(at: localTime) else { continue }
                let capture = transition.beginTime - LayerTransition.captureLead
                let before = resolved(at: time - (localTime - capture), localTime: capture, runningTransitions: false)
                layer.runningTransition = RunningTransition(effect: transition.effect, progress: progress, before: before)
            }
        }
        layer.sublayers = Self.inDrawingOrder(sublayers.filter { !$0.isRemoved(at: time) }
            .map { $0.resolved(at: time, localTime: localTime, runningTransitions: runningTransitions) })
        layer.maskStorage = maskStorage.filter { !$0.isRemoved(at: time) }
            .map { $0.resolved(at: time, localTime: localTime, runningTransitions: runningTransitions) }
        // The copies, after the replicator's own animations (its
        // instanceDelay may be animated).
        if var replicator = layer.replicator {
            replicator.instances = replicator.resolvedInstances(of: sublayers, resolved: layer.sublayers, at: time, localTime: localTime)
            layer.replicator = replicator
        }
        return layer
    }

    /// Resolved siblings in the order they are drawn: lowest `zPosition`
    /// first, equal ones in their own order.
    static func inDrawingOrder(_ siblings: [Layer]) -> [Layer] {
        guard siblings.contains(where: { $0.zPosition != 0 }) else { return siblings }
        return siblings.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Every text this subtree draws, with the width it wraps to.
    public var texts: Set<TextBlock> {
        var texts: Set<TextBlock> = []
        for case .text(let text, let size)? in [contents] + transitions.map(\.contents) {
            texts.insert(TextBlock(text: text, width: size.width))
            // The strings an animation changes it to are laid out too.
            for case .textString(let table) in animations.flatMap(\.properties) {
                for string in table {
                    var changed = text
                    changed.string = string
                    texts.insert(TextBlock(text: changed, width: size.width))
                }
            }
        }
        for sublayer in sublayers + maskStorage { texts.formUnion(sublayer.texts) }
        return texts
    }

    /// Every Lottie file this subtree plays.
    public var lottieSources: Set<String> {
        var sources: Set<String> = []
        if case .lottie(let lottie)? = contents { sources.insert(lottie.source) }
        for sublayer in sublayers + maskStorage { sources.formUnion(sublayer.lottieSources) }
        return sources
    }

    /// Every image file this subtree draws.
    public var imageSources: Set<String> {
        var sources: Set<String> = []
        for case .image(let image)? in [contents] + transitions.map(\.contents) { sources.insert(image.source) }
        for sublayer in sublayers + maskStorage { sources.formUnion(sublayer.imageSources) }
        return sources
    }

    /// Finds a layer by id in this subtree (self, sublayers, mask).
    public func layer(withID id: String) -> Layer? {
        if self.id == id { return self }
        for sublayer in sublayers + maskStorage {
            if let found = sublayer.layer(withID: id) { return found }
        }
        return nil
    }
}

/// What of a mask's pixels shows its layer: `CALayer.mask` uses alpha; the
/// others are After Effects' track mattes ("Alpha Inverted Matte", "Luma
/// Matte", "Luma Inverted Matte"), which Lottie files use. Luminance is
/// Rec. 709's (0.2126 R + 0.7152 G + 0.0722 B) of the mask composited over
/// black, so where the mask is transparent a luma matte hides the layer.
/// How an app's launch screen takes the place of a scene's placeholder.
public enum LaunchScreenPlacement: String, Sendable, Hashable, CaseIterable {
    /// The layer's background, contents and sublayers give way to it.
    case replace
    /// It is drawn under the layer's sublayers, in place of the layer's
    /// background and contents (a logo or animation stays on top).
    case behind
}

public enum MaskMode: String, Sendable, Hashable, CaseIterable {
    case alpha, alphaInverted, luminance, luminanceInverted

    /// Whether the mask shows the layer where the mask draws nothing.
    public var isInverted: Bool { self == .alphaInverted || self == .luminanceInverted }
}

/// A layer's transform as Core Animation's key paths take it apart:
/// points are scaled, then rotated (radians, clockwise on screen), then
/// turned about x and y and seen in perspective, then translated, all about
/// the anchor point.
public struct LayerTransform: Sendable, Hashable {
    public var scaleX: Double = 1
    public var scaleY: Double = 1
    public var rotation: Double = 0
    /// `transform.rotation.x` / `.y`: radians about the horizontal and
    /// vertical axes through the anchor point (UIKit's flip transitions).
    public var rotationX: Double = 0
    public var rotationY: Double = 0
    /// The camera's distance in points for those rotations
    /// (`transform.m34 = -1 / perspective`); 0 looks from infinitely far.
    public var perspective: Double = 0
    public var translationX: Double = 0
    public var translationY: Double = 0
    /// A shear (radians) along the direction `skewAxis` (radians from the
    /// x axis), After Effects' and Lottie's Skew and Skew Axis: applied
    /// after the scale and before the rotation. Core Animation has no key
    /// path for it (its `transform` matrix can hold one); scene files do
    /// not set it, Lottie files do.
    public var skew: Double = 0
    public var skewAxis: Double = 0

    public init(scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0, translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.translationX = translationX
        self.translationY = translationY
    }

    /// Whether the layer leaves its plane (and must be drawn through a
    /// projection rather than an affine transform).
    public var isThreeDimensional: Bool { rotationX != 0 || rotationY != 0 }

    /// One number of the transform, as key paths name them
    /// (`transform.scale.x`, `sublayerTransform.rotation.y`, …).
    public enum Component: Sendable, Hashable {
        case scaleX, scaleY, rotation, rotationX, rotationY, translationX, translationY
    }

    public subscript(component: Component) -> Double {
        get {
            switch component {
            case .scaleX: scaleX
            case .scaleY: scaleY
            case .rotation: rotation
            case .rotationX: rotationX
            case .rotationY: rotationY
            case .translationX: translationX
            case .translationY: translationY
            }
        }
        set {
            switch component {
            case .scaleX: scaleX = newValue
            case .scaleY: scaleY = newValue
            case .rotation: rotation = newValue
            case .rotationX: rotationX = newValue
            case .rotationY: rotationY = newValue
            case .translationX: translationX = newValue
            case .translationY: translationY = newValue
            }
        }
    }

    /// The skew as a matrix (the identity without one), as lottie-web
    /// builds it (`Matrix.skewFromAxis`): turned by the axis, sheared by
    /// tan(−skew) along x, turned back.
    public var skewing: AffineTransform {
        guard skew != 0 else { return .identity }
        let shear = AffineTransform(a: 1, b: 0, c: tan(-skew), d: 1, tx: 0, ty: 0)
        return AffineTransform(rotationAngle: skewAxis).concatenating(shear).concatenating(AffineTransform(rotationAngle: -skewAxis))
    }

    /// The affine matrix: scale, then skew, then rotate, then translate.
    public var affine: AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(skewing)
            .concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: translationX, y: translationY))
    }
}

/// What a layer draws inside its bounds, above its background colour.
public enum LayerContents: Sendable, Hashable {
    /// A vector shape (`CAShapeLayer`), in the layer's bounds coordinates.
    case shape(ShapeContents)
    /// A gradient filling the bounds (`CAGradientLayer`).
    case gradient(GradientContents)
    /// A bitmap placed in the bounds by `contentsGravity`.
    case image(ImageContents)
    /// Text laid out in the bounds.
    case text(TextContents, bounds: Size)
    /// A Lottie animation placed in the bounds by its gravity. A scene
    /// holds the reference; the renderer translates the file into
    /// sublayers before drawing (`Scene.expandingLottieContents`), so the
    /// compositor never sees this case.
    case lottie(LottieContents)
}

/// A Lottie animation as a layer's contents, as `LottieAnimationView`
/// plays one: from `beginTime` (seconds of the scene), at `speed`, between
/// two points of its own timeline (`fromProgress`, `toProgress`, 0…1),
/// once (holding its last frame, as `play()` leaves it) or looping, placed
/// in the bounds by `gravity` and scaled as vectors.
public struct LottieContents: Sendable, Hashable {
    public enum Playback: String, Sendable, Hashable, CaseIterable {
        /// Plays once and holds its last frame (`LottieLoopMode.playOnce`).
        case once
        /// Starts again from `fromProgress` each time it reaches `toProgress`.
        case loop
    }

    /// The Lottie file (JSON or dotLottie), as an absolute path, or an
    /// animation built into splashvid (`builtin:NAME`).
    public var source: String

    /// How a source names a built-in animation (`Preset.builtinAnimation`).
    public static let builtinPrefix = "builtin:"
    public var gravity: ContentsGravity = .resizeAspect
    public var beginTime: Double = 0
    public var speed: Double = 1
    public var playback: Playback = .once
    public var fromProgress: Double = 0
    public var toProgress: Double = 1

    public init(source: String) {
        self.source = source
    }
}

/// One text to lay out: the contents and the width it wraps to.
public struct TextBlock: Sendable, Hashable {
    public var text: TextContents
    public var width: Double

    public init(text: TextContents, width: Double) {
        self.text = text
        self.width = width
    }
}

/// A bitmap as a layer's `contents`. The scene holds only a reference to
/// the file: the pixels are decoded once per render (see SplashRender's
/// `ImageAssets`), and comparing two frames' layer trees stays cheap.
public struct ImageContents: Sendable, Hashable {
    /// The image file, as an absolute path.
    public var source: String
    public var gravity: ContentsGravity
    /// Pixels per point of the bitmap (`contentsScale`): a @3x screenshot
    /// is 3. Matters for gravities that keep the image's own size.
    public var scale: Double

    public init(source: String, gravity: ContentsGravity = .resize, scale: Double = 1) {
        self.source = source
        self.gravity = gravity
        self.scale = scale
    }
}

/// Core Animation's `contentsGravity`, with iOS's orientation (top is the
/// top of the screen).
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
}

/// A `CAShapeLayer`'s drawing: a path filled and/or stroked.
public struct ShapeContents: Sendable, Hashable {
    public var path: Path
    /// nil: not filled (`fillColor = nil`).
    public var fillColor: Color?
    public var fillRule: FillRule
    public var stroke: ShapeStroke?

    public init(path: Path, fillColor: Color?, fillRule: FillRule = .nonZero, stroke: ShapeStroke? = nil) {
        self.path = path
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.stroke = stroke
    }
}

/// A shape's stroke (`strokeColor`, `lineWidth`, `lineCap`, `lineJoin`,
/// `miterLimit`, `lineDashPattern`, `lineDashPhase`, `strokeStart`,
/// `strokeEnd`). Its outline is built for each frame at the frame's
/// scale (see the compositor's `FrameBuilder`), where its cost is known.
public struct ShapeStroke: Sendable, Hashable {
    public var color: Color
    public var style: StrokeStyle
    /// The part of the path stroked, as fractions of its whole length
    /// (`CAShapeLayer.strokeStart`, default 0, and `strokeEnd`, default 1):
    /// animating `strokeEnd` from 0 to 1 draws the path from its start.
    public var start: Double
    public var end: Double

    public init(color: Color, style: StrokeStyle, start: Double = 0, end: Double = 1) {
        self.color = color
        self.style = style
        self.start = start
        self.end = end
    }
}

public struct GradientContents: Sendable, Hashable {
    /// `CAGradientLayerType`: axial, radial, conic (iOS 12).
    public enum Kind: String, Sendable, Hashable, CaseIterable { case axial, radial, conic }
    public var kind: Kind
    public var colors: [Color]
    public var locations: [Double]
    /// In unit coordinates of the bounds, as `CAGradientLayer`.
    public var startPoint: Point
    public var endPoint: Point
    /// A radial gradient's focal point, where location 0 is when not at
    /// `startPoint` (unit coordinates): SVG's `fx`/`fy`, Lottie's
    /// highlight. Core Animation has none; scene files do not set it.
    /// nil: the centre.
    public var focus: Point?

    public init(kind: Kind, colors: [Color], locations: [Double], startPoint: Point, endPoint: Point) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}
