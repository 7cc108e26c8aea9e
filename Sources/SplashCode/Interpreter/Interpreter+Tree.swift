import SplashGeometry

/// The view and layer tree: adding, inserting, removing, reordering.
extension Interpreter {
    func layerMethod(_ name: String, on layer: LayerObject, object: CodeObject, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        func child(_ value: Value?) throws(Interruption) -> LayerObject {
            guard case .object(let object)? = value, let child = object.layer else {
                throw .skip(line: line, message: "\(name) takes a view or layer, not \(value?.typeName ?? "nothing"): skipped")
            }
            return child
        }
        switch name {
        case "addSubview", "addSublayer":
            try attach(try child(arguments.unlabelled.first), to: layer, at: nil, line: line)
        case "insertSubview", "insertSublayer":
            let added = try child(arguments.unlabelled.first)
            if let index = arguments["at"] {
                try attach(added, to: layer, at: Int(max(0, try number(index, line: line))), line: line)
            } else if let sibling = arguments["belowSubview"] ?? arguments["below"] {
                let other = try child(sibling)
                try attach(added, to: layer, at: layer.sublayers.firstIndex { $0 === other } ?? 0, line: line)
            } else if let sibling = arguments["aboveSubview"] ?? arguments["above"] {
                let other = try child(sibling)
                try attach(added, to: layer, at: (layer.sublayers.firstIndex { $0 === other } ?? layer.sublayers.count - 1) + 1, line: line)
            } else {
                try attach(added, to: layer, at: nil, line: line)
            }
        case "removeFromSuperview", "removeFromSuperlayer":
            try detach(layer, line: line)
        case "bringSubviewToFront", "sendSubviewToBack":
            let moved = try child(arguments.unlabelled.first)
            guard let index = layer.sublayers.firstIndex(where: { $0 === moved }) else { return .void }
            if now > 0 && layer.committed {
                throw .skip(line: line, message: "reordering subviews after the start is not drawn: skipped")
            }
            layer.sublayers.remove(at: index)
            if name == "bringSubviewToFront" { layer.sublayers.append(moved) } else { layer.sublayers.insert(moved, at: 0) }
        case "add":
            guard case .object(let animationObject)? = arguments.unlabelled.first, case .animation(let animation) = animationObject.kind else {
                throw .skip(line: line, message: "add(_:forKey:) takes an animation: skipped")
            }
            let key: String? = if case .string(let key)? = arguments["forKey"] { key } else { nil }
            try add(animation, to: layer, key: key, line: line)
        case "removeAllAnimations":
            for index in layer.animations.indices where layer.animations[index].removedAt == nil { layer.animations[index].removedAt = now }
        case "removeAnimation":
            guard case .string(let key)? = arguments["forKey"] else { return .void }
            for index in layer.animations.indices where layer.animations[index].key == key && layer.animations[index].removedAt == nil {
                layer.animations[index].removedAt = now
            }
        case "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "setNeedsDisplay", "displayIfNeeded", "layoutSublayers":
            break
        case "sizeToFit":
            warn(line, "sizeToFit() does not measure text here: the label keeps the frame it was given")
        case "presentation", "model":
            return .object(object)
        case "animation":
            return .null
        case "setValue":
            guard case .string(let keyPath)? = arguments["forKeyPath"] ?? arguments["forKey"], let value = arguments.unlabelled.first else {
                throw .skip(line: line, message: "setValue(_:forKeyPath:) without a key path: skipped")
            }
            try setValue(value, forKeyPath: keyPath, of: layer, line: line)
        default:
            throw .skip(line: line, message: "\(layer.className).\(name)(…) is not part of a launch animation: skipped")
        }
        return .void
    }

    /// `layer.setValue(1.2, forKeyPath: "transform.scale")`.
    func setValue(_ value: Value, forKeyPath keyPath: String, of layer: LayerObject, line: Int) throws(Interruption) {
        guard keyPath.hasPrefix("transform.") else { return try setLayerProperty(keyPath, of: layer, to: value, line: line) }
        let amount = try number(value, line: line)
        var parts = layer.state.transform.components ?? CodeTransform.Components(scaleX: 1, scaleY: 1, rotation: 0, translationX: 0, translationY: 0)
        var t = layer.state.transform
        switch keyPath {
        case "transform.scale": parts.scaleX = amount; parts.scaleY = amount
        case "transform.scale.x": parts.scaleX = amount
        case "transform.scale.y": parts.scaleY = amount
        case "transform.rotation", "transform.rotation.z": parts.rotation = amount
        case "transform.rotation.x": t.rotationX = amount
        case "transform.rotation.y": t.rotationY = amount
        case "transform.translation.x": parts.translationX = amount
        case "transform.translation.y": parts.translationY = amount
        default: throw .skip(line: line, message: "the key path \(keyPath) is not part of a launch animation: skipped")
        }
        t.affine = AffineTransform(scaleX: parts.scaleX, y: parts.scaleY).concatenating(AffineTransform(rotationAngle: parts.rotation))
            .concatenating(AffineTransform(translationX: parts.translationX, y: parts.translationY))
        try setLayerProperty("transform", of: layer, to: .transform(t), line: line)
    }

    func attach(_ child: LayerObject, to parent: LayerObject, at index: Int?, line: Int) throws(Interruption) {
        guard child !== parent else { throw .skip(line: line, message: "a view added to itself: skipped") }
        var ancestor: LayerObject? = parent
        var depth = 0
        while let current = ancestor {
            if current === child { throw .skip(line: line, message: "a view added inside itself: skipped") }
            ancestor = current.superlayer
            depth += 1
            if depth > CodeLimits.maximumDepth { throw .fail(line: line, message: "views nested more than \(CodeLimits.maximumDepth) deep") }
        }
        if let old = child.superlayer {
            if now > 0 && child.committed {
                throw .skip(line: line, message: "moving a view to another superview after the start is not drawn: skipped")
            }
            old.sublayers.removeAll { $0 === child }
        }
        if child.removedAt != nil {
            throw .skip(line: line, message: "adding a view again after removing it is not drawn: skipped")
        }
        child.superlayer = parent
        let position = min(max(index ?? parent.sublayers.count, 0), parent.sublayers.count)
        parent.sublayers.insert(child, at: position)
        if now > 0 && child.addedAt == nil {
            // Shown from this instant: hidden until then.
            child.addedAt = now
            child.changes.append(ModelChange(time: now, keyPath: "hidden", value: .bool(child.state.hidden)))
        }
    }

    func detach(_ layer: LayerObject, line: Int) throws(Interruption) {
        if layer.isRoot { throw .skip(line: line, message: "removing the view controller's view is not drawn: skipped") }
        guard let parent = layer.superlayer else { return }
        if now > 0 || layer.committed {
            layer.removedAt = layer.removedAt ?? now
        } else {
            parent.sublayers.removeAll { $0 === layer }
            layer.superlayer = nil
        }
    }
}
