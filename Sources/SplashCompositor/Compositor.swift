import SplashGeometry
import SplashRaster
import SplashScene

/// Draws a scene at a time into pixels: walks the layer tree with Core
/// Animation's semantics and rasterises every vector with the full
/// transform of the frame (so a logo scaled 18× is as sharp as at 1×).
///
/// A value type whose only mutable stored property is `options`: frames
/// render in parallel, each worker into its own pixmap. The pools and
/// caches it holds (`buffers`, `gradientRamps`, `retainedGroups`) are
/// reference types of their own, each guarding its state with a lock.
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
    /// Buffers for frames and offscreens, reused across frames; at most
    /// four frames' bytes wait in it (`poolBytes`).
    public let buffers: PixmapPool
    /// The render's gradient tables, built once and shared by its frames.
    public let gradientRamps = GradientRampCache()
    /// Groups with a shadow that frames draw again unchanged, kept drawn
    /// from one frame to the next (at most two frames' bytes: `keptBytes`).
    public let retainedGroups: RetainedGroups
    /// Stroke outlines earlier frames built, for the strokes later frames
    /// draw unchanged.
    let strokeOutlines = StrokeOutlines()
    /// How frames are drawn: kernels, shortcuts, bands and the frame
    /// budget, set in one assignment (`Compositor.Options`). Every choice
    /// but the budget gives the same bytes.
    public var options = Options()

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
        buffers = PixmapPool(maximumBytes: Self.poolBytes(width: pixelWidth, height: pixelHeight))
        retainedGroups = RetainedGroups(maximumBytes: Self.keptBytes(width: pixelWidth, height: pixelHeight))
    }

    /// The most bytes of free buffers the pool holds for frames of this
    /// size: four frames' (a frame, a band and a few offscreens are what a
    /// worker takes), at least 16 MB, at most 64 MB (a 1290×2796 frame is
    /// 14.4 MB). Sized by the frame, so a small animation's render does not
    /// keep what a full-screen preset's would.
    static func poolBytes(width: Int, height: Int) -> Int {
        min(64 << 20, max(16 << 20, frameBytes(width: width, height: height, times: 4)))
    }

    /// `times` RGBA frames' bytes (at most 2^40: the sides are bounded, their product need not be small).
    private static func frameBytes(width: Int, height: Int, times: Int) -> Int {
        Int(min(Double(max(0, width)) * Double(max(0, height)) * 4 * Double(times), Double(1 << 40)))
    }

    /// The most bytes of drawn shadowed groups kept (`RetainedGroups`) for
    /// frames of this size: two frames', at least 4 MB, at most 24 MB.
    static func keptBytes(width: Int, height: Int) -> Int {
        min(24 << 20, max(4 << 20, frameBytes(width: width, height: height, times: 2)))
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
        builder.strokeOutlines = strokeOutlines
        return try builder.displayList(of: layers, background: scene.backgroundColor)
    }

    /// Draws a display list made by this compositor into a new frame.
    ///
    /// Drawn in bands (see `render(_:bandRows:bands:)`): straight into the
    /// frame, or, when the list needs band-sized buffers (clips, shadows:
    /// see `needBandSizedBuffers`), each into a band-sized buffer then
    /// copied into the frame; a list with what cannot be drawn a band at
    /// a time (see `DrawOperation.drawsInBands`) is drawn whole.
    ///
    /// Its fills are counted against a `RasterBudget` of `budgetLimits`:
    /// a frame that would pass it throws, its pixmap returned to the pool,
    /// having held no more than the limits allow.
    public func render(_ list: DisplayList) throws(RenderBudgetError) -> Pixmap {
        let budget = RasterBudget(budgetLimits)
        let pixmap = RasterBudget.$current.withValue(budget) { () -> Pixmap in
            if let frame = drawBandsInPlace(list) { return frame }
            var frame: Pixmap?
            let banded = drawBands(list, bandRows: bandRows) { rows, band in
                if frame == nil { frame = buffers.take(width: list.width, height: list.height, .leftover) }
                frame?.copyRows(of: band, count: rows.count, toRow: rows.lowerBound)
            }
            return banded ? frame ?? buffers.take(width: list.width, height: list.height) : drawWhole(list)
        }
        if let excess = budget.exceeded {
            buffers.recycle(pixmap)
            throw RenderBudgetError.passed(excess, layer: budget.layer)
        }
        return pixmap
    }

    /// Draws a display list made by this compositor a band of rows at a
    /// time, each band into the same band-sized buffer, and hands each to
    /// `body` with its rows (the buffer's row 0 is the band's first), in
    /// order from the top: so a frame need never be held whole (a video's
    /// bands go straight to the encoder's converter).
    ///
    /// Every operation draws the band's rows before the next band is begun,
    /// so the band (and each group's offscreen and clip, which are only a
    /// band tall) stays in the CPU's cache from one operation to the next;
    /// drawn operation by operation over the whole frame, each one reads
    /// and writes the whole 14 MB frame in memory, which costs more than
    /// the pixels' arithmetic. Every row is computed exactly as the
    /// whole-frame pass computes it (`PictureWindow`). A list with what
    /// cannot be drawn a band at a time (see `DrawOperation.drawsInBands`),
    /// or a compositor told not to (`drawsInBands`), is drawn whole and
    /// handed over as one band.
    ///
    /// - Throws: what `body` throws, or a `RenderBudgetError` when the
    ///   frame's vector work passed the budget (after its last band).
    public func render(_ list: DisplayList, bandRows: Int, bands body: (_ rows: Range<Int>, _ pixels: Pixmap) throws -> Void) throws {
        let budget = RasterBudget(budgetLimits)
        try RasterBudget.$current.withValue(budget) {
            if try !drawBands(list, bandRows: bandRows, body) {
                let frame = drawWhole(list)
                defer { buffers.recycle(frame) }
                try body(0..<list.height, frame)
            }
        }
        if let excess = budget.exceeded {
            throw RenderBudgetError.passed(excess, layer: budget.layer)
        }
    }

    /// The operations a frame draws: from the last that replaces every
    /// pixel (an opaque full-screen background, gradient or photo; the
    /// background colour and what lies under it cannot show), when
    /// occlusion is on, and whether the background colour is drawn.
    private func drawnOperations(of list: DisplayList) -> (operations: ArraySlice<DrawOperation>, fillsBackground: Bool) {
        let operations = list.operations
        let first = takesShortcuts ? list.lastFullCover : nil
        return (operations[(first ?? operations.startIndex)...], first == nil)
    }

    /// Draws `list` band by band (see `render(_:bandRows:bands:)`); false,
    /// having drawn nothing, when it is not drawn in bands.
    private func drawBands(_ list: DisplayList, bandRows: Int, _ body: (Range<Int>, Pixmap) throws -> Void) rethrows -> Bool {
        let (drawn, fillsBackground) = drawnOperations(of: list)
        guard drawsInBands, drawn.drawsInBands, list.height > 0 else { return false }
        let bandHeight = min(max(1, bandRows), list.height)
        var band = buffers.take(width: list.width, height: bandHeight, .leftover)
        // Groups with a shadow, drawn whole by the first band they touch (see `ShadowedGroups`).
        let shadowed = ShadowedGroups(retaining: retainedGroups)
        defer {
            buffers.recycle(band)
            shadowed.recycle(into: self)
        }
        try ShadowedGroups.$current.withValue(shadowed) {
            for rows in Self.bands(of: list.height, rows: bandHeight) {
                let top = rows.lowerBound
                let window = PictureWindow(pictureHeight: list.height, rows: rows, originY: top)
                if fillsBackground { band.fill(list.background, rows: 0..<rows.count) }
                drawTopLevel(drawn, into: &band, window: window)
                shadowed.endBand(recycling: self)
                try body(rows, band)
            }
        }
        return true
    }

    /// Draws `list` band by band straight into a frame, when it is drawn in
    /// bands and needs no band-sized buffers (`needBandSizedBuffers`); nil
    /// (nothing drawn) otherwise.
    private func drawBandsInPlace(_ list: DisplayList) -> Pixmap? {
        let (drawn, fillsBackground) = drawnOperations(of: list)
        guard drawsInBands, drawn.drawsInBands, !drawn.needBandSizedBuffers else { return nil }
        var frame = buffers.take(width: list.width, height: list.height, .leftover)
        for rows in Self.bands(of: list.height, rows: bandRows) {
            let window = PictureWindow(pictureHeight: list.height, rows: rows, originY: 0)
            if fillsBackground { frame.fill(list.background, rows: window.rows) }
            drawTopLevel(drawn, into: &frame, window: window)
        }
        return frame
    }

    /// The rows of a picture `height` rows tall, `rows` at a time (at least
    /// one) from the top; the last band may be shorter.
    private static func bands(of height: Int, rows: Int) -> some Sequence<Range<Int>> {
        let step = max(1, rows)
        return stride(from: 0, to: height, by: step).lazy.map { $0..<min(height, $0 + step) }
    }

    /// Draws `list` operation by operation over the whole frame.
    private func drawWhole(_ list: DisplayList) -> Pixmap {
        var frame = buffers.take(width: list.width, height: list.height, .leftover)
        let (drawn, fillsBackground) = drawnOperations(of: list)
        if fillsBackground { frame.fill(list.background) }
        drawTopLevel(drawn, into: &frame, window: .whole(height: list.height))
        return frame
    }
}
