import SplashGeometry
import SplashRaster

extension Compositor {
    /// A layer turned out of its plane: its flat picture drawn offscreen at
    /// the parent's resolution, then projected onto the target with its
    /// 3-D transform, as Core Animation flattens a layer for a 3-D
    /// transform. Its opacity is applied once, to the flat picture.
    func draw(_ projected: ProjectedOperation, into buffer: inout Pixmap, _ target: DrawingTarget) {
        guard let extent = projected.operations.bounds else { return }
        // Everything it draws, and at least its bounds (so a layer drawn
        // within them keeps the pixel grid of its bounds).
        var box = extent.union(projected.boundsInFlatSpace)
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return }
        var scale = projected.scale
        var shrink: Double?
        let parent = Transform3D(projected.parentTransform.placed(by: target.placement))
        let targetHeight = Double(target.window?.pictureHeight ?? buffer.height)
        // Bounded so a huge layer cannot ask for more than a few frames'
        // worth of pixels: in area, and on each side (a hair-thin, very long
        // layer would otherwise round up to one pixel wide and stay long).
        let budget = Double(4 * pixelWidth * pixelHeight), longestSide = Double(4 * max(pixelWidth, pixelHeight))
        func fitting(_ box: Rect) -> Double {
            min(1, (budget / (box.width * box.height)).squareRoot(), longestSide / max(box.width, box.height))
        }
        if fitting(box) < 1 {
            // Too big: first keep only the part that can reach the target
            // (with a margin for the sampler's neighbours), so content near
            // the frame keeps its resolution however far the rest reaches.
            let flatToTarget = Transform3D(AffineTransform(scaleX: 1 / scale, y: 1 / scale)).concatenating(projected.layerTransform).concatenating(parent)
            if let visible = Pixmap.sourceBox(showingIn: Rect(x: 0, y: 0, width: Double(buffer.width), height: targetHeight), transform: flatToTarget) {
                guard let kept = box.intersection(visible.insetBy(dx: -2, dy: -2)) else { return }
                box = kept
            }
        }
        let factor = fitting(box)
        if factor < 1 {
            shrink = factor
            scale *= factor
            box = Rect(x: box.minX * factor, y: box.minY * factor, width: box.width * factor, height: box.height * factor)
        }
        let width = Int(box.width.rounded(.up)), height = Int(box.height.rounded(.up))
        guard width > 0, height > 0 else { return }
        let unflatten = AffineTransform(translationX: box.minX, y: box.minY).concatenating(AffineTransform(scaleX: 1 / scale, y: 1 / scale))
        let projection = Transform3D(unflatten)
            .concatenating(projected.layerTransform)
            .concatenating(parent)
        // A picture that lands entirely off the target is not drawn at all.
        guard let onScreen = Pixmap.projectedBounds(ofPictureWidth: Double(width), height: Double(height), transform: projection),
              onScreen.maxX > 0, onScreen.minX < Double(buffer.width), onScreen.maxY > 0, onScreen.minY < targetHeight
        else { return }
        let toPicture = AffineTransform(translationX: -box.minX, y: -box.minY)
        let placement = shrink.map { AffineTransform(scaleX: $0, y: $0).concatenating(toPicture) } ?? toPicture
        var picture = buffers.take(width: width, height: height)
        defer { buffers.recycle(picture) }
        draw(projected.operations, into: &picture, DrawingTarget(placement: placement, clip: nil, window: nil, exclusion: nil))
        buffer.drawProjected(picture, transform: projection, opacity: projected.opacity, clip: target.clip)
    }
}
