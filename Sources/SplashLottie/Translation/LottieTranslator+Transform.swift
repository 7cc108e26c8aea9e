import Foundation
import SplashGeometry
import SplashScene
import SplashFormats

extension LottieTranslator {
    /// Gives `layer` a Lottie transform: the anchor as `bounds.origin`
    /// (with `anchorPoint` (0, 0) the anchor is what sits at `position` and
    /// what scale and rotation turn about), the position, scale (percent),
    /// rotation (degrees, clockwise, as Core Animation's on iOS's flipped
    /// y) and, with `opacity`, the opacity (percent).
    ///
    /// `autoOrients` (a layer's `ao`): the layer is also turned to its
    /// position path's tangent, Core Animation's `rotationMode` `auto`
    /// on the position animation (which is then one animation of x and y,
    /// sampled at every frame where their easings differ).
    func apply(_ transform: LottieTransform, to layer: inout Layer, clock: LottieClock, opacity: Bool,
               autoOrients: Bool = false) throws(JSONFileError) {
        layer.anchorPoint = .zero
        let anchor = transform.anchor.first
        layer.bounds = Rect(x: anchor[0], y: anchor[1], width: layer.bounds.width, height: layer.bounds.height)
        layer.animations += try animations(transform.anchor, [.boundsX, .boundsY], clock: clock)
        switch transform.position {
        case .combined(let position):
            layer.position = Point(x: position.first[0], y: position.first[1])
            var moves = try animations(position, [.positionX, .positionY], clock: clock)
            if autoOrients, position.isAnimated {
                if moves.count != 1 {
                    let list = position.keyframes
                    moves = try baked(frames: list.map(\.frame), holds: list.map(\.hold), [.positionX, .positionY], clock: clock) {
                        Array(position.value(atFrame: $0).prefix(2))
                    }
                }
                for index in moves.indices { moves[index].rotationMode = .auto }
            }
            layer.animations += moves
        case .split(let x, let y):
            layer.position = Point(x: x.first, y: y.first)
            layer.animations += try animations(x, .positionX, clock: clock)
            layer.animations += try animations(y, .positionY, clock: clock)
        }
        let scale = transform.scale.first
        layer.transform.scaleX = scale[0] / 100
        layer.transform.scaleY = scale[1] / 100
        layer.animations += try animations(transform.scale, [.scaleX, .scaleY], clock: clock) { $1 / 100 }
        layer.transform.rotation = transform.rotation.first * .pi / 180
        layer.animations += try animations(transform.rotation, .rotation, clock: clock) { $0 * .pi / 180 }
        layer.transform.skew = transform.skew.first * .pi / 180
        layer.animations += try animations(transform.skew, .skew, clock: clock) { $0 * .pi / 180 }
        layer.transform.skewAxis = transform.skewAxis.first * .pi / 180
        layer.animations += try animations(transform.skewAxis, .skewAxis, clock: clock) { $0 * .pi / 180 }
        layer.transform.rotationX = transform.rotationX.first * .pi / 180
        layer.animations += try animations(transform.rotationX, .rotationX, clock: clock) { $0 * .pi / 180 }
        layer.transform.rotationY = transform.rotationY.first * .pi / 180
        layer.animations += try animations(transform.rotationY, .rotationY, clock: clock) { $0 * .pi / 180 }
        guard opacity else { return }
        layer.opacity = Self.unit(transform.opacity.first)
        layer.animations += try animations(transform.opacity, .opacity, clock: clock) { Self.unit($0) }
    }

    /// A percentage as a fraction within 0…1.
    static func unit(_ percent: Double) -> Double { min(max(percent / 100, 0), 1) }
}
