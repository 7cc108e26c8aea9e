import SplashGeometry
import SplashFormats

/// A layer's `contents`, in the reader's keys for each `type`.
extension SceneFileWriter {
    func contentsValue(_ contents: LayerContents, layer: Layer, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        switch contents {
        case .shape(let shape):
            // A path animation needs the shape's path data to match.
            let pathAnimates = layer.animations.contains { if case .pathCoordinate? = $0.properties.first { true } else { false } }
            return try Self.shape(shape, bounds: layer.bounds, field: field, allowsEllipse: !pathAnimates)
        case .gradient(let gradient): return try Self.gradient(gradient, field: field)
        case .image(let image):
            var members: [(key: String, value: JSONOutput)] = [("type", .string("image")), ("source", try path(image.source, "contents.source", field: field))]
            if image.gravity != .resize { members.append(("gravity", .string(image.gravity.rawValue))) }
            if image.scale != 1 { members.append(("scale", try field.number(image.scale, "contents.scale", in: 0.01...100))) }
            return .object(members)
        case .text(let text, let size):
            // The reader lays text out in the layer's bounds.
            guard size == layer.bounds.size else {
                throw field.error("contents", "text laid out in \(size.width) × \(size.height) points, the layer's bounds are \(layer.bounds.size.width) × \(layer.bounds.size.height); scene files lay text out in the bounds")
            }
            return try self.text(text, field: field)
        case .lottie(let lottie):
            var members: [(key: String, value: JSONOutput)] = [("type", .string("lottie")), ("source", try path(lottie.source, "contents.source", field: field))]
            if lottie.gravity != .resizeAspect { members.append(("gravity", .string(lottie.gravity.rawValue))) }
            if lottie.beginTime != 0 { members.append(("beginTime", try field.number(lottie.beginTime, "contents.beginTime", in: 0...3600))) }
            if lottie.speed != 1 { members.append(("speed", try field.number(lottie.speed, "contents.speed", in: 0.01...100))) }
            if lottie.playback == .loop { members.append(("loop", .bool(true))) }
            if lottie.fromProgress != 0 { members.append(("fromProgress", try field.number(lottie.fromProgress, "contents.fromProgress", in: 0...1))) }
            if lottie.toProgress != 1 { members.append(("toProgress", try field.number(lottie.toProgress, "contents.toProgress", in: 0...1))) }
            guard lottie.toProgress > lottie.fromProgress else { throw field.error("contents.toProgress", "must be after fromProgress") }
            return .object(members)
        }
    }

    /// A `CAShapeLayer`'s drawing. A filled ellipse filling the bounds is
    /// written as `"type": "ellipse"` (unless its path animates); every other path as SVG path data
    /// in the layer's coordinates (no viewBox).
    static func shape(_ shape: ShapeContents, bounds: Rect, field: SceneField, allowsEllipse: Bool) throws(SceneWriterError) -> JSONOutput {
        let ellipse = Path.ellipse(in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
        if allowsEllipse, shape.path == ellipse, let fill = shape.fillColor, shape.fillRule == .nonZero, shape.stroke == nil {
            var members: [(key: String, value: JSONOutput)] = [("type", .string("ellipse"))]
            if fill != .black { members.append(("fillColor", try field.color(fill, "contents.fillColor"))) }
            return .object(members)
        }
        var members: [(key: String, value: JSONOutput)] = [("type", .string("shape")), ("path", .string(try pathData(shape.path, "contents.path", field: field)))]
        // CAShapeLayer's fill is black by default; none is `null`.
        if let fill = shape.fillColor {
            if fill != .black { members.append(("fillColor", try field.color(fill, "contents.fillColor"))) }
        } else {
            members.append(("fillColor", .null))
        }
        if shape.fillRule == .evenOdd { members.append(("fillRule", .string("evenOdd"))) }
        if let stroke = shape.stroke {
            let style = stroke.style
            members.append(("strokeColor", try field.color(stroke.color, "contents.strokeColor")))
            if style.width != 1 { members.append(("lineWidth", try field.number(style.width, "contents.lineWidth", in: 0...10_000))) }
            switch style.cap {
            case .butt: break
            case .round: members.append(("lineCap", .string("round")))
            case .square: members.append(("lineCap", .string("square")))
            }
            switch style.join {
            case .miter: break
            case .round: members.append(("lineJoin", .string("round")))
            case .bevel: members.append(("lineJoin", .string("bevel")))
            }
            if style.miterLimit != 10 { members.append(("miterLimit", try field.number(style.miterLimit, "contents.miterLimit", in: 1...1000))) }
            if let dash = style.dash {
                guard (1...64).contains(dash.lengths.count) else {
                    throw field.error("contents.lineDashPattern", "must list 1 to 64 lengths, not \(dash.lengths.count)")
                }
                var lengths: [JSONOutput] = []
                for length in dash.lengths { lengths.append(try field.number(length, "contents.lineDashPattern", in: 0...10_000)) }
                guard dash.lengths.contains(where: { $0 > 0 }) else { throw field.error("contents.lineDashPattern", "must have a length above 0") }
                members.append(("lineDashPattern", .array(lengths)))
                if dash.phase != 0 { members.append(("lineDashPhase", try field.number(dash.phase, "contents.lineDashPhase", in: -1e6...1e6))) }
            }
            if stroke.start != 0 { members.append(("strokeStart", try field.number(stroke.start, "contents.strokeStart", in: 0...1))) }
            if stroke.end != 1 { members.append(("strokeEnd", try field.number(stroke.end, "contents.strokeEnd", in: 0...1))) }
        }
        return .object(members)
    }

    /// A `CAGradientLayer`'s stops and geometry; `locations` left out when
    /// they are the reader's default (evenly spaced).
    static func gradient(_ gradient: GradientContents, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        guard gradient.focus == nil else { throw field.error("contents.focus", "a gradient's focal point has no scene-file key") }
        guard gradient.colors.count >= 2 else { throw field.error("contents.colors", "a gradient needs at least 2 colours, not \(gradient.colors.count)") }
        guard gradient.locations.count == gradient.colors.count else {
            throw field.error("contents.locations", "must have as many entries as colors (\(gradient.colors.count)), not \(gradient.locations.count)")
        }
        var members: [(key: String, value: JSONOutput)] = [("type", .string("gradient"))]
        if gradient.kind != .axial { members.append(("kind", .string(gradient.kind.rawValue))) }
        var colors: [JSONOutput] = []
        for color in gradient.colors { colors.append(try field.color(color, "contents.colors")) }
        members.append(("colors", .array(colors)))
        let even = (0..<gradient.colors.count).map { Double($0) / Double(gradient.colors.count - 1) }
        if gradient.locations != even {
            var locations: [JSONOutput] = []
            for location in gradient.locations { locations.append(try field.number(location, "contents.locations", in: 0...1)) }
            guard zip(gradient.locations, gradient.locations.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw field.error("contents.locations", "must not decrease")
            }
            members.append(("locations", .array(locations)))
        }
        if gradient.startPoint != Point(x: 0.5, y: 0) { members.append(("startPoint", try field.point(gradient.startPoint, "contents.startPoint"))) }
        if gradient.endPoint != Point(x: 0.5, y: 1) { members.append(("endPoint", try field.point(gradient.endPoint, "contents.endPoint"))) }
        return .object(members)
    }

    /// Text contents, every key the reader takes, defaults left out.
    func text(_ text: TextContents, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        guard text.origin == .top else { throw field.error("contents.origin", "text placed by its first baseline has no scene-file key") }
        guard text.stroke == nil else { throw field.error("contents.stroke", "a text's stroke has no scene-file key") }
        guard text.string.count <= 10_000 else { throw field.error("contents.string", "must be at most 10000 characters") }
        var members: [(key: String, value: JSONOutput)] = [("type", .string("text")), ("string", .string(text.string))]
        if text.fontFamily != "Inter" { members.append(("fontFamily", .string(text.fontFamily))) }
        if let file = text.fontFile { members.append(("fontFile", try path(file, "contents.fontFile", field: field))) }
        if text.fontSize != 17 {
            guard text.fontSize > 0 else { throw field.error("contents.fontSize", "must be greater than 0") }
            members.append(("fontSize", try field.number(text.fontSize, "contents.fontSize", in: 0...2000)))
        }
        if text.weight != 400 { members.append(("weight", try field.number(Double(text.weight), "contents.weight", in: 1...1000))) }
        if text.italic { members.append(("italic", .bool(true))) }
        if text.color != .black { members.append(("color", try field.color(text.color, "contents.color"))) }
        if text.alignment != .natural { members.append(("alignment", .string(text.alignment.rawValue))) }
        if text.lineSpacing != 0 { members.append(("lineSpacing", try field.number(text.lineSpacing, "contents.lineSpacing", in: -1000...1000))) }
        if text.lineHeightMultiple != 1 {
            members.append(("lineHeightMultiple", try field.number(text.lineHeightMultiple, "contents.lineHeightMultiple", in: 0.1...10)))
        }
        if text.letterSpacing != 0 { members.append(("letterSpacing", try field.number(text.letterSpacing, "contents.letterSpacing", in: -100...1000))) }
        if !text.wraps { members.append(("wraps", .bool(false))) }
        if let lines = text.maxLines { members.append(("maxLines", try field.number(Double(lines), "contents.maxLines", in: 0...1000))) }
        if text.truncation != .tail { members.append(("truncation", .string(text.truncation.rawValue))) }
        return .object(members)
    }

    /// SVG path data with absolute commands (`M`, `L`, `Q`, `C`, `Z`),
    /// which `Path(svgPathData:)` reads back into the same elements.
    static func pathData(_ path: Path, _ name: String, field: SceneField) throws(SceneWriterError) -> String {
        var commands: [String] = []
        func numbers(_ points: [Point]) throws(SceneWriterError) -> String {
            var texts: [String] = []
            for p in points {
                guard let x = FiniteNumber(p.x), let y = FiniteNumber(p.y) else { throw field.error(name, "a point is not finite") }
                texts.append(x.text + " " + y.text)
            }
            return texts.joined(separator: " ")
        }
        for element in path.elements {
            switch element {
            case .move(let p): commands.append("M " + (try numbers([p])))
            case .line(let p): commands.append("L " + (try numbers([p])))
            case .quadCurve(let p, let c): commands.append("Q " + (try numbers([c, p])))
            case .curve(let p, let c1, let c2): commands.append("C " + (try numbers([c1, c2, p])))
            case .close: commands.append("Z")
            }
        }
        return commands.joined(separator: " ")
    }
}
