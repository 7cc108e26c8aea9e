import SplashRaster
import SplashScene

extension Compositor {
    /// Whether drawing `layer` under `parent` into a `width × height` picture (no clip)
    /// overwrites every pixel of it without reading any: the layer is drawn
    /// directly (not as an isolated group: opacity 1, no mask, no shadow,
    /// flat) and its background or contents is an opaque fill that covers
    /// the whole target. Whatever lies under such a layer cannot show.
    func replacesEveryPixel(width: Int, height: Int, drawing layer: Layer, parent: AffineTransform) -> Bool {
        guard !layer.isHidden, layer.opacity >= 1, !layer.transform.isThreeDimensional,
              !layer.hasShadow, layer.activeMask == nil
        else { return false }
        return subtreeReplacesEveryPixel(width: width, height: height, drawing: layer, transform: layer.localTransform.concatenating(parent))
    }

    /// Whether `drawSubtree` of `layer` at full opacity and without a clip
    /// overwrites every pixel of a `width × height` picture (see `Pixmap.fillReplacesEveryPixel`).
    func subtreeReplacesEveryPixel(width: Int, height: Int, drawing layer: Layer, transform: AffineTransform) -> Bool {
        if let background = layer.backgroundColor, !(layer.cornerRadius > 0),
           Pixmap.fillReplacesEveryPixel(width: width, height: height, rect: layer.bounds, paint: .solid(background), transform: transform) {
            return true
        }
        // Contents are drawn through the bounds' clip when masksToBounds is set.
        guard !layer.masksToBounds else { return false }
        switch layer.contents {
        case .gradient(let gradient)?:
            return Pixmap.fillReplacesEveryPixel(width: width, height: height, rect: layer.bounds, paint: gradient.paint(in: layer.bounds), transform: transform)
        case .image(let contents)?:
            guard case .bitmap(let image)? = images[contents.source],
                  let (placement, paint) = bitmapFill(image, contents: contents, in: layer.bounds)
            else { return false }
            return Pixmap.fillReplacesEveryPixel(width: width, height: height, rect: placement, paint: paint, transform: transform)
        default:
            return false
        }
    }
}
