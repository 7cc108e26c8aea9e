import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

/// A path a fill or stroke paints: the shape (its JSON path, and the
/// shape as the round corners reaching it make it), the groups it sits in
/// below the style's own group (outermost first), and the trims that
/// reach it, innermost first.
struct PaintedPath {
    var itemPath: String
    var shape: LottieShapePath
    var groups: [(path: String, transform: LottieTransform)]
    var trims: [(trim: LottieTrim, path: String)]
}

/// The modifiers that reach a list of shape items from the lists around
/// it, and what every trim of the shape layer trims.
struct ModifierScope {
    /// Trims and round corners listed after the enclosing groups, in the
    /// order they apply (innermost list first, each list in order).
    var inherited: [LottieShapeItem] = []
    /// Each trim's paths (by the trim's JSON path), in the order lottie-web
    /// measures them when it trims them individually (`m` 2): the order
    /// they are listed, subgroups' where the subgroup is listed.
    var trimmed: [String: TrimmedPaths] = [:]
}

/// The paths one trim trims, in the order listed, and their lengths at the
/// frames asked so far (each path of a trim applied individually needs
/// all of them).
final class TrimmedPaths {
    private(set) var paths: [(itemPath: String, shape: LottieShapePath)] = []
    private var lengths: [Double: [Double]] = [:]
    private var isAnimated = false

    func append(_ itemPath: String, _ shape: LottieShapePath) {
        paths.append((itemPath, shape))
        isAnimated = isAnimated || shape.isAnimated
    }

    func lengths(atFrame frame: Double) -> [Double] {
        let key = isAnimated ? frame : 0
        if let known = lengths[key] { return known }
        let measured = paths.map { $0.shape.bezier(atFrame: frame).length }
        lengths[key] = measured
        return measured
    }
}

extension LottieTranslator {
    /// The layers of a shape layer's items (or a group's), bottom first.
    ///
    /// lottie-web's rule (its `searchShapes`): a fill or stroke paints
    /// every path listed before it in its group, subgroups' included; it is
    /// drawn where it is listed, so what comes first is on top. A modifier
    /// (trim paths, round corners) changes every path listed before it in
    /// its group, subgroups' included, wherever the styles that paint them
    /// are: a trim listed after a group trims the group's paths for the
    /// group's own strokes. The modifiers reaching a path apply innermost
    /// list first. A subgroup is drawn where it is listed, with its own
    /// transform and opacity; an outer style's paint of a subgroup's paths
    /// goes through copies of the subgroup's transforms.
    func shapeLayers(_ items: [LottieShapeItem], clock: LottieClock) throws(JSONFileError) -> [Layer] {
        try shapeLayers(items, clock: clock, scope: modifierScope(items))
    }

    private func shapeLayers(_ items: [LottieShapeItem], clock: LottieClock, scope: ModifierScope) throws(JSONFileError) -> [Layer] {
        // A repeater repeats what is above it; what is below is drawn under.
        if let index = items.firstIndex(where: { if case .repeater = $0.kind { true } else { false } }),
           case .repeater(let repeater) = items[index].kind {
            // What it repeats is drawn once for each copy: counted so
            // (repeaters inside repeaters multiply), before it is made.
            let outer = budget.multiply(by: Self.copies(of: repeater))
            let repeated: [Layer]
            do {
                defer { budget.restore(copies: outer) }
                // The modifiers after the repeater change its copies.
                var inner = scope
                inner.inherited = Self.modifiers(after: items[...])(index) + scope.inherited
                repeated = try shapeLayers(Array(items[..<index]), clock: clock, scope: inner)
            }
            if items[(index + 1)...].contains(where: { if case .style = $0.kind { true } else { false } }),
               !paintedPaths(items[..<index], reachedBy: []).isEmpty {
                compatibility.unsupported("fills and strokes listed after a repeater (they do not paint its copies)", at: items[index].path,
                                          plural: true)
            }
            let under = try shapeLayers(Array(items[(index + 1)...]), clock: clock, scope: scope)
            guard !repeated.isEmpty else { return under }
            return under + [try replicatorLayer(repeater, at: items[index].path, repeating: repeated, clock: clock)]
        }
        var layers: [Layer] = []
        let after = Self.modifiers(after: items[...])
        for index in items.indices.reversed() {
            switch items[index].kind {
            case .style(let style):
                let paths = paintedPaths(items[..<index], reachedBy: after(index) + scope.inherited)
                layers += try styleLayers(style, at: items[index].path, paths: paths, scope: scope, clock: clock)
            case .group(let children, let transform):
                var childScope = scope
                childScope.inherited = after(index) + scope.inherited
                let inner = try shapeLayers(children, clock: clock, scope: childScope)
                guard !inner.isEmpty else { continue }
                try spendLayers(at: items[index].path)
                var group = Layer()
                try apply(transform, to: &group, clock: clock, opacity: true)
                group.sublayers = inner
                layers.append(group)
            case .shape, .trim, .repeater, .roundCorners:
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

    /// For a position of `items`, the trims and round corners listed after
    /// it, in order: the modifiers whose reach crosses into what is listed
    /// before them, groups included.
    static func modifiers(after items: ArraySlice<LottieShapeItem>) -> (Int) -> [LottieShapeItem] {
        let positions = items.indices.filter { position in
            switch items[position].kind {
            case .trim, .roundCorners: true
            case .group, .shape, .style, .repeater: false
            }
        }
        return { position in
            var low = 0, high = positions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] > position { high = middle } else { low = middle + 1 }
            }
            return positions[low...].map { items[$0] }
        }
    }

    /// The paths `items` list (subgroups' included, in the order listed),
    /// each changed by the trims and round corners listed after it in its
    /// own list and in the lists around it (`tail`: those after `items`).
    private func paintedPaths(_ items: ArraySlice<LottieShapeItem>, reachedBy tail: [LottieShapeItem]) -> [PaintedPath] {
        var paths: [PaintedPath] = []
        let after = Self.modifiers(after: items)
        func reaching(_ position: Int) -> [LottieShapeItem] { after(position) + tail }
        for position in items.indices {
            let item = items[position]
            switch item.kind {
            case .shape(let shape):
                var painted = PaintedPath(itemPath: item.path, shape: shape, groups: [], trims: [])
                for modifier in reaching(position) {
                    switch modifier.kind {
                    case .trim(let trim): painted.trims.append((trim, modifier.path))
                    case .roundCorners(let radius): painted.shape = .rounded(painted.shape, radius: radius)
                    default: break
                    }
                }
                paths.append(painted)
            case .group(let children, let transform):
                for var inner in paintedPaths(children[...], reachedBy: reaching(position)) {
                    inner.groups.insert((item.path, transform), at: 0)
                    paths.append(inner)
                }
            case .trim, .roundCorners, .style, .repeater:
                break
            }
        }
        return paths
    }

    /// What each trim of a shape layer's `items` trims, for trims applied
    /// individually; reports the orders of modifiers not drawn as listed.
    private func modifierScope(_ items: [LottieShapeItem]) -> ModifierScope {
        var scope = ModifierScope()
        for painted in paintedPaths(items[...], reachedBy: []) {
            for trim in painted.trims {
                let paths = scope.trimmed[trim.path] ?? TrimmedPaths()
                paths.append(painted.itemPath, painted.shape)
                scope.trimmed[trim.path] = paths
            }
        }
        // Round corners after a trim round the trimmed path in lottie-web;
        // here the whole path is rounded, then trimmed.
        // `overCopies`: the modifiers that reach the items across a
        // repeater (listed after one that repeats them), which in
        // lottie-web see each copy as a path of its own.
        func check(_ items: [LottieShapeItem], tail: [LottieShapeItem], overCopies: [LottieShapeItem]) {
            let after = Self.modifiers(after: items[...])
            // The nearest repeater of more than one copy listed after each position.
            var repeaters = [Int?](repeating: nil, count: items.count)
            var next: Int?
            for position in items.indices.reversed() {
                repeaters[position] = next
                if case .repeater(let repeater) = items[position].kind, Self.copies(of: repeater) > 1 { next = position }
            }
            for (position, item) in items.enumerated() {
                let reaching = after(position) + tail
                var across = overCopies
                if let repeater = repeaters[position] { across += after(repeater) + tail }
                switch item.kind {
                case .shape:
                    if let trim = reaching.firstIndex(where: { if case .trim = $0.kind { true } else { false } }),
                       let round = reaching[(trim + 1)...].first(where: { if case .roundCorners = $0.kind { true } else { false } }) {
                        compatibility.unsupported("round corners listed after trim paths (the path is rounded, then trimmed)", at: round.path,
                                                  plural: true)
                    }
                    if let trim = across.first(where: { if case .trim(let t) = $0.kind { t.individually } else { false } }) {
                        compatibility.unsupported("trim paths applied individually to a repeater's copies (each copy is trimmed alike)",
                                                  at: trim.path, plural: true)
                    }
                case .group(let children, _):
                    check(children, tail: reaching, overCopies: across)
                default:
                    break
                }
            }
        }
        check(items, tail: [], overCopies: [])
        return scope
    }

    /// The layers one fill or stroke draws, bottom first.
    private func styleLayers(_ style: LottieStyle, at path: String, paths: [PaintedPath], scope: ModifierScope,
                             clock: LottieClock) throws(JSONFileError) -> [Layer] {
        guard !paths.isEmpty else { return [] }
        // Paths in the same groups are drawn as one path.
        var runs: [[PaintedPath]] = []
        for painted in paths {
            if let last = runs.last?.last, last.groups.map(\.path) == painted.groups.map(\.path),
               last.trims.count == painted.trims.count {
                runs[runs.count - 1].append(painted)
            } else {
                runs.append([painted])
            }
        }
        var layers: [Layer] = []
        for run in runs.reversed() {
            let isTrimmed = !run[0].trims.isEmpty
            if run.contains(where: { painted in painted.trims.dropFirst().contains { (scope.trimmed[$0.path]?.paths.count ?? 0) > 1 && $0.trim.individually } }) {
                compatibility.unsupported("trim paths applied individually to several paths after another trim (each path is trimmed on its own)",
                                          at: path, plural: true)
            }
            // A trimmed stroke is drawn path by path, each cut as its trim
            // cuts it (on its own, or as a part of the trim's paths).
            let units = isTrimmed && style.stroke != nil ? run.map { [$0] } : [run]
            for unit in units.reversed() {
                let unitStyle = style
                // Every trim that reaches each path, the first listed first.
                let cuts = unit.map { painted in
                    painted.trims.enumerated().map { position, trim in
                        let paths = scope.trimmed[trim.path] ?? TrimmedPaths()
                        var cut = PathTrim(trim: trim.trim, paths: paths, index: paths.paths.firstIndex { $0.itemPath == painted.itemPath } ?? 0)
                        // After another trim, this one trims the pieces it left.
                        if position > 0 { cut.trim.individually = false }
                        return cut
                    }
                }
                var drawn = try paintLayers(unitStyle, at: path, shapes: unit.map(\.shape), trims: cuts, clock: clock)
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
    /// `trims`: each shape's trims (a stroke draws one shape at a time
    /// when trimmed; a fill fills the trimmed pieces, `trimmedFillGeometry`).
    private func paintLayers(_ style: LottieStyle, at path: String, shapes: [LottieShapePath], trims shapeTrims: [[PathTrim]],
                             clock: LottieClock) throws(JSONFileError) -> [Layer] {
        try spendLayers(2, at: path)
        let isTrimmedFill = style.stroke == nil && shapeTrims.contains { !$0.isEmpty }
        let trims = style.stroke != nil && shapes.count == 1 ? shapeTrims[0] : []
        let geometry = isTrimmedFill
            ? try trimmedFillGeometry(shapes, cuts: shapeTrims, at: path, clock: clock)
            : try pathGeometry(shapes, at: path, stroked: style.stroke != nil, clock: clock)
        // A gradient paints through the shape drawn in black, as its mask.
        var paint = Color.black
        if case .color(let color) = style.paint { paint = filtered(Color(red: color.first[0], green: color.first[1], blue: color.first[2])) }
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
        // Trims cut the stroke (into two layers when one wraps round the
        // path's end, more when a second cuts what the first left).
        func cut(_ shape: Layer) throws(JSONFileError) -> [Layer] {
            guard !trims.isEmpty else { return [shape] }
            return try trimmed(shape, trims, clock: clock)
        }
        switch style.paint {
        case .color(let color):
            let property: (Int) -> AnimatableProperty = outline == nil ? { .fillColor(channel: $0) } : { .strokeColor(channel: $0) }
            let recolored = colorEffects.isEmpty ? color : color.map { filtered(rgb: $0) }
            shape.animations += try animations(recolored, (0..<3).map(property), clock: clock) { min(max($1, 0), 1) }
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
