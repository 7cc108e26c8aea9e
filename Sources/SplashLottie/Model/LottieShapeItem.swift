import SplashGeometry

/// One item of a shape layer's `shapes` (or a group's `it`), by `ty`.
/// Items are listed top first: a fill or stroke paints the paths listed
/// before it in its group (and its subgroups), as modified by the
/// modifiers listed between; what comes first is drawn on top.
struct LottieShapeItem: Sendable {
    var path: String
    var kind: Kind

    enum Kind: Sendable {
        /// `gr`: items and their transform (`tr`, the group's last item).
        case group(items: [LottieShapeItem], transform: LottieTransform)
        /// `sh`, `rc`, `el`, `sr`: a path.
        case shape(LottieShapePath)
        /// `fl`, `st`, `gf`, `gs`: a paint.
        case style(LottieStyle)
        /// `tm`: trims the paths before it.
        case trim(LottieTrim)
        /// `rp`: draws what comes before it in its group again and again.
        case repeater(LottieRepeater)
        /// `rd`: rounds the sharp corners of the paths before it (radius).
        case roundCorners(LottieKeyframes<Double>)
    }
}

/// The geometry kinds: all become paths (`d` = 3 runs them backwards).
enum LottieShapePath: Sendable {
    case bezier(LottieKeyframes<LottieBezier>)
    /// `rc`: centre `p`, size `s`, corner roundness `r`.
    case rectangle(position: LottieKeyframes<[Double]>, size: LottieKeyframes<[Double]>, roundness: LottieKeyframes<Double>, reversed: Bool)
    /// `el`: centre `p`, size `s`.
    case ellipse(position: LottieKeyframes<[Double]>, size: LottieKeyframes<[Double]>, reversed: Bool)
    /// `sr`: star (`sy` 1) or polygon (`sy` 2).
    case star(LottieStar)
    /// A path with its sharp corners rounded by a round-corners modifier.
    indirect case rounded(LottieShapePath, radius: LottieKeyframes<Double>)
}

struct LottieStar: Sendable {
    var isPolygon: Bool
    var position: LottieKeyframes<[Double]>
    var points: LottieKeyframes<Double>
    var rotation: LottieKeyframes<Double>
    var outerRadius: LottieKeyframes<Double>
    var innerRadius: LottieKeyframes<Double>
    /// Percent.
    var outerRoundness: LottieKeyframes<Double>
    var innerRoundness: LottieKeyframes<Double>
    var reversed: Bool
}

/// A fill or stroke, solid or gradient.
struct LottieStyle: Sendable {
    enum Paint: Sendable {
        /// `c`: sRGB components 0…1 (alpha ignored; `o` is the opacity).
        case color(LottieKeyframes<[Double]>)
        case gradient(LottieGradient)
    }
    var paint: Paint
    /// `o`: percent.
    var opacity: LottieKeyframes<Double>
    /// `r`: 1 non-zero, 2 even-odd (fills).
    var fillRule: FillRule
    /// nil: a fill.
    var stroke: LottieStroke?
}

struct LottieStroke: Sendable {
    var width: LottieKeyframes<Double>
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// `d`: dash, gap, …, and the offset.
    var dashes: [LottieKeyframes<Double>]
    var dashOffset: LottieKeyframes<Double>?
}

struct LottieGradient: Sendable {
    /// `t`: 1 linear, 2 radial.
    var isRadial: Bool
    var start: LottieKeyframes<[Double]>
    var end: LottieKeyframes<[Double]>
    /// `g.p`: the number of colour stops.
    var colorStops: Int
    /// `g.k`: offset, r, g, b per colour stop, then offset, alpha pairs.
    var stops: LottieKeyframes<[Double]>
    /// `h`: the radial highlight's length, percent (0: centred), and `a`
    /// its angle from the start–end direction (degrees).
    var highlightLength: LottieKeyframes<Double>
    var highlightAngle: LottieKeyframes<Double>
}

/// `tm`: start and end (percent), offset (degrees: 360 is once round),
/// `m` 1: every path trimmed alike; 2: all paths as one.
struct LottieTrim: Sendable {
    var start: LottieKeyframes<Double>
    var end: LottieKeyframes<Double>
    var offset: LottieKeyframes<Double>
    var individually: Bool
}

/// `rp`: `c` copies of the items before it in its group, copy i moved by
/// the repeater's transform i times (scale and rotation about its anchor,
/// then its position as an offset), its opacity going from `so` for the
/// first copy to `eo` for the last (percent).
struct LottieRepeater: Sendable {
    var copies: LottieKeyframes<Double>
    /// `o`: copies the first one is moved on by.
    var offset: LottieKeyframes<Double>
    /// `m` 2: each copy under the one before (1: above).
    var below: Bool
    var transform: LottieTransform
    var startOpacity: LottieKeyframes<Double>
    var endOpacity: LottieKeyframes<Double>
}
