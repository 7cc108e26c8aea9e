import Foundation
import SplashCompositor
import SplashRaster

/// A frame over the render's budget (`RenderBudgetError`), with the instant
/// it was drawn at. `PreparedRender` names the scene in front of it.
public struct FrameBudgetError: Error, Sendable, CustomStringConvertible {
    public var time: Double
    public var budget: RenderBudgetError

    public init(time: Double, budget: RenderBudgetError) {
        self.time = time
        self.budget = budget
    }

    public var description: String { "frame at \(String(format: "%.3f", time)) s: \(budget)" }

    /// The frame at `time`, or this error.
    public static func frame(of compositor: Compositor, at time: Double) throws(FrameBudgetError) -> Pixmap {
        do throws(RenderBudgetError) {
            return try compositor.render(at: time)
        } catch {
            throw FrameBudgetError(time: time, budget: error)
        }
    }
}
