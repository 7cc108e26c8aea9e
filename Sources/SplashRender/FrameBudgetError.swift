import Foundation
import SplashCompositor
import SplashRaster

/// A frame over the render's budget (`RenderBudgetError`), with the instant
/// it was drawn at. `PreparedRender` names the scene in front of it.
struct FrameBudgetError: Error, Sendable, CustomStringConvertible {
    var time: Double
    var budget: RenderBudgetError

    var description: String { "frame at \(String(format: "%.3f", time)) s: \(budget)" }

    /// The frame at `time`, or this error.
    static func frame(of compositor: Compositor, at time: Double) throws(FrameBudgetError) -> Pixmap {
        do throws(RenderBudgetError) {
            return try compositor.render(at: time)
        } catch {
            throw FrameBudgetError(time: time, budget: error)
        }
    }
}
