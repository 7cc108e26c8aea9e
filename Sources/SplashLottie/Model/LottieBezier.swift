import SplashGeometry

/// A Lottie path value (`{"c": closed, "v": vertices, "i": in tangents,
/// "o": out tangents}`): tangents are relative to their vertex; the
/// segment from vertex j to j + 1 is the cubic v[j], v[j] + o[j],
/// v[j+1] + i[j+1], v[j+1], and a closed path adds the one back to v[0].
struct LottieBezier: Sendable, Hashable {
    var closed: Bool
    var vertices: [Point]
    var inTangents: [Point]
    var outTangents: [Point]

    /// The path, always as curves (so two values with the same vertex
    /// count have the same elements and can be interpolated coordinate by
    /// coordinate, as a Core Animation `path` animation does).
    var path: Path {
        var path = Path()
        guard let first = vertices.first else { return path }
        path.move(to: first)
        let count = vertices.count
        let segments = closed ? count : count - 1
        for j in 0..<max(segments, 0) {
            let next = (j + 1) % count
            path.addCurve(to: vertices[next],
                          control1: vertices[j] + outTangents[j],
                          control2: vertices[next] + inTangents[next])
        }
        if closed { path.closeSubpath() }
        return path
    }

    /// The vertex-by-vertex interpolation Lottie does between two path
    /// keyframes (same vertex count).
    static func interpolate(_ a: LottieBezier, _ b: LottieBezier, fraction: Double) -> LottieBezier {
        guard a.vertices.count == b.vertices.count else { return fraction < 1 ? a : b }
        func mix(_ p: [Point], _ q: [Point]) -> [Point] {
            zip(p, q).map { Point(x: $0.x + ($1.x - $0.x) * fraction, y: $0.y + ($1.y - $0.y) * fraction) }
        }
        return LottieBezier(closed: a.closed, vertices: mix(a.vertices, b.vertices),
                            inTangents: mix(a.inTangents, b.inTangents), outTangents: mix(a.outTangents, b.outTangents))
    }
}

extension Point {
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}
