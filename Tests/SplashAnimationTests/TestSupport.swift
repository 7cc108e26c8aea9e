import Foundation
import Testing

/// Expects `actual` within `tolerance` of `expected`, naming both on failure.
func expectClose(
    _ actual: Double?, _ expected: Double, tolerance: Double = 1e-9,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("got nil, expected \(expected)\(comment.map { " — \($0)" } ?? "")", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= tolerance, "\(actual) vs \(expected)\(comment.map { " — \($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// An independent cubic Bézier evaluator for checking `TimingFunction`:
/// the textbook Bernstein form solved by plain bisection on the curve
/// parameter (the implementation uses the power basis and Newton first).
enum ReferenceBezier {
    static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    /// y at time x for the curve (0,0) (x1,y1) (x2,y2) (1,1).
    static func value(at x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
