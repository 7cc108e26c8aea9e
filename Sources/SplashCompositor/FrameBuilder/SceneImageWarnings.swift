import Foundation
import SplashGeometry
import SplashScene

/// What a scene's images will look like that its author may not expect,
/// said before the first frame: an image whose shape differs from where it
/// is placed (cropped, letterboxed or stretched by its gravity), and an
/// image with no transparent pixel used in a mask (the hole is its whole
/// rectangle). Warnings, never errors: the render goes on.
enum SceneImageWarnings {
    /// How far (as a fraction) the image's aspect ratio may differ from its
    /// bounds' before the placement is worth a word.
    static let aspectTolerance = 0.02

    static func warnings(for scene: Scene, images: [String: ImageAsset]) -> [String] {
        var warnings: [String] = []
        func visit(_ layer: Layer, inMask: Bool) {
            if case .image(let image)? = layer.contents, let asset = images[image.source] {
                let chosen = layer.id.map { scene.importedImageLayers.contains($0) } ?? false
                for warning in warningsFor(image, asset, in: layer, inMask: inMask, placementChosen: chosen) where !warnings.contains(warning) {
                    warnings.append(warning)
                }
            }
            for sublayer in layer.sublayers { visit(sublayer, inMask: inMask) }
            if let mask = layer.mask { visit(mask, inMask: true) }
        }
        for layer in scene.layers { visit(layer, inMask: false) }
        return warnings
    }

    private static func warningsFor(_ image: ImageContents, _ asset: ImageAsset, in layer: Layer, inMask: Bool, placementChosen: Bool) -> [String] {
        let name = layer.id.map { "layer \"\($0)\"" } ?? "a layer"
        let file = image.source.split(separator: "/").last.map(String.init) ?? image.source
        let natural: Size
        switch asset {
        case .bitmap(let bitmap): natural = Size(width: Double(bitmap.width), height: Double(bitmap.height))
        case .vector(let vector): natural = vector.viewBox.size
        }
        let part = layer.contentsRect
        let shown = Size(width: natural.width * part.width, height: natural.height * part.height)
        let opaque: Bool
        if case .bitmap(let bitmap) = asset { opaque = bitmap.isOpaque } else { opaque = false }
        var warnings: [String] = []
        // What the SVG asks for that is not drawn, each with its line.
        if case .vector(let vector) = asset {
            warnings += vector.warnings.map { "\(file): \($0)" }
        }
        // An SVG that says how it fits (its root's preserveAspectRatio)
        // fits as its author asked under resize: nothing to warn of.
        var fitsItself = false
        if case .vector(let vector) = asset, image.gravity == .resize, vector.preserveAspectRatio != nil { fitsItself = true }
        if !fitsItself, !placementChosen, let warning = aspectWarning(image.gravity, shown: shown, bounds: layer.bounds.size, opaque: opaque, layer: name, file: file) {
            warnings.append(warning)
        }
        if inMask, opaque {
            warnings.append("\(name): \(file) has no transparent pixel, so as a mask its hole is the image's whole rectangle; use an image with alpha (a PNG or SVG of the shape)")
        }
        return warnings
    }

    /// The three gravities that scale the image to the bounds change what
    /// shows when the shapes differ; the others keep the image's own size.
    /// (`CALayer.contentsGravity`: `resize` "resize the content to fit the
    /// bounds rectangle", `resizeAspect` "preserving the aspect of the
    /// content", `resizeAspectFill` "…completely fill the bounds
    /// rectangle, preserving the aspect of the content".) Cropping and
    /// stretching always show; letterboxing shows only around an opaque
    /// image (a screenshot's bands), not around a logo with a transparent
    /// background, which `resizeAspect` fits as intended.
    static func aspectWarning(_ gravity: ContentsGravity, shown: Size, bounds: Size, opaque: Bool, layer: String, file: String) -> String? {
        guard shown.width > 0, shown.height > 0, bounds.width > 0, bounds.height > 0,
              shown.width.isFinite, shown.height.isFinite, bounds.width.isFinite, bounds.height.isFinite
        else { return nil }
        let imageAspect = shown.width / shown.height, boundsAspect = bounds.width / bounds.height
        // Bounds no design has (1e19 by 1e-300) have no shape worth a word.
        guard imageAspect.isNormal, boundsAspect.isNormal else { return nil }
        // Exactly 2 % off is within: a billionth absorbs the division's rounding.
        guard max(imageAspect, boundsAspect) / min(imageAspect, boundsAspect) - 1 > aspectTolerance + 1e-9 else { return nil }
        let effect: String
        switch gravity {
        case .resizeAspectFill: effect = "is cropped to fill them (gravity resizeAspectFill); set \"gravity\" to \"resizeAspect\" to letterbox it whole instead, or \"resize\" to stretch it"
        case .resizeAspect where opaque: effect = "is letterboxed inside them (gravity resizeAspect); set \"gravity\" to \"resizeAspectFill\" to crop it to fill them instead"
        case .resize: effect = "is stretched out of shape to fit them (gravity resize); set \"gravity\" to \"resizeAspectFill\" to crop it or \"resizeAspect\" to letterbox it instead"
        default: return nil
        }
        func ratio(_ value: Double) -> String { String(format: "%.3f", value) }
        return "\(layer): \(file) has aspect ratio \(ratio(imageAspect)) (width/height) and its bounds \(ratio(boundsAspect)), so it \(effect)"
    }
}
