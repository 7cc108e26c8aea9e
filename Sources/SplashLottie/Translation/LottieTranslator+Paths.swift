import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

/// A shape layer's path and the animation that moves it.
struct PathGeometry {
    var path: Path
    var animations: [LayerAnimation]
}

extension LottieShapePath {
    /// Whether any of its values changes over time.
    var isAnimated: Bool { !keyframeFrames.isEmpty }

    /// The frames of its keyframes (all its properties'), in order; empty
    /// when nothing is animated.
    var keyframeFrames: [Double] {
        var frames: [Double] = []
        func add<Value>(_ keyframes: LottieKeyframes<Value>) {
            if keyframes.isAnimated { frames += keyframes.keyframes.map(\.frame) }
        }
        switch self {
        case .bezier(let path): add(path)
        case .rectangle(let position, let size, let roundness, _): add(position); add(size); add(roundness)
        case .ellipse(let position, let size, _): add(position); add(size)
        case .star(let star):
            add(star.position); add(star.points); add(star.rotation); add(star.outerRadius); add(star.innerRadius)
            add(star.outerRoundness); add(star.innerRoundness)
        case .rounded(let base, let radius):
            frames += base.keyframeFrames
            add(radius)
        }
        return Array(Set(frames)).sorted()
    }

    /// The path at a frame, as Lottie players build it.
    func bezier(atFrame frame: Double) -> LottieBezier {
        switch self {
        case .bezier(let path):
            return path.value(atFrame: frame)
        case .rectangle(let position, let size, let roundness, let reversed):
            let p = position.value(atFrame: frame), s = size.value(atFrame: frame)
            return ShapeGeometry.rectangle(center: Point(x: p[0], y: p[1]), size: Size(width: s[0], height: s[1]),
                                           roundness: roundness.value(atFrame: frame), reversed: reversed)
        case .ellipse(let position, let size, let reversed):
            let p = position.value(atFrame: frame), s = size.value(atFrame: frame)
            return ShapeGeometry.ellipse(center: Point(x: p[0], y: p[1]), size: Size(width: s[0], height: s[1]), reversed: reversed)
        case .star(let star):
            return ShapeGeometry.star(star, atFrame: frame)
        case .rounded(let base, let radius):
            return ShapeGeometry.roundingCorners(of: base.bezier(atFrame: frame), radius: radius.value(atFrame: frame))
        }
    }
}

extension LottieTranslator {
    /// The most vertices one path may have.
    static let maximumVertices = 100_000

    /// The path of `shapes` drawn together (after the fixed `prefix`), and
    /// an animation of its coordinates when any moves: the keyframes
    /// themselves when the only moving shape is a Lottie path (Lottie and
    /// Core Animation both interpolate paths point by point), otherwise
    /// the path sampled at every frame.
    ///
    /// Its vertices (twice for a `stroked` path) are counted against the
    /// budget, once for every copy drawn, before the path is built; past
    /// the budget or `maximumVertices`, the error is at `at`.
    func pathGeometry(_ shapes: [LottieShapePath], at itemPath: String, stroked: Bool = false, clock: LottieClock,
                      prefix: [LottieBezier] = []) throws(JSONFileError) -> PathGeometry {
        func combined(_ beziers: [LottieBezier]) -> Path {
            var path = Path()
            for bezier in beziers { path.addPath(bezier.path) }
            return path
        }
        let startFrame = shapes.flatMap(\.keyframeFrames).min() ?? 0
        let resting = prefix + shapes.map { $0.bezier(atFrame: startFrame) }
        let vertexCount = resting.reduce(0) { $0 + $1.vertices.count }
        guard vertexCount <= Self.maximumVertices else {
            let name = currentLayer.isEmpty ? "" : "layer \"\(ExpansionError.excerpt(currentLayer))\": "
            throw error(itemPath, "\(name)a shape has \(vertexCount) vertices; at most \(Self.maximumVertices) are drawn")
        }
        // Each Bézier is a move and a curve to each vertex (and back to the first when closed).
        let drawnPoints = resting.reduce(0) { $0 + ($1.vertices.isEmpty ? 0 : $1.vertices.count + ($1.closed ? 1 : 0)) }
        try spend(at: itemPath) { (budget) throws(ExpansionError) in try budget.spend(vertices: drawnPoints, stroked: stroked) }
        let path = combined(resting)
        let moving = shapes.indices.filter { shapes[$0].isAnimated }
        guard !moving.isEmpty else { return PathGeometry(path: path, animations: []) }
        let properties: [AnimatableProperty] = [.pathCoordinate(0)]
        if moving.count == 1, case .bezier(let keyframes) = shapes[moving[0]],
           keyframes.keyframes.allSatisfy({ $0.value.vertices.count == keyframes.first.vertices.count && $0.value.closed == keyframes.first.closed }) {
            let values = keyframes.keyframes.map { keyframe in
                var beziers = resting
                beziers[prefix.count + moving[0]] = keyframe.value
                return AnimationVector(combined(beziers).coordinates)
            }
            guard let animation = keyframeAnimation(keyframes.keyframes, values: values, dimension: 0, clock: clock) else {
                return PathGeometry(path: path, animations: [])
            }
            return PathGeometry(path: path, animations: [LayerAnimation(properties: properties, animation: animation)])
        }
        let frames = Array(Set(moving.flatMap { shapes[$0].keyframeFrames })).sorted()
        let count = path.coordinates.count
        try spendSamples(count / 64)
        let animations = try baked(frames: frames, holds: frames.map { _ in false }, properties, clock: clock) { frame in
            let coordinates = combined(prefix + shapes.map { $0.bezier(atFrame: frame) }).coordinates
            // A star whose point count changes keeps the first frame's
            // structure (its coordinates cut or padded).
            return coordinates.count == count ? coordinates
                : Array(coordinates.prefix(count)) + Array(repeating: 0, count: max(0, count - coordinates.count))
        }
        return PathGeometry(path: path, animations: animations)
    }
}
