import SplashGeometry

/// What fills the inside of a path.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case conicGradient(ConicGradient)
    /// A bitmap, placed by the pattern's transform (see `ImagePattern`).
    case image(ImagePattern)
}

extension Paint {
    /// Whether a fill with this paint changes no pixel: a colour whose
    /// premultiplied value rounds to transparent (`Pixmap.fill` then draws
    /// nothing).
    public var paintsNothing: Bool {
        if case .solid(let color) = self { return color.premultipliedPixel == 0 }
        return false
    }
}
