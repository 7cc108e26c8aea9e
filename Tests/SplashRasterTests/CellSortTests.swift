import Testing
@testable import SplashRaster
import SplashTestSupport

/// The sweep sums the cells of a pixel in the order they were added (their
/// `Double` sums depend on it), so sorting must be stable.
@Suite("Coverage cells sort by row and column, stably", .eachKernelLevel)
struct CellSortTests {
    @Test(arguments: [1, 2, 3, 4, 5])
    func sortIsTheStableOrderByKey(seed: UInt32) {
        var rng = SeededRandom(state: seed)
        // Whole picture or a band; many edges crossing the same pixels, long near-horizontal ones included.
        let rows: Range<Int>? = seed % 2 == 0 ? nil : 11..<47
        var accumulator = CoverageAccumulator(width: 120, height: 60, rows: rows)
        for _ in 0..<40 {
            let flat = rng.int(0...4) == 0
            let x0 = rng.double(-10...130), y0 = rng.double(-5...65)
            let x1 = flat ? rng.double(-10...130) : x0 + rng.double(-6...6)
            let y1 = flat ? y0 + rng.double(-0.8...0.8) : rng.double(-5...65)
            accumulator.addLine(x0, y0, x1, y1)
            // A second edge over the same pixels, so equal keys meet from different edges.
            if rng.int(0...2) == 0 { accumulator.addLine(x1, y1 + 0.3, x0, y0 + 0.3) }
        }
        let added = accumulator.cells
        #expect(added.count > 200)
        let expected = added.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
        accumulator.sortCells()
        let sorted = accumulator.cells
        #expect(sorted.count == expected.count)
        let same = zip(sorted, expected).allSatisfy { $0.key == $1.key && $0.cover == $1.cover && $0.area == $1.area }
        #expect(same)
    }
}
