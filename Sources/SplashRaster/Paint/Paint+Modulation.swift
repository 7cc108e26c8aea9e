import SplashGeometry

extension Color {
    /// This colour multiplied by `color`, channel by channel (straight
    /// sRGB, each component clamped to 0…1 first, as when drawn): what
    /// a colour becomes under a modulation colour, such as a replicator
    /// copy's (CAReplicatorLayer.h: "The color to multiply the first
    /// object by").
    public func modulated(by color: Color) -> Color {
        Color(red: Color.clamp(red) * Color.clamp(color.red), green: Color.clamp(green) * Color.clamp(color.green),
              blue: Color.clamp(blue) * Color.clamp(color.blue), alpha: Color.clamp(alpha) * Color.clamp(color.alpha))
    }
}

extension Paint {
    /// The paint multiplied by `color`, channel by channel: a solid colour
    /// or every gradient stop (gradients interpolate straight components,
    /// which a constant factor passes through unchanged, so the mixes are
    /// multiplied alike). nil for an image, whose pixels no paint here
    /// multiplies (draw it into a picture and use `Pixmap.modulate(by:)`).
    public func modulated(by color: Color) -> Paint? {
        switch self {
        case .solid(let own):
            return .solid(own.modulated(by: color))
        case .linearGradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: $0.color.modulated(by: color)) }
            return .linearGradient(gradient)
        case .radialGradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: $0.color.modulated(by: color)) }
            return .radialGradient(gradient)
        case .conicGradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(location: $0.location, color: $0.color.modulated(by: color)) }
            return .conicGradient(gradient)
        case .image:
            return nil
        }
    }
}
