import Foundation
import SplashCompositor
import SplashRaster
import SplashScene
import SplashVideo
import SplashImport

/// Renders a scene to a video (any `VideoCodec`) or a PNG sequence:
/// frames composited on all cores, handed to the encoder in order, written
/// to a temporary file that is renamed over the destination only when
/// complete.
public struct VideoRenderer: Sendable {
    /// What the frames are drawn from.
    let frames: any FrameSource
    public var schedule: FrameSchedule
    /// Encoder settings; width, height and fps are taken from the
    /// frames and the schedule.
    public var encoder: VideoEncoderSettings
    /// Compositing threads (default: one per core).
    public var workers: Int
    /// Composite again even when a frame's display list equals the
    /// previous one's (for benchmarks; the bytes written are the same
    /// either way).
    public var reusesUnchangedFrames = true

    public init(compositor: Compositor, fps: Int, encoder: VideoEncoderSettings, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(frames: compositor, schedule: FrameSchedule(duration: compositor.scene.duration, fps: fps), encoder: encoder, workers: workers)
    }

    /// Frames `schedule` of `frames`.
    public init(frames: any FrameSource, schedule: FrameSchedule, encoder: VideoEncoderSettings, workers: Int) {
        self.frames = frames
        self.schedule = schedule
        var encoder = encoder
        encoder.width = frames.pixelWidth
        encoder.height = frames.pixelHeight
        encoder.fps = schedule.fps
        self.encoder = encoder
        self.workers = max(1, workers)
    }

    /// Writes the video to `destination`. On any error the destination is
    /// untouched and no temporary file remains.
    public func render(to destination: URL, progress: (RenderProgress) -> Void = { _ in }) throws {
        let output = try AtomicOutputFile(destination: destination)
        do {
            try encode(toPath: output.temporaryPath, progress: progress)
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }

    /// Encodes every frame into a file at `path` (no atomic rename), in the
    /// format `encoder.codec` names. A GIF takes two passes over the frames
    /// (its palette needs them all): they are drawn twice rather than
    /// kept, so memory stays that of a few frames; progress counts both.
    func encode(toPath path: String, progress: (RenderProgress) -> Void) throws {
        let start = DispatchTime.now()
        let frames = schedule.frameCount
        func report(_ done: Int, of total: Int) {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            progress(RenderProgress(framesDone: done, frameCount: total, elapsed: elapsed))
        }
        if encoder.codec == .gif {
            let writer = try GIFWriter(path: path, settings: encoder, frameCount: frames)
            try forEachFrame { index, pixmap in
                try pixmap.bytes.withUnsafeBytes { try writer.analyse(rgba: $0, bytesPerRow: pixmap.width * 4) }
                report(index + 1, of: 2 * frames)
            }
            try forEachFrame { index, pixmap in
                try pixmap.bytes.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: pixmap.width * 4) }
                report(frames + index + 1, of: 2 * frames)
            }
            try writer.finish()
        } else {
            let writer = try VideoWriter(path: path, settings: encoder)
            try forEachPicture { index, picture in
                try writer.append(picture)
                report(index + 1, of: frames)
            }
            try writer.finish()
        }
    }

    /// Writes every frame as a PNG, as the compositor drew it (alpha
    /// kept), each file atomically, and returns the files. All or nothing:
    /// on an error the frames already written are removed. (An interrupt
    /// leaves the frames finished before it.)
    @discardableResult
    public func render(frames sequence: PNGSequence, progress: (RenderProgress) -> Void = { _ in }) throws -> [URL] {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: sequence.folder.path, isDirectory: &isDirectory) {
            guard mkdir(sequence.folder.path, 0o755) == 0 else {
                throw RenderError("cannot create the frames folder \(sequence.folder.path): \(String(cString: strerror(errno)))")
            }
        } else if !isDirectory.boolValue {
            throw RenderError("the frames folder \(sequence.folder.path) is a file")
        }
        // Every frame is one file name in this folder, resolved once.
        let folder = try OutputFolder(sequence.folder)
        let start = DispatchTime.now()
        var written: [URL] = []
        do {
            try forEachFrame { index, pixmap in
                // Named by the frame of the whole timeline (`--frames 30-59` writes 0030…0059).
                let file = sequence.file(schedule.firstFrame + index)
                let output = try AtomicOutputFile(file.lastPathComponent, in: folder)
                try output.write(try PNGEncoder.encode(rgba: pixmap.bytes, width: pixmap.width, height: pixmap.height))
                written.append(file)
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                progress(RenderProgress(framesDone: index + 1, frameCount: schedule.frameCount, elapsed: elapsed))
            }
        } catch {
            for file in written { unlink(file.path) }
            throw error
        }
        return written
    }

    /// Draws every frame on the worker threads, converts it there into the
    /// encoder's format band by band as it is drawn (so the encoder's
    /// thread only encodes, no worker holds a whole RGBA frame where the
    /// frame draws in bands, and the frames waiting for the encoder are
    /// held as YUV: 1.5 bytes a pixel rather than 4) and hands each
    /// picture, in order, to `body` (on the calling thread). The bytes are
    /// those of converting whole frames on the encoder's thread: the same
    /// conversion, made elsewhere.
    ///
    /// The window holds one frame a worker: the encoder is the slower side
    /// (it takes each picture as it comes and copies it), and every frame
    /// more in the window is a picture more in memory.
    func forEachPicture(_ body: (Int, EncoderPicture) throws -> Void) throws {
        let conversion = PictureConversion(settings: encoder)
        let pipeline = OrderedFramePipeline<ConvertedFrame>(frameCount: schedule.frameCount, capacity: workers)
        let frames = self.frames, schedule = self.schedule, reuse = reusesUnchangedFrames
        var previous: EncoderPicture?
        try pipeline.run(workers: workers, render: { index in
            conversion.picture(ofFrame: index, from: frames, of: schedule, reusing: reuse)
        }, taken: { _, frame in
            // The encoder took the previous picture when it was appended, and
            // a new one replaces it: handed back before the window lets a
            // worker start the next frame, which fills it, so the pictures
            // alive are the window's and the one being encoded.
            if case .picture = frame, let replaced = previous {
                conversion.recycle(replaced)
                previous = nil
            }
        }, consume: { index, frame in
            let picture: EncoderPicture
            switch frame {
            case .failed(let error): throw error
            case .picture(let converted):
                picture = converted
            case .sameAsPrevious:
                guard let previous else { throw RenderError("internal: frame \(index) reuses a frame that was never drawn") }
                picture = previous
            }
            previous = picture
            try body(index, picture)
        })
    }

    /// Draws every frame on the worker threads and hands each, in order,
    /// to `body` (on the calling thread).
    func forEachFrame(_ body: (Int, Pixmap) throws -> Void) throws {
        let pipeline = OrderedFramePipeline<RenderedFrame>(frameCount: schedule.frameCount, capacity: workers * 2)
        let frames = self.frames, schedule = self.schedule, reuse = reusesUnchangedFrames
        var previous: Pixmap?
        try pipeline.run(workers: workers, render: { index in
            frames.videoFrame(index, of: schedule, reusing: reuse)
        }, consume: { index, frame in
            let pixmap: Pixmap
            switch frame {
            case .failed(let error): throw error
            case .pixels(let p): pixmap = p
            case .sameAsPrevious:
                guard let previous else { throw RenderError("internal: frame \(index) reuses a frame that was never drawn") }
                pixmap = previous
            }
            try body(index, pixmap)
            // The encoder has copied it: the frame it replaces can be reused.
            if case .pixels = frame, let replaced = previous { frames.recycle(replaced) }
            previous = pixmap
        })
    }
}
