/// How far a continuous ("squircle") corner reaches along each edge, in
/// units of the corner radius: the curvature starts ramping up this far
/// before the corner instead of jumping at `r` as a circular corner does.
public let continuousCornerExtent = 1.528_664_83

/// One corner drawn as segments in corner-local units of the radius:
/// `u` measured back from the corner along the incoming edge, `v` along the
/// outgoing edge. The first entry is where the corner starts.
private struct CornerSegment {
    enum Kind { case line, curve }
    var kind: Kind
    var points: [(u: Double, v: Double)]   // curve: control1, control2, end; line: end
}

/// Apple's continuous corner as published by the reverse-engineered ports
/// (PaintCode's "Drawing code for iOS 7 rounded rectangles",
/// UIBezierPath+ContinuousCorner and its Flutter/Android ports): three cubics
/// with a short line between each two, so the corner is its own mirror image
/// about the diagonal (u ↔ v). Some ports drop the second line in one
/// corner (the last cubic then starts at (0.07491176, 0.63149399) instead of
/// (0.06549600, 0.66993427)), which leaves that corner lopsided; here every
/// corner has both. The last cubic's control points mirror the first's
/// (1.08849323, 0.86840689). The constants are the top-right corner; the
/// other corners are the same table rotated.
private let continuousCorner: (start: (u: Double, v: Double), segments: [CornerSegment]) = (
    start: (continuousCornerExtent, 0),
    segments: [
        CornerSegment(kind: .curve, points: [(1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496_00)]),
        CornerSegment(kind: .line, points: [(0.631_493_99, 0.074_911_00)]),
        CornerSegment(kind: .curve, points: [(0.372_823_92, 0.169_058_99), (0.169_060_13, 0.372_824_01), (0.074_911_76, 0.631_493_99)]),
        CornerSegment(kind: .line, points: [(0.065_496_00, 0.669_934_27)]),
        CornerSegment(kind: .curve, points: [(0, 0.868_406_89), (0, 1.088_493_23), (0, continuousCornerExtent)]),
    ]
)

/// A circular quarter arc as one cubic, in the same corner-local units.
private let circularCorner: (start: (u: Double, v: Double), segments: [CornerSegment]) = (
    start: (1, 0),
    segments: [
        CornerSegment(kind: .curve, points: [(1 - quarterCircleKappa, 0), (0, 1 - quarterCircleKappa), (0, 1)]),
    ]
)

/// How a rounded corner bends: Core Animation's `CALayerCornerCurve`
/// (`layer.cornerCurve`, iOS 13).
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// Quarter circles (Core Animation's default).
    case circular
    /// iOS's continuous corners (the "squircle" of app icons and cards).
    case continuous
}

/// Which corners of a rounded rectangle are rounded: Core Animation's
/// `CACornerMask` (`layer.maskedCorners`, iOS 11), named as there, with
/// iOS's orientation (y grows downwards, so "MinY" is the top).
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// Core Animation's default: every corner.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

extension Path {
    /// A rounded rectangle, clockwise on screen.
    ///
    /// - `.circular` gives quarter-circle corners; the radius is clamped to
    ///   half the shorter side.
    /// - `.continuous` gives iOS's continuous corners, whose curvature
    ///   grows gradually from a point `1.52866483·r` before the corner (see
    ///   `continuousCornerExtent`). The radius is clamped to
    ///   `min(w, h) / 2 / 1.52866483` so the corners never overlap.
    ///
    /// A radius that is zero, negative or NaN gives a plain rectangle.
    /// Corners left out of `corners` stay square (`maskedCorners`); the
    /// radius of the others is clamped as when all are rounded.
    public static func roundedRect(_ rect: Rect, cornerRadius: Double, curve: CornerCurve = .circular,
                                   corners rounded: CornerMask = .all) -> Path {
        let r0 = rect.standardized
        guard cornerRadius > 0, !rounded.isEmpty else { return .rect(r0) }
        let shortSide = min(r0.width, r0.height)
        let corner = curve == .continuous ? continuousCorner : circularCorner
        let limit = shortSide / 2 / corner.start.u
        let r = min(cornerRadius, limit)
        guard r > 0 else { return .rect(r0) }

        // (corner point, incoming edge direction, outgoing edge direction), clockwise
        // on screen starting with the top-right corner.
        let masks: [CornerMask] = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner, .layerMinXMinYCorner]
        let corners: [(Point, Point, Point)] = [
            (Point(x: r0.maxX, y: r0.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: r0.maxX, y: r0.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: r0.minX, y: r0.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r0.minX, y: r0.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        func at(_ uv: (u: Double, v: Double), corner index: Int) -> Point {
            let (c, i, o) = corners[index]
            return Point(x: c.x - i.x * uv.u * r + o.x * uv.v * r,
                         y: c.y - i.y * uv.u * r + o.y * uv.v * r)
        }
        // Start where the top-left corner ends (on the top edge, as Core Graphics
        // starts its rounded rectangles), so every corner is one unbroken run.
        var path = Path()
        path.move(to: rounded.contains(masks[3]) ? at((u: 0, v: corner.start.u), corner: 3) : corners[3].0)
        for index in corners.indices {
            guard rounded.contains(masks[index]) else {
                path.addLine(to: corners[index].0)
                continue
            }
            path.addLine(to: at(corner.start, corner: index))
            for segment in corner.segments {
                switch segment.kind {
                case .line:
                    path.addLine(to: at(segment.points[0], corner: index))
                case .curve:
                    path.addCurve(to: at(segment.points[2], corner: index),
                                  control1: at(segment.points[0], corner: index),
                                  control2: at(segment.points[1], corner: index))
                }
            }
        }
        path.closeSubpath()
        return path
    }
}
