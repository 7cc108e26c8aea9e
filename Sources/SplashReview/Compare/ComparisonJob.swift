import Foundation
import SplashCompositor
import SplashGeometry
import SplashImport
import SplashRender

/// Scenes side by side, rendered in sync into one picture: each panel a
/// render job's scene on its screen (a preset or scene file with its own
/// parameters, on its own device), under a label.
///
///     let a = RenderJob(source: try .preset(named: "kugou"), screen: .defaultDevice, outputs: RenderOutputs())
///     var b = a
///     b.parameters = ["brand": "#FF2D55"]
///     let job = ComparisonJob(panels: [.init(job: a, label: "kugou"), .init(job: b, label: "brand=#FF2D55")],
///                             output: RenderJob(…, outputs: RenderOutputs(video: URL(fileURLWithPath: "cmp.mp4"))))
///     try job.prepare().write()
public struct ComparisonJob: Sendable {
    public struct Panel: Sendable, Hashable {
        /// The scene, its parameters, screen, device frame and launch
        /// screen (its encoding and outputs are not used).
        public var job: RenderJob
        /// The text above the panel.
        public var label: String

        public init(job: RenderJob, label: String) {
            self.job = job
            self.label = label
        }
    }

    public var panels: [Panel]
    /// The panels' height in pixels; nil for the tallest screen's own,
    /// at most `ComparisonLayout.defaultMaximumHeight`.
    public var panelHeight: Int?
    /// The encoding (fps, quality, codec, `--max-size`), the frame range
    /// and the outputs; its scene is not drawn.
    public var output: RenderJob

    public init(panels: [Panel], panelHeight: Int? = nil, output: RenderJob) {
        self.panels = panels
        self.panelHeight = panelHeight
        self.output = output
    }

    /// The panels' height: as asked, or the tallest picture's own pixel
    /// height capped.
    public var resolvedPanelHeight: Int {
        panelHeight ?? min(panels.map(\.job.pixelSize.height).max() ?? 1, ComparisonLayout.defaultMaximumHeight)
    }

    /// The layout, checked against the panel count and `RenderLimits`.
    public func layout() throws(RenderError) -> ComparisonLayout {
        guard ComparisonLayout.panelCounts.contains(panels.count) else {
            throw RenderError("a comparison shows \(ComparisonLayout.panelCounts.lowerBound) to \(ComparisonLayout.panelCounts.upperBound) panels, not \(panels.count)")
        }
        let height = resolvedPanelHeight
        guard ComparisonLayout.heights.contains(height) else {
            throw RenderError("the panels' height must be \(ComparisonLayout.heights.lowerBound) to \(ComparisonLayout.heights.upperBound) pixels, not \(height)")
        }
        let layout = ComparisonLayout(canvases: panels.map(\.job.pictureCanvas), panelHeight: height)
        guard layout.width <= RenderLimits.maximumSide, layout.height <= RenderLimits.maximumSide,
              layout.width * layout.height <= RenderLimits.maximumPixels else {
            throw RenderError("the comparison would be \(layout.width)×\(layout.height) pixels; the limit is \(RenderLimits.maximumSide) pixels a side and \(RenderLimits.maximumPixels / 1_000_000) megapixels (lower --height or compare fewer panels)")
        }
        return layout
    }

    /// Every panel's scene loaded and ready to draw at its panel's size,
    /// the labels laid out.
    public func prepare() throws -> PreparedComparison {
        let layout = try layout()
        var prepared: [PreparedRender] = []
        // Drawn at the whole scale at or above the panel's and area-averaged
        // down to it: at a whole scale a whole number of points is a whole
        // number of pixels, so the screen's side falls between pixels (at a
        // fractional scale, a layer ending there would let the one under it
        // show through as a faint line along the panel's side). A drawing
        // beyond `RenderLimits` is made at the panel's own scale instead.
        for (panel, place) in zip(panels, layout.panels) {
            let canvas = panel.job.pictureCanvas, whole = place.scale.rounded(.up)
            let scale = RenderLimits.fits(width: canvas.width, height: canvas.height, scale: whole) ? whole : place.scale
            prepared.append(try panel.job.prepare(panel.job.loadScene(), scale: scale))
        }
        // A transparent scene shows over --background (or white): the
        // comparison is one opaque picture whatever the format. Around a
        // device frame, the comparison's background (or --background).
        let opaque = VideoOptions(codec: .h264, background: output.video.background)
        let mattes = zip(panels, prepared).map { panel, render in
            panel.job.frame == .none ? opaque.matte(over: render.compositor.scene.backgroundColor) : output.video.background
        }
        let labels = try ComparisonLabels(panels.map(\.label), layout: layout)
        let comparison = Comparison(layout: layout, compositors: prepared.map(\.compositor), mattes: mattes, labels: labels,
                                    fps: output.fps)
        return PreparedComparison(job: self, panels: prepared, comparison: comparison)
    }
}
