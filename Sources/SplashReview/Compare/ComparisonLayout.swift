import SplashCompositor
import SplashGeometry

/// Where everything of a side-by-side comparison goes, in pixels:
///
///     ┌───────────────────────────────────────────┐
///     │          margin                            │
///     │   kugou          kugou brand=#FF2D55       │  label band, each label
///     │ ┌─────────┐     ┌─────────┐                │  centred over its panel
///     │ │         │ gap │         │                │
///     │ │ panel 0 │     │ panel 1 │                │  panels: one height,
///     │ │         │     │         │                │  each its own width
///     │ └─────────┘     └─────────┘                │
///     │          margin                            │
///     └───────────────────────────────────────────┘
///
/// Every panel is its screen drawn at the one height (its compositor's
/// scale is `panelHeight / canvas height`), so screens of different
/// devices keep their aspect ratios and line up along top and bottom.
/// Margins, gap and label size grow with the panel height; the picture's
/// sides are even (4:2:0 video), the odd pixel going to the right and
/// bottom margins.
public struct ComparisonLayout: Sendable, Hashable {
    /// Panel heights the command line takes, in pixels.
    public static let heights = 64...4096
    /// Panels in one comparison.
    public static let panelCounts = 2...8
    /// The default panel height's ceiling: the tallest screen's own pixel
    /// height, at most this.
    public static let defaultMaximumHeight = 1080

    public struct Panel: Sendable, Hashable {
        /// The panel's rectangle in the picture (whole pixels).
        public let x: Int
        public let y: Int
        public let width: Int
        public let height: Int
        /// The scale that draws the canvas at exactly this size (the panel
        /// is drawn at the whole scale above and area-averaged down to it).
        public let scale: Double
    }

    public let panels: [Panel]
    public let margin: Int
    public let gap: Int
    /// Above the panels: the labels' band and their font size, in pixels.
    public let labelBand: Int
    public let labelSize: Double
    public let width: Int
    public let height: Int

    /// The panels for canvases (in points, each at least 1×1) drawn
    /// `panelHeight` pixels high.
    public init(canvases: [Size], panelHeight: Int) {
        let h = max(1, panelHeight)
        margin = max(8, Int((Double(h) * 0.03).rounded()))
        gap = margin
        labelSize = max(12, (Double(h) * 0.026).rounded())
        labelBand = Int((labelSize * 2).rounded())
        var x = margin
        let y = margin + labelBand
        var panels: [Panel] = []
        for canvas in canvases {
            let scale = Double(h) / max(canvas.height, 1)
            let width = Compositor.pixelSize(of: canvas, scale: scale).width
            panels.append(Panel(x: x, y: y, width: width, height: h, scale: scale))
            x += width + gap
        }
        self.panels = panels
        let right = x - gap + margin, bottom = y + h + margin
        width = right + right % 2
        height = bottom + bottom % 2
    }
}
