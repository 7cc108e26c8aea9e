import Foundation
import SplashCompositor
import SplashGeometry
import SplashImport

/// A render job with its scene ready to draw (`RenderJob.prepare()`).
public struct PreparedRender: Sendable {
    public let job: RenderJob
    public let compositor: Compositor

    /// What an imported file has that is not drawn, fonts the scene asked for that are not installed, images
    /// cropped, letterboxed, stretched or opaque in a mask, and stills asked
    /// for past the animation's end: worth telling the user, not worth
    /// failing for.
    public var warnings: [String] { compositor.scene.importWarnings + compositor.warnings + stillWarnings }

    /// A still asked for past the end shows the animation's last frame:
    /// said, since the time was probably meant for a longer animation.
    var stillWarnings: [String] {
        let end = duration
        return job.outputs.stills.filter { $0.time > end + 1e-9 }.map { still in
            let asked = still.option.map { "\($0) \(String(format: "%g", still.time)) s" }
                ?? "the still at \(String(format: "%g", still.time)) s (\(still.file.lastPathComponent))"
            return "\(asked) is past the end (\(String(format: "%g", (end * 1000).rounded() / 1000)) s): the last frame is written"
        }
    }

    /// Apple's font names drawn with their open stand-ins: expected, said
    /// once so the user knows what the preview shows.
    public var notices: [String] { compositor.notices }
    /// The compositor a video is drawn with: for a format without alpha
    /// and a scene whose background is not opaque (a Lottie, a framed
    /// device), the scene over its matte colour from the start — the same
    /// picture as compositing over the matte afterwards (source-over is
    /// associative), but opaque frames the encoder takes as they are,
    /// rather than one more pass over every pixel on the encoder's thread.
    private func videoCompositor(_ compositor: Compositor, matte: MatteColor?) throws -> Compositor {
        let background = compositor.scene.backgroundColor
        guard let matte, background.alpha < 1, job.outputs.frames == nil else { return compositor }
        var scene = compositor.scene
        let a = min(max(background.alpha, 0), 1)
        func over(_ channel: Double, _ under: UInt8) -> Double { channel * a + Double(under) / 255 * (1 - a) }
        scene.backgroundColor = Color(red: over(background.red, matte.red), green: over(background.green, matte.green),
                                      blue: over(background.blue, matte.blue), alpha: 1)
        var opaque = try Compositor(scene: scene, scale: compositor.scale, images: compositor.images)
        opaque.options = compositor.options
        return opaque
    }

    /// Length of the animation in seconds.
    public var duration: Double { compositor.scene.duration }
    /// Frames of the video at the job's frame rate.
    public var frameCount: Int { FrameSchedule(duration: duration, fps: job.fps).frameCount }

    /// The frames the video or sequence shows: all, or `job.frameRange`
    /// (an error when it is outside the timeline).
    public func schedule() throws(RenderError) -> FrameSchedule {
        try job.schedule(duration: duration)
    }

    /// Writes the job's outputs (see `RenderJob.writeOutputs`).
    /// - Parameter workers: compositing threads (default one per core).
    /// Returns what `--max-size` chose, when it was given.
    @discardableResult
    public func write(workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                      progress: (RenderProgress) -> Void = { _ in }) throws -> SizeBudgetChoice? {
        try job.writeOutputs(named: job.source.displayName, stills: compositor, workers: workers, progress: progress, video: {
            try videoRenderer(BudgetStep(fps: job.fps), workers: workers)
        }, resized: { step in
            try videoRenderer(step, workers: workers)
        }, sheet: { sheet in
            var contactSheet = try ContactSheet(compositor: compositor)
            if let matte = job.video.background {
                contactSheet.frameBackground = Color(matte)
            }
            try contactSheet.write(to: sheet, workers: workers)
        })
    }
}

extension PreparedRender {
    /// The video's renderer at `step`: the picture at `step.factor` of the
    /// job's size (drawn anew at that scale, not resampled), at `step.fps`.
    func videoRenderer(_ step: BudgetStep, workers: Int) throws -> VideoRenderer {
        var drawn = compositor
        if step.factor != 1 {
            drawn = try Compositor(scene: compositor.scene, scale: compositor.scale * step.factor, images: compositor.images)
            drawn.options = compositor.options
        }
        var encoder = job.encoderSettings(width: drawn.pixelWidth, height: drawn.pixelHeight)
        encoder.matte = job.video.matte(over: drawn.scene.backgroundColor)
        encoder.gifColours = step.colours
        var renderer = VideoRenderer(compositor: try videoCompositor(drawn, matte: encoder.matte), fps: step.fps, encoder: encoder,
                                     workers: workers)
        if step.fps == job.fps { renderer.schedule = try schedule() }
        return renderer
    }
}

extension RenderJob {
    /// Writes the job's outputs: the video or PNG sequence (reporting its
    /// progress frame by frame) from `video()`'s renderer (and, for
    /// `--max-size` on a .gif or .webp, smaller ones from `resized`), then the contact
    /// sheet with `sheet`, then the stills from `stills`, each atomically.
    /// All or nothing: when one fails, those already written are removed,
    /// so the outputs are all there and current, or not there at all.
    /// Returns what `--max-size` chose, when it was given.
    public func writeOutputs(named name: String, stills: any FrameSource, workers: Int, progress: (RenderProgress) -> Void,
                      video: () throws -> VideoRenderer, resized: ((BudgetStep) throws -> VideoRenderer)? = nil,
                      sheet: (URL) throws -> Void) throws -> SizeBudgetChoice? {
        var written: [URL] = []
        var choice: SizeBudgetChoice?
        do {
            if outputs.video != nil || outputs.frames != nil {
                let renderer = try video()
                if let file = outputs.video {
                    if let budget = maxSize {
                        choice = try renderer.render(to: file, budget: budget, resized: outputs.frames == nil ? resized : nil,
                                                     keepsRate: frameRange != nil, progress: progress)
                    } else {
                        try renderer.render(to: file, progress: progress)
                    }
                    written.append(file)
                }
                if let frames = outputs.frames {
                    written += try renderer.render(frames: frames, progress: progress)
                }
            }
            if let file = outputs.sheet {
                try sheet(file)
                written.append(file)
            }
            for still in outputs.stills {
                try StillRenderer.render(frames: stills, at: still.time, to: still.file)
                written.append(still.file)
            }
        } catch {
            for url in written { unlink(url.path) }
            // A frame over the budget is named with the scene it is in.
            if let frame = error as? FrameBudgetError { throw RenderError("\(name): \(frame)") }
            throw error
        }
        return choice
    }
}
