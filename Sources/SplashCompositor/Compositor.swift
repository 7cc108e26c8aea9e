import SplashRaster
import SplashScene

/// Draws a scene at a time into pixels: walks the layer tree with Core
/// Animation's semantics and rasterises every vector with the full
/// transform of the frame (so a logo scaled 18× is as sharp as at 1×).
///
/// A value type with no mutable state: frames render in parallel, each
/// worker into its own pixmap.
public struct Compositor: Sendable {
    public let scene: Scene
    /// Device pixels per point.
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The decoded bitmaps of the scene's image contents, by source path,
    /// with their mipmaps built once for the whole render.
    public let images: [String: SampledImage]
    /// The scene's texts, shaped once.
    let text: SceneText

    /// Prepares a scene for drawing: lays out its texts (through
    /// fontconfig, HarfBuzz and FreeType) once for the whole render.
    ///
    /// - Parameter images: every source in `scene.imageSources`, decoded
    ///   (SplashRender's `ImageAssets` loads them); a missing one draws
    ///   nothing.
    /// - Throws: a `TextError` when a font file named by the scene cannot
    ///   be used (a family that is not installed is only a warning).
    public init(scene: Scene, scale: Double, images: [String: SampledImage] = [:]) throws {
        self.scene = scene
        self.scale = scale
        self.images = images
        self.text = try SceneText(laying: scene.texts)
        self.pixelWidth = max(1, Int((scene.canvas.width * scale).rounded()))
        self.pixelHeight = max(1, Int((scene.canvas.height * scale).rounded()))
    }

    /// Fonts the scene asked for that are not installed, and what was
    /// used instead: worth telling the user, not worth failing for.
    public var warnings: [String] { text.warnings }

    /// The frame at `time` seconds.
    public func render(at time: Double) -> Pixmap {
        render(layers: scene.resolved(at: time))
    }

    /// A frame from an already resolved layer tree (see `Scene.resolved(at:)`).
    public func render(layers: [Layer]) -> Pixmap {
        var pixmap = Pixmap(width: pixelWidth, height: pixelHeight)
        pixmap.fill(scene.backgroundColor)
        let root = AffineTransform(scaleX: scale, y: scale)
        for layer in layers {
            draw(layer, parent: root, into: &pixmap, clip: nil)
        }
        return pixmap
    }

    /// Draws one layer and its subtree. `clip` is the coverage of the
    /// ancestors' `masksToBounds` (nil: nothing clips).
    private func draw(_ layer: Layer, parent: AffineTransform, into target: inout Pixmap, clip: Mask?) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let transform = layer.localTransform.concatenating(parent)

        // Group opacity (iOS's allowsGroupOpacity) and masks: the layer and
        // its subtree are drawn as one picture offscreen, then composited
        // once. A single primitive can take its opacity directly.
        let primitives = (layer.backgroundColor == nil ? 0 : 1) + layer.contentsPrimitiveCount + (layer.hasBorder ? 1 : 0) + layer.sublayers.count
        let isolated = layer.mask != nil || (layer.opacity < 1 && (primitives > 1 || !layer.sublayers.isEmpty))
        guard isolated else {
            drawSubtree(layer, transform: transform, into: &target, clip: clip, opacity: layer.opacity)
            return
        }
        var group = Pixmap(width: target.width, height: target.height)
        drawSubtree(layer, transform: transform, into: &group, clip: nil, opacity: 1)
        var coverage = clip
        if let maskLayer = layer.mask {
            var maskPixmap = Pixmap(width: target.width, height: target.height)
            draw(maskLayer, parent: transform, into: &maskPixmap, clip: nil)
            coverage = Mask(alphaOf: maskPixmap).intersected(with: clip)
        }
        target.composite(group, opacity: layer.opacity, mask: coverage)
    }

    /// Background, contents, then sublayers, clipped to the bounds when the
    /// layer masks to them.
    private func drawSubtree(_ layer: Layer, transform: AffineTransform, into target: inout Pixmap, clip: Mask?, opacity: Double) {
        let outline = layer.outline
        if let background = layer.backgroundColor, background.alpha > 0 {
            target.fill(outline, paint: .solid(background), transform: transform, opacity: opacity, clip: clip)
        }
        var innerClip = clip
        if layer.masksToBounds {
            var shape = Pixmap(width: target.width, height: target.height)
            shape.fill(outline, paint: .solid(.white), transform: transform)
            innerClip = Mask(alphaOf: shape).intersected(with: clip)
        }
        if let contents = layer.contents {
            drawContents(contents, of: layer, transform: transform, into: &target, clip: innerClip, opacity: opacity)
        }
        for sublayer in layer.sublayers {
            draw(sublayer, parent: transform, into: &target, clip: innerClip)
        }
        if layer.hasBorder {
            target.fill(layer.borderOutline, paint: .solid(layer.borderColor), transform: transform, fillRule: .evenOdd, opacity: opacity, clip: clip)
        }
    }

    private func drawContents(_ contents: LayerContents, of layer: Layer, transform: AffineTransform, into target: inout Pixmap, clip: Mask?, opacity: Double) {
        switch contents {
        case .shape(let shape):
            if let fill = shape.fillColor, fill.alpha > 0 {
                target.fill(shape.path, paint: .solid(fill), transform: transform, fillRule: shape.fillRule, opacity: opacity, clip: clip)
            }
            if let stroke = shape.stroke, stroke.color.alpha > 0 {
                target.fill(stroke.outline, paint: .solid(stroke.color), transform: transform, opacity: opacity, clip: clip)
            }
        case .gradient(let gradient):
            target.fill(.rect(layer.bounds), paint: gradient.paint(in: layer.bounds), transform: transform, opacity: opacity, clip: clip)
        case .text(let contents, let size):
            guard contents.color.alpha > 0, let layout = text.layouts[TextBlock(text: contents, width: size.width)] else { return }
            let placed = AffineTransform(translationX: layer.bounds.minX, y: layer.bounds.minY).concatenating(transform)
            target.fill(layout.path, paint: .solid(contents.color), transform: placed, opacity: opacity, clip: clip)
        case .image(let contents):
            guard let image = images[contents.source], let level = image.levels.first, level.width > 0, level.height > 0 else { return }
            let placement = contents.gravity.placement(
                ofImage: Size(width: Double(level.width) / contents.scale, height: Double(level.height) / contents.scale),
                in: layer.bounds)
            let imageToBounds = AffineTransform(scaleX: placement.width / Double(level.width), y: placement.height / Double(level.height))
                .concatenating(AffineTransform(translationX: placement.minX, y: placement.minY))
            target.fill(.rect(placement), paint: .image(ImagePattern(image: image, transform: imageToBounds)),
                        transform: transform, opacity: opacity, clip: clip)
        }
    }
}
