/// The presentation properties one element specifies, from its attributes
/// (`fill="#fff"`), the document's style sheet (`.cls-1 { fill: #fff }`)
/// and its `style` attribute (`style="fill:#fff"`), each winning over the
/// one before as in CSS.
///
/// Only properties that change what a shape or text looks like are
/// collected; the rest (Inkscape's `-inkscape-*`…) are ignored. Properties that would change it
/// but are outside the subset (`clip-path`, `mask`, `filter`, a CSS
/// `transform` in `style`) are collected too, so the style can report them.
struct SVGProperties {
    static let names: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "opacity", "display", "visibility",
        "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "stroke-dasharray", "stroke-dashoffset", "vector-effect", "clip-path", "clip-rule", "mask", "filter",
        "stop-color", "stop-opacity", "mask-type", "color",
        "font-family", "font-size", "font-weight", "font-style", "text-anchor",
        "flood-color", "flood-opacity", "color-interpolation-filters",
    ]

    /// Properties that only exist in CSS, and change geometry.
    private static let styleOnlyNames: Set<String> = ["transform"]

    private(set) var values: [String: String] = [:]
    /// Whether the `style` attribute declares a CSS `animation` or
    /// `transition` (not played: the static value is drawn).
    private(set) var isAnimated = false

    init(_ element: SVGElement, sheet: SVGStyleSheet = .empty) throws {
        for name in Self.names {
            if let value = try element.value(name) { values[name] = value }
        }
        var declarations = try sheet.declarations(for: element)
        if let style = try element.value("style") {
            let own = SVGStyleSheet.declarations(Substring(style))
            isAnimated = own.contains { $0.name.hasPrefix("animation") || $0.name.hasPrefix("transition") }
            declarations += own
        }
        for (name, value) in declarations where Self.names.contains(name) || Self.styleOnlyNames.contains(name) {
            values[name] = value
        }
    }

    /// The specified value, or `nil` when the property is not set or is
    /// `inherit` (the same as not set for the inherited properties; for
    /// `opacity` it means the parent's value, approximated as not set).
    subscript(name: String) -> String? {
        guard let v = values[name], v.lowercased() != "inherit" else { return nil }
        return v
    }
}
