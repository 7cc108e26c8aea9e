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
    /// Dashes (`lineDashPattern`, `lineDashPhase`); nil: a solid line.
    public var dash: LineDash?

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10, dash: LineDash? = nil) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
    }
}

/// A dash pattern, as `CAShapeLayer.lineDashPattern` and `lineDashPhase`
/// (Core Graphics' `setLineDash(phase:lengths:)`): the lengths of the
/// painted and unpainted pieces in turn, in the path's units, starting
/// `phase` into the pattern at the start of each subpath. An odd number of
/// lengths is repeated to make it even (Core Graphics, like SVG, paints
/// [a, b, c] as a on, b off, c on, a off, b on, c off). Each dash is an
/// open piece of line with the stroke's caps.
public struct LineDash: Hashable, Sendable {
    public var lengths: [Double]
    public var phase: Double

    /// `lengths` must be finite and not negative with a positive sum
    /// (readers check it); otherwise the line is drawn solid.
    public init(lengths: [Double], phase: Double = 0) {
        self.lengths = lengths
        self.phase = phase
    }

    /// The lengths with an even count (an odd list repeated once).
    var evenLengths: [Double] { lengths.count % 2 == 1 ? lengths + lengths : lengths }

    /// One period of the pattern: the sum of `evenLengths`.
    var period: Double { evenLengths.reduce(0, +) }

    /// Whether the pattern can be drawn: finite, not negative, a positive period.
    var isDrawable: Bool {
        !lengths.isEmpty && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && period > 0 && period.isFinite && phase.isFinite
    }
}
