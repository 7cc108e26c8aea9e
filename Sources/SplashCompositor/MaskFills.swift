import SplashRaster
import SplashScene

/// A mask layer that is nothing but solid fills (a background rectangle,
/// a filled and/or stroked shape), as the fills `Compositor.drawSubtree`
/// would make of it, in drawing order. Its coverage can then be
/// rasterised straight into a `Mask` (see `Mask.fill`) instead of through
/// an RGBA offscreen. `nil` for anything else: sublayers, images,
/// gradients, text, borders, clipping, shadows, a mask of its own, a 3-D
/// transform, or group opacity over several fills (which would isolate).
struct MaskFills {
    struct Fill {
        var path: Path
        var fillRule: FillRule
        /// The paint (only its alpha matters to a mask).
        var color: Color
    }

    var fills: [Fill] = []

    init?(of layer: Layer) {
        guard layer.sublayers.isEmpty, !layer.masksToBounds, !layer.hasBorder, !layer.hasShadow,
              layer.activeMask == nil, !layer.transform.isThreeDimensional
        else { return nil }
        if let background = layer.backgroundColor, background.alpha > 0 {
            fills.append(Fill(path: layer.outline, fillRule: .nonZero, color: background))
        }
        switch layer.contents {
        case nil:
            break
        case .shape(let shape)?:
            if let fill = shape.fillColor, fill.alpha > 0 {
                fills.append(Fill(path: shape.path, fillRule: shape.fillRule, color: fill))
            }
            if let stroke = shape.stroke, stroke.color.alpha > 0 {
                fills.append(Fill(path: stroke.outline, fillRule: .nonZero, color: stroke.color))
            }
        default:
            return nil
        }
        // Several fills at an opacity below 1 are drawn as an isolated group.
        if layer.opacity < 1 && fills.count > 1 { return nil }
    }
}
