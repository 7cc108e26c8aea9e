import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

extension LottieTranslator {
    /// The reach of an inverted mask: the rectangle outside the shape that
    /// it shows, far past any composition.
    static let invertedReach = 1e5

    /// A layer whose alpha is the combination of a layer's masks, in order
    /// (After Effects' mask modes): the first mask's area (everything less
    /// it when it subtracts), then each next one added (the union),
    /// subtracted or intersected; an inverted mask is everything but its
    /// shape; a mask's opacity scales its alpha. nil: no mask masks.
    ///
    ///     add        result ∪ mask          a layer drawing both
    ///     subtract   result masked by the mask's complement
    ///     intersect  result masked by the mask
    func maskLayer(_ masks: [LottieMask], clock: LottieClock) throws(JSONFileError) -> Layer? {
        var result: Layer?
        for mask in masks where mask.mode != .none {
            try spendLayers(3, at: mask.path)
            // What a subtraction takes away is the mask's complement.
            let shape = try maskShape(mask, complement: mask.mode == .subtract, clock: clock)
            guard let current = result else {
                result = shape
                continue
            }
            if mask.mode == .add {
                result = Self.holder([current, shape])
            } else {
                var masked = Self.holder([current])
                masked.mask = shape
                result = masked
            }
        }
        return result
    }

    /// A layer at the origin holding `sublayers`.
    static func holder(_ sublayers: [Layer]) -> Layer {
        var layer = plainLayer()
        layer.sublayers = sublayers
        return layer
    }

    /// A mask's alpha (its shape at its opacity, or everything but its
    /// shape when inverted), or with `complement` one minus that:
    ///
    ///     alpha            shape: o            outside: 0
    ///     inverted         shape: 0            outside: o
    ///     complement       shape: 1 − o        outside: 1
    ///     inverted, compl. shape: 1            outside: 1 − o
    ///
    /// drawn as the shape and the shape cut from a large rectangle
    /// (even-odd), each filled at its alpha.
    private func maskShape(_ mask: LottieMask, complement: Bool, clock: LottieClock) throws(JSONFileError) -> Layer {
        let opacity = mask.opacity
        let outsideShows = mask.isInverted != complement
        // The part drawn at the mask's opacity (or one minus it).
        let scaled: (Double) -> Double = complement ? { 1 - Self.unit($0) } : { Self.unit($0) }
        var inside = try expanded(try pathLayer(mask.shape, at: mask.path, clock: clock, outside: false), by: mask.expansion, shape: mask.shape, clock: clock)
        var outside = try expanded(try pathLayer(mask.shape, at: mask.path, clock: clock, outside: true), by: mask.expansion, shape: mask.shape,
                                   clock: clock, outside: true)
        if !complement {
            // Only one side shows, at the opacity.
            var shown = outsideShows ? outside : inside
            shown.opacity = scaled(opacity.first)
            shown.animations += try animations(opacity, .opacity, clock: clock, convert: scaled)
            return shown
        }
        // One side fully, the other at one minus the opacity.
        if outsideShows {
            inside.opacity = scaled(opacity.first)
            inside.animations += try animations(opacity, .opacity, clock: clock, convert: scaled)
        } else {
            outside.opacity = scaled(opacity.first)
            outside.animations += try animations(opacity, .opacity, clock: clock, convert: scaled)
        }
        return Self.holder([outside, inside])
    }

    /// A mask's area grown (or shrunk) by its expansion: the shape with a
    /// round-joined stroke of twice the expansion added to it (or, for a
    /// negative one, taken from it as an inverted mask); `outside`, the
    /// rectangle-less-shape the other way round. Nothing without one.
    private func expanded(_ area: Layer, by expansion: LottieKeyframes<Double>, shape: LottieKeyframes<LottieBezier>,
                          clock: LottieClock, outside: Bool = false) throws(JSONFileError) -> Layer {
        guard expansion.isAnimated || expansion.first != 0 else { return area }
        let grows = (expansion.keyframes.map(\.value).first { $0 != 0 } ?? 0) > 0
        var rim = Self.plainLayer()
        let geometry = try pathGeometry([.bezier(shape)], at: expansion.path, stroked: true, clock: clock)
        rim.contents = .shape(ShapeContents(path: geometry.path, fillColor: nil,
                                            stroke: ShapeStroke(color: .black, style: StrokeStyle(width: 2 * abs(expansion.first), cap: .round, join: .round))))
        rim.animations = geometry.animations + (try animations(expansion, .lineWidth, clock: clock) { 2 * abs($0) })
        try spendLayers(2, at: expansion.path)
        // Outside the shape, growing the shape shrinks what is outside.
        if grows != outside { return Self.holder([area, rim]) }
        var shrunk = Self.holder([area])
        shrunk.mask = rim
        shrunk.maskMode = .alphaInverted
        return shrunk
    }

    /// A layer filling a mask's path in black (or, with `outside`, a large
    /// rectangle less the path), its path animated as the mask's is.
    private func pathLayer(_ shape: LottieKeyframes<LottieBezier>, at path: String, clock: LottieClock, outside: Bool) throws(JSONFileError) -> Layer {
        let reach = Self.invertedReach
        let frame = LottieBezier(closed: true, vertices: [Point(x: -reach, y: -reach), Point(x: reach, y: -reach),
                                                          Point(x: reach, y: reach), Point(x: -reach, y: reach)],
                                 inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4))
        var layer = Self.plainLayer()
        let geometry = try pathGeometry([.bezier(shape)], at: path, clock: clock, prefix: outside ? [frame] : [])
        layer.contents = .shape(ShapeContents(path: geometry.path, fillColor: .black, fillRule: outside ? .evenOdd : .nonZero))
        layer.animations += geometry.animations
        return layer
    }
}
