import Foundation
import SplashImport
import SplashRender

/// A comparison with every panel's scene ready to draw
/// (`ComparisonJob.prepare()`).
public struct PreparedComparison: Sendable {
    public let job: ComparisonJob
    let panels: [PreparedRender]
    let comparison: Comparison

    /// Every panel's warnings, each named with its label.
    public var warnings: [String] {
        zip(job.panels, panels).flatMap { panel, render in render.warnings.map { "\(panel.label): \($0)" } }
    }
    /// Every panel's notices, each said once.
    public var notices: [String] {
        var seen = Set<String>()
        return panels.flatMap(\.notices).filter { seen.insert($0).inserted }
    }

    /// The picture's size in pixels.
    public var pixelSize: (width: Int, height: Int) { (comparison.pixelWidth, comparison.pixelHeight) }
    public var layout: ComparisonLayout { comparison.layout }
    /// The longest panel's length, in seconds.
    public var duration: Double { comparison.duration }

    /// The frames the video shows: the longest panel's, or `--frames`.
    public func schedule() throws(RenderError) -> FrameSchedule {
        try job.output.schedule(duration: duration, name: "the comparison")
    }

    /// Writes the outputs (the video or PNG sequence, the contact sheet, then the stills), all
    /// or nothing, as a render does; returns what `--max-size` chose.
    @discardableResult
    public func write(workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                      progress: (RenderProgress) -> Void = { _ in }) throws -> SizeBudgetChoice? {
        let output = job.output
        return try output.writeOutputs(named: "the comparison", stills: comparison, workers: workers, progress: progress, video: {
            var encoder = output.encoderSettings(width: comparison.pixelWidth, height: comparison.pixelHeight)
            encoder.matte = output.video.matte(over: Comparison.background)
            return VideoRenderer(frames: comparison, schedule: try schedule(), encoder: encoder, workers: workers)
        }, sheet: { file in
            try comparison.contactSheet(name: job.panels.map(\.label).joined(separator: "  |  ")).write(to: file, workers: workers)
        })
    }
}
