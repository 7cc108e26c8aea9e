import Dispatch
import Foundation
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import SplashText
import SplashVideo
import SplashImport

/// A grid of frames for a design review: evenly spaced instants and the
/// scene's key instants, scaled down, each labelled with its time (and
/// the key instant's name), under a title naming the scene and the size.
///
/// The frames come from the compositor that renders the video, so a cell
/// shows exactly the pixels of the video's frame at that instant (before
/// compression), area-averaged down to the thumbnail.
public struct ContactSheet: Sendable {
    /// Evenly spaced instants, from the first frame to the last.
    public static let evenlySpacedCount = 6
    /// Most cells on one sheet (evenly spaced plus key instants).
    public static let maximumCells = 48

    /// What the cells show: a compositor's frames, or a comparison's.
    let frames: any FrameSource
    public let instants: [SheetInstant]
    public let layout: ContactSheetLayout
    public let title: String
    /// What a frame with a transparent background is shown over (the
    /// render's `--background`, or the sheet's white).
    public var frameBackground = ContactSheet.background

    public static let background = Color(red: 1, green: 1, blue: 1)
    static let borderColor = Color(red: 0.80, green: 0.80, blue: 0.82)
    static let textColor = Color(red: 0.11, green: 0.11, blue: 0.12)
    static let keyColor = Color(red: 0.0, green: 0.44, blue: 0.89)

    public init(compositor: Compositor, title: String? = nil) throws(RenderError) {
        let scene = compositor.scene
        try self.init(frames: compositor, name: scene.name, duration: scene.duration, keyInstants: scene.keyInstants, title: title)
    }

    /// A sheet of `frames`, `duration` seconds long with `keyInstants`,
    /// called `name` in the title (unless `title`); its thumbnails fit in
    /// `layout`'s box and rows.
    public init(frames: any FrameSource, name: String, duration: Double, keyInstants: [KeyInstant], title: String? = nil,
         maximumThumbnail: (width: Int, height: Int) = ContactSheetLayout.maximumThumbnail,
         maximumColumns: Int = ContactSheetLayout.maximumColumns) throws(RenderError) {
        let instants = SheetInstant.forSheet(duration: duration, keyInstants: keyInstants, evenlySpaced: Self.evenlySpacedCount)
        guard instants.count <= Self.maximumCells else {
            throw RenderError("a contact sheet shows at most \(Self.maximumCells) frames; \(name) declares \(keyInstants.count) key instants")
        }
        self.frames = frames
        self.instants = instants
        self.layout = ContactSheetLayout(frameWidth: frames.pixelWidth, frameHeight: frames.pixelHeight, cellCount: instants.count,
                                         maximumThumbnail: maximumThumbnail, maximumColumns: maximumColumns)
        self.title = title ?? "\(name)  ·  \(frames.pixelWidth)×\(frames.pixelHeight) px  ·  \(SheetInstant(time: duration).timeText)"
    }

    /// The cell's frame as it appears on the sheet: the compositor's (or
    /// comparison's) frame at that instant, area-averaged to the thumbnail size.
    func thumbnail(at time: Double) throws(FrameBudgetError) -> Pixmap {
        let frame = try frames.frame(at: time)
        let small = frame.areaDownscaled(width: layout.thumbnailWidth, height: layout.thumbnailHeight)
        frames.recycle(frame)
        return small
    }

    /// Draws the sheet; frames render on `workers` threads.
    public func render(workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Pixmap {
        // Text first, on this thread (the shaper is not thread-safe).
        let labels = try SheetLabels(sheet: self)

        let thumbnails = Mutex<[Int: Result<Pixmap, FrameBudgetError>]>([:])
        WorkerThreads.forEachIndex(instants.count, workers: workers) { index in
            let small = Result { () throws(FrameBudgetError) in try thumbnail(at: instants[index].time) }
            thumbnails.withLock { $0[index] = small }
        }

        var sheet = Pixmap(width: layout.width, height: layout.height)
        sheet.fill(Self.background)
        labels.drawTitle(into: &sheet)
        let done = try thumbnails.withLock { $0 }.mapValues { try $0.get() }
        let b = Double(ContactSheetLayout.border)
        for (index, instant) in instants.enumerated() {
            let origin = layout.thumbnailOrigin(ofCell: index)
            let outer = Rect(x: Double(origin.x) - b, y: Double(origin.y) - b,
                             width: Double(layout.thumbnailWidth) + 2 * b, height: Double(layout.thumbnailHeight) + 2 * b)
            sheet.fill(Path.rect(outer), paint: .solid(instant.label == nil ? Self.borderColor : Self.keyColor))
            // The frame drawn over its base: a scene with a translucent
            // background shows as it would over white (or --background).
            sheet.fill(Path.rect(Rect(x: Double(origin.x), y: Double(origin.y), width: Double(layout.thumbnailWidth), height: Double(layout.thumbnailHeight))), paint: .solid(frameBackground))
            if let thumbnail = done[index] {
                sheet.composite(thumbnail, at: origin)
            }
            labels.drawCaption(index, at: (x: origin.x - ContactSheetLayout.border,
                                           y: origin.y + layout.thumbnailHeight + ContactSheetLayout.border), into: &sheet)
        }
        return sheet
    }

    /// Renders and writes the sheet as a PNG, atomically.
    public func write(to destination: URL, workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        let output = try AtomicOutputFile(destination: destination)
        let sheet = try render(workers: workers)
        let png: [UInt8]
        do { png = try PNGEncoder.encode(rgba: sheet.bytes, width: sheet.width, height: sheet.height) } catch {
            output.discard()
            throw RenderError("cannot write the contact sheet \(destination.path): \(error)")
        }
        try output.write(png)
    }
}
