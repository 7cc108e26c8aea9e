import SplashGeometry
import SplashScene

/// The laid-out views as layers: each view a layer with its frame (relative
/// to its superview), background, alpha, hidden flag and clipping; image
/// views show their image by their content mode, labels their text centred
/// vertically as UILabel draws it.
struct LaunchScreenTranslator {
    let document: IBDocument
    let frames: [String: Rect]
    let resources: LaunchResources
    let images: [String: AssetImage]
    let measure: (IBLabel, Double?) throws(StoryboardError) -> TextMeasurement
    var warnings: [StoryboardWarning] = []

    mutating func layer() throws(StoryboardError) -> Layer {
        try layer(for: document.rootView, parentOrigin: .zero)
    }

    private mutating func layer(for view: IBView, parentOrigin: Point) throws(StoryboardError) -> Layer {
        let frame = frames[view.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var layer = Layer(id: view.id)
        layer.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        layer.position = Point(x: frame.minX - parentOrigin.x + frame.width / 2, y: frame.minY - parentOrigin.y + frame.height / 2)
        layer.opacity = view.alpha
        layer.isHidden = view.isHidden
        layer.masksToBounds = view.clipsToBounds
        if let background = view.backgroundColor {
            layer.backgroundColor = try resources.color(background, usedBy: view.displayName)
        }
        switch view.kind {
        case .view, .stackView:
            break
        case .unsupported:
            // Named in a warning when read; drawn as nothing.
            layer.backgroundColor = nil
            return layer
        case .imageView(let name?, false):
            guard let image = images[name] else { break }
            let gravity = Self.gravity(view.contentMode)
            switch image.kind {
            case .bitmap, .svg, .pdf:
                let contents = LayerContents.image(ImageContents(source: image.path, gravity: gravity, scale: image.scale))
                if image.renderingIntent == .template {
                    // A template image is drawn in the tint colour through
                    // its alpha (UIImage.RenderingMode.alwaysTemplate).
                    let tint = try view.tintColor.map { c throws(StoryboardError) in try resources.color(c, usedBy: view.displayName) }
                        ?? SystemColors.color(named: "systemBlueColor", appearance: resources.appearance) ?? .black
                    var fill = Layer(id: "\(view.id)-tint")
                    fill.bounds = layer.bounds
                    fill.position = Point(x: frame.width / 2, y: frame.height / 2)
                    fill.backgroundColor = tint
                    var mask = Layer(id: "\(view.id)-image")
                    mask.bounds = layer.bounds
                    mask.position = fill.position
                    mask.contents = contents
                    fill.mask = mask
                    layer.sublayers.append(fill)
                } else {
                    layer.contents = contents
                }
            }
        case .imageView:
            break
        case .label(let label):
            if !label.text.isEmpty {
                layer.sublayers.append(try textLayer(label, view: view, frame: frame))
            }
        }
        for subview in view.subviews {
            layer.sublayers.append(try self.layer(for: subview, parentOrigin: frame.origin))
        }
        return layer
    }

    /// The label's text, as tall as it measures at the label's width and
    /// centred vertically in the label (UILabel's `drawText(in:)` centres
    /// the text rectangle vertically).
    private func textLayer(_ label: IBLabel, view: IBView, frame: Rect) throws(StoryboardError) -> Layer {
        let height = try measure(label, frame.width).size.height
        var text = try Self.textContents(label, resources: resources, usedBy: view.displayName)
        text.wraps = true
        var layer = Layer(id: "\(view.id)-text")
        layer.bounds = Rect(x: 0, y: 0, width: frame.width, height: height)
        layer.position = Point(x: frame.width / 2, y: frame.height / 2)
        layer.contents = .text(text, bounds: layer.bounds.size)
        return layer
    }

    static func textContents(_ label: IBLabel, resources: LaunchResources, usedBy user: String) throws(StoryboardError) -> TextContents {
        var text = TextContents(string: label.text)
        text.fontFamily = label.font.family
        text.fontSize = label.font.size
        text.weight = label.font.weight
        text.italic = label.font.italic
        text.color = try resources.color(label.textColor ?? .system("labelColor"), usedBy: user)
        text.alignment = TextContents.Alignment(rawValue: label.alignment) ?? .natural
        text.maxLines = label.numberOfLines == 0 ? nil : label.numberOfLines
        text.truncation = .tail
        return text
    }

    /// `UIView.ContentMode` as the layer's contents gravity (UIKit draws an
    /// image view's image as its layer's contents with this gravity).
    static func gravity(_ contentMode: String) -> ContentsGravity {
        switch contentMode {
        case "scaleAspectFit": .resizeAspect
        case "scaleAspectFill": .resizeAspectFill
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: .resize   // scaleToFill, redraw
        }
    }
}
