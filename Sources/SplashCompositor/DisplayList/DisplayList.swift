import SplashGeometry
import SplashRaster
import SplashScene

/// One frame as draw operations: what a layer tree resolved at a time
/// draws, lowered once by `FrameBuilder` (the only code that reads the
/// layers' drawing fields), then executed by `Compositor.render(_:)`.
///
/// Every shortcut the compositor takes is a question asked of this list:
/// which operation replaces every pixel beneath it (occlusion), whether a
/// mask is nothing but solid fills (drawn straight to coverage), whether
/// every paint of a group splits exactly (pixels a mask hides are left
/// unpainted), what an operation can touch (offscreen sizes), whether the
/// frame can be drawn in bands, whether a frame equals the previous one.
/// A new layer property is lowered in `FrameBuilder` and every shortcut
/// follows, instead of each shortcut re-reading the layer fields and
/// having to learn about it (Core Animation splits its layer tree into a
/// render tree the same way; rlottie lowers its model into render items).
///
/// Coordinates: operations are in *picture space*, the frame's device
/// pixels (or, inside a `ProjectedOperation`, the flat picture's). A group
/// is drawn offscreen into the pixels it can touch, and its operations are
/// then placed there by a translation applied as they are drawn; so a
/// group's bounds are the union of its operations' bounds, with nothing
/// lowered twice.
public struct DisplayList: Sendable, Hashable {
    /// The frame's size in pixels.
    public let width: Int
    public let height: Int
    /// Painted first, where no operation replaces every pixel (the scene's
    /// `backgroundColor`).
    public let background: Color
    /// In drawing order (bottom first).
    public let operations: [DrawOperation]

    public init(width: Int, height: Int, background: Color, operations: [DrawOperation]) {
        self.width = width
        self.height = height
        self.background = background
        self.operations = operations
    }
}

/// One step of drawing a frame.
public enum DrawOperation: Sendable, Hashable {
    /// A path filled with a paint, straight into the picture being drawn.
    case fill(FillOperation)
    /// Operations drawn through a clip (`masksToBounds`).
    case clip(ClipOperation)
    /// Operations drawn as one picture offscreen and composited once: group
    /// opacity, a mask, a shadow, a replicator copy's colour.
    case group(GroupOperation)
    /// A layer turned out of its plane: drawn flat, then projected.
    case projected(ProjectedOperation)
    /// Two pictures mixed pixel by pixel, composited as one (a layer's
    /// fade or cross-dissolve transition).
    case dissolve(DissolveOperation)
}

/// A path filled with a paint (a background, a border, a shape's fill or
/// stroke, a gradient, a bitmap, a text's glyphs, a vector image's shape).
public struct FillOperation: Sendable, Hashable {
    /// What is filled, in the path's own coordinates.
    public enum Geometry: Sendable, Hashable {
        /// A rectangle: `Path.rect`, which occlusion can reason about.
        case rect(Rect)
        case path(Path)
    }

    /// The box this fill can touch, as the layer declares it: the
    /// transformed path's own box, or a rectangle's corners under a
    /// transform (a layer's bounds, an image's placement, a text's line
    /// box).
    public enum Extent: Sendable, Hashable {
        case transformedPath
        case rect(Rect, AffineTransform)
    }

    public var geometry: Geometry
    public var paint: Paint
    /// Path coordinates to picture space.
    public var transform: AffineTransform
    public var fillRule: FillRule
    public var opacity: Double
    public var extent: Extent
    /// The `id` of the layer it draws, for messages (nil: none).
    public var layer: String?

    public init(geometry: Geometry, paint: Paint, transform: AffineTransform, fillRule: FillRule = .nonZero,
                opacity: Double = 1, extent: Extent, layer: String? = nil) {
        self.layer = layer
        self.geometry = geometry
        self.paint = paint
        self.transform = transform
        self.fillRule = fillRule
        self.opacity = opacity
        self.extent = extent
    }

    public var path: Path {
        switch geometry {
        case .rect(let rect): .rect(rect)
        case .path(let path): path
        }
    }

    /// Whether it paints no pixel at all (a clear colour, no opacity). Such
    /// fills stay in the list: a clear background still spans its bounds
    /// and still counts as one of the layer's fills for group opacity.
    public var isInvisible: Bool {
        opacity <= 0 || paint.paintsNothing
    }
}

/// Operations clipped to a shape (`masksToBounds`: the layer's rounded
/// bounds clip its contents and sublayers, not its background or border;
/// a vector image's `clipPath`).
public struct ClipOperation: Sendable, Hashable {
    /// The clip's outline, and where it goes in picture space.
    public var path: Path
    public var transform: AffineTransform
    /// How the outline's inside is decided (an SVG `clip-rule`).
    public var fillRule: FillRule
    /// The box the clip lets through (the layer's bounds under `transform`).
    public var box: Rect
    public var operations: [DrawOperation]

    public init(path: Path, transform: AffineTransform, box: Rect, operations: [DrawOperation], fillRule: FillRule = .nonZero) {
        self.path = path
        self.transform = transform
        self.fillRule = fillRule
        self.box = box
        self.operations = operations
    }
}

/// Operations drawn into an offscreen picture (only the pixels they can
/// touch) and composited once, through a mask, with a shadow beneath, at
/// an opacity, multiplied by a colour: what iOS does for group opacity
/// (`allowsGroupOpacity`), a `mask`, a shadow, and here for a replicator
/// copy's colour.
public struct GroupOperation: Sendable, Hashable {
    public var operations: [DrawOperation]
    /// The group's opacity, applied once to the composited picture.
    public var opacity: Double
    /// The mask's operations (its alpha is what shows), in picture space.
    public var mask: [DrawOperation]?
    /// What of the mask shows the group (`Layer.maskMode`): its alpha by
    /// default.
    public var maskMode: MaskMode = .alpha
    /// The mask's coverage blurred by this radius in pixels (σ = radius /
    /// 2) before it is used: `Layer.maskFeather`. 0: sharp.
    public var maskFeather: Double = 0
    public var shadow: Shadow?
    /// What the group can touch, in picture space: its operations' bounds,
    /// within its mask's, and its shadow's reach.
    public var bounds: Rect
    /// A colour (straight sRGB, components in 0…1) the picture is
    /// multiplied by, channel by channel, before its shadow is taken and it
    /// is composited: a replicator copy's "modulation color"
    /// (CAReplicatorLayer.h). nil: none.
    public var modulationColor: Color?
    /// An SVG filter's drawing of the picture (shadows its alpha casts,
    /// the picture blurred or left out); nil: none.
    public var effects: PictureEffects?

    /// Whether drawing it reads pixels beyond a band's rows (a shadow's or
    /// a filter's blur): such a group is drawn whole (`ShadowedGroups`).
    public var readsBeyondItsRows: Bool { shadow != nil || effects != nil }

    public init(operations: [DrawOperation], opacity: Double, mask: [DrawOperation]?, shadow: Shadow?, bounds: Rect,
                modulationColor: Color? = nil) {
        self.operations = operations
        self.opacity = opacity
        self.mask = mask
        self.shadow = shadow
        self.bounds = bounds
        self.modulationColor = modulationColor
    }
}

/// What an SVG `filter` does to a group's picture, in pixels (the filter
/// as `VectorFilter` reads it): drop shadows its alpha casts under it
/// (`feDropShadow`, a design tool's shadow chain), bottom first, and the
/// picture itself blurred (`feGaussianBlur` of `SourceGraphic`) or not
/// drawn at all (a filter whose result is the shadow alone).
public struct PictureEffects: Sendable, Hashable {
    /// Each a `Shadow` (radius 2σ, offset in pixels, colour and opacity).
    public var shadows: [Shadow]
    /// The picture's blur, σ in pixels; 0: sharp.
    public var blurSigma: Double
    public var drawsPicture: Bool

    public init(shadows: [Shadow], blurSigma: Double, drawsPicture: Bool) {
        self.shadows = shadows
        self.blurSigma = blurSigma
        self.drawsPicture = drawsPicture
    }
}

/// Core Animation's drop shadow, in pixels: the group's alpha, blurred,
/// offset, in a colour, under the group.
public struct Shadow: Sendable, Hashable {
    public var color: Color
    /// `shadowOpacity` times the layer's opacity.
    public var opacity: Double
    /// `shadowRadius` in pixels (σ = radius / 2).
    public var radius: Double
    /// `shadowOffset` in pixels (screen space).
    public var offsetX: Double
    public var offsetY: Double
    /// `shadowPath`: the shape casting the shadow, and where it goes in
    /// picture space; nil: the group's own alpha casts it.
    public var path: Path?
    public var pathTransform: AffineTransform

    public init(color: Color, opacity: Double, radius: Double, offsetX: Double, offsetY: Double,
                path: Path? = nil, pathTransform: AffineTransform = .identity) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.path = path
        self.pathTransform = pathTransform
    }

    /// The offset rounded to whole pixels, bounded (an offset far beyond
    /// any frame moves the shadow out of it either way).
    var pixelOffset: (dx: Int, dy: Int) {
        (Int(boundedOffset(offsetX).rounded()), Int(boundedOffset(offsetY).rounded()))
    }

    /// An offset within ±10⁷ pixels (0 when not finite): as it is for any
    /// frame, and a box that adds it stays where the layer is.
    func boundedOffset(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -1e7), 1e7) : 0
    }
}

/// A layer turned out of its plane (`transform.rotation.x/.y`, with
/// perspective), as Core Animation flattens it: its subtree drawn flat at
/// the parent's resolution, then that picture projected.
public struct ProjectedOperation: Sendable, Hashable {
    /// The flat layer's operations, in its own space scaled by `scale`.
    public var operations: [DrawOperation]
    /// Pixels per point of the flat picture (the parent's scale).
    public var scale: Double
    /// The layer's bounds in the flat space: the picture spans at least
    /// these, so a layer drawn within them keeps their pixel grid.
    public var boundsInFlatSpace: Rect
    /// The layer's own 3-D transform (bounds coordinates to its parent's).
    public var layerTransform: Transform3D
    /// The parent's coordinates to picture space.
    public var parentTransform: AffineTransform
    public var opacity: Double
    /// What it can touch, in picture space: the whole frame (a projection
    /// is not bounded in advance).
    public var bounds: Rect

    public init(operations: [DrawOperation], scale: Double, boundsInFlatSpace: Rect, layerTransform: Transform3D,
                parentTransform: AffineTransform, opacity: Double, bounds: Rect) {
        self.operations = operations
        self.scale = scale
        self.boundsInFlatSpace = boundsInFlatSpace
        self.layerTransform = layerTransform
        self.parentTransform = parentTransform
        self.opacity = opacity
        self.bounds = bounds
    }
}

/// A cross-dissolve (`CATransition` type fade, UIKit's
/// `transitionCrossDissolve`): the two pictures drawn offscreen, mixed as
/// `(1 − amount) × from + amount × to` pixel by pixel (premultiplied), and
/// the mix composited once, source-over. A pixel both pictures share is
/// left as it is, and a picture dissolving into nothing fades out.
public struct DissolveOperation: Sendable, Hashable {
    /// The picture going (the layer just before the transition).
    public var from: [DrawOperation]
    /// The picture coming (the live layer).
    public var to: [DrawOperation]
    /// How much of `to` shows: 0 all `from`, 1 all `to` (clamped to 0…1
    /// when drawn).
    public var amount: Double
    /// What it can touch, in picture space: both pictures' bounds.
    public var bounds: Rect

    public init(from: [DrawOperation], to: [DrawOperation], amount: Double, bounds: Rect) {
        self.from = from
        self.to = to
        self.amount = amount
        self.bounds = bounds
    }
}
