import SplashGeometry
import SplashScene

extension FrameBuilder {
    /// The outline of a shape's stroke for this frame, built in the path's
    /// own coordinates (so a non-uniform scale thickens it as on iOS) with
    /// curves flattened finely enough for `transform`'s largest scale:
    /// 0.01 px in the frame, as fills are (see `PathFlattener`). nil when
    /// the transform draws nothing.
    ///
    /// Its size grows with the path's detail at the frame's scale, so it is
    /// counted first (`Path.flattenedPointCount`, which allocates nothing)
    /// and refused past `maximumStrokePoints`, like a dash pattern that would
    /// cut it into more than half as many dashes.
    func strokeOutline(of path: Path, _ stroke: ShapeStroke, transform: AffineTransform, layer: Layer) throws(RenderBudgetError) -> Path? {
        let scale = transform.largestScale
        guard scale > 0, scale.isFinite else { return nil }
        let tolerance = 0.01 / scale
        // In picture space, the frame (and a pixel of anti-aliasing) is all
        // that can be seen: curves whose stroke cannot reach it become chords.
        let whole = stroke.style.dash == nil && stroke.start <= 0 && stroke.end >= 1
        let culling = cullsStrokes && whole
            ? StrokeCulling(transform: transform, visible: Rect(x: -1, y: -1, width: Double(pixelWidth) + 2, height: Double(pixelHeight) + 2),
                            reach: StrokeCulling.reach(of: stroke.style))
            : nil
        let points = path.flattenedPointCount(tolerance: tolerance, culling: culling)
        guard points <= Self.maximumStrokePoints else {
            throw RenderBudgetError(.strokePoints(limit: Self.maximumStrokePoints), layer: layer.id)
        }
        strokeTally.points += points
        guard strokeTally.points <= Self.maximumFrameStrokePoints else {
            throw RenderBudgetError(.strokePointsInFrame(limit: Self.maximumFrameStrokePoints), layer: layer.id)
        }
        // Dashes: each one is at least two points.
        guard let outline = path.strokeOutline(stroke.style, tolerance: tolerance, from: stroke.start, to: stroke.end,
                                               maximumPieces: Self.maximumStrokePoints / 2, culling: culling) else {
            throw RenderBudgetError(.strokePoints(limit: Self.maximumStrokePoints), layer: layer.id)
        }
        return outline
    }
}

/// The points of a frame's stroke outlines, counted as they are made (one
/// per frame being lowered, never shared between threads).
final class StrokeTally: @unchecked Sendable {
    var points = 0
}
