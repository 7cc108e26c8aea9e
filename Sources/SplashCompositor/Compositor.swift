import SplashGeometry
import SplashRaster
import SplashScene

/// Draws a scene at a time into pixels: walks the layer tree with Core
/// Animation's semantics and rasterises every vector with the full
/// transform of the frame (so a logo scaled 18× is as sharp as at 1×).
///
/// A value type with no mutable state: frames render in parallel, each
/// worker into its own pixmap.
public struct Compositor: Sendable {
    public let scene: Scene
    /// Device pixels per point.
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The decoded bitmaps of the scene's image contents, by source path,
    /// with their mipmaps built once for the whole render.
    public let images: [String: ImageAsset]
    /// The scene's texts, shaped once.
    let text: SceneText
    /// Images cropped, letterboxed or stretched by their gravity, and
    /// opaque images used as masks (`SceneImageWarnings`).
    let imageWarnings: [String]
    /// Buffers for frames and offscreens, reused across frames.
    public let buffers = PixmapPool()
    /// The render's gradient tables, built once and shared by its frames.
    public let gradientRamps = GradientRampCache()
    /// The build of the raster's hottest loops every fill runs (the same
    /// bytes either way; the benchmark measures the portable loops with it).
    public var kernels: VectorKernels = .current
    /// Occlusion culling and masks rasterised straight to coverage (see
    /// `replacesEveryPixel`, `maskCoverage`). They give the same bytes as
    /// drawing everything the general way; tests turn them off to prove it.
    var takesShortcuts = true
    /// Whether frames are drawn in horizontal bands of `bandRows` rows when
    /// the layer tree allows it (see `render(layers:)`): the same bytes
    /// either way, which tests prove with small bands; the benchmark turns
    /// it off to measure what it gains.
    public var drawsInBands = true
    /// Whether pixels nothing will show are left unpainted: those an
    /// opaque masked layer above replaces, those a group's mask hides, and
    /// those of an opaque group that its mask fully shows, drawn straight
    /// into the target instead of through the offscreen (see `SpanSet`,
    /// `occlusion(by:…)`, `drawsShownPixelsDirectly`). The same bytes
    /// either way (with `takesShortcuts`, which it needs); the benchmark
    /// turns it off to measure what it gains.
    public var skipsHiddenPixels = true
    /// Rows per band (tests draw with a few rows, to cut every shape).
    public internal(set) var bandRows = 256
    /// What one frame's vector work may cost (tests lower it to reach it
    /// with small scenes).
    public var budgetLimits = RasterBudget.Limits.standard

    /// Prepares a scene for drawing: lays out its texts (through
    /// fontconfig, HarfBuzz and FreeType) once for the whole render.
    ///
    /// - Parameter images: every source in `scene.imageSources`, decoded
    ///   (SplashRender's `ImageAssets` loads them); a missing one draws
    ///   nothing.
    /// - Throws: a `TextError` when a font file named by the scene cannot
    ///   be used (a family that is not installed is only a warning).
    public init(scene: Scene, scale: Double, images: [String: ImageAsset] = [:]) throws {
        self.scene = scene
        self.scale = scale
        self.images = images
        self.text = try SceneText(laying: scene.texts)
        self.imageWarnings = SceneImageWarnings.warnings(for: scene, images: images)
        (self.pixelWidth, self.pixelHeight) = Self.pixelSize(of: scene.canvas, scale: scale)
    }

    /// The frame's size in pixels for a canvas in points at `scale`: each
    /// side rounded to whole pixels, at least 1 (and, for a canvas no
    /// caller should pass, at most 2^31).
    public static func pixelSize(of canvas: Size, scale: Double) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let value = (points * scale).rounded()
            return value.isFinite ? Int(min(max(value, 1), Double(Int32.max))) : 1
        }
        return (pixels(canvas.width), pixels(canvas.height))
    }

    /// Fonts the scene asked for that are not installed and what was used
    /// instead, then images that will not show as their author may expect:
    /// worth telling the user, not worth failing for.
    public var warnings: [String] { text.warnings + imageWarnings }

    /// What the user should know but need not fix: Apple's font names
    /// drawn with their open stand-ins.
    public var notices: [String] { text.notices }

    /// The frame at `time` seconds.
    /// - Throws: when its vector work would pass the render's budget.
    public func render(at time: Double) throws(RenderBudgetError) -> Pixmap {
        try render(displayList(at: time))
    }

    /// A frame from an already resolved layer tree (see `Scene.resolved(at:)`).
    public func render(layers: [Layer]) throws(RenderBudgetError) -> Pixmap {
        try render(displayList(of: layers))
    }

    /// What the frame at `time` seconds draws.
    /// - Throws: when a stroke would pass the render's budget.
    public func displayList(at time: Double) throws(RenderBudgetError) -> DisplayList {
        try displayList(of: scene.resolved(at: time))
    }

    /// What an already resolved layer tree draws.
    public func displayList(of layers: [Layer]) throws(RenderBudgetError) -> DisplayList {
        var builder = FrameBuilder(scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, images: images, text: text)
        builder.cullsStrokes = takesShortcuts
        return try builder.displayList(of: layers, background: scene.backgroundColor)
    }

    /// Draws a display list made by this compositor into a new frame.
    ///
    /// Drawn in bands: every operation draws the frame's first `bandRows`
    /// rows, then every operation the next ones, and so on, so that the
    /// band (and each group's offscreen and mask, which are only a band
    /// tall) stays in the CPU's cache from one operation to the next. Drawn
    /// operation by operation over the whole frame, each one reads and
    /// writes the whole 14 MB frame in memory, which costs more than the
    /// pixels' arithmetic. Every row is computed exactly as the whole-frame
    /// pass computes it (`PictureWindow`). A list with what cannot be drawn a
    /// band at a time (see `DrawOperation.drawsInBands`) is drawn whole.
    ///
    /// Its fills are counted against a `RasterBudget` of `budgetLimits`:
    /// a frame that would pass it throws, its pixmap returned to the pool,
    /// having held no more than the limits allow.
    public func render(_ list: DisplayList) throws(RenderBudgetError) -> Pixmap {
        let budget = RasterBudget(budgetLimits)
        let pixmap = RasterBudget.$current.withValue(budget) { draw(list) }
        if let excess = budget.exceeded {
            buffers.recycle(pixmap)
            throw RenderBudgetError.passed(excess, layer: budget.layer)
        }
        return pixmap
    }

    private func draw(_ list: DisplayList) -> Pixmap {
        var pixmap = buffers.take(width: list.width, height: list.height, .leftover)
        // Occlusion: drawing starts at the last operation that replaces
        // every pixel (an opaque full-screen background, gradient or
        // photo); the background colour and what lies under it cannot show.
        let operations = list.operations
        let first = takesShortcuts ? list.lastFullCover : nil
        let drawn = operations[(first ?? operations.startIndex)...]
        guard drawsInBands, drawn.drawsInBands else {
            if first == nil { pixmap.fill(list.background) }
            drawTopLevel(drawn, into: &pixmap, window: .whole(height: list.height))
            return pixmap
        }
        let bandHeight = max(1, bandRows)
        for top in stride(from: 0, to: list.height, by: bandHeight) {
            let window = PictureWindow(pictureHeight: list.height, rows: top..<min(list.height, top + bandHeight), originY: 0)
            if first == nil { pixmap.fill(list.background, rows: window.rows) }
            drawTopLevel(drawn, into: &pixmap, window: window)
        }
        return pixmap
    }
}
