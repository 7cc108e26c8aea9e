import SplashRaster

/// A frame whose vector work would pass the render's budget: a stroke
/// flattened into more points, one fill into more coverage cells, or the
/// frame's fills together into more segments and cells than any launch
/// animation needs (see `RasterBudget`, `FrameBuilder.maximumStrokePoints`).
/// The frame is not drawn; nothing large was allocated first.
public struct RenderBudgetError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A shape's stroke at the frame's scale.
        case strokePoints(limit: Int)
        /// The frame's strokes together at the frame's scale (their
        /// outlines are all held until the frame is drawn).
        case strokePointsInFrame(limit: Int)
        /// One fill's coverage cells (a path that crosses the frame too often).
        case cellsInOneFill(limit: Int)
        /// The frame's segments and cells together.
        case workInFrame(limit: Int)
    }

    public var kind: Kind
    /// The `id` of the layer that was drawing, when it has one.
    public var layer: String?

    public init(_ kind: Kind, layer: String?) {
        self.kind = kind
        self.layer = layer
    }

    /// The error for a frame that passed a raster limit.
    static func passed(_ excess: RasterBudget.Excess, layer: String?) -> RenderBudgetError {
        switch excess {
        case .cellsInOneFill(let limit): RenderBudgetError(.cellsInOneFill(limit: limit), layer: layer)
        case .workInFrame(let limit): RenderBudgetError(.workInFrame(limit: limit), layer: layer)
        }
    }

    public var description: String {
        let whose = layer.map { "layer \"\($0)\"" } ?? "a layer"
        switch kind {
        case .strokePoints(let limit):
            return "\(whose): its stroke needs more than \(Self.grouped(limit)) points at this frame's scale "
                + "(the render's limit for one stroke); simplify the path, or draw it smaller"
        case .strokePointsInFrame(let limit):
            return "the frame's strokes together need more than \(Self.grouped(limit)) points at its scale "
                + "(the render's limit for one frame, passed while drawing \(whose)); simplify the art, draw fewer copies of it, or draw it smaller"
        case .cellsInOneFill(let limit):
            return "\(whose): one of its paths crosses more than \(Self.grouped(limit)) pixels "
                + "(the render's limit for one fill); simplify the path, or draw it smaller"
        case .workInFrame(let limit):
            return "the frame's paths need more than \(Self.grouped(limit)) segments and pixel crossings together "
                + "(the render's limit for one frame, passed while drawing \(whose)); simplify the art"
        }
    }

    /// 4194304 as "4 194 304".
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(" ", at: index)
            index -= 3
        }
        return String(digits)
    }
}
