/// A set of pixels of a picture, as sorted spans of columns per row. Its
/// use: the pixels fills may leave unpainted (`Pixmap.fill(…, excluding:)`)
/// because painting them cannot change the finished picture:
///
/// * **occlusion**: an opaque layer drawn later replaces them entirely
///   (an app window, opaque inside a logo-shaped mask, over the launch
///   screen: nothing under the logo's inside shows);
/// * **a group's mask**: where the mask is 0 the group's offscreen is
///   never read (`Pixmap.composite` scales it by 0).
///
/// A fill given an exclusion (`Pixmap.fill(…, excluding:)`) paints each
/// run of coverage minus the excluded spans, where its painter gives every
/// pixel the same value whether a run is painted whole or in pieces
/// (`CoverageSink.splitsExactly`); other painters ignore it. The pixels it
/// does paint are bit for bit those of a fill without it.
///
/// Rows outside `rows` have nothing excluded. Spans within a row are
/// sorted, disjoint and not adjacent.
public struct SpanSet: Sendable, Equatable {
    /// The picture rows described.
    public let rows: Range<Int>
    /// `spans[offsets[r] ..< offsets[r + 1]]` are row `rows.lowerBound + r`'s.
    let offsets: [Int]
    let spans: [Range<Int>]

    /// Row by row, from `spansOfRow` (any order, may overlap or touch:
    /// they are sorted and merged here).
    public init(rows: Range<Int>, spansOfRow: (Int) -> [Range<Int>]) {
        var builder = Builder(rows: rows)
        for y in rows {
            for span in spansOfRow(y).filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                builder.add(span)
            }
            builder.endRow()
        }
        self = builder.finished
    }

    /// Whether no pixel is excluded.
    public var isEmpty: Bool { spans.isEmpty }

    /// The excluded spans of picture row `y`.
    public func spans(ofRow y: Int) -> ArraySlice<Range<Int>> {
        guard rows.contains(y) else { return [] }
        let r = y - rows.lowerBound
        return spans[offsets[r]..<offsets[r + 1]]
    }

    /// The pixels either excludes.
    public func union(_ other: SpanSet) -> SpanSet {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let lower = Swift.min(rows.lowerBound, other.rows.lowerBound), upper = Swift.max(rows.upperBound, other.rows.upperBound)
        var builder = Builder(rows: lower..<upper)
        for y in lower..<upper {
            var a = spans(ofRow: y)[...], b = other.spans(ofRow: y)[...]
            while let next = Self.popLower(&a, &b) { builder.add(next) }
            builder.endRow()
        }
        return builder.finished
    }

    /// Within `columns`, the pixels of `rows` this does not exclude.
    public func complement(within columns: Range<Int>) -> SpanSet {
        var builder = Builder(rows: rows)
        for y in rows {
            Self.forEachPiece(of: columns, outside: spans(ofRow: y)) { builder.add($0) }
            builder.endRow()
        }
        return builder.finished
    }

    /// Calls `body` with the pieces of `columns` that `spans` (one row's:
    /// sorted, disjoint) leave, left to right, none empty. What a fill,
    /// a composite and `complement` each walk a row with.
    @inline(__always)
    static func forEachPiece<Spans: Collection<Range<Int>>>(of columns: Range<Int>, outside spans: Spans,
                                                           _ body: (Range<Int>) -> Void) {
        var start = columns.lowerBound
        for span in spans where span.upperBound > start {
            if span.lowerBound >= columns.upperBound { break }
            if span.lowerBound > start { body(start..<span.lowerBound) }
            start = span.upperBound
        }
        if start < columns.upperBound { body(start..<columns.upperBound) }
    }

    /// The same pixels moved by (`dx`, `dy`).
    public func translated(dx: Int, dy: Int) -> SpanSet {
        SpanSet(rows: (rows.lowerBound + dy)..<(rows.upperBound + dy), offsets: offsets,
                      spans: spans.map { ($0.lowerBound + dx)..<($0.upperBound + dx) })
    }

    private static func popLower(_ a: inout ArraySlice<Range<Int>>, _ b: inout ArraySlice<Range<Int>>) -> Range<Int>? {
        switch (a.first, b.first) {
        case let (x?, y?): return x.lowerBound <= y.lowerBound ? a.popFirst() : b.popFirst()
        case (_?, nil): return a.popFirst()
        case (nil, _?): return b.popFirst()
        case (nil, nil): return nil
        }
    }

    /// Collects spans row by row, rows in ascending order and within a row
    /// in ascending order of their starts, merging overlapping and
    /// touching ones. Rows skipped have no spans.
    struct Builder {
        let rows: Range<Int>
        private var offsets: [Int] = [0]
        private var spans: [Range<Int>] = []

        init(rows: Range<Int>) {
            self.rows = rows
            offsets.reserveCapacity(rows.count + 1)
        }

        /// The row spans are added to now.
        private var row: Int { rows.lowerBound + offsets.count - 1 }

        /// Adds a span to the current row.
        mutating func add(_ span: Range<Int>) {
            guard !span.isEmpty else { return }
            if spans.count > offsets[offsets.count - 1], let last = spans.last, span.lowerBound <= last.upperBound {
                spans[spans.count - 1] = last.lowerBound..<Swift.max(last.upperBound, span.upperBound)
            } else {
                spans.append(span)
            }
        }

        /// Adds a span to row `y` (not above the current row; rows outside
        /// `rows` are ignored).
        @inline(__always)
        mutating func add(row y: Int, _ span: Range<Int>) {
            guard y < rows.upperBound, y >= row else { return }
            while row < y { endRow() }
            add(span)
        }

        /// Closes the current row.
        mutating func endRow() {
            offsets.append(spans.count)
        }

        /// The spans, every row of `rows` closed.
        var finished: SpanSet {
            var builder = self
            while builder.offsets.count < rows.count + 1 { builder.endRow() }
            return SpanSet(rows: rows, offsets: builder.offsets, spans: builder.spans)
        }
    }

    private init(rows: Range<Int>, offsets: [Int], spans: [Range<Int>]) {
        self.rows = rows
        self.offsets = offsets
        self.spans = spans
    }
}
