import SplashGeometry

extension Mask {
    /// Fills `path`, mapped by `transform` into mask pixels, with coverage
    /// `color.alpha × area × opacity`, source-over onto the values already
    /// here.
    ///
    /// The result is, bit for bit, the alpha channel `Pixmap.fill` gives for
    /// `.solid(color)` on a pixmap whose alpha is this mask (the
    /// same quantised coverage, the same rounded `x · y / 255`). So a
    /// `CALayer.mask` that is a plain filled shape can be rasterised
    /// straight into 8-bit coverage, instead of into an RGBA offscreen four
    /// times the size that is then cleared, filled and read back for its
    /// alpha.
    ///
    /// `window`: this mask holds rows of a taller picture, which `transform`
    /// maps to, and only those rows of it are drawn (see `PictureWindow`);
    /// nil: the mask is the whole picture.
    public mutating func fill(_ path: Path, transform: AffineTransform = .identity, fillRule: FillRule = .nonZero,
                              color: Color = .black, opacity: Double = 1, window: PictureWindow? = nil) {
        fill(path, transform: transform, fillRule: fillRule, color: color, opacity: opacity, window: window) { painter, coverage, _ in
            coverage.sweep(fillRule: fillRule, opacity: opacity, into: &painter)
        }
    }

    /// `fill`, also telling where it painted (see `MaskFootprint`): found
    /// from the fill's runs as they are painted, at no cost per pixel.
    public mutating func fillTracingFootprint(_ path: Path, transform: AffineTransform = .identity, fillRule: FillRule = .nonZero,
                                              color: Color = .black, opacity: Double = 1, window: PictureWindow? = nil) -> MaskFootprint {
        let rows = (window ?? .whole(height: rowsPresent)).drawnRows(bufferRows: rowsPresent)
        var footprint = MaskFootprint(rows: rows)
        fill(path, transform: transform, fillRule: fillRule, color: color, opacity: opacity, window: window) { painter, coverage, alpha in
            var recorder = FootprintRecorder(painter: painter, fullCoverage: alpha == 255 ? 255 : 256,
                                             full: SpanSet.Builder(rows: rows), painted: SpanSet.Builder(rows: rows))
            coverage.sweep(fillRule: fillRule, opacity: opacity, into: &recorder)
            footprint = MaskFootprint(full: recorder.full.finished, painted: recorder.painted.finished)
        }
        return footprint
    }

    /// Rasterises `path` and hands `sweep` the painter and the coverage
    /// (and the fill's alpha) when there is anything to paint.
    private mutating func fill(_ path: Path, transform: AffineTransform, fillRule: FillRule, color: Color, opacity: Double,
                               window: PictureWindow?, sweep: (inout MaskPainter, inout CoverageAccumulator, UInt32) -> Void) {
        let opacity = Color.clamp(opacity)
        let alpha = color.premultipliedPixel >> 24
        let window = window ?? .whole(height: rowsPresent)
        let drawn = window.drawnRows(bufferRows: rowsPresent)
        guard opacity > 0, alpha > 0, !path.isEmpty, !drawn.isEmpty, let pictureWidth = window.pictureWidth(inBufferOfWidth: width),
              var coverage = PathFlattener.coverage(of: path, transform: transform, width: pictureWidth,
                                                    height: window.pictureHeight, rows: drawn)
        else { return }
        let width = self.width
        values.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var painter = MaskPainter(values: base - window.originX, width: width, alpha: alpha, originY: window.originY)
            sweep(&painter, &coverage, alpha)
        }
    }

    /// Sets every value to 0 (hidden), for reusing a mask's storage.
    public mutating func clear() {
        values.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
}

/// Paints runs of coverage into 8-bit mask values: source-over of the
/// alpha channel alone (`a + m · (255 − a)`, with `a = alpha · coverage`).
struct MaskPainter: CoverageSink {
    let values: UnsafeMutablePointer<UInt8>
    let width: Int
    let alpha: UInt32
    /// The picture row held by row 0 of `values` (see `PictureWindow`).
    let originY: Int

    static var splitsExactly: Bool { true }

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        let row = values + ((y - originY) * width + x)
        let a = alpha == 255 ? coverage : PixelMath.mul255(alpha, coverage)
        if a == 255 {
            row.update(repeating: 255, count: count)
            return
        }
        let inverse = 255 &- a
        for i in 0..<count {
            row[i] = UInt8(truncatingIfNeeded: a &+ PixelMath.mul255(UInt32(row[i]), inverse))
        }
    }
}

/// Where fills into a mask painted, in the picture rows they drew:
/// `full`, the pixels they left at 255 (fully shown), and `painted`, every
/// pixel they may have changed. The complement of `painted` in a cleared
/// mask is where the mask stays 0 (hidden). A pixel only brought to 255 by
/// two partial fills is missing from `full`: both are what certainly holds,
/// which is what skipping work needs.
public struct MaskFootprint: Sendable, Equatable {
    public var full: SpanSet
    public var painted: SpanSet

    /// Nothing painted in `rows`.
    public init(rows: Range<Int>) {
        full = SpanSet(rows: rows) { _ in [] }
        painted = full
    }

    public init(full: SpanSet, painted: SpanSet) {
        self.full = full
        self.painted = painted
    }

    /// The footprint of both fills, one after the other.
    public func union(_ other: MaskFootprint) -> MaskFootprint {
        MaskFootprint(full: full.union(other.full), painted: painted.union(other.painted))
    }
}

/// Passes runs on to a mask painter and notes them in a `MaskFootprint`'s
/// spans; `fullCoverage` is the coverage at which the painter leaves 255
/// (256: never).
struct FootprintRecorder<Painter: CoverageSink>: CoverageSink {
    var painter: Painter
    let fullCoverage: UInt32
    var full: SpanSet.Builder
    var painted: SpanSet.Builder

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        painter.blend(y: y, x: x, count: count, coverage: coverage)
        painted.add(row: y, x..<(x + count))
        if coverage >= fullCoverage { full.add(row: y, x..<(x + count)) }
    }
}
