import Foundation
import SplashGeometry
import SplashScene
import SplashVideo

/// One render of a batch: one scene (a preset or a scene file, with its
/// parameters) on one screen, and the files it writes. A manifest's job
/// block with three devices becomes three of these.
public struct BatchJob: Sendable, Hashable {
    /// "name@device": unique in a manifest, the stem of every output's
    /// file name, and what sharding is decided by.
    public var id: String { "\(name)@\(screen.name)" }
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
    public var screen: BatchScreen
    public var fps: Int
    public var crf: Int
    public var speed: String
    public var video: Bool
    public var sheet: Bool
    /// Instants (seconds) written as PNG stills.
    public var stills: [Double]

    /// The encoder settings. Batch videos pin one encoder thread each:
    /// jobs run side by side instead, and the bytes never depend on the
    /// number of jobs or cores.
    public func encoderSettings(width: Int, height: Int) -> VideoEncoderSettings {
        VideoEncoderSettings(width: width, height: height, fps: fps, crf: crf, preset: speed, threads: BatchJob.encoderThreads)
    }

    public static let encoderThreads = 1

    /// The output files' names, in the output folder.
    public var videoFile: String { "\(id).mp4" }
    public var sheetFile: String { "\(id).sheet.png" }
    public func stillFile(at time: Double) -> String { "\(id).at-\(String(format: "%.2f", time))s.png" }
    /// Every file the job writes.
    public var outputFiles: [String] {
        (video ? [videoFile] : []) + (sheet ? [sheetFile] : []) + stills.map { stillFile(at: $0) }
    }
}

/// A screen to render for: a device of the catalogue, or a canvas in
/// points at a scale ("390x844@2"); at most 8192 pixels a side and
/// 8192 × 4320 in all, as for `splashvid render`.
public struct BatchScreen: Sendable, Hashable {
    /// As written in the manifest: "iphone-se" or "390x844@2".
    public var name: String
    public var canvas: Size
    public var scale: Double

    /// Reads a device name or WIDTHxHEIGHT@SCALE; nil when it is neither.
    public init?(_ text: String) {
        if let device = Device.named(text) {
            self.init(name: text, canvas: device.points, scale: Double(device.scale))
            return
        }
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let scale = Double(parts[1]), scale.isFinite, scale > 0, scale <= 8 else { return nil }
        let sides = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
              width >= 1, height >= 1, width * scale <= 8192, height * scale <= 8192,
              width * scale * height * scale <= 8192 * 4320 else { return nil }
        self.init(name: text, canvas: Size(width: width, height: height), scale: scale)
    }

    public init(name: String, canvas: Size, scale: Double) {
        self.name = name
        self.canvas = canvas
        self.scale = scale
    }
}
