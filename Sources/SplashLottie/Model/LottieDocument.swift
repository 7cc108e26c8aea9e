import SplashGeometry

/// A Lottie animation as Bodymovin writes it (the JSON format lottie-web,
/// lottie-ios and lottie-android read), in the file's units: pixels,
/// frames, percent and degrees. Only what splashvid draws is kept; what
/// it cannot draw is reported while reading (`LottieCompatibility`).
struct LottieDocument: Sendable {
    /// `nm`
    var name: String
    /// `w`, `h`: the composition's size.
    var width: Double
    var height: Double
    /// `fr`: frames per second.
    var frameRate: Double
    /// `ip`, `op`: the frames the animation plays, op excluded.
    var inPoint: Double
    var outPoint: Double
    var layers: [LottieLayer]
    /// `assets` by `id`.
    var assets: [String: LottieAsset]
    /// `chars`: glyph outlines; when there are any, lottie-web draws every
    /// text layer with them (`FontManager.chars`).
    var glyphs: [LottieGlyphKey: LottieGlyph] = [:]
}

/// A composition's size in pixels (points here), frame rate and the
/// frames it plays (`ip` up to, not including, `op`).
public struct LottieHeader: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var frameRate: Double
    public var inPoint: Double
    public var outPoint: Double
}

enum LottieAsset: Sendable {
    /// A precomposition: layers with their own timeline.
    case precomposition([LottieLayer])
    /// An image: its size and its bytes (decoded by the renderer).
    case image(LottieImage)
}

struct LottieImage: Sendable, Hashable {
    var width: Double
    var height: Double
    var source: LottieImageSource
}

/// Where an image asset's pixels are.
enum LottieImageSource: Sendable, Hashable {
    /// A file path (absolute) or a `data:` URI.
    case pixels(String)
    /// Named (`u` + `p`, at the JSON path `path`) but not at hand: a file
    /// the app supplies at run time, not beside the animation, or an
    /// address on the web. The players draw the rest of the animation
    /// (lottie-web's image element shows nothing until its image loads).
    case absent(name: String, path: String)
}

/// A layer (`layers[i]`).
struct LottieLayer: Sendable {
    enum Kind: Sendable {
        /// `ty` 0: a precomposition (`refId`), clipped to `w` × `h`.
        case precomposition(reference: String, width: Double, height: Double, timeRemap: LottieKeyframes<Double>?)
        /// `ty` 1: a rectangle of colour `sc`, `sw` × `sh`.
        case solid(color: Color, width: Double, height: Double)
        /// `ty` 2: an image asset.
        case image(reference: String)
        /// `ty` 3: transform only (a parent for others).
        case null
        /// `ty` 4: vector shapes.
        case shape([LottieShapeItem])
        /// `ty` 5: text.
        case text(LottieText)
    }

    /// The JSON path (`layers[3]`, `assets[0].layers[1]`), for messages.
    var path: String
    var name: String
    var kind: Kind
    /// `ind`: the number `parent` and `tp` refer to.
    var index: Int?
    /// `parent`: the `ind` of the layer whose transform this one follows.
    var parent: Int?
    /// `ip`, `op`: shown from frame ip up to (not including) op.
    var inPoint: Double
    var outPoint: Double
    /// `st`: a precomposition's frame 0 is its composition's frame st (the
    /// keyframes of any layer are frames of its composition, st or not).
    var startTime: Double
    /// `sr`: a precomposition plays 1/sr as fast (0 or none: 1).
    var timeStretch: Double
    var transform: LottieTransform
    /// `hd`: hidden in the editor: not drawn.
    var isHidden: Bool
    /// `ao`: the layer turns to follow its position's path.
    var autoOrients = false
    /// `masksProperties`
    var masks: [LottieMask]
    /// `td`: this layer is a track matte for another: not drawn itself.
    var isMatteSource: Bool
    /// `tt`: the matte this layer is seen through.
    var matteMode: LottieMatteMode?
    /// `tp`: the `ind` of the matte layer (newer files); nil: the layer above.
    var matteParent: Int?
    /// `ef`: the effects drawn, in order (`LottieEffect`).
    var effects: [LottieEffect] = []
}

/// `tt`: how a track matte's pixels show the layer.
enum LottieMatteMode: Int, Sendable {
    case alpha = 1, alphaInverted = 2, luminance = 3, luminanceInverted = 4
}

/// A layer's or a shape group's transform (`ks`, `tr`).
struct LottieTransform: Sendable {
    /// `a`: the point of the layer that sits at the position.
    var anchor: LottieKeyframes<[Double]>
    /// `p`, or `p.x` / `p.y` when split (`"s": true`).
    var position: LottiePosition
    /// `s`: percent.
    var scale: LottieKeyframes<[Double]>
    /// `r` (or `rz` for a 3-D layer): degrees, clockwise.
    var rotation: LottieKeyframes<Double>
    /// `o`: percent.
    var opacity: LottieKeyframes<Double>
    /// A 3-D layer's `rx`, `ry` (degrees), with its `or` orientation's x
    /// and y added.
    var rotationX: LottieKeyframes<Double>
    var rotationY: LottieKeyframes<Double>
    /// `sk`, `sa`: skew (degrees) and the axis it is along (degrees).
    var skew: LottieKeyframes<Double>
    var skewAxis: LottieKeyframes<Double>

    static func identity(path: String) -> LottieTransform {
        LottieTransform(anchor: .init(constant: [0, 0], path: path + ".a"),
                        position: .combined(.init(constant: [0, 0], path: path + ".p")),
                        scale: .init(constant: [100, 100], path: path + ".s"),
                        rotation: .init(constant: 0, path: path + ".r"),
                        opacity: .init(constant: 100, path: path + ".o"),
                        rotationX: .init(constant: 0, path: path + ".rx"),
                        rotationY: .init(constant: 0, path: path + ".ry"),
                        skew: .init(constant: 0, path: path + ".sk"),
                        skewAxis: .init(constant: 0, path: path + ".sa"))
    }
}

enum LottiePosition: Sendable {
    case combined(LottieKeyframes<[Double]>)
    case split(x: LottieKeyframes<Double>, y: LottieKeyframes<Double>)
}

/// A layer mask (`masksProperties[i]`).
struct LottieMask: Sendable {
    enum Mode: String, Sendable {
        /// `a`, `s`, `i`; `n` (none) masks nothing.
        case add = "a", subtract = "s", intersect = "i", none = "n"
    }
    var path: String
    var mode: Mode
    var isInverted: Bool
    var shape: LottieKeyframes<LottieBezier>
    /// `o`: percent.
    var opacity: LottieKeyframes<Double>
    /// `x`: pixels the shape grows by (shrinks, when negative).
    var expansion: LottieKeyframes<Double>
    /// `f`: the feather, pixels across and down.
    var feather: LottieKeyframes<[Double]>
}

/// A text layer's document (`t.d.k[0].s`) and its font (`fonts.list`).
struct LottieText: Sendable, Hashable {
    var string: String
    var fontFamily: String
    var fontStyle: String
    var size: Double
    /// `j`: 0 left, 1 right, 2 centre.
    var justification: Int
    /// `tr`: tracking in thousandths of an em.
    var tracking: Double
    /// `lh`: line height in pixels.
    var lineHeight: Double
    /// `ls`: the baseline shift, pixels up.
    var baselineShift = 0.0
    var fillColor: Color?
    var strokeColor: Color?
    var strokeWidth: Double
    /// `of`: the stroke is drawn over the fill.
    var strokeOverFill: Bool
}
