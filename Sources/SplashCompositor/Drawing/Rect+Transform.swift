import SplashGeometry

extension Rect {
    /// The bounding box of this rectangle under `t`.
    func applying(_ t: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// How far from the picture's origin bounds are combined: 2⁴⁰ pixels,
    /// far beyond any frame or flat picture (at most a few times the
    /// frame's longest side), and close enough that a width of twice it
    /// still resolves a small fraction of a pixel.
    static let reach = 1_099_511_627_776.0

    /// The part of the rectangle within `reach` of the origin (nil: none;
    /// itself, untouched, when it lies within; a NaN side is kept, and
    /// touches every pixel, as `PixelRegion` reads it). Unions are taken of
    /// these: a `Rect` holds an origin and a size, so the union of a
    /// rectangle on screen with one 1e19 pixels away keeps the far edge and
    /// rounds the near one away (a group with one sublayer moved far off
    /// drew nothing at all).
    var withinReach: Rect? {
        if minX >= -Self.reach, minY >= -Self.reach, maxX <= Self.reach, maxY <= Self.reach { return self }
        guard !minX.isNaN, !minY.isNaN, !maxX.isNaN, !maxY.isNaN else { return self }
        return intersection(Rect(x: -Self.reach, y: -Self.reach, width: 2 * Self.reach, height: 2 * Self.reach))
    }

    func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
