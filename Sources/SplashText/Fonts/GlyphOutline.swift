import CText
import SplashGeometry

/// Turns a FreeType outline into a `Path` through `FT_Outline_Decompose`.
enum GlyphOutline {
    /// The outline as a path with y pointing down (FreeType's y points up),
    /// coordinates unchanged otherwise (26.6 units of whatever size the
    /// glyph was loaded at).
    ///
    /// Outer contours all come out in one direction (PostScript's): fonts
    /// differ (TrueType and many CFF fonts draw them clockwise, others
    /// counter-clockwise), and under the non-zero rule two glyphs of
    /// opposite direction that overlap (a fallback glyph tucked under a
    /// kerned Latin one) would cancel to a hole instead of adding up. The
    /// reversal is done here, on the decomposed segments, because
    /// `FT_Outline_Reverse` can leave a cubic control point first in a
    /// contour, which `FT_Outline_Decompose` then rejects.
    static func path(of outline: inout FT_Outline) -> Path? {
        let reverse = FT_Outline_Get_Orientation(&outline) == FT_ORIENTATION_TRUETYPE
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return 1 }
                OutlineSink.from(user).contours.append(Contour(start: OutlineSink.point(to.pointee)))
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return 1 }
                return OutlineSink.from(user).add(.line(to: OutlineSink.point(to.pointee)))
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return 1 }
                return OutlineSink.from(user).add(.quadCurve(to: OutlineSink.point(to.pointee),
                                                             control: OutlineSink.point(control.pointee)))
            },
            cubic_to: { control1, control2, to, user in
                guard let control1, let control2, let to, let user else { return 1 }
                return OutlineSink.from(user).add(.curve(to: OutlineSink.point(to.pointee),
                                                         control1: OutlineSink.point(control1.pointee),
                                                         control2: OutlineSink.point(control2.pointee)))
            },
            shift: 0,
            delta: 0
        )
        let sink = OutlineSink()
        let status = withExtendedLifetime(sink) {
            FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == 0 else { return nil }
        var path = Path()
        for contour in sink.contours {
            (reverse ? contour.reversed() : contour).append(to: &path)
        }
        return path
    }
}

/// One closed contour: a start point and the segments from it.
private struct Contour {
    var start: Point
    var segments: [PathElement] = []

    func append(to path: inout Path) {
        guard !segments.isEmpty else { return }
        path.move(to: start)
        for segment in segments { path.append(segment) }
        path.closeSubpath()
    }

    /// The same contour drawn the other way round: from the last point
    /// back to the start, each segment with its control points swapped.
    func reversed() -> Contour {
        var points = [start]
        for segment in segments { points.append(segment.endPoint ?? start) }
        var result = Contour(start: points[points.count - 1])
        for (i, segment) in segments.enumerated().reversed() {
            let to = points[i]
            switch segment {
            case .quadCurve(_, let control): result.segments.append(.quadCurve(to: to, control: control))
            case .curve(_, let control1, let control2): result.segments.append(.curve(to: to, control1: control2, control2: control1))
            default: result.segments.append(.line(to: to))
            }
        }
        return result
    }
}

private extension PathElement {
    var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .close: nil
        }
    }
}

/// The contours being built, reached from the C callbacks through `user`
/// (the callbacks cannot capture Swift context).
private final class OutlineSink {
    var contours: [Contour] = []

    static func from(_ user: UnsafeMutableRawPointer) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(user).takeUnretainedValue()
    }

    /// Adds a segment to the current contour; FreeType always starts a
    /// contour with `move_to`, so a segment without one is an error.
    func add(_ segment: PathElement) -> Int32 {
        guard !contours.isEmpty else { return 1 }
        contours[contours.count - 1].segments.append(segment)
        return 0
    }

    static func point(_ v: FT_Vector) -> Point {
        Point(x: Double(v.x), y: -Double(v.y))
    }
}
