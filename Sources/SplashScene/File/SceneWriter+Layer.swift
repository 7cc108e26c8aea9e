import SplashGeometry
import SplashFormats

/// A layer's keys, in the order written: `id`, geometry, the layer's
/// look, its contents, the replicator block, `removedAt`, `mask`,
/// `sublayers`.
extension SceneFileWriter {
    mutating func layer(_ layer: Layer, place: String, depth: Int) throws(SceneWriterError) -> JSONOutput {
        let field = SceneField(layer: layer.id.map { "\"\($0)\" (\(place))" } ?? place)
        guard depth <= SceneDecoder.maximumDepth else {
            throw field.error("sublayers", "layers nest deeper than \(SceneDecoder.maximumDepth) levels")
        }
        layerCount += copies
        guard layerCount <= SceneDecoder.maximumLayerCount else {
            throw field.error("sublayers", "more than \(SceneDecoder.maximumLayerCount) layers (replicators' copies counted)")
        }
        try Self.refuseUnwritable(layer, field: field)

        var members: [(key: String, value: JSONOutput)] = []
        if let id = layer.id { members.append(("id", .string(id))) }
        members += try Self.geometry(of: layer, field: field)
        members += try Self.plainKeys(LayerKeys.look, of: layer, field: field)
        if let contents = layer.contents {
            if case .text(let text, _) = contents {
                textCharacters += text.string.count * copies
                guard textCharacters <= SceneDecoder.maximumTextCharacters else {
                    throw field.error("contents", "the scene's texts together are more than \(SceneDecoder.maximumTextCharacters) characters")
                }
            }
            members.append(("contents", try contentsValue(contents, layer: layer, field: field)))
        }
        if let replicator = layer.replicator { members.append(("replicator", try Self.replicator(replicator, field: field))) }
        members += try Self.plainKeys(LayerKeys.late, of: layer, field: field)
        if !layer.animations.isEmpty { members.append(("animations", try animations(of: layer, field: field))) }
        if !layer.transitions.isEmpty { members.append(("transitions", try transitions(of: layer, field: field))) }
        if let mask = layer.mask { members.append(("mask", try self.layer(mask, place: place + ".mask", depth: depth + 1))) }
        if !layer.sublayers.isEmpty {
            let outer = copies
            if let count = layer.replicator?.instanceCount, count > 1 { copies *= count }
            var sublayers: [JSONOutput] = []
            for (index, sublayer) in layer.sublayers.enumerated() {
                sublayers.append(try self.layer(sublayer, place: place + ".sublayers[\(index)]", depth: depth + 1))
            }
            copies = outer
            members.append(("sublayers", .array(sublayers)))
        }
        return .object(members)
    }

    /// What the layer holds that a scene file cannot say (or the writer
    /// does not write yet): refused rather than dropped.
    static func refuseUnwritable(_ layer: Layer, field: SceneField) throws(SceneWriterError) {
        if layer.runningTransition != nil || layer.replicator?.instances.isEmpty == false {
            throw field.error("runningTransition", "a layer tree resolved at a time is not a scene; write the scene's own layers")
        }
        for (name, refusal) in LayerKeys.notInFileFormat {
            if let message = refusal(layer) { throw field.error(name, message) }
        }
        for (name, transform) in [("transform", layer.transform), ("sublayerTransform", layer.sublayerTransform)]
        where transform.skew != 0 || transform.skewAxis != 0 {
            throw field.error(name, "a skew has no scene-file key")
        }
    }

    /// The plain keys (`LayerKeys.look` or `.late`) away from their
    /// defaults, in order.
    static func plainKeys(_ keys: [(name: String, key: PlainKey)], of layer: Layer,
                          field: SceneField) throws(SceneWriterError) -> [(key: String, value: JSONOutput)] {
        var members: [(key: String, value: JSONOutput)] = []
        for (name, key) in keys {
            if let value = try key.write(layer, name, field) { members.append((name, value)) }
        }
        return members
    }

    /// `frame` when it says exactly what the layer is, else `position`,
    /// `bounds` and `anchorPoint` (each left out at its default).
    static func geometry(of layer: Layer, field: SceneField) throws(SceneWriterError) -> [(key: String, value: JSONOutput)] {
        let size = layer.bounds.size
        let centred = layer.anchorPoint == Point(x: 0.5, y: 0.5)
        if centred, layer.transform == LayerTransform(), layer.bounds.origin == .zero, size.width >= 0, size.height >= 0 {
            // The reader's arithmetic (`minX + anchorPoint.x × width`) must
            // give back the very same position.
            let x = layer.position.x - 0.5 * size.width, y = layer.position.y - 0.5 * size.height
            if x.isFinite, y.isFinite, x + 0.5 * size.width == layer.position.x, y + 0.5 * size.height == layer.position.y {
                return [("frame", try field.rect(Rect(x: x, y: y, width: size.width, height: size.height), "frame"))]
            }
        }
        var members: [(key: String, value: JSONOutput)] = []
        if layer.position != .zero { members.append(("position", try field.point(layer.position, "position"))) }
        if layer.bounds != Rect(x: 0, y: 0, width: 0, height: 0) { members.append(("bounds", try field.rect(layer.bounds, "bounds"))) }
        if !centred { members.append(("anchorPoint", try field.point(layer.anchorPoint, "anchorPoint"))) }
        return members
    }

    /// A transform in the reader's keys: `scale` (or `scaleX`/`scaleY`),
    /// `rotation`, `rotationX`, `rotationY`, `perspective`, `translation`.
    static func transform(_ transform: LayerTransform, _ name: String, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if transform.scaleX == transform.scaleY {
            if transform.scaleX != 1 { members.append(("scale", try field.number(transform.scaleX, name + ".scale"))) }
        } else {
            members.append(("scaleX", try field.number(transform.scaleX, name + ".scaleX")))
            members.append(("scaleY", try field.number(transform.scaleY, name + ".scaleY")))
        }
        if transform.rotation != 0 { members.append(("rotation", try field.number(transform.rotation, name + ".rotation"))) }
        if transform.rotationX != 0 { members.append(("rotationX", try field.number(transform.rotationX, name + ".rotationX"))) }
        if transform.rotationY != 0 { members.append(("rotationY", try field.number(transform.rotationY, name + ".rotationY"))) }
        if transform.perspective != 0 {
            members.append(("perspective", try field.nonNegative(transform.perspective, name + ".perspective")))
        }
        if transform.translationX != 0 || transform.translationY != 0 {
            members.append(("translation", try field.numbers([transform.translationX, transform.translationY], name + ".translation")))
        }
        return .object(members)
    }

    /// `CACornerMask`'s corners by their Swift names, in its bit order.
    static func corners(_ mask: CornerMask) -> JSONOutput {
        let names: [(CornerMask, String)] = [
            (.layerMinXMinYCorner, "layerMinXMinYCorner"), (.layerMaxXMinYCorner, "layerMaxXMinYCorner"),
            (.layerMinXMaxYCorner, "layerMinXMaxYCorner"), (.layerMaxXMaxYCorner, "layerMaxXMaxYCorner"),
        ]
        return .array(names.filter { mask.contains($0.0) }.map { .string($0.1) })
    }

    /// The `replicator` block (CAReplicatorLayer's properties), defaults left out.
    static func replicator(_ replicator: Replicator, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if replicator.instanceCount != 1 {
            guard (0...SceneDecoder.maximumInstanceCount).contains(replicator.instanceCount) else {
                throw field.error("replicator.instanceCount", "must be in 0…\(SceneDecoder.maximumInstanceCount), not \(replicator.instanceCount)")
            }
            members.append(("instanceCount", try field.number(Double(replicator.instanceCount), "replicator.instanceCount")))
        }
        if replicator.instanceDelay != 0 {
            members.append(("instanceDelay", try field.number(replicator.instanceDelay, "replicator.instanceDelay",
                                                                 in: -SceneDecoder.maximumDuration...SceneDecoder.maximumDuration)))
        }
        let transform = replicator.instanceTransform
        if transform != LayerTransform() {
            guard !transform.isThreeDimensional, transform.perspective == 0, transform.skew == 0, transform.skewAxis == 0 else {
                throw field.error("replicator.instanceTransform", "turns the copies out of the replicator's plane or skews them; scene files take scale, rotation and translation")
            }
            members.append(("instanceTransform", try Self.transform(transform, "replicator.instanceTransform", field: field)))
        }
        if replicator.instanceColor != .white { members.append(("instanceColor", try field.color(replicator.instanceColor, "replicator.instanceColor"))) }
        for (key, value) in [("instanceRedOffset", replicator.instanceRedOffset), ("instanceGreenOffset", replicator.instanceGreenOffset),
                             ("instanceBlueOffset", replicator.instanceBlueOffset), ("instanceAlphaOffset", replicator.instanceAlphaOffset)]
        where value != 0 {
            members.append((key, try field.number(value, "replicator." + key)))
        }
        return .object(members)
    }
}
