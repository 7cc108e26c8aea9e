import SplashRaster
import SplashScene

/// A rectangle of whole device pixels.
struct PixelRegion: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels a rectangle touches, one more on every side for
    /// anti-aliased edges, within `0..<frameWidth × 0..<frameHeight`.
    init?(covering rect: Rect, frameWidth: Int, frameHeight: Int) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(x: 0, y: 0, width: frameWidth, height: frameHeight)
            return
        }
        let x0 = max(0, Int((rect.minX - 1).rounded(.down))), y0 = max(0, Int((rect.minY - 1).rounded(.down)))
        let x1 = min(frameWidth, Int(min(rect.maxX + 1, Double(frameWidth)).rounded(.up)))
        let y1 = min(frameHeight, Int(min(rect.maxY + 1, Double(frameHeight)).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension Rect {
    /// The bounding box of this rectangle under `t`.
    func applying(_ t: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Compositor {
    /// A conservative box, in device pixels, around everything `layer`
    /// and its subtree draw under `transform` (nil: nothing visible).
    /// Offscreen pictures for group opacity, masks and shadows are
    /// allocated at this size instead of the whole frame.
    func deviceBounds(of layer: Layer, transform: AffineTransform) -> Rect? {
        guard !layer.isHidden, layer.opacity > 0 else { return nil }
        if layer.transform.isThreeDimensional {
            return Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        }
        var box: Rect?
        func add(_ rect: Rect?) {
            guard let rect else { return }
            box = box.map { $0.union(rect) } ?? rect
        }
        if layer.backgroundColor != nil || layer.hasBorder { add(layer.bounds.applying(transform)) }
        switch layer.contents {
        case .shape(let shape)?:
            // Bounds of the transformed outline, not the transformed bounds:
            // a turned logo's box is then its own, not that of its turned box
            // (a third fewer pixels for a mask turned by 35°).
            if shape.fillColor != nil { add(shape.path.transformed(by: transform).boundingBox) }
            if let stroke = shape.stroke { add(stroke.outline.transformed(by: transform).boundingBox) }
        case .gradient?:
            add(layer.bounds.applying(transform))
        case .image(let image)?:
            if let natural = images[image.source]?.naturalSize {
                let size = Size(width: natural.width / image.scale, height: natural.height / image.scale)
                add(image.gravity.placement(ofImage: size, in: layer.bounds).applying(transform))
            }
        case .text(let contents, let size)?:
            if let layout = text.layouts[TextBlock(text: contents, width: size.width)], let box = layout.path.boundingBox {
                add(box.applying(AffineTransform(translationX: layer.bounds.minX, y: layer.bounds.minY).concatenating(transform)))
            }
        case nil:
            break
        }
        for sublayer in layer.sublayers {
            add(deviceBounds(of: sublayer, transform: sublayer.localTransform.concatenating(transform)))
        }
        if layer.masksToBounds {
            box = box.flatMap { $0.intersection(layer.bounds.applying(transform)) }
        }
        if let mask = layer.activeMask {
            guard let maskBox = deviceBounds(of: mask, transform: mask.localTransform.concatenating(transform)) else { return nil }
            box = box.flatMap { $0.intersection(maskBox) }
        }
        if layer.hasShadow, let content = box {
            // The blur reaches about 3σ = 1.5 × radius past the shape.
            let reach = 1.5 * layer.shadowRadius * scale + 1
            let dx = layer.shadowOffset.width * scale, dy = layer.shadowOffset.height * scale
            let shadow = Rect(x: content.minX + dx - reach, y: content.minY + dy - reach,
                              width: content.width + 2 * reach, height: content.height + 2 * reach)
            box = content.union(shadow)
        }
        return box
    }
}

extension Mask {
    /// The part of this (frame-sized) mask under `region`, as a mask of the
    /// region's size.
    func cropped(to region: PixelRegion) -> Mask {
        var result = Mask(width: region.width, height: region.height)
        for row in 0..<region.height {
            let y = region.y + row
            guard y < height else { break }
            for column in 0..<region.width {
                result.values[row * region.width + column] = value(x: region.x + column, y: y)
            }
        }
        return result
    }
}
