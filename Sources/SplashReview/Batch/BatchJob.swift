import Foundation
import SplashVideo
import SplashImport
import SplashRender

/// One render of a batch: one scene (a preset or a scene file, with its
/// parameters) on one screen, and the files it writes. A manifest's job
/// block with three devices becomes three of these.
public struct BatchJob: Sendable, Hashable {
    /// "name@device": unique in a manifest, the stem of every output's
    /// file name, and what sharding is decided by.
    public var id: String { "\(name)@\(screen.name)\(screen.orientation == .landscape ? "-landscape" : "")" }
    /// The job's name (the preset's, the scene file's, or given).
    public var name: String
    /// Where it was declared, for messages: "jobs[2]", "matrix[0]".
    public var origin: String
    public var source: SceneSource
    /// Parameter values as text, image paths made absolute.
    public var parameters: [String: String]
    /// The values as the manifest writes them (image paths relative to
    /// it), for reports and the review page.
    public var parametersAsWritten: [String: String]
    public var screen: RenderScreen
    public var fps: Int
    public var crf: Int
    public var speed: String
    public var video: Bool
    public var sheet: Bool
    /// Instants (seconds) written as PNG stills.
    public var stills: [Double]
    /// The video's format (`"video": "gif"` in the manifest; MP4 by
    /// default) and its codec's options (`"codec"`, `"lossless"`,
    /// `"dither"`, `"loop"`, `"background"`).
    public var videoOptions = VideoOptions()
    /// `"maxSize"`: the best quality whose video fits (the CRF then is a
    /// starting point).
    public var maxSize: SizeBudget? = nil
    /// `"frame"`: the device drawn around the screen.
    public var frame: DeviceFrameStyle = .none
    /// `"launchScreen"`: the app's own launch screen in the scene's placeholder.
    public var launchScreen: LaunchScreenOptions? = nil
    /// `"frames"`: only these frames of the timeline in the video.
    public var frameRange: ClosedRange<Int>? = nil

    /// The video's format.
    public var videoCodec: VideoCodec { videoOptions.codec }

    /// The render this job makes, its files in `folder`.
    public func render(in folder: URL) -> RenderJob {
        render(writing: RenderOutputs(video: video ? folder.appendingPathComponent(videoFile) : nil,
                                      sheet: sheet ? folder.appendingPathComponent(sheetFile) : nil,
                                      stills: stills.map { .init(time: $0, file: folder.appendingPathComponent(stillFile(at: $0))) }))
    }

    /// The encoder settings its video is made with (whatever the picture size).
    var encoderSettings: VideoEncoderSettings {
        render(writing: RenderOutputs()).encoderSettings(width: 0, height: 0)
    }

    /// Batch videos pin one encoder thread each: jobs run side by side
    /// instead, and the bytes never depend on the number of jobs or cores.
    private func render(writing outputs: RenderOutputs) -> RenderJob {
        var job = RenderJob(source: source, parameters: parameters, screen: screen, fps: fps, crf: crf, speed: speed, encoderThreads: 1,
                            video: videoOptions, maxSize: maxSize, frame: frame, launchScreen: launchScreen, outputs: outputs)
        job.frameRange = frameRange
        return job
    }

    /// The picture's size in pixels (the screen's, grown by a frame).
    public var pixelSize: (width: Int, height: Int) { render(writing: RenderOutputs()).pixelSize }

    /// The output files' names, in the output folder.
    public var videoFile: String { "\(id).\(videoCodec.fileExtension)" }
    public var sheetFile: String { "\(id).sheet.png" }
    public func stillFile(at time: Double) -> String { "\(id).at-\(String(format: "%.2f", time))s.png" }
    /// Every file the job writes.
    public var outputFiles: [String] {
        (video ? [videoFile] : []) + (sheet ? [sheetFile] : []) + stills.map { stillFile(at: $0) }
    }
}
