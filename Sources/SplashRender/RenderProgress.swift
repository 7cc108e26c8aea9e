/// How far a render has come, for progress displays.
public struct RenderProgress: Sendable {
    public var framesDone: Int
    public var frameCount: Int
    /// Seconds since the render started (for rates and estimates only; the
    /// pixels never depend on the clock).
    public var elapsed: Double

    public var framesPerSecond: Double { elapsed > 0 ? Double(framesDone) / elapsed : 0 }
    public var secondsLeft: Double? {
        framesDone > 0 ? elapsed / Double(framesDone) * Double(frameCount - framesDone) : nil
    }
}
