import SplashGeometry

extension Pixmap {
    /// Whether `fill(.rect(rect), paint: paint, transform: transform)` (full
    /// opacity, no clip, either fill rule) writes every pixel of this
    /// pixmap without reading it, so that whatever was there before (a
    /// cleared buffer, a background colour, layers underneath) cannot show.
    ///
    /// That holds when the transform neither rotates nor shears, the
    /// rectangle's device corners lie on or outside every edge of the
    /// pixmap (then every pixel's exact-area coverage is exactly 1: the
    /// left edge is clamped onto x = 0 with full area, the others are
    /// dropped), and the paint is opaque everywhere, so the painters take
    /// their plain-store paths (`SolidPainter`, `GradientPainter`,
    /// `ImagePainter`). The answer is conservative: `false` never means the
    /// fill leaves a pixel untouched, only that this was not proven.
    ///
    /// A compositor uses it for occlusion: it need not clear an offscreen,
    /// fill a background colour or draw the layers beneath such a fill.
    public func fillReplacesEveryPixel(rect: Rect, paint: Paint, transform: AffineTransform) -> Bool {
        Pixmap.fillReplacesEveryPixel(width: width, height: rowsPresent, rect: rect, paint: paint, transform: transform)
    }

    /// `fillReplacesEveryPixel(rect:paint:transform:)` for a picture of
    /// `width × height` pixels, which may be drawn in bands (`PictureWindow`):
    /// then it tells whether every row of each band is replaced.
    public static func fillReplacesEveryPixel(width: Int, height: Int, rect: Rect, paint: Paint,
                                              transform: AffineTransform) -> Bool {
        fillReplacesEveryPixel(width: width, height: height, rect: rect, paint: PreparedPaint(paint, transform: transform), transform: transform)
    }

    /// `fillReplacesEveryPixel(width:height:rect:paint:transform:)` for a
    /// paint already prepared for `transform`.
    public static func fillReplacesEveryPixel(width: Int, height: Int, rect: Rect, paint: PreparedPaint,
                                              transform: AffineTransform) -> Bool {
        guard width > 0, height > 0, transform.b == 0, transform.c == 0,
              transform.a != 0, transform.d != 0, paint.isOpaque
        else { return false }
        // The same corners `Path.rect` makes, mapped as `PathFlattener` maps them.
        let s = rect.standardized
        let p0 = transform.apply(to: Point(x: s.minX, y: s.minY))
        let p1 = transform.apply(to: Point(x: s.maxX, y: s.maxY))
        guard p0.isFinite, p1.isFinite else { return false }
        return min(p0.x, p1.x) <= 0 && max(p0.x, p1.x) >= Double(width)
            && min(p0.y, p1.y) <= 0 && max(p0.y, p1.y) >= Double(height)
    }
}
