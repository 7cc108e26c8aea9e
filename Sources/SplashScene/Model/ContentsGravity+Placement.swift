import SplashGeometry

extension ContentsGravity {
    /// Where an image of `size` (points) goes inside `bounds`, as Core
    /// Animation places `contents`: stretched (`resize`), fitted whole
    /// (`resizeAspect`), filling and cropped (`resizeAspectFill`), or at
    /// its own size against an edge or corner (the rest). A Lottie
    /// animation as contents is placed the same way.
    public func placement(ofImage size: Size, in bounds: Rect) -> Rect {
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
