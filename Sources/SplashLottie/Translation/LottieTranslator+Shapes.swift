import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

/// A path a fill or stroke paints: the shape, the groups it sits in below
/// the style's own group (outermost first), and the trims applied to it.
struct PaintedPath {
    var shape: LottieShapePath
    var groups: [(path: String, transform: LottieTransform)]
    var trims: [LottieTrim]
    /// Set by merge paths that exclude intersections: filled even-odd.
    var fillRule: FillRule?
}

extension LottieTranslator {
    /// The layers of a shape layer's items (or a group's), bottom first.
    ///
    /// Lottie's rule (After Effects' shape layers): a fill or stroke
    /// paints every path listed before it in its group, subgroups'
    /// included, as the modifiers (trim paths) listed between change them;
    /// it is drawn where it is listed, so what comes first is on top. A
    /// subgroup is drawn where it is listed, with its own transform and
    /// opacity; an outer style's paint of a subgroup's paths goes through
    /// copies of the subgroup's transforms.
    func shapeLayers(_ items: [LottieShapeItem], clock: LottieClock) throws(JSONFileError) -> [Layer] {
        // A repeater repeats what is above it; what is below is drawn under.
        if let index = items.firstIndex(where: { if case .repeater = $0.kind { true } else { false } }),
           case .repeater(let repeater) = items[index].kind {
            // What it repeats is drawn once for each copy: counted so
            // (repeaters inside repeaters multiply), before it is made.
            let outer = budget.multiply(by: Self.copies(of: repeater))
            let repeated: [Layer]
            do {
                defer { budget.restore(copies: outer) }
                repeated = try shapeLayers(Array(items[..<index]), clock: clock)
            }
            let under = try shapeLayers(Array(items[(index + 1)...]), clock: clock)
            guard !repeated.isEmpty else { return under }
            return under + [try replicatorLayer(repeater, at: items[index].path, repeating: repeated, clock: clock)]
        }
        var layers: [Layer] = []
        for index in items.indices.reversed() {
            switch items[index].kind {
            case .style(let style):
                layers += try styleLayers(style, at: items[index].path, paths: paintedPaths(items[..<index]), clock: clock)
            case .group(let children, let transform):
                let inner = try shapeLayers(children, clock: clock)
                guard !inner.isEmpty else { continue }
                try spendLayers(at: items[index].path)
                var group = Layer()
                try apply(transform, to: &group, clock: clock, opacity: true)
                group.sublayers = inner
                layers.append(group)
            case .shape, .trim, .repeater, .roundCorners, .mergePaths:
                break
            }
        }
        return layers
    }

    /// A repeater as a `CAReplicatorLayer`: its bounds centred on the
    /// repeater's anchor, so that `instanceTransform` (applied about that
    /// centre, once more for each copy) turns and scales the copies about
    /// the anchor and moves each by the position; the first copy's
    /// opacity is `instanceColor`'s alpha, and each next one's changes by
    /// `instanceAlphaOffset`, from the start opacity to the end one.
    private func replicatorLayer(_ repeater: LottieRepeater, at path: String, repeating sublayers: [Layer],
                                 clock: LottieClock) throws(JSONFileError) -> Layer {
        try spendLayers(at: path)
        let t = repeater.transform
        let animated = [repeater.copies.isAnimated, repeater.startOpacity.isAnimated, repeater.endOpacity.isAnimated,
                        t.anchor.isAnimated, t.scale.isAnimated, t.rotation.isAnimated, t.opacity.isAnimated]
        if animated.contains(true) || { if case .combined(let p) = t.position { p.isAnimated } else { true } }() {
            compatibility.unsupported("animated repeaters (drawn as at their first keyframe)", at: path)
        }
        if repeater.offset.isAnimated || repeater.offset.first != 0 { compatibility.unsupported("repeater offsets", at: path) }
        if repeater.below { compatibility.unsupported("repeaters drawing each copy below the one before", at: path) }
        let count = Self.copies(of: repeater)
        let anchor = t.anchor.first
        var position = [0.0, 0.0]
        if case .combined(let p) = t.position { position = p.first }
        var replicator = Replicator(instanceCount: count)
        replicator.instanceTransform = LayerTransform(scaleX: t.scale.first[0] / 100, scaleY: t.scale.first[1] / 100,
                                                      rotation: t.rotation.first * .pi / 180,
                                                      translationX: position[0], translationY: position[1])
        let start = Self.unit(repeater.startOpacity.first), end = Self.unit(repeater.endOpacity.first)
        replicator.instanceColor = Color(red: 1, green: 1, blue: 1, alpha: start)
        replicator.instanceAlphaOffset = count > 1 ? (end - start) / Double(count - 1) : 0
        var layer = Layer()
        layer.bounds = Rect(x: anchor[0] - 0.5, y: anchor[1] - 0.5, width: 1, height: 1)
        layer.position = Point(x: anchor[0], y: anchor[1])
        layer.replicator = replicator
        layer.sublayers = sublayers
        return layer
    }

    /// The copies a repeater draws (as at its first keyframe).
    static func copies(of repeater: LottieRepeater) -> Int {
        let copies = repeater.copies.first.rounded()
        return copies.isNaN ? 0 : Int(min(max(copies, 0), Double(maximumRepeaterCopies)))
    }

    /// The paths items paint, each with the trims listed after it.
    private func paintedPaths(_ items: ArraySlice<LottieShapeItem>) -> [PaintedPath] {
        var paths: [PaintedPath] = []
        for item in items {
            switch item.kind {
            case .shape(let shape):
                paths.append(PaintedPath(shape: shape, groups: [], trims: []))
            case .group(let children, let transform):
                for var inner in paintedPaths(children[...]) {
                    inner.groups.insert((item.path, transform), at: 0)
                    paths.append(inner)
                }
            case .trim(let trim):
                for index in paths.indices { paths[index].trims.append(trim) }
            case .roundCorners(let radius):
                for index in paths.indices { paths[index].shape = .rounded(paths[index].shape, radius: radius) }
            case .mergePaths(let excluding):
                // One path from here on: they are drawn together when they
                // share their groups (a fill of paths in several groups is
                // drawn group by group, which merging cannot change).
                for index in paths.indices where excluding { paths[index].fillRule = .evenOdd }
            case .style, .repeater:
                break
            }
        }
        return paths
    }

    /// The layers one fill or stroke draws, bottom first.
    private func styleLayers(_ style: LottieStyle, at path: String, paths: [PaintedPath], clock: LottieClock) throws(JSONFileError) -> [Layer] {
        guard !paths.isEmpty else { return [] }
        // Paths in the same groups are drawn as one path.
        var runs: [[PaintedPath]] = []
        for painted in paths {
            if let last = runs.last?.last, last.groups.map(\.path) == painted.groups.map(\.path),
               last.trims.count == painted.trims.count, last.fillRule == painted.fillRule {
                runs[runs.count - 1].append(painted)
            } else {
                runs.append([painted])
            }
        }
        var layers: [Layer] = []
        for run in runs.reversed() {
            let trim = run[0].trims.first
            if run.contains(where: { $0.trims.count > 1 }) { compatibility.unsupported("trim paths applied twice to one path", at: path) }
            if trim != nil, style.stroke == nil { compatibility.unsupported("trim paths on fills", at: path) }
            // Trimmed "simultaneously", each path is trimmed on its own.
            let units = trim.map { !$0.individually && style.stroke != nil } == true ? run.map { [$0] } : [run]
            for unit in units.reversed() {
                var unitStyle = style
                if let rule = unit.first?.fillRule { unitStyle.fillRule = rule }
                var drawn = try paintLayers(unitStyle, at: path, shapes: unit.map(\.shape), trim: style.stroke == nil ? nil : trim, clock: clock)
                for group in run[0].groups.reversed() {
                    try spendLayers(at: group.path)
                    var holder = Layer()
                    try apply(group.transform, to: &holder, clock: clock, opacity: true)
                    holder.sublayers = drawn
                    drawn = [holder]
                }
                layers += drawn
            }
        }
        return layers
    }

    /// A fill or stroke of `shapes` drawn as one path: a shape layer (two
    /// when a trim wraps round the path's end), or for a gradient a
    /// gradient layer masked by them.
    private func paintLayers(_ style: LottieStyle, at path: String, shapes: [LottieShapePath], trim: LottieTrim?,
                             clock: LottieClock) throws(JSONFileError) -> [Layer] {
        try spendLayers(2, at: path)
        let geometry = try pathGeometry(shapes, at: path, stroked: style.stroke != nil, clock: clock)
        // A gradient paints through the shape drawn in black, as its mask.
        var paint = Color.black
        if case .color(let color) = style.paint { paint = Color(red: color.first[0], green: color.first[1], blue: color.first[2]) }
        var outline: ShapeStroke?
        var shape = Self.plainLayer()
        shape.animations = geometry.animations
        if let stroke = style.stroke {
            let dashes = stroke.dashes.map(\.first)
            if stroke.dashes.contains(where: \.isAnimated) { compatibility.unsupported("animated dash lengths", at: path) }
            let dash = dashes.isEmpty || !(dashes.reduce(0, +) > 0) ? nil : LineDash(lengths: dashes.map { max($0, 0) }, phase: stroke.dashOffset?.first ?? 0)
            outline = ShapeStroke(color: paint, style: StrokeStyle(width: max(stroke.width.first, 0), cap: stroke.cap, join: stroke.join,
                                                                   miterLimit: max(stroke.miterLimit, 1), dash: dash))
            shape.animations += try animations(stroke.width, .lineWidth, clock: clock) { max($0, 0) }
            if let offset = stroke.dashOffset, dash != nil { shape.animations += try animations(offset, .lineDashPhase, clock: clock) }
        }
        shape.contents = .shape(ShapeContents(path: geometry.path, fillColor: outline == nil ? paint : nil, fillRule: style.fillRule,
                                              stroke: outline))
        let fades = try animations(style.opacity, .opacity, clock: clock) { Self.unit($0) }
        // A trim cuts the stroke (into two layers when it wraps round the path's end).
        func cut(_ shape: Layer) throws(JSONFileError) -> [Layer] {
            guard let trim else { return [shape] }
            return try trimmed(shape, trim, clock: clock)
        }
        switch style.paint {
        case .color(let color):
            let property: (Int) -> AnimatableProperty = outline == nil ? { .fillColor(channel: $0) } : { .strokeColor(channel: $0) }
            shape.animations += try animations(color, (0..<3).map(property), clock: clock) { min(max($1, 0), 1) }
            shape.opacity = Self.unit(style.opacity.first)
            shape.animations += fades
            return try cut(shape)
        case .gradient(let gradient):
            let shapes = try cut(shape)
            var layer = try gradientLayer(gradient, at: path, bounds: geometry.path, stroke: style.stroke, clock: clock)
            layer.mask = shapes.count == 1 ? shapes[0] : Self.holder(shapes)
            layer.opacity = Self.unit(style.opacity.first)
            layer.animations += fades
            return [layer]
        }
    }
}
