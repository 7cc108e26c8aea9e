import SplashGeometry
import SplashRaster
import SplashText

/// Draws a layout black on white, the way the compositor will: the path
/// filled non-zero under a transform, at `scale` pixels per point, with
/// `margin` points around the box.
func render(_ layout: TextLayout, scale: Double = 2, margin: Double = 4) -> Pixmap {
    let width = Int(((layout.size.width + 2 * margin) * scale).rounded(.up))
    let height = Int(((layout.size.height + 2 * margin) * scale).rounded(.up))
    var pixmap = Pixmap(width: width, height: height)
    pixmap.fill(.white)
    let transform = AffineTransform(translationX: margin, y: margin)
        .concatenating(AffineTransform(scaleX: scale, y: scale))
    pixmap.fill(layout.path, paint: .solid(.black), transform: transform, fillRule: .nonZero)
    return pixmap
}

/// Levels per channel a text rendering may differ from its reference PNG
/// (`expectMatchesReference`): shaping and coverage sums may round
/// differently on another CPU.
let textTolerance = 2
