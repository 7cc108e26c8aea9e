import SplashGeometry
import SplashFormats

extension LottieReader {
    /// A layer's effects (`ef`), in order (lottie-web chains them, each
    /// filtering what the one before left). Fill, Tint and Drop Shadow are
    /// drawn; an effect that only holds values for expressions (`ty` 5,
    /// sliders and other controls) draws nothing, in lottie-web too; any
    /// other is warned about by its name.
    func effects(_ field: JSONField) throws(JSONFileError) -> [LottieEffect] {
        guard case .array = field.value else { return [] }
        var effects: [LottieEffect] = []
        for item in try field.elements() {
            let m = try item.members()
            guard let ty = item.member("ty", in: m) else { continue }
            let type = try ty.lottieCode(in: 0...1000)
            let name = (try? item.member("nm", in: m)?.string()) ?? nil
            let parameters = try item.member("ef", in: m).map { (list: JSONField) throws(JSONFileError) in try list.elements() } ?? []
            switch type {
            case 5:
                continue
            case 20, 21, 25:
                guard let effect = try effect(type, parameters: parameters, at: item) else {
                    compatibility.unsupported("\(Self.effectNames[type] ?? "effect") effects without their parameters", at: item.path)
                    continue
                }
                if case .fill = effect {
                    // The reference players differ from lottie-web here: said so.
                    compatibility.lenient("Fill effects", at: item.path,
                                          drawn: "as lottie-web and After Effects draw them (rlottie and ThorVG leave them out)")
                }
                effects.append(effect)
            default:
                let known = Self.effectNames[type].map { "\($0) effects" } ?? "effects of type \(type)"
                let named = name.map { $0 == Self.effectNames[type] ? "" : " (\"\($0)\")" } ?? ""
                compatibility.unsupported(known + named, at: item.path, plural: true)
            }
        }
        return effects
    }

    /// lottie-web's names for the effects it registers (`modules/full.js`), and After Effects' for others.
    static let effectNames: [Int: String] = [20: "Tint", 21: "Fill", 22: "Stroke", 23: "Tritone", 24: "Levels", 25: "Drop Shadow",
                                             26: "Radial Wipe", 27: "Displacement Map", 28: "Set Matte", 29: "Gaussian Blur",
                                             30: "Twirl", 31: "Mesh Warp", 32: "Wavy", 33: "Spherize", 34: "Puppet", 35: "Transform"]

    /// One drawn effect from its parameters; nil when one it needs is absent.
    private func effect(_ type: Int, parameters: [JSONField], at item: JSONField) throws(JSONFileError) -> LottieEffect? {
        func value(_ index: Int) throws(JSONFileError) -> [Double]? {
            guard index < parameters.count else { return nil }
            let parameter = parameters[index]
            guard let v = parameter.member("v", in: try parameter.members()) else { return nil }
            let keyframes = try keyframes(v, fallback: [0], path: v.path, read: numbers)
            if keyframes.isAnimated {
                compatibility.lenient("animated effect parameters", at: v.path, drawn: "with their first value")
            }
            return keyframes.first
        }
        func color(_ index: Int) throws(JSONFileError) -> Color? {
            guard let rgb = try value(index), rgb.count >= 3 else { return nil }
            let c = rgb.map { min(max($0, 0), 1) }
            return Color(red: c[0], green: c[1], blue: c[2])
        }
        func number(_ index: Int) throws(JSONFileError) -> Double? { try value(index)?.first }
        switch type {
        case 21:
            guard let fill = try color(2), let opacity = try number(6) else { return nil }
            return .fill(color: fill, opacity: opacity)
        case 20:
            guard let black = try color(0), let white = try color(1), let amount = try number(2) else { return nil }
            return .tint(black: black, white: white, amount: amount / 100)
        default:
            guard let shadow = try color(0), let opacity = try number(1), let direction = try number(2),
                  let distance = try number(3), let softness = try number(4) else { return nil }
            return .dropShadow(color: shadow, opacity: opacity / 255, direction: direction, distance: distance, softness: softness)
        }
    }
}
