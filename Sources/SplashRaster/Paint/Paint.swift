/// What fills the inside of a path.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    /// A bitmap, placed by the pattern's transform (see `ImagePattern`).
    case image(ImagePattern)
}
