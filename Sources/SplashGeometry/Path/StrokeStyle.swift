/// How the ends of an open subpath are drawn (`CAShapeLayer.lineCap`).
public enum LineCap: Sendable, Hashable, CaseIterable {
    /// The stroke ends exactly at the end point.
    case butt
    /// A half circle of the stroke's width around the end point.
    case round
    /// The stroke continues half its width past the end point.
    case square
}

/// How two segments meet at a corner (`CAShapeLayer.lineJoin`).
public enum LineJoin: Sendable, Hashable, CaseIterable {
    /// The outer edges are extended until they meet, unless that point lies
    /// further than `miterLimit × width / 2` from the corner, in which case
    /// the corner is bevelled (the Core Graphics rule).
    case miter
    /// A circular arc of half the stroke's width around the corner.
    case round
    /// The outer corners of the two segments joined by a straight line.
    case bevel
}

/// The shape of a stroke, with Core Graphics' defaults: butt caps, miter
/// joins, miter limit 10.
///
/// `width` is in the stroked path's own coordinates, like the path: the
/// stroke is built there and transformed with it, so a layer scaled 2× in x
/// gets borders twice as thick on its left and right sides, as on iOS.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The longest miter allowed, as a multiple of the width (a ratio of
    /// 1/sin(α/2) for corner angle α). Core Graphics' default, 10, bevels
    /// corners sharper than about 11.5°.
    public var miterLimit: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
