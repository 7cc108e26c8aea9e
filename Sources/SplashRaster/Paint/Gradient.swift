import SplashGeometry

/// One colour stop of a gradient: `location` is 0 at the gradient's start
/// and 1 at its end.
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

/// A linear gradient from `start` (location 0) to `end` (location 1).
///
/// The points are in the filled path's own coordinates: the fill's
/// transform maps the gradient together with the path, as a
/// `CAGradientLayer` moves with its layer. Beyond the ends the end colours
/// continue (clamped extension). Colours are interpolated in straight sRGB
/// and then premultiplied, as Core Animation does, so a fade from opaque red
/// to clear red stays red instead of darkening through grey.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A radial gradient: location 0 at `center`, 1 at distance `radius`, in
/// the path's own coordinates (a non-uniform transform makes it elliptical).
/// Beyond the radius the last colour continues.
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var stops: [GradientStop]

    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}
