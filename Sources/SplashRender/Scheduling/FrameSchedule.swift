/// Which instants a video samples: frame i shows time i / fps, and the
/// video has round(duration × fps) frames, each lasting 1 / fps. A part
/// of the timeline (`--frames A-B`) is a schedule whose frame 0 is the
/// whole's frame A.
public struct FrameSchedule: Sendable, Hashable {
    public let fps: Int
    public let frameCount: Int
    /// The frame of the whole timeline this schedule's frame 0 shows.
    public let firstFrame: Int

    public init(duration: Double, fps: Int) {
        self.fps = fps
        self.frameCount = max(1, Int((duration * Double(fps)).rounded()))
        self.firstFrame = 0
    }

    private init(fps: Int, frameCount: Int, firstFrame: Int) {
        self.fps = fps
        self.frameCount = frameCount
        self.firstFrame = firstFrame
    }

    /// Frames `range` of this schedule (clamped to it; never empty).
    public func restricted(to range: ClosedRange<Int>) -> FrameSchedule {
        let first = min(max(range.lowerBound, 0), frameCount - 1)
        let last = min(max(range.upperBound, first), frameCount - 1)
        return FrameSchedule(fps: fps, frameCount: last - first + 1, firstFrame: firstFrame + first)
    }

    public func time(ofFrame index: Int) -> Double {
        Double(firstFrame + index) / Double(fps)
    }
}
