import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// A fill drawn a band of rows at a time skips, in a band it cannot reach,
/// the pass over its path (`PathFlattener.cannotReach`, from the box
/// around its points and control points under the transform): it must
/// skip only what draws nothing there, so the bands' bytes stay those of
/// the whole picture.
@Suite("Bands skip the paths that cannot reach them", .eachKernelLevel)
struct BandSkipTests {
    /// A 10 × 10 square at x 100…110, y 100…110 (identity transform).
    static let square = Path.rect(Rect(x: 100, y: 100, width: 10, height: 10))

    @Test func theDecisionKeepsAPixelToSpare() {
        func skips(_ rows: Range<Int>, width: Int = 400, _ path: Path = BandSkipTests.square, _ t: AffineTransform = .identity) -> Bool {
            PathFlattener.cannotReach(rows, width: width, path: path, transform: t)
        }
        // Wholly below rows 0..<50, wholly above 112..<200 (bottom 110 < 112 − 1).
        #expect(skips(0..<50))
        #expect(skips(112..<200))
        // Within a pixel of the rows: drawn as before (110 is not < 111 − 1; 100 is not > 99 + 1);
        // rows 90..<98 end 2 rows above it (100 > 98 + 1): skipped.
        #expect(!skips(111..<200))
        #expect(!skips(90..<99))
        #expect(skips(90..<98))
        #expect(!skips(95..<105))
        // Right of a 50-column picture: nothing there; left of it: its
        // edges still clamp onto x = 0, so it is drawn.
        #expect(skips(95..<105, width: 50))
        #expect(!skips(95..<105, width: 50, .rect(Rect(x: -20, y: 100, width: 10, height: 10))))
        // Under a transform: scaled 3× the square is at y 300…330.
        #expect(skips(95..<105, Self.square, AffineTransform(scaleX: 3, y: 3)))
        #expect(!skips(310..<320, Self.square, AffineTransform(scaleX: 3, y: 3)))
        // A transform that is not finite is never skipped (the fill itself decides).
        #expect(!skips(0..<50, Self.square, AffineTransform(scaleX: .infinity, y: 1)))
    }

    @Test(arguments: [5, 7, 16])
    func bandsGiveTheWholePicturesBytes(rows: Int) {
        let (width, height) = (90, 70)
        var rng = SeededRandom(state: UInt32(rows))
        var shapes: [(Path, Color)] = []
        for _ in 0..<24 {
            let rect = Rect(x: Double(rng.int(-20...80)) + 0.3, y: Double(rng.int(-20...65)) + 0.6,
                            width: Double(rng.int(2...30)) + 0.25, height: Double(rng.int(2...14)) + 0.5)
            shapes.append((rng.int(0...1) == 0 ? .ellipse(in: rect) : .rect(rect),
                           Color(red: Double(rng.int(0...255)) / 255, green: 0.4, blue: Double(rng.int(0...255)) / 255, alpha: 0.8)))
        }
        var whole = Pixmap(width: width, height: height)
        for (path, color) in shapes { whole.fill(path, paint: .solid(color)) }
        var banded = Pixmap(width: width, height: height)
        for top in stride(from: 0, to: height, by: rows) {
            let window = PictureWindow(pictureHeight: height, rows: top..<min(height, top + rows), originY: 0)
            for (path, color) in shapes { banded.fill(path, paint: .solid(color), window: window) }
        }
        #expect(banded.bytes.count == width * height * 4)
        #expect(banded.bytes == whole.bytes)
    }
}
