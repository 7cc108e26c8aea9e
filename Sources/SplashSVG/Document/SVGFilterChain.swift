import Foundation
import SplashGeometry

/// A `<filter>` read as what it draws (Filter Effects Module Level 1),
/// when that is what `VectorFilter` can draw: drop shadows the picture's
/// alpha casts under it, and the picture itself, blurred or not.
///
/// The primitives are followed symbolically, each result a value such as
/// "the source's alpha, offset by (2, 4), blurred with σ 3, in black at
/// 25 %", so the chains design tools export are recognised whatever their
/// spelling:
///
/// - Figma's drop shadow: `feFlood flood-opacity="0"` (the transparent
///   `BackgroundImageFix`), `feColorMatrix in="SourceAlpha"` scaling the
///   alpha by 127 (`hardAlpha`), `feOffset`, `feGaussianBlur`,
///   `feComposite operator="out" in2="hardAlpha"` (the shadow cut out
///   under the shape), `feColorMatrix` setting the colour and opacity,
///   `feBlend` over the background, `feBlend in="SourceGraphic"` on top;
/// - `feDropShadow`;
/// - the classic chain `feGaussianBlur in="SourceAlpha"`, `feOffset`,
///   `feFlood` + `feComposite operator="in"`, `feMerge` with the source,
///   and Inkscape's Drop Shadow (the flood `in` the source, blurred,
///   offset, the source `over` it);
/// - a plain `feGaussianBlur` (Figma's layer blur, Inkscape's blur).
///
/// Anything else (another primitive, a blend mode over content, a colour
/// change of the picture, `BackgroundImage`, an uneven blur, a primitive
/// subregion) is `unsupported`, naming the primitive and its line: the
/// element is then drawn unfiltered, with a warning.
///
/// Two approximations, both invisible on opaque art: the `hardAlpha` scale
/// (127 × alpha, clamped) is taken as the alpha itself, and the cut-out
/// under the shape is left to the shape drawn over it.
struct SVGFilterChain {
    /// A shadow: the source's alpha offset, blurred (σ² accumulated), in a
    /// colour whose alpha multiplies it.
    struct Cast: Equatable {
        var dx = 0.0, dy = 0.0, variance = 0.0
        var color = Color(red: 0, green: 0, blue: 0, alpha: 1)
        /// The source's alpha itself, untouched (for `operator="out"`).
        var isPlainAlpha: Bool { dx == 0 && dy == 0 && variance == 0 }
    }

    /// One stratum of a result (what lies at one depth), bottom first.
    enum Stratum: Equatable {
        case picture(variance: Double)
        case shadow(Cast)
    }

    /// A primitive's result.
    enum Value: Equatable {
        case layers([Stratum])
        /// `feFlood`: the region filled with a colour (alpha: its opacity).
        case flood(Color)
    }

    enum Outcome: Equatable {
        case drawn(shadows: [VectorDropShadow], blur: Double, drawsPicture: Bool)
        /// Nothing: a filter without primitives draws transparent black.
        case nothing
        case unsupported(String, line: Int)
    }

    /// The most primitives followed (a filter is a handful).
    static let maximumPrimitives = 64

    /// Follows the children of a `<filter>` (their elements, in order, each
    /// with its own children: an `feMerge`'s `feMergeNode`s).
    static func read(_ primitives: [(element: SVGElement, children: [SVGElement])], properties: (SVGElement) throws -> SVGProperties,
                     linearRGB filterDefault: Bool) throws -> Outcome {
        var results: [String: Value] = [:]
        var last: Value?
        let source: Value = .layers([.picture(variance: 0)])
        let sourceAlpha: Value = .layers([.shadow(Cast())])
        func input(_ name: String?, of element: SVGElement) throws -> Value? {
            guard let name, !name.isEmpty else { return last ?? source }
            switch name {
            case "SourceGraphic": return source
            case "SourceAlpha": return sourceAlpha
            default:
                if let named = results[name] { return named }
                // BackgroundImage, FillPaint…, or a result not (yet) made.
                return nil
            }
        }
        guard !primitives.isEmpty else { return .nothing }
        for (element, children) in primitives.prefix(maximumPrimitives) {
            func unsupported(_ what: String) -> Outcome { .unsupported(what, line: element.line) }
            let props = try properties(element)
            let linear = (props["color-interpolation-filters"]?.lowercased()).map { $0 == "linearrgb" } ?? filterDefault
            for region in ["x", "y", "width", "height"] {
                if try element.value(region) != nil { return unsupported("<\(element.name)>'s subregion (\(region)=)") }
            }
            let inName = element.name == "feMerge" ? nil : try element.value("in")
            guard let a = try input(inName, of: element) else {
                return unsupported("<\(element.name) in=\"\(inName ?? "")\">")
            }
            let value: Value
            switch element.name {
            case "feFlood":
                let color = try Self.color(props["flood-color"], opacity: props["flood-opacity"], element: element)
                value = color.alpha == 0 ? .layers([]) : .flood(color)
            case "feOffset":
                let dx = try element.number("dx") ?? 0, dy = try element.number("dy") ?? 0
                guard let moved = Self.moved(a, dx: dx, dy: dy) else { return unsupported("<feOffset> of the picture itself") }
                value = moved
            case "feGaussianBlur":
                guard let deviation = try Self.deviation(element) else { return unsupported("<feGaussianBlur> with a different blur across and down") }
                guard case .layers(let layers) = a else { return unsupported("<feGaussianBlur> of a flood") }
                value = .layers(layers.map { (layer: Stratum) -> Stratum in
                    switch layer {
                    case .picture(let v):
                        return .picture(variance: v + deviation * deviation)
                    case .shadow(var cast):
                        cast.variance += deviation * deviation
                        return .shadow(cast)
                    }
                })
            case "feColorMatrix":
                guard let recoloured = try Self.colorMatrix(a, element, linearRGB: linear) else {
                    return unsupported("<feColorMatrix> other than a shadow's colour and opacity")
                }
                value = recoloured
            case "feComposite", "feBlend":
                let in2Name = try element.value("in2")
                guard let b = try input(in2Name, of: element) else { return unsupported("<\(element.name) in2=\"\(in2Name ?? "")\">") }
                guard let composed = try Self.compose(a, b, element) else {
                    let mode = try element.value(element.name == "feBlend" ? "mode" : "operator") ?? ""
                    return unsupported("<\(element.name)\(mode.isEmpty ? "" : " \(element.name == "feBlend" ? "mode" : "operator")=\"\(mode)\"")>")
                }
                value = composed
            case "feMerge":
                // Its feMergeNode children, stacked in order.
                var inputs: [Value] = []
                for node in children where node.name == "feMergeNode" {
                    let name = try node.value("in")
                    guard let input = try input(name, of: node) else { return unsupported("<feMergeNode in=\"\(name ?? "")\">") }
                    inputs.append(input)
                }
                guard let merged = Self.merged(inputs) else { return unsupported("<feMerge> of a flood") }
                value = merged
            case "feDropShadow":
                // Filter Effects 1 §9.7: dx, dy and stdDeviation default to 2.
                guard case .layers(let layers) = a, layers == [.picture(variance: 0)] else {
                    return unsupported("<feDropShadow> of anything but the picture itself")
                }
                guard let deviation = try Self.deviation(element, fallback: 2) else { return unsupported("<feDropShadow> with a different blur across and down") }
                var cast = Cast(dx: try element.number("dx") ?? 2, dy: try element.number("dy") ?? 2, variance: deviation * deviation)
                cast.color = try Self.color(props["flood-color"], opacity: props["flood-opacity"], element: element)
                value = .layers([.shadow(cast), .picture(variance: 0)])
            default:
                return unsupported("<\(element.name)>")
            }
            if let name = try element.value("result"), !name.isEmpty { results[name] = value }
            last = value
        }
        guard primitives.count <= maximumPrimitives else {
            return .unsupported("a filter of more than \(maximumPrimitives) primitives", line: primitives[maximumPrimitives].element.line)
        }
        guard case .layers(let layers)? = last else {
            return .unsupported("a filter whose result is a flood", line: primitives.last?.element.line ?? 0)
        }
        // Shadows under, then at most the picture, on top.
        var shadows: [VectorDropShadow] = []
        var picture: Double?
        for layer in layers {
            switch layer {
            case .shadow(let cast):
                guard picture == nil else { return .unsupported("a shadow drawn over the picture", line: primitives.last?.element.line ?? 0) }
                shadows.append(VectorDropShadow(dx: cast.dx, dy: cast.dy, deviation: cast.variance.squareRoot(), color: cast.color))
            case .picture(let variance):
                guard picture == nil else { return .unsupported("the picture drawn twice", line: primitives.last?.element.line ?? 0) }
                picture = variance
            }
        }
        return .drawn(shadows: shadows, blur: (picture ?? 0).squareRoot(), drawsPicture: picture != nil)
    }

    /// `feMerge`'s nodes as one value: their inputs stacked in order.
    static func merged(_ inputs: [Value]) -> Value? {
        var layers: [Stratum] = []
        for input in inputs {
            guard case .layers(let more) = input else { return nil }
            layers += more
        }
        return .layers(layers)
    }

    /// `a` offset: a shadow moves; the picture (other than transparent) is
    /// not drawn offset.
    static func moved(_ a: Value, dx: Double, dy: Double) -> Value? {
        guard case .layers(let layers) = a else { return nil }
        var result: [Stratum] = []
        for layer in layers {
            guard case .shadow(var cast) = layer else { return nil }
            cast.dx += dx
            cast.dy += dy
            result.append(.shadow(cast))
        }
        return .layers(result)
    }

    /// `stdDeviation`: one number, or two equal ones; nil for an uneven
    /// blur. Negative values are an error (Filter Effects 1 §9.13 disables
    /// the effect; the picture would be another).
    static func deviation(_ element: SVGElement, fallback: Double = 0) throws -> Double? {
        guard let text = try element.value("stdDeviation") else { return fallback }
        var scanner = SVGNumberScanner(text)
        guard let values = scanner.numberList(), (1...2).contains(values.count), values.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
            throw element.error(.badValue(attribute: "stdDeviation", element: element.name, value: text, expected: "one or two numbers of 0 or more"))
        }
        guard values.count == 1 || abs(values[0] - values[1]) < 1e-9 else { return nil }
        return values[0]
    }

    /// `flood-color` (black by default) at `flood-opacity` (1 by default).
    static func color(_ text: String?, opacity: String?, element: SVGElement) throws -> Color {
        var color = Color(red: 0, green: 0, blue: 0, alpha: 1)
        if let text {
            guard case .color(let parsed)? = SVGPaint(text) else {
                throw element.error(.badValue(attribute: "flood-color", element: element.name, value: text, expected: "a colour"))
            }
            color = parsed
        }
        if let opacity {
            var scanner = SVGNumberScanner(opacity)
            guard var value = scanner.number() else {
                throw element.error(.badNumber(attribute: "flood-opacity", element: element.name, value: opacity))
            }
            if scanner.isAtEnd == false, opacity.hasSuffix("%") { value /= 100 }
            color.alpha *= min(max(value, 0), 1)
        }
        return color
    }

    /// `feColorMatrix type="matrix"` on a shadow: rows that set the colour
    /// to constants (the fifth column) and scale the alpha. In linearRGB
    /// (the default of `color-interpolation-filters`) the constants are
    /// linear values, brought back to sRGB. nil for anything else.
    static func colorMatrix(_ a: Value, _ element: SVGElement, linearRGB: Bool) throws -> Value? {
        let type = try element.value("type") ?? "matrix"
        guard type == "matrix", let text = try element.value("values") else { return nil }
        var scanner = SVGNumberScanner(text)
        guard let m = scanner.numberList(), m.count == 20, m.allSatisfy(\.isFinite) else {
            throw element.error(.badValue(attribute: "values", element: "feColorMatrix", value: text, expected: "20 numbers"))
        }
        guard case .layers(let layers) = a, layers.count == 1, case .shadow(var cast) = layers[0] else { return nil }
        // The colour rows take nothing from the input's alpha or channels
        // but its constant colour; the alpha row scales alpha alone.
        func near(_ v: Double) -> Bool { abs(v) < 1e-9 }
        guard [3, 8, 13, 15, 16, 17, 19].allSatisfy({ near(m[$0]) }) else { return nil }
        let c = cast.color
        func channel(_ row: Int) -> Double {
            let v = m[row * 5] * c.red + m[row * 5 + 1] * c.green + m[row * 5 + 2] * c.blue + m[row * 5 + 4]
            let clamped = min(max(v, 0), 1)
            return linearRGB ? Self.sRGB(fromLinear: clamped) : clamped
        }
        let scale = m[18]
        guard scale >= 0 else { return nil }
        if scale > 1 {
            // 127 × alpha (Figma's hardAlpha) is clamped to 1: on the
            // untouched alpha of opaque art that is the alpha itself.
            guard cast.isPlainAlpha else { return nil }
        } else {
            cast.color.alpha *= scale
        }
        cast.color = Color(red: channel(0), green: channel(1), blue: channel(2), alpha: cast.color.alpha)
        return .layers([.shadow(cast)])
    }

    /// `feComposite` and `feBlend` of `a` (in) over or with `b` (in2).
    static func compose(_ a: Value, _ b: Value, _ element: SVGElement) throws -> Value? {
        if element.name == "feBlend" {
            let mode = try element.value("mode") ?? "normal"
            // Any mode over nothing, or nothing over anything, is the other.
            if b == .layers([]) { return a }
            if a == .layers([]) { return b }
            guard mode == "normal", case .layers(let over) = a, case .layers(let under) = b else { return nil }
            return .layers(under + over)
        }
        switch try element.value("operator") ?? "over" {
        case "over":
            guard case .layers(let over) = a, case .layers(let under) = b else { return nil }
            return .layers(under + over)
        case "in":
            // A flood inside a shadow, or inside the picture (Inkscape's
            // Drop Shadow: `in="flood" in2="SourceGraphic"`, the picture's
            // alpha): the shadow in the flood's colour.
            if case .flood(let color) = a, case .layers(let layers) = b, layers.count == 1 {
                var cast: Cast
                switch layers[0] {
                case .shadow(let shadow): cast = shadow
                case .picture(let variance):
                    guard variance == 0 else { return nil }
                    cast = Cast()
                }
                let alpha = cast.color.alpha * color.alpha
                cast.color = Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
                return .layers([.shadow(cast)])
            }
            return nil
        case "out":
            // A shadow cut out where the source's own alpha is (Figma's
            // drop shadow): left to the picture drawn over it.
            if case .layers(let layers) = a, layers.allSatisfy({ if case .shadow = $0 { true } else { false } }),
               case .layers(let cut) = b, cut.count == 1, case .shadow(let plain) = cut[0], plain.isPlainAlpha {
                return a
            }
            return nil
        default:
            return nil
        }
    }

    /// A linear-light component in sRGB (IEC 61966-2-1).
    static func sRGB(fromLinear v: Double) -> Double {
        v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
