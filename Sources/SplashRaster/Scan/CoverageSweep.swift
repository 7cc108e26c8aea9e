import SplashGeometry

/// Receives the coverage of a fill, one run of equally covered pixels at a
/// time. Implemented by the span painters; generic (not an existential or a
/// closure) so the compiler specialises the sweep for each painter and the
/// per-run call is inlined.
protocol CoverageSink {
    /// Pixels `x ..< x + count` of row `y` are covered by `coverage`
    /// (1...255, the fill's opacity already applied).
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32)

    /// Whether every pixel gets the same value when a run is painted in
    /// pieces as when it is painted whole (no value depends on where the
    /// run starts), so a `SpanSet` may cut runs. False unless a
    /// painter says so.
    static var splitsExactly: Bool { get }
}

extension CoverageSink {
    static var splitsExactly: Bool { false }
}

extension CoverageAccumulator {
    /// Sorts the cells and converts them, row by row, into runs of constant
    /// coverage handed to `sink`. Only rows with cells are visited, so the
    /// cost is bounded by the path's clipped bounding box and outline, and a
    /// run between two cells (the inside of a shape) is one call.
    ///
    /// `opacity` (0...1) scales the coverage before it is quantised, so a
    /// faded shape is rounded once, not twice.
    mutating func sweep<Sink: CoverageSink>(fillRule: FillRule, opacity: Double, into sink: inout Sink) {
        sortCells()
        let scale = 255 * opacity
        let width = self.width
        @inline(__always) func quantize(_ accumulated: Double) -> UInt32 {
            UInt32(min(255, fillRule.coverage(accumulated) * scale + 0.5))
        }
        cells.withUnsafeBufferPointer { c in
            let n = c.count
            var i = 0
            while i < n {
                let y = c[i].y
                var accumulated = 0.0
                while true {
                    let key = c[i].key
                    let x = c[i].x
                    var cover = c[i].cover
                    var area = c[i].area
                    i += 1
                    while i < n && c[i].key == key {
                        cover += c[i].cover
                        area += c[i].area
                        i += 1
                    }
                    let pixel = quantize(accumulated + area)
                    if pixel > 0 { sink.blend(y: y, x: x, count: 1, coverage: pixel) }
                    accumulated += cover
                    let rowContinues = i < n && c[i].y == y
                    let nextX = rowContinues ? c[i].x : width
                    if nextX > x + 1 {
                        let run = quantize(accumulated)
                        if run > 0 { sink.blend(y: y, x: x + 1, count: nextX - x - 1, coverage: run) }
                    }
                    if !rowContinues { break }
                }
            }
        }
    }
}
