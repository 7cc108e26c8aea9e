import Foundation
import SplashGeometry
import SplashScene
import SplashFormats

/// The linear part of a transform (rotation, scale), x' = a x + c y,
/// y' = b x + d y: what a drop shadow's offset and blur turn and grow by.
struct LottieLinear: Sendable, Hashable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0

    static func * (m: LottieLinear, n: LottieLinear) -> LottieLinear {
        LottieLinear(a: m.a * n.a + m.c * n.b, b: m.b * n.a + m.d * n.b, c: m.a * n.c + m.c * n.d, d: m.b * n.c + m.d * n.d)
    }

    /// lottie-web's order: scale, then rotation (`TransformProperty`), at the first keyframes.
    init(_ transform: LottieTransform) {
        let s = transform.scale.first, r = transform.rotation.first * .pi / 180
        let (sx, sy) = (s[0] / 100, s[1] / 100)
        self.init(a: cos(r) * sx, b: sin(r) * sx, c: -sin(r) * sy, d: cos(r) * sy)
    }

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1) {
        self.a = a; self.b = b; self.c = c; self.d = d
    }

    /// Whether a transform's scale or rotation changes.
    static func changes(_ transform: LottieTransform) -> Bool { transform.scale.isAnimated || transform.rotation.isAnimated }
}

extension LottieTranslator {
    /// `color` through the colour effects of the layers being translated:
    /// the innermost layer's first, each layer's in the order listed (as
    /// lottie-web's filters chain, and a precomposition's filter applies
    /// to what its layers drew).
    func filtered(_ color: Color) -> Color {
        var result = color
        for effects in colorEffects.reversed() {
            for effect in effects { result = effect.recolored(result) }
        }
        return result
    }

    /// A colour given as red, green, blue (0…1) through `filtered`.
    func filtered(rgb: [Double]) -> [Double] {
        guard !colorEffects.isEmpty, rgb.count >= 3 else { return rgb }
        let c = filtered(Color(red: min(max(rgb[0], 0), 1), green: min(max(rgb[1], 0), 1), blue: min(max(rgb[2], 0), 1)))
        return [c.red, c.green, c.blue] + rgb.dropFirst(3)
    }

    /// The linear part from `lottie`'s coordinates to the root
    /// composition's: its own transform, its parents', and those of the
    /// precomposition layers it is in.
    func linearChain(of lottie: LottieLayer, byIndex: [Int: LottieLayer]) -> (linear: LottieLinear, changes: Bool) {
        var linear = LottieLinear(lottie.transform)
        var changes = LottieLinear.changes(lottie.transform) || enclosingLinear.changes
        var next = lottie.parent
        var seen: Set<Int> = []
        while let index = next, let parent = byIndex[index], seen.insert(index).inserted {
            linear = LottieLinear(parent.transform) * linear
            changes = changes || LottieLinear.changes(parent.transform)
            next = parent.parent
        }
        return (enclosingLinear.linear * linear, changes)
    }

    /// The layer's drop shadow (lottie-web's `SVGDropShadowEffect`: the
    /// filter is in the layer's coordinates, so its offset and blur turn and
    /// grow with the layer's transforms), as Core Animation's shadow, which
    /// is in the composition's: offset and radius through `linear`.
    /// `shadowRadius` is 2σ; lottie-web's σ is softness ÷ 4.
    func applyEffects(of lottie: LottieLayer, to layer: inout Layer) {
        let shadows = lottie.effects.compactMap { effect -> (Color, Double, Double, Double, Double)? in
            if case .dropShadow(let color, let opacity, let direction, let distance, let softness) = effect {
                return (color, opacity, direction, distance, softness)
            }
            return nil
        }
        if let (color, opacity, direction, distance, softness) = shadows.first {
            let angle = (direction - 90) * .pi / 180
            let (dx, dy) = (distance * cos(angle), distance * sin(angle))
            let linear = currentLinear.linear
            layer.shadowColor = filtered(color)
            layer.shadowOpacity = min(max(opacity, 0), 1)
            layer.shadowOffset = Size(width: linear.a * dx + linear.c * dy, height: linear.b * dx + linear.d * dy)
            layer.shadowRadius = max(softness, 0) / 2 * abs(linear.a * linear.d - linear.b * linear.c).squareRoot()
            if currentLinear.changes {
                compatibility.lenient("a drop shadow on a layer whose scale or rotation changes", at: lottie.path + ".ef",
                                      drawn: "at its first scale and rotation")
            }
        }
        if shadows.count > 1 {
            compatibility.unsupported("more than one drop shadow on a layer (the first is drawn)", at: lottie.path + ".ef", plural: false)
        }
        let factor = lottie.effects.reduce(1.0) { $0 * $1.opacityFactor }
        if factor < 1 {
            var holder = Self.plainLayer()
            holder.opacity = factor
            holder.sublayers = layer.sublayers
            layer.sublayers = [holder]
        }
    }
}
