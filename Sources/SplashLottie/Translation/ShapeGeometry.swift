import Foundation
import SplashGeometry

/// The paths of Lottie's parametric shapes, point for point as lottie-web
/// builds them (`ShapePropertyFactory`: `convertRectToPath`,
/// `convertEllToPath`, `convertStarToPath`, `convertPolygonToPath`), so
/// that their starting point and direction, which trim paths measure
/// from, are the players'.
enum ShapeGeometry {
    /// The handle length of a quarter circle's Bézier (lottie-web's
    /// `roundCorner`, 0.5519).
    static let kappa = 0.5519150244935105707435627

    /// A rectangle centred at `center`: clockwise on screen from the top of
    /// its right edge (after the corner), or the other way round.
    static func rectangle(center: Point, size: Size, roundness: Double, reversed: Bool) -> LottieBezier {
        let (cx, cy) = (center.x, center.y)
        let (hw, hh) = (size.width / 2, size.height / 2)
        let round = max(0, min(hw, hh, roundness))
        let handle = round * (1 - kappa)
        // (vertex, out handle, in handle), absolute, as lottie-web's setTripleAt.
        var triples: [(Point, Point, Point)] = []
        func add(_ vx: Double, _ vy: Double, _ ox: Double, _ oy: Double, _ ix: Double, _ iy: Double) {
            triples.append((Point(x: vx, y: vy), Point(x: ox, y: oy), Point(x: ix, y: iy)))
        }
        if !reversed {
            add(cx + hw, cy - hh + round, cx + hw, cy - hh + round, cx + hw, cy - hh + handle)
            add(cx + hw, cy + hh - round, cx + hw, cy + hh - handle, cx + hw, cy + hh - round)
            if round != 0 {
                add(cx + hw - round, cy + hh, cx + hw - round, cy + hh, cx + hw - handle, cy + hh)
                add(cx - hw + round, cy + hh, cx - hw + handle, cy + hh, cx - hw + round, cy + hh)
                add(cx - hw, cy + hh - round, cx - hw, cy + hh - round, cx - hw, cy + hh - handle)
                add(cx - hw, cy - hh + round, cx - hw, cy - hh + handle, cx - hw, cy - hh + round)
                add(cx - hw + round, cy - hh, cx - hw + round, cy - hh, cx - hw + handle, cy - hh)
                add(cx + hw - round, cy - hh, cx + hw - handle, cy - hh, cx + hw - round, cy - hh)
            } else {
                add(cx - hw, cy + hh, cx - hw + handle, cy + hh, cx - hw, cy + hh)
                add(cx - hw, cy - hh, cx - hw, cy - hh + handle, cx - hw, cy - hh)
            }
        } else {
            add(cx + hw, cy - hh + round, cx + hw, cy - hh + handle, cx + hw, cy - hh + round)
            if round != 0 {
                add(cx + hw - round, cy - hh, cx + hw - round, cy - hh, cx + hw - handle, cy - hh)
                add(cx - hw + round, cy - hh, cx - hw + handle, cy - hh, cx - hw + round, cy - hh)
                add(cx - hw, cy - hh + round, cx - hw, cy - hh + round, cx - hw, cy - hh + handle)
                add(cx - hw, cy + hh - round, cx - hw, cy + hh - handle, cx - hw, cy + hh - round)
                add(cx - hw + round, cy + hh, cx - hw + round, cy + hh, cx - hw + handle, cy + hh)
                add(cx + hw - round, cy + hh, cx + hw - handle, cy + hh, cx + hw - round, cy + hh)
                add(cx + hw, cy + hh - round, cx + hw, cy + hh - round, cx + hw, cy + hh - handle)
            } else {
                add(cx - hw, cy - hh, cx - hw + handle, cy - hh, cx - hw, cy - hh)
                add(cx - hw, cy + hh, cx - hw, cy + hh - handle, cx - hw, cy + hh)
                add(cx + hw, cy + hh, cx + hw, cy + hh - handle, cx + hw, cy + hh)
            }
        }
        return bezier(triples)
    }

    /// An ellipse of `size` centred at `center`, from its top, clockwise
    /// on screen (or the other way round).
    static func ellipse(center: Point, size: Size, reversed: Bool) -> LottieBezier {
        let (cx, cy) = (center.x, center.y)
        let (rx, ry) = (size.width / 2, size.height / 2)
        let (kx, ky) = (rx * kappa, ry * kappa)
        var triples: [(Point, Point, Point)] = []
        func add(_ vx: Double, _ vy: Double, _ ox: Double, _ oy: Double, _ ix: Double, _ iy: Double) {
            triples.append((Point(x: vx, y: vy), Point(x: ox, y: oy), Point(x: ix, y: iy)))
        }
        let direction = reversed ? -1.0 : 1.0
        add(cx, cy - ry, cx + direction * kx, cy - ry, cx - direction * kx, cy - ry)
        add(cx + direction * rx, cy, cx + direction * rx, cy + ky, cx + direction * rx, cy - ky)
        add(cx, cy + ry, cx - direction * kx, cy + ry, cx + direction * kx, cy + ry)
        add(cx - direction * rx, cy, cx - direction * rx, cy - ky, cx - direction * rx, cy + ky)
        return bezier(triples)
    }

    /// The most points a star or polygon is drawn with.
    static let maximumPoints = 1000

    /// A star (points alternating between the outer and inner radius) or
    /// a polygon, its first point straight up from the centre turned by
    /// `rotation` degrees; roundness in percent bends each side.
    static func star(_ star: LottieStar, atFrame frame: Double) -> LottieBezier {
        func at(_ value: LottieKeyframes<Double>) -> Double { value.value(atFrame: frame) }
        let center = star.position.value(atFrame: frame)
        let count = Int(min(max(at(star.points).rounded(.down), 0), Double(maximumPoints)))
        let vertexCount = star.isPolygon ? count : count * 2
        guard vertexCount > 0 else { return LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: []) }
        let outer = at(star.outerRadius), inner = at(star.innerRadius)
        let outerRound = at(star.outerRoundness) / 100, innerRound = at(star.innerRoundness) / 100
        let direction = star.reversed ? -1.0 : 1.0
        let angleStep = 2 * Double.pi / Double(vertexCount)
        var angle = -Double.pi / 2 + at(star.rotation) * Double.pi / 180
        var vertices: [Point] = [], ins: [Point] = [], outs: [Point] = []
        for i in 0..<vertexCount {
            let isOuter = star.isPolygon || i % 2 == 0
            let radius = isOuter ? outer : inner
            let roundness = isOuter ? outerRound : innerRound
            let perimeter = star.isPolygon ? 2 * Double.pi * radius / Double(vertexCount * 4)
                : 2 * Double.pi * radius / Double(vertexCount * 2)
            let x = radius * cos(angle), y = radius * sin(angle)
            let length = (x * x + y * y).squareRoot()
            let (ox, oy) = length == 0 ? (0.0, 0.0) : (y / length, -x / length)
            let handle = perimeter * roundness * direction
            vertices.append(Point(x: x + center[0], y: y + center[1]))
            outs.append(Point(x: -ox * handle, y: -oy * handle))
            ins.append(Point(x: ox * handle, y: oy * handle))
            angle += angleStep * direction
        }
        return LottieBezier(closed: true, vertices: vertices, inTangents: ins, outTangents: outs)
    }

    /// A path with its sharp corners (vertices without tangents; not the
    /// ends of an open path) cut and rounded as Lottie's round-corners
    /// modifier does (lottie-web's `RoundCornersModifier`): each becomes
    /// two points on its sides, `radius` from the corner but at most half
    /// the side, joined by a curve whose handles reach 0.5519 of the way
    /// back to the corner.
    static func roundingCorners(of path: LottieBezier, radius: Double) -> LottieBezier {
        let count = path.vertices.count
        guard radius > 0, count > 1 else { return path }
        var vertices: [Point] = [], ins: [Point] = [], outs: [Point] = []
        for i in 0..<count {
            let corner = path.vertices[i]
            let sharp = path.inTangents[i] == .zero && path.outTangents[i] == .zero
            guard sharp, path.closed || (i > 0 && i < count - 1) else {
                vertices.append(corner); ins.append(path.inTangents[i]); outs.append(path.outTangents[i])
                continue
            }
            func cut(toward neighbour: Point) -> (point: Point, handle: Point) {
                let dx = neighbour.x - corner.x, dy = neighbour.y - corner.y
                let distance = (dx * dx + dy * dy).squareRoot()
                let share = distance > 0 ? min(distance / 2, radius) / distance : 0
                let point = Point(x: corner.x + dx * share, y: corner.y + dy * share)
                // The handle reaching back toward the corner.
                return (point, Point(x: (corner.x - point.x) * kappa, y: (corner.y - point.y) * kappa))
            }
            // On the side coming in: straight in, curving out round the corner.
            let before = cut(toward: path.vertices[(i + count - 1) % count])
            vertices.append(before.point); ins.append(.zero); outs.append(before.handle)
            // On the side going out: curving in, straight out.
            let after = cut(toward: path.vertices[(i + 1) % count])
            vertices.append(after.point); ins.append(after.handle); outs.append(.zero)
        }
        return LottieBezier(closed: path.closed, vertices: vertices, inTangents: ins, outTangents: outs)
    }

    /// A closed Bézier from absolute (vertex, out, in) triples.
    private static func bezier(_ triples: [(Point, Point, Point)]) -> LottieBezier {
        LottieBezier(closed: true, vertices: triples.map(\.0),
                     inTangents: triples.map { Point(x: $0.2.x - $0.0.x, y: $0.2.y - $0.0.y) },
                     outTangents: triples.map { Point(x: $0.1.x - $0.0.x, y: $0.1.y - $0.0.y) })
    }
}
