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
        var culling = cullsStrokes && whole
            ? StrokeCulling(transform: transform, visible: Rect(x: -1, y: -1, width: Double(pixelWidth) + 2, height: Double(pixelHeight) + 2),
                            reach: StrokeCulling.reach(of: stroke.style))
            : nil
        // A stroke wholly in view culls nothing: built without culling, the
        // same outline, the same whatever the transform moves it to.
        if let cull = culling, Self.showsWhole(path, cull) { culling = nil }
        let key = StrokeOutlines.Key(path: path, style: stroke.style, start: stroke.start, end: stroke.end, tolerance: tolerance, culling: culling)
        if let kept = strokeOutlines?.outline(key) {
            try count(kept.points, layer: layer)
            return kept.path
        }
        let points = path.flattenedPointCount(tolerance: tolerance, culling: culling)
        try count(points, layer: layer)
        // Dashes: each one is at least two points.
        guard let outline = path.strokeOutline(stroke.style, tolerance: tolerance, from: stroke.start, to: stroke.end,
                                               maximumPieces: Self.maximumStrokePoints / 2, culling: culling) else {
            throw RenderBudgetError(.strokePoints(limit: Self.maximumStrokePoints), layer: layer.id)
        }
        strokeOutlines?.keep(key, StrokeOutlines.Outline(path: outline, points: points))
        return outline
    }

    /// Whether every curve of `path`, widened by the stroke's reach, lies
    /// wholly in `culling`'s visible region (from the box around its points
    /// and control points, which holds each curve's hull): then culling
    /// makes no curve a chord.
    static func showsWhole(_ path: Path, _ culling: StrokeCulling) -> Bool {
        guard let box = path.controlBounds else { return false }
        let r = culling.reach, t = culling.transform
        let a = t.apply(to: Point(x: box.minX - r, y: box.minY - r)), b = t.apply(to: Point(x: box.maxX + r, y: box.minY - r))
        let c = t.apply(to: Point(x: box.minX - r, y: box.maxY + r)), d = t.apply(to: Point(x: box.maxX + r, y: box.maxY + r))
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        let visible = culling.visible
        return minX > visible.minX && maxX < visible.maxX && minY > visible.minY && maxY < visible.maxY
    }

    /// Counts a stroke's points against the budgets of one stroke and of
    /// the frame.
    private func count(_ points: Int, layer: Layer) throws(RenderBudgetError) {
        guard points <= Self.maximumStrokePoints else {
            throw RenderBudgetError(.strokePoints(limit: Self.maximumStrokePoints), layer: layer.id)
        }
        strokeTally.points += points
        guard strokeTally.points <= Self.maximumFrameStrokePoints else {
            throw RenderBudgetError(.strokePointsInFrame(limit: Self.maximumFrameStrokePoints), layer: layer.id)
        }
    }
}

/// The points of a frame's stroke outlines, counted as they are made (one
/// per frame being lowered, never shared between threads).
final class StrokeTally: @unchecked Sendable {
    var points = 0
}
