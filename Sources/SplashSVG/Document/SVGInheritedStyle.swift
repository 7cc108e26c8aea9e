import SplashGeometry

/// What an element inherits from its ancestors, resolved: the fill, the
/// opacities, the fill rule, whether a stroke would be drawn, and the
/// transform from the element's coordinates to the document's (the viewBox
/// space).
///
/// Group opacity is approximated by multiplying each ancestor's `opacity`
/// into the fill alpha of every shape below it. SVG really draws the group
/// into an offscreen layer and fades the result, so where two shapes of a
/// translucent group overlap, the overlap shows through here and does not in
/// a browser. Logos rarely overlap shapes inside a translucent group; a
/// faithful fade of the whole image belongs to the compositor, which can
/// draw the `VectorImage` into a layer and apply the opacity once.
struct SVGInheritedStyle {
    var fill: SVGPaint = .color(.black)
    var fillOpacity = 1.0
    var fillRule: FillRule = .nonZero
    /// The product of the `opacity` of the element and its ancestors.
    var opacity = 1.0
    var isVisible = true
    /// The stroke paint as written and the line that set it; `nil` for none.
    var stroke: (value: String, line: Int)?
    var strokeWidthIsZero = false
    var strokeOpacityIsZero = false
    /// Element coordinates to viewBox space.
    var transform: AffineTransform = .identity

    /// Whether a shape with this style would be stroked.
    var isStroked: Bool {
        stroke != nil && !strokeWidthIsZero && !strokeOpacityIsZero
    }

    /// The style of `element`, a child of an element with this style.
    /// Throws for values outside the subset, naming the property.
    func applying(_ properties: SVGProperties, of element: SVGElement) throws -> SVGInheritedStyle {
        var style = self
        if let text = try element.value("transform") {
            guard let local = SVGTransformParser.parse(text) else {
                throw element.error(.badValue(attribute: "transform", element: element.name, value: text,
                                              expected: SVGTransformParser.expected))
            }
            style.transform = local.concatenating(transform)
        }
        for name in ["clip-path", "mask", "filter"] {
            if let v = properties[name], v.lowercased() != "none" {
                throw element.error(.unsupportedAttribute(name: name, value: v, element: element.name))
            }
        }
        // Only a `style` declaration puts "transform" among the properties.
        if let v = properties["transform"] {
            throw element.error(.unsupportedAttribute(name: "style transform", value: v, element: element.name))
        }
        if let text = properties["fill"] {
            guard let paint = SVGPaint(text) else {
                throw element.error(.badValue(attribute: "fill", element: element.name, value: text, expected: SVGPaint.expected))
            }
            if case .reference = paint {
                throw element.error(.unsupportedAttribute(name: "fill", value: text, element: element.name))
            }
            style.fill = paint
        }
        if let text = properties["fill-opacity"] {
            style.fillOpacity = try Self.opacity(text, property: "fill-opacity", of: element)
        }
        if let text = properties["opacity"] {
            style.opacity *= try Self.opacity(text, property: "opacity", of: element)
        }
        if let text = properties["fill-rule"] {
            switch text.lowercased() {
            case "nonzero": style.fillRule = .nonZero
            case "evenodd": style.fillRule = .evenOdd
            default:
                throw element.error(.badValue(attribute: "fill-rule", element: element.name, value: text,
                                              expected: "nonzero or evenodd"))
            }
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
        if let text = properties["stroke"] {
            style.stroke = text.lowercased() == "none" ? nil : (text, element.line)
        }
        if let text = properties["stroke-width"] {
            // Only "is it zero" matters; a relative width is some non-zero width.
            switch SVGLength(text) {
            case .userUnits(let w): style.strokeWidthIsZero = w == 0
            case .relative: style.strokeWidthIsZero = false
            case nil: throw element.error(.badNumber(attribute: "stroke-width", element: element.name, value: text))
            }
        }
        if let text = properties["stroke-opacity"] {
            style.strokeOpacityIsZero = try Self.opacity(text, property: "stroke-opacity", of: element) == 0
        }
        return style
    }

    /// An opacity: a number or a percentage, clamped to 0...1 as CSS does.
    private static func opacity(_ text: String, property: String, of element: SVGElement) throws -> Double {
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
