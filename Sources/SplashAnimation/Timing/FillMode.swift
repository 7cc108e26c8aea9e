/// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
///
///                  beginTime            beginTime + activeDuration
///                      │◀────── active ───────▶│
///     removed    ......│███████████████████████│......
///     backwards  ══════│███████████████████████│......
///     forwards   ......│███████████████████████│══════
///     both       ══════│███████████████████████│══════
///
///     ███ animating   ═══ holding the first / last frame   ... not applied
///                                                  (the model value shows)
///
/// The raw values are Core Animation's names (`kCAFillModeForwards` is
/// "forwards"), which is how scene files spell them.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    case removed, forwards, backwards, both

    /// Before `beginTime`, the animation holds its first frame.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// After the active interval, the animation holds its last frame.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
