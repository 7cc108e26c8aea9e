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

/// A radial gradient: location 0 at `center`, 1 on the ellipse with
/// semi-axes `radiusX` (horizontal) and `radiusY` (vertical) around it, in
/// the path's own coordinates (the fill's transform maps it with the path).
/// The location of a point (x, y) is √(((x − cx)/radiusX)² + ((y − cy)/radiusY)²);
/// beyond the ellipse the last colour continues. A circle has both radii equal.
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var radiusX: Double
    public var radiusY: Double
    public var stops: [GradientStop]
    /// Where location 0 is, when not the centre (SVG's focal point `fx`,
    /// `fy`; `CGContextDrawRadialGradient` with a start circle of radius 0
    /// there): location t is on the circle of radius t × radius about
    /// focus + t × (center − focus), so the colours crowd towards the
    /// side the focus leans to. Only for a circle (both radii equal), and
    /// inside it; nil: the centre.
    public var focus: Point?

    /// A circle of `radius`, with an optional focal point inside it.
    public init(center: Point, radius: Double, stops: [GradientStop], focus: Point? = nil) {
        self.init(center: center, radiusX: radius, radiusY: radius, stops: stops)
        self.focus = focus
    }

    public init(center: Point, radiusX: Double, radiusY: Double, stops: [GradientStop]) {
        self.center = center
        self.radiusX = radiusX
        self.radiusY = radiusY
        self.stops = stops
        self.focus = nil
    }
}

/// A conic (angular) gradient: location 0 along the direction from
/// `center` at `startAngle`, growing with the angle (clockwise on screen,
/// where y grows downwards) to 1 a full turn later, in the path's own
/// coordinates; the centre itself takes location 0.
public struct ConicGradient: Hashable, Sendable {
    public var center: Point
    /// Radians from the x axis.
    public var startAngle: Double
    public var stops: [GradientStop]

    public init(center: Point, startAngle: Double, stops: [GradientStop]) {
        self.center = center
        self.startAngle = startAngle
        self.stops = stops
    }
}
