import SplashGeometry

/// One filled shape of a `VectorImage`: an outline in viewBox coordinates
/// and a solid colour.
///
/// `fill.alpha` already holds every opacity that applies to the shape (the
/// colour's own alpha × `fill-opacity` × the `opacity` of the shape and of
/// each group above it), so drawing needs nothing but this value.
public struct VectorShape: Hashable, Sendable {
    public var path: Path
    public var fill: Color
    public var fillRule: FillRule

    public init(path: Path, fill: Color, fillRule: FillRule = .nonZero) {
        self.path = path
        self.fill = fill
        self.fillRule = fillRule
    }
}
