import SplashGeometry

/// What an element inherits from its ancestors, resolved: the fill and
/// stroke, the opacities, the fill rule, the clip paths of the groups above
/// it, and the transform from the element's coordinates to the document's
/// (the viewBox space).
///
/// `opacity` is kept as the element's own (`ownOpacity`): the reader makes
/// a group's a scope (composited once, as SVG does) and folds a single
/// shape's into its paint.
struct SVGInheritedStyle {
    var fill: SVGPaint = .color(.black)
    /// The `color` property (inherited), which `currentColor` stands for.
    var color: Color = .black
    var fillOpacity = 1.0
    var fillRule: FillRule = .nonZero
    var clipRule: FillRule = .nonZero
    /// The element's own `opacity` (not inherited: groups are scopes).
    var opacity = 1.0
    var isVisible = true
    /// The stroke paint (`.none`: not stroked) and its properties (SVG 1.1
    /// §11.4 initial values: width 1, butt caps, miter joins, limit 4).
    var stroke: SVGPaint = .none
    var strokeOpacity = 1.0
    var strokeStyle = StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 4)
    var dashArray: [Double]?
    var dashOffset = 0.0
    /// `vector-effect: non-scaling-stroke` (not inherited: reset per element).
    var nonScalingStroke = false
    /// The `clip-path` references and group opacities of this element's
    /// ancestors and itself, outermost first.
    var scopes: [SVGScope] = []
    /// Element coordinates to viewBox space (to the mask's user space in a mask).
    var transform: AffineTransform = .identity
    /// Inside `<mask id>`: the mask the shapes belong to.
    var maskTarget: String?
    /// What text is set in (inherited).
    var font = SVGFont()

    /// A fill or stroke with `currentColor` resolved to this element's `color`.
    func resolved(_ paint: SVGPaint) -> SVGPaint {
        if case .currentColor = paint { return .color(color) }
        return paint
    }

    /// The stroke as the path's style, or nil when nothing would be stroked.
    var resolvedStroke: StrokeStyle? {
        if case .none = stroke { return nil }
        guard strokeStyle.width > 0, strokeOpacity > 0 else { return nil }
        var style = strokeStyle
        if let dashArray, dashArray.contains(where: { $0 > 0 }) {
            style.dash = LineDash(lengths: dashArray, phase: dashOffset)
        }
        return style
    }

    /// The style of `element`, a child of an element with this style.
    /// Throws for values outside the subset, naming the property.
    func applying(_ properties: SVGProperties, of element: SVGElement) throws -> SVGInheritedStyle {
        var style = self
        style.nonScalingStroke = false
        style.opacity = 1
        if let text = try element.value("transform") {
            guard let local = SVGTransformParser.parse(text) else {
                throw element.error(.badValue(attribute: "transform", element: element.name, value: text,
                                              expected: SVGTransformParser.expected))
            }
            style.transform = local.concatenating(transform)
        }
        if let v = properties["mask"], v.lowercased() != "none" {
            guard let id = SVGPaint.referencedID(v), maskTarget == nil else {
                throw element.error(.unsupportedAttribute(name: "mask", value: v, element: element.name))
            }
            style.scopes.append(.mask(SVGClipReference(id: id, transform: style.transform, element: element.name, line: element.line)))
        }
        if let v = properties["clip-path"], v.lowercased() != "none" {
            guard let id = SVGPaint.referencedID(v) else {
                throw element.error(.badValue(attribute: "clip-path", element: element.name, value: v,
                                              expected: "url(#id) of a <clipPath>, or none"))
            }
            style.scopes.append(.clip(SVGClipReference(id: id, transform: style.transform, element: element.name, line: element.line)))
        }
        // Only a `style` declaration puts "transform" among the properties.
        if let v = properties["transform"] {
            throw element.error(.unsupportedAttribute(name: "style transform", value: v, element: element.name))
        }
        if let text = properties["color"] {
            switch try Self.paint(text, property: "color", of: element) {
            case .color(let c): style.color = c
            case .currentColor: break   // the inherited value
            default:
                throw element.error(.badValue(attribute: "color", element: element.name, value: text, expected: "a colour"))
            }
        }
        if let text = properties["fill"] {
            style.fill = try Self.paint(text, property: "fill", of: element)
        }
        if let text = properties["stroke"] {
            style.stroke = try Self.paint(text, property: "stroke", of: element)
        }
        if let text = properties["fill-opacity"] {
            style.fillOpacity = try Self.opacity(text, property: "fill-opacity", of: element)
        }
        if let text = properties["stroke-opacity"] {
            style.strokeOpacity = try Self.opacity(text, property: "stroke-opacity", of: element)
        }
        if let text = properties["opacity"] {
            style.opacity = try Self.opacity(text, property: "opacity", of: element)
        }
        if let text = properties["fill-rule"] {
            style.fillRule = try Self.rule(text, property: "fill-rule", of: element)
        }
        if let text = properties["clip-rule"] {
            style.clipRule = try Self.rule(text, property: "clip-rule", of: element)
        }
        if let text = properties["visibility"] {
            switch text.lowercased() {
            case "visible": style.isVisible = true
            case "hidden", "collapse": style.isVisible = false
            default:
                throw element.error(.badValue(attribute: "visibility", element: element.name, value: text,
                                              expected: "visible, hidden or collapse"))
            }
        }
        try applyStrokeProperties(properties, of: element, to: &style)
        try applyFontProperties(properties, of: element, to: &style)
        return style
    }

    /// font-family, font-size, font-weight, font-style, text-anchor.
    private func applyFontProperties(_ properties: SVGProperties, of element: SVGElement, to style: inout SVGInheritedStyle) throws {
        if let text = properties["font-family"], let family = SVGFont.firstFamily(text) { style.font.family = family }
        if let text = properties["font-size"] {
            // A percentage or em is of the parent's size (CSS 2.1 §15.7).
            let size: Double?
            switch SVGLength(text) {
            case .percent(let p)?: size = p / 100 * font.size
            case .fontRelative(let ems)?: size = ems * font.size
            default:
                let keywords: [String: Double] = ["xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32]
                size = try keywords[text.lowercased()] ?? Self.length(text, property: "font-size", of: element)
            }
            if let size { style.font.size = size }
        }
        if let text = properties["font-weight"] {
            guard let weight = SVGFont.weight(text, parent: font.weight) else {
                throw element.error(.badValue(attribute: "font-weight", element: element.name, value: text,
                                              expected: "normal, bold, bolder, lighter or a number from 1 to 1000"))
            }
            style.font.weight = weight
        }
        if let text = properties["font-style"] { style.font.italic = text.lowercased() != "normal" }
        if let text = properties["text-anchor"] {
            switch text.lowercased() {
            case "start": style.font.anchor = .start
            case "middle": style.font.anchor = .middle
            case "end": style.font.anchor = .end
            default:
                throw element.error(.badValue(attribute: "text-anchor", element: element.name, value: text, expected: "start, middle or end"))
            }
        }
    }

    private func applyStrokeProperties(_ properties: SVGProperties, of element: SVGElement, to style: inout SVGInheritedStyle) throws {
        if let text = properties["stroke-width"] {
            style.strokeStyle.width = try Self.length(text, property: "stroke-width", of: element)
        }
        if let text = properties["stroke-linecap"] {
            switch text.lowercased() {
            case "butt": style.strokeStyle.cap = .butt
            case "round": style.strokeStyle.cap = .round
            case "square": style.strokeStyle.cap = .square
            default:
                throw element.error(.badValue(attribute: "stroke-linecap", element: element.name, value: text,
                                              expected: "butt, round or square"))
            }
        }
        if let text = properties["stroke-linejoin"] {
            switch text.lowercased() {
            // SVG 2's miter-clip and arcs are drawn as miter joins.
            case "miter", "miter-clip", "arcs": style.strokeStyle.join = .miter
            case "round": style.strokeStyle.join = .round
            case "bevel": style.strokeStyle.join = .bevel
            default:
                throw element.error(.badValue(attribute: "stroke-linejoin", element: element.name, value: text,
                                              expected: "miter, round or bevel"))
            }
        }
        if let text = properties["stroke-miterlimit"] {
            var scanner = SVGNumberScanner(text)
            guard let v = scanner.number(), scanner.isAtEnd, v >= 1 else {
                throw element.error(.badValue(attribute: "stroke-miterlimit", element: element.name, value: text,
                                              expected: "a number of 1 or more"))
            }
            style.strokeStyle.miterLimit = v
        }
        if let text = properties["stroke-dasharray"] {
            if text.lowercased() == "none" {
                style.dashArray = nil
            } else {
                var lengths: [Double] = []
                for piece in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                    lengths.append(try Self.length(String(piece), property: "stroke-dasharray", of: element))
                }
                guard !lengths.isEmpty, lengths.count <= 64 else {
                    throw element.error(.badValue(attribute: "stroke-dasharray", element: element.name, value: text,
                                                  expected: "none or 1 to 64 lengths of 0 or more"))
                }
                style.dashArray = lengths
            }
        }
        if let text = properties["stroke-dashoffset"] {
            switch SVGLength(text) {
            case .userUnits(let v): style.dashOffset = v
            default:
                throw element.error(.badValue(attribute: "stroke-dashoffset", element: element.name, value: text,
                                              expected: "a length in user units (% is not supported)"))
            }
        }
        if let text = properties["vector-effect"] {
            switch text.lowercased() {
            case "none": style.nonScalingStroke = false
            case "non-scaling-stroke": style.nonScalingStroke = true
            default:
                throw element.error(.badValue(attribute: "vector-effect", element: element.name, value: text,
                                              expected: "none or non-scaling-stroke"))
            }
        }
    }

    private static func paint(_ text: String, property: String, of element: SVGElement) throws -> SVGPaint {
        guard let paint = SVGPaint(text) else {
            throw element.error(.badValue(attribute: property, element: element.name, value: text, expected: SVGPaint.expected))
        }
        if case .reference(let value) = paint, SVGPaint.referencedID(value) == nil {
            throw element.error(.badValue(attribute: property, element: element.name, value: text,
                                          expected: "url(#id) of a linearGradient or radialGradient"))
        }
        return paint
    }

    private static func rule(_ text: String, property: String, of element: SVGElement) throws -> FillRule {
        switch text.lowercased() {
        case "nonzero": return .nonZero
        case "evenodd": return .evenOdd
        default:
            throw element.error(.badValue(attribute: property, element: element.name, value: text, expected: "nonzero or evenodd"))
        }
    }

    /// A non-negative length in user units (stroke widths, dashes; a
    /// percentage is of the viewport's normalised diagonal).
    private static func length(_ text: String, property: String, of element: SVGElement) throws -> Double {
        let v = try SVGElement.userUnits(text, attribute: property, of: element)
        guard v >= 0 else {
            throw element.error(.badValue(attribute: property, element: element.name, value: text, expected: "a length of 0 or more"))
        }
        return v
    }

    /// An opacity: a number or a percentage, clamped to 0...1 as CSS does.
    static func opacity(_ text: String, property: String, of element: SVGElement) throws -> Double {
        var scanner = SVGNumberScanner(text)
        guard var v = scanner.number() else {
            throw element.error(.badNumber(attribute: property, element: element.name, value: text))
        }
        if scanner.consume("%") { v /= 100 }
        guard scanner.isAtEnd else {
            throw element.error(.badNumber(attribute: property, element: element.name, value: text))
        }
        return min(max(v, 0), 1)
    }
}

/// A scope of the shapes below an element: a clip path, or a group opacity.
enum SVGScope {
    case clip(SVGClipReference)
    case mask(SVGClipReference)
    case opacity(id: Int, Double)
    /// A `filter` drawn: its effects (`VectorFilter`), numbered as a use.
    case filter(SVGFilterUse)
}

/// A `filter="url(#id)"` on an element whose chain `SVGFilterChain` draws.
struct SVGFilterUse {
    var scopeID: Int
    var shadows: [VectorDropShadow]
    var blur: Double
    var drawsPicture: Bool
    /// The element's coordinates to viewBox space.
    var transform: AffineTransform
}

/// A `clip-path="url(#id)"` or `mask="url(#id)"` on an element, with the element's coordinates
/// to viewBox space (the clip path's children are in that user space).
struct SVGClipReference {
    var id: String
    /// The number of this use of it (0 until the reader numbers it): the
    /// shapes below one element share it, and under `objectBoundingBox`
    /// units their bounding box is the one the clip or mask is fitted to.
    var scopeID = 0
    var transform: AffineTransform
    var element: String
    var line: Int
}
