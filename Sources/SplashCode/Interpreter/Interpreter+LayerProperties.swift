import SplashGeometry

/// Reading and setting the properties of views and layers. A view's
/// properties are its layer's (`UIView` is backed by a `CALayer`: `center`
/// is `position`, `alpha` is `opacity`, `clipsToBounds` is
/// `masksToBounds`, `frame` is computed from `position`, `bounds` and
/// `anchorPoint`).
extension Interpreter {
    func layerProperty(_ name: String, of layer: LayerObject, object: CodeObject) throws(Interruption) -> Value? {
        let state = layer.state
        switch name {
        case "layer": return .object(object)
        case "frame": return .rect(state.frame)
        case "bounds": return .rect(state.bounds)
        case "center", "position": return .point(state.position)
        case "anchorPoint": return .point(state.anchorPoint)
        case "alpha", "opacity": return .number(state.opacity)
        case "isHidden": return .bool(state.hidden)
        case "backgroundColor": return state.backgroundColor.map(Value.color) ?? .null
        case "cornerRadius": return .number(state.cornerRadius)
        case "masksToBounds", "clipsToBounds": return .bool(state.masksToBounds)
        case "transform": return .transform(state.transform)
        case "sublayerTransform": return .transform(state.sublayerTransform)
        case "zPosition": return .number(state.zPosition)
        case "borderWidth": return .number(state.borderWidth)
        case "borderColor": return .color(state.borderColor)
        case "shadowColor": return .color(state.shadowColor)
        case "shadowOpacity": return .number(state.shadowOpacity)
        case "shadowOffset": return .size(state.shadowOffset)
        case "shadowRadius": return .number(state.shadowRadius)
        case "superview", "superlayer": return layer.superlayer.flatMap(objectFor) ?? .null
        case "subviews", "sublayers": return .array(layer.sublayers.compactMap(objectFor))
        case "mask": return layer.mask.flatMap(objectFor) ?? .null
        case "path":
            guard let path = state.path else { return .null }
            return .object(try newObject(.path(PathObject(path: path)), line: layer.line))
        case "fillColor": return state.fillColor.map(Value.color) ?? .null
        case "strokeColor": return state.strokeColor.map(Value.color) ?? .null
        case "lineWidth": return .number(state.lineWidth)
        case "strokeStart": return .number(state.strokeStart)
        case "strokeEnd": return .number(state.strokeEnd)
        case "colors": return .array(state.gradientColors.map(Value.color))
        case "locations": return state.locations.map { .array($0.map(Value.number)) } ?? .null
        case "startPoint": return .point(state.startPoint)
        case "endPoint": return .point(state.endPoint)
        case "text", "string": return state.text.map(Value.string) ?? .null
        case "textColor", "foregroundColor": return .color(state.textColor)
        case "image", "contents":
            guard let name = state.imageName else { return .null }
            return .object(try newObject(.image(name), line: layer.line))
        case "instanceCount": return .number(state.instanceCount)
        case "instanceDelay": return .number(state.instanceDelay)
        case "tintColor": return .color(Builtins.systemColor("systemBlue")!)
        case "window": return layer.isRoot || layer.superlayer != nil ? .object(object) : .null
        default: return nil
        }
    }

    /// The object standing for a layer (views and layers are one object each).
    func objectFor(_ layer: LayerObject) -> Value? {
        objectsByLayer[ObjectIdentifier(layer)].map(Value.object)
    }

    func setLayerProperty(_ name: String, of layer: LayerObject, to value: Value, line: Int) throws(Interruption) {
        var state = layer.state
        switch name {
        case "frame": state.frame = try rect(value, line: line)
        case "bounds": state.bounds = try rect(value, line: line)
        case "center", "position": state.position = try point(value, line: line)
        case "anchorPoint": state.anchorPoint = try point(value, line: line)
        case "alpha", "opacity": state.opacity = try number(value, line: line)
        case "isHidden": state.hidden = try number(value, line: line) != 0
        case "backgroundColor": state.backgroundColor = try color(value, line: line)
        case "cornerRadius": state.cornerRadius = try number(value, line: line)
        case "masksToBounds", "clipsToBounds": state.masksToBounds = try number(value, line: line) != 0
        case "transform": state.transform = try transform(value, line: line)
        case "sublayerTransform": state.sublayerTransform = try transform(value, line: line)
        case "zPosition": state.zPosition = try number(value, line: line)
        case "borderWidth": state.borderWidth = try number(value, line: line)
        case "borderColor": state.borderColor = try color(value, line: line) ?? .black
        case "shadowColor": state.shadowColor = try color(value, line: line) ?? .black
        case "shadowOpacity": state.shadowOpacity = try number(value, line: line)
        case "shadowOffset": state.shadowOffset = try size(value, line: line)
        case "shadowRadius": state.shadowRadius = try number(value, line: line)
        case "mask":
            try setMask(value, of: layer, line: line)
            return
        case "path":
            guard layer.flavor == .shape else { throw .skip(line: line, message: "path is set on a \(layer.className), not a CAShapeLayer: skipped") }
            switch value {
            case .object(let object):
                guard case .path(let path) = object.kind else { throw .skip(line: line, message: "expected a path, got \(value.typeName): skipped") }
                state.path = path.path
            case .null: state.path = nil
            default: throw .skip(line: line, message: "expected a path, got \(value.typeName): skipped")
            }
        case "fillColor": state.fillColor = try color(value, line: line)
        case "strokeColor": state.strokeColor = try color(value, line: line)
        case "lineWidth": state.lineWidth = try number(value, line: line)
        case "strokeStart": state.strokeStart = try number(value, line: line)
        case "strokeEnd": state.strokeEnd = try number(value, line: line)
        case "lineCap": state.lineCap = try text(value, line: line)
        case "lineJoin": state.lineJoin = try text(value, line: line)
        case "lineDashPattern":
            guard case .array(let items) = value else { throw .skip(line: line, message: "lineDashPattern takes an array of numbers: skipped") }
            state.lineDashPattern = try items.map { (item) throws(Interruption) in try number(item, line: line) }
        case "lineDashPhase": state.lineDashPhase = try number(value, line: line)
        case "fillRule": state.fillRule = try text(value, line: line) == "evenOdd" ? "evenOdd" : "nonZero"
        case "colors":
            guard case .array(let items) = value else { throw .skip(line: line, message: "colors takes an array of colours: skipped") }
            state.gradientColors = try items.map { (item) throws(Interruption) in try color(item, line: line) ?? .clear }
        case "locations":
            guard case .array(let items) = value else { state.locations = nil; break }
            state.locations = try items.map { (item) throws(Interruption) in try number(item, line: line) }
        case "startPoint": state.startPoint = try point(value, line: line)
        case "endPoint": state.endPoint = try point(value, line: line)
        case "type":
            let type = try text(value, line: line)
            state.gradientType = type == "radial" ? "radial" : type == "conic" ? "conic" : "axial"
        case "text", "string":
            state.text = value.isNil ? nil : describe(value)
        case "font":
            switch value {
            case .object(let object):
                if case .font(let font) = object.kind { state.font = font }
            case .null: state.font = FontValue()
            default: throw .skip(line: line, message: "expected a UIFont, got \(value.typeName): skipped")
            }
        case "fontSize": state.font.size = try number(value, line: line)
        case "textColor", "foregroundColor": state.textColor = try color(value, line: line) ?? .black
        case "textAlignment", "alignmentMode":
            let alignment = try text(value, line: line)
            guard ["left", "center", "right", "natural", "justified"].contains(alignment) else {
                throw .skip(line: line, message: "the text alignment .\(alignment) is not part of a launch animation: skipped")
            }
            state.textAlignment = alignment
        case "numberOfLines": state.numberOfLines = try number(value, line: line)
        case "image", "contents":
            switch value {
            case .object(let object):
                guard case .image(let name) = object.kind else { throw .skip(line: line, message: "expected a UIImage, got \(value.typeName): skipped") }
                state.imageName = name
            case .null: state.imageName = nil
            default: throw .skip(line: line, message: "expected a UIImage, got \(value.typeName): skipped")
            }
        case "contentMode", "contentsGravity":
            let mode = try text(value, line: line)
            switch mode {
            case "scaleToFill", "resize": state.gravity = "resize"
            case "scaleAspectFit", "resizeAspect": state.gravity = "resizeAspect"
            case "scaleAspectFill", "resizeAspectFill": state.gravity = "resizeAspectFill"
            case "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight": state.gravity = mode
            default: throw .skip(line: line, message: "the content mode .\(mode) is not part of a launch animation: skipped")
            }
        case "instanceCount": state.instanceCount = try number(value, line: line)
        case "instanceDelay": state.instanceDelay = try number(value, line: line)
        case "instanceTransform": state.instanceTransform = try transform(value, line: line)
        case "instanceColor": state.instanceColor = try color(value, line: line) ?? .white
        case "instanceAlphaOffset": state.instanceAlphaOffset = try number(value, line: line)
        case "instanceRedOffset": state.instanceRedOffset = try number(value, line: line)
        case "instanceGreenOffset": state.instanceGreenOffset = try number(value, line: line)
        case "instanceBlueOffset": state.instanceBlueOffset = try number(value, line: line)
        case "tintColor", "isUserInteractionEnabled", "translatesAutoresizingMaskIntoConstraints", "accessibilityIdentifier", "tag",
             "contentScaleFactor", "contentsScale", "isOpaque", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "lineBreakMode",
             "shouldRasterize", "rasterizationScale", "autoresizingMask", "isAccessibilityElement", "accessibilityLabel", "name",
             "needsDisplayOnBoundsChange", "allowsEdgeAntialiasing", "cornerCurve", "isWrapped", "truncationMode":
            // Taken, and nothing a launch animation's picture shows.
            return
        default:
            throw .skip(line: line, message: "\(layer.className).\(name) is not part of a launch animation: skipped")
        }
        try commit(state, to: layer, line: line)
    }

    func setMask(_ value: Value, of layer: LayerObject, line: Int) throws(Interruption) {
        switch value {
        case .null:
            if let mask = layer.mask {
                if layer.committed || now > 0 { mask.removedAt = now } else { layer.mask = nil }
            }
        case .object(let object):
            guard let mask = object.layer else { throw .skip(line: line, message: "expected a view or layer as a mask, got \(value.typeName): skipped") }
            if let old = layer.mask, old !== mask, old.removedAt == nil {
                throw .skip(line: line, message: "replacing a layer's mask with another after the start is not drawn: skipped")
            }
            layer.mask = mask
            mask.superlayer = nil
            mask.isMask = true
        default:
            throw .skip(line: line, message: "expected a view or layer as a mask, got \(value.typeName): skipped")
        }
    }
}
