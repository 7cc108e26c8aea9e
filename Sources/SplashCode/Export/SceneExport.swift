import SplashFormats
import SplashGeometry

/// The interpreted views and layers as a scene file: each layer's static
/// values as they stood when it was made, its later model changes as
/// animations that hold the new value from their instant on (first, so
/// the animations added after them play over them, as Core Animation shows
/// an animation over the model value), then its animations.
struct SceneExport {
    var images: [String: String]
    var file: String
    var warnings: [CodeWarning] = []
    /// When the scene ends.
    var duration: Double

    mutating func layer(_ layer: LayerObject, depth: Int) -> JSONOutput {
        let state = layer.staticState
        var members: [(key: String, value: JSONOutput)] = [("id", .string(layer.id))]
        members.append(("position", JSONValues.point(state.position)))
        members.append(("bounds", JSONValues.rect(state.bounds)))
        if state.anchorPoint != Point(x: 0.5, y: 0.5) { members.append(("anchorPoint", JSONValues.point(state.anchorPoint))) }
        if let transform = transform(state.transform, line: layer.line) { members.append(("transform", transform)) }
        if let transform = transform(state.sublayerTransform, line: layer.line) { members.append(("sublayerTransform", transform)) }
        if state.opacity != 1 { members.append(("opacity", JSONValues.number(state.opacity))) }
        if state.hidden || layer.addedAt != nil { members.append(("hidden", .bool(true))) }
        if let background = state.backgroundColor, background.alpha > 0 { members.append(("backgroundColor", JSONValues.color(background))) }
        if state.cornerRadius != 0 { members.append(("cornerRadius", JSONValues.number(state.cornerRadius))) }
        if state.masksToBounds { members.append(("masksToBounds", .bool(true))) }
        if state.borderWidth != 0 {
            members.append(("borderWidth", JSONValues.number(state.borderWidth)))
            members.append(("borderColor", JSONValues.color(state.borderColor)))
        }
        if state.shadowOpacity != 0 {
            members.append(("shadowColor", JSONValues.color(state.shadowColor)))
            members.append(("shadowOpacity", JSONValues.number(state.shadowOpacity)))
            members.append(("shadowOffset", JSONValues.size(state.shadowOffset)))
            members.append(("shadowRadius", JSONValues.number(state.shadowRadius)))
        }
        if state.zPosition != 0 { members.append(("zPosition", JSONValues.number(state.zPosition))) }
        if let contents = contents(state, of: layer) { members.append(("contents", contents)) }
        if layer.flavor == .replicator { members.append(("replicator", replicator(state))) }
        if let removedAt = layer.removedAt { members.append(("removedAt", JSONValues.number(removedAt))) }
        let animations = self.animations(of: layer)
        if !animations.isEmpty { members.append(("animations", .array(animations))) }
        if !layer.transitions.isEmpty {
            members.append(("transitions", .array(layer.transitions.map { record in
                var entry = record.entry
                if let after = record.contents, let contents = contents(after, of: layer) { entry.append(("contents", contents)) }
                return .object(entry)
            })))
        }
        if depth < CodeLimits.maximumDepth {
            if let mask = layer.mask { members.append(("mask", self.layer(mask, depth: depth + 1))) }
            var sublayers = layer.sublayers.map { self.layer($0, depth: depth + 1) }
            if layer.flavor == .label, let text = labelText(state, of: layer) { sublayers.insert(text, at: 0) }
            if !sublayers.isEmpty { members.append(("sublayers", .array(sublayers))) }
        }
        return .object(members)
    }

    /// Scene transform keys: scale, rotation, translation (and the turns
    /// about x and y with their perspective); nil for the identity.
    mutating func transform(_ t: CodeTransform, line: Int) -> JSONOutput? {
        guard t != .identity else { return nil }
        var members: [(key: String, value: JSONOutput)] = []
        let parts: CodeTransform.Components
        if let found = t.components {
            parts = found
        } else {
            warnings.append(CodeWarning(file: file, line: line, message: "a transform that shears is drawn without its shear"))
            let scale = (t.affine.a * t.affine.a + t.affine.b * t.affine.b).squareRoot()
            parts = CodeTransform.Components(scaleX: scale, scaleY: scale, rotation: 0, translationX: t.affine.tx, translationY: t.affine.ty)
        }
        if parts.scaleX == parts.scaleY {
            if parts.scaleX != 1 { members.append(("scale", JSONValues.number(parts.scaleX))) }
        } else {
            members.append(("scaleX", JSONValues.number(parts.scaleX)))
            members.append(("scaleY", JSONValues.number(parts.scaleY)))
        }
        if parts.rotation != 0 { members.append(("rotation", JSONValues.number(parts.rotation))) }
        if t.rotationX != 0 { members.append(("rotationX", JSONValues.number(t.rotationX))) }
        if t.rotationY != 0 { members.append(("rotationY", JSONValues.number(t.rotationY))) }
        if t.perspective != 0 { members.append(("perspective", JSONValues.number(t.perspective))) }
        if parts.translationX != 0 || parts.translationY != 0 {
            members.append(("translation", .array([JSONValues.number(parts.translationX), JSONValues.number(parts.translationY)])))
        }
        return members.isEmpty ? nil : .object(members)
    }

    mutating func contents(_ state: LayerState, of layer: LayerObject) -> JSONOutput? {
        switch layer.flavor {
        case .shape:
            guard let path = state.path, !path.isEmpty else { return nil }
            var members: [(key: String, value: JSONOutput)] = [("type", .string("shape")), ("path", .string(JSONValues.pathData(path)))]
            members.append(("fillColor", state.fillColor.map(JSONValues.color) ?? .null))
            if state.fillRule == "evenOdd" { members.append(("fillRule", .string("evenOdd"))) }
            if let stroke = state.strokeColor {
                members.append(("strokeColor", JSONValues.color(stroke)))
                members.append(("lineWidth", JSONValues.number(state.lineWidth)))
                if state.lineCap != "butt" { members.append(("lineCap", .string(state.lineCap))) }
                if state.lineJoin != "miter" { members.append(("lineJoin", .string(state.lineJoin))) }
                if !state.lineDashPattern.isEmpty {
                    members.append(("lineDashPattern", .array(state.lineDashPattern.map(JSONValues.number))))
                    if state.lineDashPhase != 0 { members.append(("lineDashPhase", JSONValues.number(state.lineDashPhase))) }
                }
                if state.strokeStart != 0 { members.append(("strokeStart", JSONValues.number(state.strokeStart))) }
                if state.strokeEnd != 1 { members.append(("strokeEnd", JSONValues.number(state.strokeEnd))) }
            }
            return .object(members)
        case .gradient:
            guard state.gradientColors.count >= 2 else { return nil }
            var members: [(key: String, value: JSONOutput)] = [("type", .string("gradient"))]
            if state.gradientType != "axial" { members.append(("kind", .string(state.gradientType))) }
            members.append(("colors", .array(state.gradientColors.map(JSONValues.color))))
            if let locations = state.locations, locations.count == state.gradientColors.count {
                members.append(("locations", .array(locations.map(JSONValues.number))))
            }
            members.append(("startPoint", JSONValues.point(state.startPoint)))
            members.append(("endPoint", JSONValues.point(state.endPoint)))
            return .object(members)
        case .text:
            guard let string = state.text, !string.isEmpty else { return nil }
            return text(state, string: string)
        default:
            guard let name = state.imageName else { return nil }
            guard let source = images[name] else {
                warnings.append(CodeWarning(file: file, line: layer.line, message: "the image \"\(name)\" is in no asset catalog found: not drawn"))
                return nil
            }
            return .object([("type", .string("image")), ("source", .string(source)), ("gravity", .string(state.gravity))])
        }
    }

    func text(_ state: LayerState, string: String) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("type", .string("text")), ("string", .string(string))]
        if let family = state.font.family { members.append(("fontFamily", .string(family))) }
        members.append(("fontSize", JSONValues.number(state.font.size)))
        if state.font.weight != 400 { members.append(("weight", JSONValues.number(state.font.weight))) }
        if state.font.italic { members.append(("italic", .bool(true))) }
        members.append(("color", JSONValues.color(state.textColor)))
        members.append(("alignment", .string(state.textAlignment == "natural" ? "left" : state.textAlignment)))
        if state.numberOfLines > 0 { members.append(("maxLines", JSONValues.number(state.numberOfLines))) }
        return .object(members)
    }

    /// A UILabel centres its text vertically in its bounds: a sublayer of
    /// its lines' height (1.21 × the font size a line, the line height of
    /// Inter, San Francisco's stand-in) at the middle holds the text.
    func labelText(_ state: LayerState, of layer: LayerObject) -> JSONOutput? {
        guard let string = state.text, !string.isEmpty else { return nil }
        let lines = Double(max(1, min(Int(state.numberOfLines == 0 ? 1 : state.numberOfLines), string.split(separator: "\n").count)))
        let height = state.font.size * Self.lineHeight * lines
        let top = (state.bounds.size.height - height) / 2
        return .object([("id", .string(layer.id + ".text")),
                        ("frame", JSONValues.rect(Rect(x: 0, y: top, width: state.bounds.size.width, height: height))),
                        ("contents", text(state, string: string))])
    }

    static let lineHeight = 1.2109375

    func replicator(_ state: LayerState) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("instanceCount", JSONValues.number(state.instanceCount))]
        if state.instanceDelay != 0 { members.append(("instanceDelay", JSONValues.number(state.instanceDelay))) }
        if let parts = state.instanceTransform.components, state.instanceTransform != .identity {
            var t: [(key: String, value: JSONOutput)] = []
            if parts.scaleX != 1 || parts.scaleY != 1 { t += [("scaleX", JSONValues.number(parts.scaleX)), ("scaleY", JSONValues.number(parts.scaleY))] }
            if parts.rotation != 0 { t.append(("rotation", JSONValues.number(parts.rotation))) }
            if parts.translationX != 0 || parts.translationY != 0 { t.append(("translation", .array([JSONValues.number(parts.translationX), JSONValues.number(parts.translationY)]))) }
            members.append(("instanceTransform", .object(t)))
        }
        if state.instanceColor != .white { members.append(("instanceColor", JSONValues.color(state.instanceColor))) }
        for (name, value) in [("instanceRedOffset", state.instanceRedOffset), ("instanceGreenOffset", state.instanceGreenOffset),
                              ("instanceBlueOffset", state.instanceBlueOffset), ("instanceAlphaOffset", state.instanceAlphaOffset)] where value != 0 {
            members.append((name, JSONValues.number(value)))
        }
        return .object(members)
    }

    /// The holds of the model changes, then the animations.
    func animations(of layer: LayerObject) -> [JSONOutput] {
        var result: [JSONOutput] = []
        let holds = layer.changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        for change in holds {
            result.append(.object([("keyPath", .string(change.keyPath)), ("fromValue", change.value), ("toValue", change.value),
                                   ("beginTime", JSONValues.number(change.time)), ("duration", JSONValues.number(Self.holdDuration)),
                                   ("fillMode", .string("forwards"))]))
        }
        for record in layer.animations {
            let late = record.fillsBackwards && record.begin > record.addedAt && record.addedAt > 0
            guard late || record.removedAt != nil else {
                result.append(.object(record.entry))
                continue
            }
            // Wrapped in a group that starts when it was added and ends
            // when it was taken off: a backwards fill does not reach before
            // the add, and nothing of it shows after its removal.
            let stop = record.removedAt ?? record.end ?? duration
            guard stop > record.addedAt else { continue }
            var child = record.entry.filter { $0.key != "beginTime" }
            child.append(("beginTime", JSONValues.number(record.begin - record.addedAt)))
            var group: [(key: String, value: JSONOutput)] = [("beginTime", JSONValues.number(record.addedAt)),
                                                             ("duration", JSONValues.number(max(stop, record.addedAt + 0.001) - record.addedAt))]
            if record.removedAt == nil && record.fillsForwards { group.append(("fillMode", .string("forwards"))) }
            group.append(("animations", .array([.object(child)])))
            result.append(.object(group))
        }
        return result
    }

    /// How long a hold's own animation lasts: it shows one value throughout
    /// and then fills forwards.
    static let holdDuration = 0.001
}
