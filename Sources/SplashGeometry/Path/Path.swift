/// A vector outline made of subpaths of lines and Bézier curves: the shape
/// of a logo, a card, a mask. A value type, so a path can be built once and
/// drawn from many threads.
///
/// Every subpath starts with `.move`. Drawing into a path that has no
/// current point (a line as the very first command, or after nothing was
/// moved to) starts a new subpath at the given point instead of being
/// dropped with a console warning as in Core Graphics: scene files are
/// written by hand and a silently missing shape is harder to debug than a
/// slightly different one. After `closeSubpath()` the current point is the
/// subpath's start, so the next line begins a new subpath there (the SVG
/// rule).
///
/// For filling, every subpath is implicitly closed.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    /// Where the next segment starts; `nil` before the first `move`.
    public private(set) var currentPoint: Point?
    /// The first point of the current subpath.
    private var subpathStart: Point?
    /// `true` right after `closeSubpath()`: the next segment needs a `move`.
    private var needsMove = true
    /// A box around every point and control point appended (see
    /// `controlBounds`), kept as the path is built. Not part of the
    /// path's identity: `==` and `hash` leave it out.
    private var box = ControlBox()

    public static func == (a: Path, b: Path) -> Bool {
        a.elements == b.elements && a.currentPoint == b.currentPoint && a.subpathStart == b.subpathStart && a.needsMove == b.needsMove
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
        hasher.combine(currentPoint)
        hasher.combine(subpathStart)
        hasher.combine(needsMove)
    }

    /// A box around every point of the path, its control points included,
    /// so around its whole outline (a curve lies in the hull of its control
    /// points), found without a pass over the elements: what a rasteriser
    /// drawing a band of rows asks to skip a path that cannot reach it.
    /// Never smaller than the outline, possibly larger (a move replaced by
    /// the next one still counts); nil for an empty path.
    public var controlBounds: Rect? {
        elements.isEmpty ? nil : box.rect
    }

    public init() {}

    public init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        if case .move = elements.last {
            elements[elements.count - 1] = .move(to: p)
        } else {
            elements.append(.move(to: p))
        }
        box.add(p)
        currentPoint = p
        subpathStart = p
        needsMove = false
    }

    public mutating func addLine(to p: Point) {
        beginSegment(defaultStart: p)
        elements.append(.line(to: p))
        box.add(p)
        currentPoint = p
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        beginSegment(defaultStart: p)
        elements.append(.quadCurve(to: p, control: control))
        box.add(p)
        box.add(control)
        currentPoint = p
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        beginSegment(defaultStart: p)
        elements.append(.curve(to: p, control1: control1, control2: control2))
        box.add(p)
        box.add(control1)
        box.add(control2)
        currentPoint = p
    }

    /// Closes the current subpath; does nothing when there is none or it is
    /// already closed.
    public mutating func closeSubpath() {
        guard !needsMove, let start = subpathStart else { return }
        elements.append(.close)
        currentPoint = start
        needsMove = true
    }

    /// Appends every subpath of `other`.
    public mutating func addPath(_ other: Path) {
        for element in other.elements { append(element) }
    }

    /// Appends one element through the public builders, so the invariants
    /// (every subpath starts with a move) hold for any input.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    /// The path with every point mapped through `t`.
    public func transformed(by t: AffineTransform) -> Path {
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        for element in elements { result.append(element.transformed(by: t)) }
        return result
    }

    private mutating func beginSegment(defaultStart: Point) {
        guard needsMove else { return }
        move(to: currentPoint ?? defaultStart)
    }
}

/// The smallest and largest coordinates of the points added (any NaN
/// makes the box unknown: `rect` is then nil).
private struct ControlBox: Sendable {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    var unknown = false

    mutating func add(_ p: Point) {
        if p.x.isNaN || p.y.isNaN { unknown = true }
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var rect: Rect? {
        guard !unknown, minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
