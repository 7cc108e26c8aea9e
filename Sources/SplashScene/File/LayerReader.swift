import Foundation
import SplashFormats
import SplashGeometry

/// Walks the layer tree of one file, counting layers against the limit.
struct LayerReader {
    /// Layers read so far, each counted as many times as it is drawn.
    private var layerCount = 0
    private var textCharacters = 0
    /// How many times a layer read now is drawn: the product of the
    /// `instanceCount`s of the replicators it is in (1 outside any). Within
    /// the limits it stays below `maximumLayerCount × maximumInstanceCount`:
    /// a layer drawn more often than the limit is refused before its
    /// sublayers multiply it again.
    private var copies = 1
    /// The `instanceCount` fields behind `copies`, outermost first, for the
    /// message when the copies pass the limit.
    private var replicatorPaths: [String] = []

    static let sceneKeys = ["$schema", "name", "summary", "duration", "backgroundColor", "parameters", "variables", "keyInstants", "layers"]
    /// A layer's keys: `LayerKeys`'s, in its order.
    static let layerKeys = LayerKeys.names
    /// A `replicator` block's keys: CAReplicatorLayer's properties (named
    /// as in Swift, so `r.instanceCount = 3` is `"instanceCount": 3`).
    static let replicatorKeys = [
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    mutating func scene(from field: Field, canvas: Size) throws(JSONFileError) -> Scene {
        guard canvas.width > 0, canvas.height > 0, canvas.width.isFinite, canvas.height.isFinite else {
            throw field.error("the canvas must have a positive size")
        }
        var object = try field.object(known: Self.sceneKeys)
        // Variables: named numbers later fields may use in expressions,
        // each seeing the ones before it (in the order written).
        if let variables = object["variables"] {
            var context = field.context
            let entries = try variables.elements()
            for entry in entries {
                let pair = try entry.object(known: ["name", "value"])
                let name = try pair.require("name").string()
                guard (try? Expression(parsing: name)) == .variable(name) else {
                    throw entry.error("variable name \"\(name)\" must be a plain name (letters, digits, _)")
                }
                guard context.variables[name] == nil else { throw entry.error("\"\(name)\" is defined twice (W and H are the canvas; number parameters are names too)") }
                let valueField = try pair.require("value")
                context.variables[name] = try Field(value: valueField.value, path: valueField.path, context: context).number()
            }
            object = ObjectField(members: object.members, paths: object.paths, field: Field(value: field.value, path: field.path, context: context))
        }
        let name = try object["name"]?.string() ?? ""
        let summary = try object["summary"]?.string() ?? ""
        let durationField = try object.require("duration")
        let duration = try durationField.positive()
        guard duration <= SceneDecoder.maximumDuration else {
            throw durationField.error("must be at most \(format(SceneDecoder.maximumDuration)) seconds")
        }
        // Black when left out; "clear" or null: transparent, which the
        // video formats with alpha keep (`splashvid --help`).
        let background: Color
        if let field = object["backgroundColor"] { background = try field.backgroundColor() ?? .clear } else { background = .black }
        let layers = try layers(try object.require("layers").elements(), depth: 1)
        var keyInstants: [KeyInstant] = []
        if let instants = object["keyInstants"] {
            for entry in try instants.elements() {
                let pair = try entry.object(known: ["time", "label"])
                let timeField = try pair.require("time")
                let time = try timeField.number(in: 0...duration)
                if let previous = keyInstants.last, time <= previous.time {
                    throw timeField.error("key instants must be in increasing time order (\(format(time)) follows \(format(previous.time)))")
                }
                keyInstants.append(KeyInstant(time: time, label: try pair.require("label").string()))
            }
        }
        return Scene(name: name, summary: summary, canvas: canvas, duration: duration, backgroundColor: background, layers: layers, keyInstants: keyInstants)
    }

    /// Where `splashvid check` collects errors instead of stopping at the
    /// first: each layer that cannot be read adds its first error and is
    /// left out, and reading goes on with its siblings. nil: throw.
    var collected: [JSONFileError]?
    /// Errors collected at most, so a broken file cannot grow the list
    /// without end.
    static let maximumCollected = 100

    /// The layers of a `layers` or `sublayers` array.
    mutating func layers(_ fields: [Field], depth: Int) throws(JSONFileError) -> [Layer] {
        var layers: [Layer] = []
        for field in fields {
            do throws(JSONFileError) {
                layers.append(try layer(from: field, depth: depth))
            } catch {
                guard var errors = collected, errors.count < Self.maximumCollected else { throw error }
                errors.append(error)
                collected = errors
            }
        }
        return layers
    }

    mutating func layer(from field: Field, depth: Int) throws(JSONFileError) -> Layer {
        guard depth <= SceneDecoder.maximumDepth else { throw field.error("layers nest deeper than \(SceneDecoder.maximumDepth) levels") }
        layerCount += copies
        guard layerCount <= SceneDecoder.maximumLayerCount else {
            guard copies > 1 else { throw field.error("more than \(SceneDecoder.maximumLayerCount) layers") }
            throw field.error("more than \(SceneDecoder.maximumLayerCount) layers with the replicators' copies counted (this layer is drawn \(copies) times: \(replicatorPaths.joined(separator: " × ")))")
        }
        // A replicator's property written on the layer itself.
        if case .object(let raw) = field.value, let key = raw.keys.sorted().first(where: Self.replicatorKeys.contains) {
            throw JSONFileError(file: field.context.file, path: field.child(key),
                                message: "belongs in the layer's \"replicator\" block (CAReplicatorLayer's properties): \"replicator\": {\"\(key)\": …}")
        }

        let object = try field.object(known: Self.layerKeys)
        var layer = Layer(id: try object["id"]?.string())
        if let anchor = object["anchorPoint"] { layer.anchorPoint = try anchor.point() }

        // Geometry: `frame` (UIKit's, in the parent) or `bounds`/`size` + `position`.
        if let frameField = object["frame"] {
            for other in ["bounds", "size", "position"] where object.has(other) {
                throw frameField.error("give either frame or \(other), not both")
            }
            let frame = try frameField.rect()
            layer.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            layer.position = Point(x: frame.minX + layer.anchorPoint.x * frame.width, y: frame.minY + layer.anchorPoint.y * frame.height)
        } else {
            if let boundsField = object["bounds"] {
                if let sizeField = object["size"] { throw sizeField.error("give either bounds or size, not both") }
                layer.bounds = try boundsField.rect()
            } else if let size = object["size"] {
                let s = try size.size()
                layer.bounds = Rect(x: 0, y: 0, width: s.width, height: s.height)
            }
            if let position = object["position"] { layer.position = try position.point() }
        }
        // The plain keys, in the order written files have them.
        for (name, key) in LayerKeys.look {
            if let field = object[name] { try key.read(&layer, field) }
        }
        if let contents = object["contents"] {
            layer.contents = try Self.contents(from: contents, bounds: layer.bounds)
            if case .text(let text, _)? = layer.contents {
                // Each copy draws the text again.
                textCharacters += text.string.count * copies
                guard textCharacters <= SceneDecoder.maximumTextCharacters else {
                    throw contents.error("the scene's texts together are more than \(SceneDecoder.maximumTextCharacters) characters")
                }
            }
        }
        if let replicatorField = object["replicator"] { layer.replicator = try Self.replicator(from: replicatorField) }
        if let sublayers = object["sublayers"] {
            // A replicator's sublayers are drawn once per copy (none for an
            // instanceCount of 0, but they are still read and evaluated).
            let outer = (copies, replicatorPaths)
            if let count = layer.replicator?.instanceCount, count > 1, let countField = object["replicator"] {
                copies *= count
                replicatorPaths.append("\(countField.child("instanceCount")) = \(count)")
            }
            layer.sublayers = try self.layers(try sublayers.elements(), depth: depth + 1)
            (copies, replicatorPaths) = outer
        }
        if let mask = object["mask"] { layer.mask = try self.layer(from: mask, depth: depth + 1) }
        for (name, key) in LayerKeys.late {
            if let field = object[name] { try key.read(&layer, field) }
        }
        if let animations = object["animations"] {
            for item in try animations.elements() {
                var stops: Int?
                if case .gradient(let gradient)? = layer.contents { stops = gradient.colors.count }
                var isText = false
                if case .text? = layer.contents { isText = true }
                let added = try AnimationReader.animations(from: item, gradientStops: stops, shapePath: try shapePathModel(of: object, layer: layer),
                                                           isText: isText)
                for case .textString(let table) in added.flatMap(\.properties) {
                    textCharacters += table.reduce(0) { $0 + $1.count }
                    guard textCharacters <= SceneDecoder.maximumTextCharacters else {
                        throw item.error("the scene's texts together (with the strings animations change them to) are more than \(SceneDecoder.maximumTextCharacters) characters")
                    }
                }
                let properties = added.flatMap(\.properties)
                if layer.shapeStroke == nil, let stroked = properties.first(where: \.isShapeStroke) {
                    throw item.error("\(stroked) animates a shape's stroke; this layer's contents are not a shape with a strokeColor")
                }
                if layer.gradient == nil, let point = properties.first(where: \.isGradientPoint) {
                    throw item.error("\(point.isGradientStart ? "startPoint" : "endPoint") animates a gradient; this layer's contents are not a gradient")
                }
                if layer.replicator == nil, properties.contains(where: { if case .replicator = $0 { true } else { false } }) {
                    throw item.error("animates a replicator's instanceDelay, instanceTransform, instanceColor or colour offsets; this layer has no \"replicator\" block")
                }
                if layer.shapeStroke?.style.dash == nil, properties.contains(.lineDashPhase) {
                    throw item.error("lineDashPhase animates the dashes of a stroke; this shape has no lineDashPattern")
                }
                layer.animations += added
            }
        }
        if let transitionsField = object["transitions"] {
            layer.transitions = try TransitionReader.transitions(from: transitionsField, bounds: layer.bounds)
            for case .text(let text, _)? in layer.transitions.map(\.contents) {
                textCharacters += text.string.count
                guard textCharacters <= SceneDecoder.maximumTextCharacters else {
                    throw transitionsField.error("the scene's texts together are more than \(SceneDecoder.maximumTextCharacters) characters")
                }
            }
        }
        return layer
    }

    static func transform(from field: Field) throws(JSONFileError) -> LayerTransform {
        let object = try field.object(known: transformKeys)
        var transform = LayerTransform()
        if let scale = object["scale"] {
            if object.has("scaleX") || object.has("scaleY") { throw scale.error("give either scale or scaleX/scaleY, not both") }
            transform.scaleX = try scale.number()
            transform.scaleY = transform.scaleX
        }
        if let x = object["scaleX"] { transform.scaleX = try x.number() }
        if let y = object["scaleY"] { transform.scaleY = try y.number() }
        if let rotation = object["rotation"] { transform.rotation = try rotation.number() }
        if let rotation = object["rotationX"] { transform.rotationX = try rotation.number() }
        if let rotation = object["rotationY"] { transform.rotationY = try rotation.number() }
        if let perspective = object["perspective"] { transform.perspective = try perspective.nonNegative() }
        if let translation = object["translation"] {
            let t = try translation.point()
            transform.translationX = t.x
            transform.translationY = t.y
        }
        return transform
    }

    static let transformKeys = ["scale", "scaleX", "scaleY", "rotation", "rotationX", "rotationY", "perspective", "translation"]

    enum ContentsType: String, CaseIterable { case shape, ellipse, gradient, image, text, lottie }

    /// The keys each kind of `contents` takes.
    static let contentsKeys: [ContentsType: [String]] = [
        .shape: ["type", "path", "viewBox", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
                 "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"],
        .ellipse: ["type", "fillColor"],
        .image: ["type", "source", "gravity", "scale"],
        .lottie: ["type", "source", "gravity", "beginTime", "speed", "loop", "fromProgress", "toProgress"],
        .gradient: ["type", "kind", "colors", "locations", "startPoint", "endPoint"],
        .text: [
            "type", "string", "fontFamily", "fontFile", "fontSize", "weight", "italic", "color", "alignment",
            "lineSpacing", "lineHeightMultiple", "letterSpacing", "wraps", "maxLines", "truncation",
        ],
    ]

    static func contents(from field: Field, bounds: Rect) throws(JSONFileError) -> LayerContents {
        guard case .object(let members) = field.value, let typeValue = members["type"],
              let (value, path) = try field.context.resolve(typeValue, path: field.child("type")) else {
            throw field.error("expected an object with a \"type\": \"shape\", \"ellipse\", \"gradient\", \"image\", \"text\" or \"lottie\"")
        }
        let type = try Field(value: value, path: path, context: field.context).choice(ContentsType.self)
        switch type {
        case .shape:
            let object = try field.object(known: contentsKeys[.shape] ?? [])
            let pathField = try object.require("path")
            var path: Path
            let pathData = try pathField.string()
            do { path = try Path(svgPathData: pathData) } catch {
                throw pathField.error("not valid SVG path data: \(error)")
            }
            if let viewBoxField = object["viewBox"] {
                let viewBox = try viewBoxField.rect()
                guard viewBox.width > 0, viewBox.height > 0 else { throw viewBoxField.error("width and height must be greater than 0") }
                path = path.transformed(by: fit(viewBox, into: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)))
            }
            // CAShapeLayer: black fill unless `"fillColor": null`; a stroke
            // only with a strokeColor.
            let fill: Color? = object.members["fillColor"] == .null ? nil : try object["fillColor"]?.color() ?? .black
            return .shape(ShapeContents(
                path: path,
                fillColor: fill,
                fillRule: try object["fillRule"]?.choice(FillRuleName.self).rule ?? .nonZero,
                stroke: try stroke(from: object, path: path)
            ))
        case .ellipse:
            let object = try field.object(known: contentsKeys[.ellipse] ?? [])
            return .shape(ShapeContents(
                path: .ellipse(in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)),
                fillColor: try object["fillColor"]?.color() ?? .black
            ))
        case .text:
            return .text(try text(from: field), bounds: bounds.size)
        case .image:
            let object = try field.object(known: contentsKeys[.image] ?? [])
            return .image(ImageContents(
                source: try existingAssetPath(from: try object.require("source")),
                gravity: try object["gravity"]?.choice(ContentsGravity.self) ?? .resize,
                scale: try object["scale"]?.number(in: 0.01...100) ?? 1
            ))
        case .lottie:
            let object = try field.object(known: contentsKeys[.lottie] ?? [])
            var lottie = LottieContents(source: try lottiePath(from: try object.require("source")))
            if let gravity = object["gravity"] { lottie.gravity = try gravity.choice(ContentsGravity.self) }
            if let begin = object["beginTime"] { lottie.beginTime = try begin.number(in: 0...3600) }
            if let speed = object["speed"] { lottie.speed = try speed.number(in: 0.01...100) }
            if let loop = object["loop"] { lottie.playback = try loop.bool() ? .loop : .once }
            if let from = object["fromProgress"] { lottie.fromProgress = try from.number(in: 0...1) }
            if let to = object["toProgress"] { lottie.toProgress = try to.number(in: 0...1) }
            guard lottie.toProgress > lottie.fromProgress else {
                throw (object["toProgress"] ?? object["fromProgress"] ?? field).error("toProgress (\(format(lottie.toProgress))) must be after fromProgress (\(format(lottie.fromProgress)))")
            }
            return .lottie(lottie)
        case .gradient:
            let object = try field.object(known: contentsKeys[.gradient] ?? [])
            let colorsField = try object.require("colors")
            let colors = try colorsField.elements().map { (f) throws(JSONFileError) in try f.color() }
            guard colors.count >= 2 else { throw colorsField.error("a gradient needs at least 2 colours") }
            var locations = (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
            if let locationsField = object["locations"] {
                locations = try locationsField.elements().map { (f) throws(JSONFileError) in try f.number(in: 0...1) }
                guard locations.count == colors.count else {
                    throw locationsField.error("must have as many entries as colors (\(colors.count)), not \(locations.count)")
                }
                guard zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                    throw locationsField.error("must not decrease")
                }
            }
            return .gradient(GradientContents(
                kind: try object["kind"]?.choice(GradientContents.Kind.self) ?? .axial,
                colors: colors,
                locations: locations,
                startPoint: try object["startPoint"]?.point() ?? Point(x: 0.5, y: 0),
                endPoint: try object["endPoint"]?.point() ?? Point(x: 0.5, y: 1)
            ))
        }
    }

    static func text(from field: Field) throws(JSONFileError) -> TextContents {
        let object = try field.object(known: contentsKeys[.text] ?? [])
        let stringField = try object.require("string")
        var text = TextContents(string: try stringField.string())
        guard text.string.count <= 10_000 else { throw stringField.error("must be at most 10000 characters") }
        if let family = object["fontFamily"] { text.fontFamily = try family.string() }
        if let file = object["fontFile"] { text.fontFile = try existingAssetPath(from: file) }
        if let size = object["fontSize"] {
            text.fontSize = try size.positive()
            guard text.fontSize <= 2000 else { throw size.error("must be at most 2000 points") }
        }
        if let weight = object["weight"] { text.weight = Int(try weight.number(in: 1...1000).rounded()) }
        if let italic = object["italic"] { text.italic = try italic.bool() }
        if let color = object["color"] { text.color = try color.color() }
        if let alignment = object["alignment"] { text.alignment = try alignment.choice(TextContents.Alignment.self) }
        if let spacing = object["lineSpacing"] { text.lineSpacing = try spacing.number(in: -1000...1000) }
        if let multiple = object["lineHeightMultiple"] { text.lineHeightMultiple = try multiple.number(in: 0.1...10) }
        if let spacing = object["letterSpacing"] { text.letterSpacing = try spacing.number(in: -100...1000) }
        if let wraps = object["wraps"] { text.wraps = try wraps.bool() }
        if let lines = object["maxLines"] { text.maxLines = Int(try lines.number(in: 0...1000).rounded()) }
        if let truncation = object["truncation"] { text.truncation = try truncation.choice(TextContents.Truncation.self) }
        return text
    }

    /// A Lottie file named by the scene (as `assetPath`), or one of the
    /// animations built into splashvid (`builtin:NAME`, kept as written).
    static func lottiePath(from field: Field) throws(JSONFileError) -> String {
        let source = try field.string()
        if source.hasPrefix(LottieContents.builtinPrefix) {
            let name = String(source.dropFirst(LottieContents.builtinPrefix.count))
            guard Preset.builtinAnimation(named: name) != nil else {
                let known = EmbeddedPresets.animations.map { LottieContents.builtinPrefix + $0.name }.joined(separator: ", ")
                throw field.error("no built-in animation \"\(source)\"; built in: \(known)")
            }
            return source
        }
        return try existingAssetPath(from: field)
    }

    /// A file the scene draws (`assetPath`), which must be there when the
    /// context says so (`AssetFiles.mustExist`): a missing one is an error
    /// at its field, the path as the scene writes it, rather than at render
    /// time with the resolved path.
    static func existingAssetPath(from field: Field) throws(JSONFileError) -> String {
        let path = try assetPath(from: field)
        guard field.context.assetFiles == .mustExist else { return path }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let written = (try? field.string()) ?? path
            throw field.error("no such file: \(written)\(written.hasPrefix("/") ? "" : " (paths are relative to the scene file's folder)")")
        }
        guard !isDirectory.boolValue else { throw field.error("\((try? field.string()) ?? path) is a folder, not a file") }
        return path
    }

    /// A file named by the scene: absolute, or relative to the scene file.
    static func assetPath(from field: Field) throws(JSONFileError) -> String {
        let source = try field.string()
        guard !source.isEmpty else { throw field.error("must name a file") }
        if source.hasPrefix("/") { return URL(fileURLWithPath: source).standardizedFileURL.path }
        guard let folder = field.context.assetsFolder else {
            throw field.error("a relative path needs a scene file to be relative to")
        }
        return folder.appendingPathComponent(source).standardizedFileURL.path
    }

    enum LineCapName: String, CaseIterable {
        case butt, round, square
        var cap: LineCap { self == .butt ? .butt : self == .round ? .round : .square }
    }

    /// What a `path` animation on this layer must match: its shape's path
    /// and viewBox mapping (nil when the contents are not a shape).
    func shapePathModel(of object: ObjectField, layer: Layer) throws(JSONFileError) -> AnimationReader.ShapePathModel? {
        guard case .shape(let shape)? = layer.contents, let contents = object["contents"] else { return nil }
        // An ellipse is a shape without path data: nothing to animate into.
        guard case .object(let members) = contents.value, members["path"] != nil else { return nil }
        let fields = try contents.object(known: Self.contentsKeys[.shape] ?? [])
        let data = try fields.require("path").string()
        var toBounds = SplashGeometry.AffineTransform.identity
        if let viewBox = try fields["viewBox"]?.rect() {
            toBounds = Self.fit(viewBox, into: Rect(x: 0, y: 0, width: layer.bounds.width, height: layer.bounds.height))
        }
        return AnimationReader.ShapePathModel(path: shape.path, toBounds: toBounds, data: data)
    }

    /// `CACornerMask`'s corners by their Swift names (`.layerMinXMinYCorner`
    /// is the top left on iOS).
    enum CornerName: String, CaseIterable {
        case layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, layerMaxXMaxYCorner
        var corner: CornerMask {
            switch self {
            case .layerMinXMinYCorner: .layerMinXMinYCorner
            case .layerMaxXMinYCorner: .layerMaxXMinYCorner
            case .layerMinXMaxYCorner: .layerMinXMaxYCorner
            case .layerMaxXMaxYCorner: .layerMaxXMaxYCorner
            }
        }
    }

    enum LineJoinName: String, CaseIterable {
        case miter, round, bevel
        var join: LineJoin { self == .miter ? .miter : self == .round ? .round : .bevel }
    }

    static func stroke(from object: ObjectField, path: Path) throws(JSONFileError) -> ShapeStroke? {
        guard let colorField = object["strokeColor"] else {
            for key in ["lineWidth", "lineCap", "lineJoin", "miterLimit", "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"]
            where object.has(key) {
                throw try object.require(key).error("has no effect without a strokeColor")
            }
            return nil
        }
        let style = StrokeStyle(
            width: try object["lineWidth"]?.number(in: 0...10_000) ?? 1,
            cap: try object["lineCap"]?.choice(LineCapName.self).cap ?? .butt,
            join: try object["lineJoin"]?.choice(LineJoinName.self).join ?? .miter,
            miterLimit: try object["miterLimit"]?.number(in: 1...1000) ?? 10,
            dash: try lineDash(from: object)
        )
        return ShapeStroke(color: try colorField.color(), style: style,
                           start: try object["strokeStart"]?.number(in: 0...1) ?? 0,
                           end: try object["strokeEnd"]?.number(in: 0...1) ?? 1)
    }

    /// `lineDashPattern` (painted and unpainted lengths in turn, at most
    /// 64, each 0…10 000, not all 0) and `lineDashPhase`.
    static func lineDash(from object: ObjectField) throws(JSONFileError) -> LineDash? {
        guard let patternField = object["lineDashPattern"] else {
            if let phase = object["lineDashPhase"] { throw phase.error("has no effect without a lineDashPattern") }
            return nil
        }
        let elements = try patternField.elements()
        guard (1...64).contains(elements.count) else {
            throw patternField.error("must list 1 to 64 lengths (painted, unpainted, …), not \(elements.count)")
        }
        let lengths = try elements.map { (f) throws(JSONFileError) in try f.number(in: 0...10_000) }
        guard lengths.contains(where: { $0 > 0 }) else { throw patternField.error("must have a length above 0") }
        return LineDash(lengths: lengths, phase: try object["lineDashPhase"]?.number(in: -1e6...1e6) ?? 0)
    }

    enum FillRuleName: String, CaseIterable {
        case nonZero, evenOdd
        var rule: FillRule { self == .nonZero ? .nonZero : .evenOdd }
    }

    /// SVG's default `preserveAspectRatio="xMidYMid meet"`: the whole
    /// viewBox, scaled uniformly to fit, centred.
    static func fit(_ viewBox: Rect, into target: Rect) -> SplashGeometry.AffineTransform {
        let scale = min(target.width / viewBox.width, target.height / viewBox.height)
        let dx = target.minX + (target.width - viewBox.width * scale) / 2 - viewBox.minX * scale
        let dy = target.minY + (target.height - viewBox.height * scale) / 2 - viewBox.minY * scale
        return SplashGeometry.AffineTransform(scaleX: scale, y: scale).concatenating(SplashGeometry.AffineTransform(translationX: dx, y: dy))
    }
}
