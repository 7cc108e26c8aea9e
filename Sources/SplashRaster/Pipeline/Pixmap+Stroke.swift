import SplashGeometry

extension Pixmap {
    /// Strokes `path` with `style`, then maps it by `transform` into device
    /// pixels and fills it with `paint`, blending source-over: borders
    /// (`borderWidth`) and `CAShapeLayer` strokes.
    ///
    /// The stroke outline is built in the path's own coordinates (see
    /// `Path.strokeOutline`), so a non-uniform scale thickens the stroke the
    /// way it does on iOS; its curves are flattened finely enough for the
    /// transform's largest scale, and its round joins and caps stay curves
    /// until the fill flattens them in device space. A paint's gradient or
    /// image is placed as for a fill of the same path. Overlapping parts of
    /// the stroke are painted once (non-zero winding), so a translucent
    /// stroke does not darken where it crosses itself.
    public mutating func stroke(_ path: Path, style: StrokeStyle, paint: Paint, transform: AffineTransform = .identity,
                                opacity: Double = 1, clip: Mask? = nil) {
        let scale = transform.largestScale
        guard scale > 0, scale.isFinite else { return }
        let outline = path.strokeOutline(style, tolerance: PathFlattener.tolerance / scale)
        fill(outline, paint: paint, transform: transform, fillRule: .nonZero, opacity: opacity, clip: clip)
    }
}
