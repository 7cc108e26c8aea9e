import SplashGeometry

/// A coverage sink that hands its painter each run minus the spans a
/// `SpanSet` excludes: the pieces left of, between and right of
/// them. Only for painters that `splitsExactly`, so the pixels painted are
/// those the whole run would have had.
struct ExcludingSink<Painter: CoverageSink>: CoverageSink {
    var painter: Painter
    let exclusion: SpanSet.View

    static var splitsExactly: Bool { Painter.splitsExactly }

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        SpanSet.forEachPiece(of: x..<(x + count), outside: exclusion.spans(ofRow: y)) { piece in
            painter.blend(y: y, x: piece.lowerBound, count: piece.count, coverage: coverage)
        }
    }
}

extension SpanSet {
    /// Read access without bounds checks or reference counting, for the
    /// duration of a sweep.
    struct View {
        let rows: Range<Int>
        let offsets: UnsafePointer<Int>
        let spans: UnsafePointer<Range<Int>>

        /// Row `y`'s spans (none outside `rows`).
        @inline(__always)
        func spans(ofRow y: Int) -> UnsafeBufferPointer<Range<Int>> {
            guard y >= rows.lowerBound, y < rows.upperBound else { return UnsafeBufferPointer(start: spans, count: 0) }
            let r = y - rows.lowerBound
            return UnsafeBufferPointer(start: spans + offsets[r], count: offsets[r + 1] - offsets[r])
        }
    }

    /// Calls `body` with a view of the spans; nil (without calling it)
    /// when nothing is excluded.
    func withView<R>(_ body: (View) -> R) -> R? {
        offsets.withUnsafeBufferPointer { offsets in
            spans.withUnsafeBufferPointer { spans in
                guard let o = offsets.baseAddress, let s = spans.baseAddress else { return nil }
                return body(View(rows: rows, offsets: o, spans: s))
            }
        }
    }
}

extension CoverageAccumulator {
    /// `sweep`, leaving out the pixels `exclusion` excludes where `Sink`
    /// paints pieces of runs exactly as whole runs.
    mutating func sweep<Sink: CoverageSink>(fillRule: FillRule, opacity: Double, into sink: inout Sink, excluding exclusion: SpanSet?) {
        var painted = false
        if let exclusion, Sink.splitsExactly {
            painted = exclusion.withView { view in
                var excluding = ExcludingSink(painter: sink, exclusion: view)
                sweep(fillRule: fillRule, opacity: opacity, into: &excluding)
                sink = excluding.painter
                return true
            } ?? false
        }
        if !painted { sweep(fillRule: fillRule, opacity: opacity, into: &sink) }
    }
}
