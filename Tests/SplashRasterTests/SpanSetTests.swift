import Testing
@testable import SplashRaster
import SplashTestSupport

@Suite("Span exclusions (sets of pixels as spans per row)", .eachKernelLevel)
struct SpanSetTests {
    /// The pixels of `exclusion` in `columns`, as a set per row: the oracle
    /// the span arithmetic is checked against.
    static func pixels(_ exclusion: SpanSet, rows: Range<Int>, columns: Range<Int>) -> [Int: Set<Int>] {
        var result: [Int: Set<Int>] = [:]
        for y in rows {
            var set = Set<Int>()
            for span in exclusion.spans(ofRow: y) { set.formUnion(span.clamped(to: columns)) }
            result[y] = set
        }
        return result
    }

    /// Random spans (overlapping, touching, empty, out of order) for rows `rows`.
    static func random(_ random: inout SeededRandom, rows: Range<Int>) -> SpanSet {
        var table: [Int: [Range<Int>]] = [:]
        for y in rows {
            table[y] = (0..<random.int(0...5)).map { _ in
                let start = random.int(-5...40)
                return start..<(start + random.int(0...12))
            }
        }
        return SpanSet(rows: rows) { table[$0] ?? [] }
    }

    @Test func spansAreSortedMergedAndOnlyInTheirRows() {
        let exclusion = SpanSet(rows: 3..<6) { y in
            switch y {
            case 3: return [10..<12, 2..<5, 4..<8, 8..<9, 20..<20]
            case 5: return [7..<9]
            default: return []
            }
        }
        #expect(Array(exclusion.spans(ofRow: 3)) == [2..<9, 10..<12])
        #expect(exclusion.spans(ofRow: 4).isEmpty)
        #expect(Array(exclusion.spans(ofRow: 5)) == [7..<9])
        #expect(exclusion.spans(ofRow: 2).isEmpty && exclusion.spans(ofRow: 6).isEmpty)
        #expect(!exclusion.isEmpty)
        #expect(SpanSet(rows: 0..<4) { _ in [5..<5] }.isEmpty)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func unionComplementAndTranslationMatchSetArithmetic(seed: UInt32) {
        var rng = SeededRandom(state: seed)
        let rowsA = rng.int(-3...4)..<rng.int(5...14), rowsB = rng.int(-2...8)..<rng.int(9...16)
        let a = Self.random(&rng, rows: rowsA), b = Self.random(&rng, rows: rowsB)
        let rows = -6..<20, columns = -10..<60
        let pa = Self.pixels(a, rows: rows, columns: columns), pb = Self.pixels(b, rows: rows, columns: columns)

        let union = Self.pixels(a.union(b), rows: rows, columns: columns)
        for y in rows { #expect(union[y] == pa[y]!.union(pb[y]!), "row \(y) of the union") }

        let within = 0..<30
        let complement = a.complement(within: within)
        #expect(complement.rows == a.rows)
        let pc = Self.pixels(complement, rows: rows, columns: columns)
        for y in rows {
            let expected = a.rows.contains(y) ? Set(within).subtracting(pa[y]!) : []
            #expect(pc[y] == expected, "row \(y) of the complement")
        }

        let (dx, dy) = (rng.int(-7...7), rng.int(-4...4))
        let moved = Self.pixels(a.translated(dx: dx, dy: dy), rows: rows, columns: columns)
        for y in rows {
            let source = Set((pa[y - dy] ?? []).map { $0 + dx }).filter(columns.contains)
            // Rows that move in from outside the oracle's window hold pixels it did not collect.
            if rows.contains(y - dy) { #expect(moved[y] == source, "row \(y) moved by (\(dx), \(dy))") }
        }

        // Spans stay sorted, disjoint and not adjacent, which the sink that splits runs relies on.
        for result in [a, b, a.union(b), complement] {
            for y in result.rows {
                let spans = Array(result.spans(ofRow: y))
                #expect(spans.allSatisfy { !$0.isEmpty })
                #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
            }
        }
    }

    @Test func builderSkipsRowsAndIgnoresRowsOutsideItsRange() {
        var builder = SpanSet.Builder(rows: 10..<15)
        builder.add(row: 9, 0..<4)      // above the range: ignored
        builder.add(row: 11, 5..<7)
        builder.add(row: 11, 7..<9)     // touching: merged
        builder.add(row: 13, 1..<2)
        builder.add(row: 12, 3..<4)     // a row already closed: ignored
        builder.add(row: 15, 0..<1)     // below the range: ignored
        let exclusion = builder.finished
        #expect(exclusion.rows == 10..<15)
        #expect(exclusion.spans(ofRow: 10).isEmpty)
        #expect(Array(exclusion.spans(ofRow: 11)) == [5..<9])
        #expect(exclusion.spans(ofRow: 12).isEmpty)
        #expect(Array(exclusion.spans(ofRow: 13)) == [1..<2])
        #expect(exclusion.spans(ofRow: 14).isEmpty)
    }
}
