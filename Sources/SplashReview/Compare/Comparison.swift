import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import SplashVideo
import SplashImport
import SplashRender

/// The picture of a comparison at any instant: every panel's compositor
/// drawn at that instant into its place on a background that carries the
/// labels. Panels play in sync at one frame rate; one that ends sooner
/// holds its last frame while the longest plays on.
struct Comparison: FrameSource {
    let layout: ComparisonLayout
    let compositors: [Compositor]
    /// Each panel's own frame count at `fps`.
    let frameCounts: [Int]
    let fps: Int
    /// The background, each panel's matte (what a transparent scene shows
    /// over; none: the background) and the labels, drawn once.
    let base: Pixmap
    /// Pictures the encoder is done with, filled with `base` again for the
    /// next frames rather than allocated one a frame.
    let buffers = PixmapPool()

    static let background = Color(red: 0.949, green: 0.949, blue: 0.969)   // #F2F2F7, iOS's grouped background
    static let textColor = Color(red: 0.11, green: 0.11, blue: 0.12)

    init(layout: ComparisonLayout, compositors: [Compositor], mattes: [MatteColor?], labels: ComparisonLabels, fps: Int) {
        self.layout = layout
        self.compositors = compositors
        self.fps = fps
        frameCounts = compositors.map { FrameSchedule(duration: $0.scene.duration, fps: fps).frameCount }
        var base = Pixmap(width: layout.width, height: layout.height)
        base.fill(Self.background)
        for (panel, matte) in zip(layout.panels, mattes) {
            guard let matte else { continue }
            let rect = Rect(x: Double(panel.x), y: Double(panel.y), width: Double(panel.width), height: Double(panel.height))
            base.fill(.rect(rect), paint: .solid(Color(matte)))
        }
        labels.draw(into: &base, layout: layout, color: Self.textColor)
        self.base = base
    }

    var pixelWidth: Int { layout.width }
    var pixelHeight: Int { layout.height }
    /// The longest panel's length, in seconds.
    var duration: Double { compositors.map(\.scene.duration).max() ?? 0 }

    /// The instant panel `panel` shows at frame `frame` of the timeline:
    /// its own frame, or its last one once it has ended.
    func time(ofPanel panel: Int, frame: Int) -> Double {
        Double(min(frame, frameCounts[panel] - 1)) / Double(fps)
    }

    /// A still at `time`: each panel at that instant, or at its last frame
    /// once it has ended (as the video shows it).
    func frame(at time: Double) throws(FrameBudgetError) -> Pixmap {
        var picture = freshPicture()
        for (index, compositor) in compositors.enumerated() {
            let last = Double(frameCounts[index] - 1) / Double(fps)
            let pixmap = try compositor.frame(at: min(time, last))
            place(pixmap, panel: index, into: &picture)
        }
        return picture
    }

    func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool) -> RenderedFrame {
        let frame = schedule.firstFrame + index
        var lists: [DisplayList] = []
        var unchanged = reusing && index > 0
        var failedAt = 0.0
        do throws(RenderBudgetError) {
            for (panel, compositor) in compositors.enumerated() {
                let time = time(ofPanel: panel, frame: frame)
                failedAt = time
                let list = try compositor.displayList(at: time)
                if unchanged {
                    let before = self.time(ofPanel: panel, frame: frame - 1)
                    if before != time { unchanged = try compositor.displayList(at: before) == list }
                }
                lists.append(list)
            }
            if unchanged { return .sameAsPrevious }
            var picture = freshPicture()
            for (panel, compositor) in compositors.enumerated() {
                failedAt = time(ofPanel: panel, frame: frame)
                place(try compositor.render(lists[panel]), panel: panel, into: &picture)
            }
            return .pixels(picture)
        } catch {
            return .failed(FrameBudgetError(time: failedAt, budget: error))
        }
    }

    /// A picture holding `base`, from the pool when one waits there.
    private func freshPicture() -> Pixmap {
        var picture = buffers.take(width: base.width, height: base.height, .leftover)
        picture.bytes.withUnsafeMutableBytes { destination in
            base.bytes.withUnsafeBytes { destination.copyMemory(from: $0) }
        }
        return picture
    }

    /// Draws panel `panel`'s frame in its place, area-averaged down to
    /// the panel's size when drawn larger, and hands the frame back to its
    /// compositor's pool.
    private func place(_ pixmap: Pixmap, panel: Int, into picture: inout Pixmap) {
        let rect = layout.panels[panel]
        if pixmap.width == rect.width, pixmap.height == rect.height {
            picture.composite(pixmap, at: (rect.x, rect.y))
        } else {
            picture.composite(pixmap.areaDownscaled(width: rect.width, height: rect.height), at: (rect.x, rect.y))
        }
        compositors[panel].recycle(pixmap)
    }

    /// A contact sheet of the comparison, called `name`: evenly spaced
    /// instants over the longest panel and every panel's key instants (the
    /// first panel's label where two fall together), each thumbnail as
    /// wide as a sheet's is for every panel, in rows as many times shorter.
    func contactSheet(name: String) throws(RenderError) -> ContactSheet {
        var keys: [KeyInstant] = []
        for compositor in compositors {
            for key in compositor.scene.keyInstants where !keys.contains(where: { abs($0.time - key.time) < 1e-6 }) {
                keys.append(key)
            }
        }
        let most = ContactSheetLayout.maximumThumbnail, panels = compositors.count
        return try ContactSheet(frames: self, name: name, duration: duration, keyInstants: keys.sorted { $0.time < $1.time },
                                maximumThumbnail: (most.width * panels, most.height),
                                maximumColumns: max(1, ContactSheetLayout.maximumColumns / panels))
    }

    /// A picture the encoder has taken, kept for the next frame.
    func recycle(_ pixmap: Pixmap) {
        buffers.recycle(pixmap)
    }
}
