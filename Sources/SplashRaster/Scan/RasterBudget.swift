/// What one frame's vector work may cost: coverage cells held by one fill
/// (memory) and segments flattened plus cells made over the whole frame
/// (time).
///
/// Coverage cells are the one allocation of the raster that grows with the
/// geometry rather than with the picture: one per pixel an outline passes
/// through, so a path that crosses the frame thousands of times (a scribble
/// of 100 000 segments, a logo scaled so that its curves sweep the screen)
/// would need gigabytes. Flattening grows with the path's detail at the
/// frame's scale. Neither is decided by the scene's size on disk, so both are
/// counted as they are made, and the fill stops as soon as one limit is
/// passed: no more than `cellsPerFill` cells (24 bytes each) are ever held,
/// and the rest of the frame's fills are skipped. The render then reports
/// the frame as over budget (`RasterBudget.exceeded`) instead of drawing
/// something partial.
///
/// One frame is drawn by one thread, so one budget is used by one thread at
/// a time; it is made available to every fill of the frame through
/// `RasterBudget.current` (a task-local value, which synchronous code on
/// any thread can bind) rather than through every drawing call.
public final class RasterBudget: @unchecked Sendable {
    public struct Limits: Sendable, Hashable {
        /// Coverage cells one fill may hold (each 24 bytes).
        public var cellsPerFill: Int
        /// Segments flattened plus cells made, over one frame.
        public var workPerFrame: Int

        public init(cellsPerFill: Int, workPerFrame: Int) {
            self.cellsPerFill = cellsPerFill
            self.workPerFrame = workPerFrame
        }

        /// 2 Mi cells (48 MiB in one fill) and 64 Mi segments and
        /// cells per frame (two or three seconds of work). The presets need at
        /// most 172 000 for a whole iPhone 15 Pro Max frame (yula; appstore
        /// 119 000), so an accepted frame is hundreds of times richer than
        /// they are.
        public static let standard = Limits(cellsPerFill: 1 << 21, workPerFrame: 1 << 26)
    }

    /// Which limit a frame passed.
    public enum Excess: Sendable, Hashable {
        case cellsInOneFill(limit: Int)
        case workInFrame(limit: Int)
    }

    public let limits: Limits
    /// Segments and cells counted so far in this frame.
    public private(set) var work = 0
    /// The first limit passed, if any: from then on fills draw nothing.
    public private(set) var exceeded: Excess?

    /// The layer that was drawing when the limit was passed (see `blame`).
    public private(set) var layer: String?
    private var blamed = false

    public init(_ limits: Limits = .standard) {
        self.limits = limits
    }

    /// The budget of the frame being drawn on this thread (nil: unbounded,
    /// as for drawing outside a render).
    @TaskLocal public static var current: RasterBudget?

    /// Work still allowed this frame (0 once a limit is passed).
    var remainingWork: Int { exceeded == nil ? max(0, limits.workPerFrame - work) : 0 }

    func charge(_ amount: Int) {
        work += amount
        if work > limits.workPerFrame, exceeded == nil { exceeded = .workInFrame(limit: limits.workPerFrame) }
    }

    func exceed(_ excess: Excess) {
        if exceeded == nil { exceeded = excess }
    }

    /// Called by the drawing code after each fill: the first fill that
    /// ends with the budget exceeded is the one that passed it.
    public func blame(_ layer: String?) {
        guard exceeded != nil, !blamed else { return }
        blamed = true
        self.layer = layer
    }
}
