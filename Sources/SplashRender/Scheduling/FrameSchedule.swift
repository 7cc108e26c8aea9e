/// Which instants a video samples: frame i shows time i / fps, and the
/// video has round(duration × fps) frames, each lasting 1 / fps.
public struct FrameSchedule: Sendable, Hashable {
    public let fps: Int
    public let frameCount: Int

    public init(duration: Double, fps: Int) {
        self.fps = fps
        self.frameCount = max(1, Int((duration * Double(fps)).rounded()))
    }

    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(fps)
    }
}
