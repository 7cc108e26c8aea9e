import SplashImport
/// When two decoded frames count as different, and how much they differ.
///
/// Two renders of the same scene give the same RGBA frames, but not always
/// the same decoded video: libx264's rate control and look-ahead see the
/// frames that follow, so a change from frame N on can alter how frames
/// before N are quantised. A pixel therefore counts as changed only when a
/// channel differs by more than `channelTolerance`, and a frame only when
/// more than `minimumChangedShare` of its pixels changed.
///
/// The defaults come from a measurement: `guide` with `hold` 0.3 and
/// `swipe` 0.2 at 10 fps (CRF 18, veryfast, tune animation), rendered
/// twice, once with `title4` changed. Its frames render identically up to
/// frame 20 and differ from frame 21 (2.1 s, the fourth page sliding in)
/// on. The decoded videos, per frame before the change:
///
/// | size      | frames 0–11 | frames 12–20: largest difference, share of pixels over 4 / 8 / 12 / 16 |
/// |-----------|-------------|-------------------------------------------------------------------------|
/// | 780×1688  | identical   | 5; 0 / 0 / 0 / 0                                                        |
/// | 100×200   | identical   | 28 (one pixel); ≤ 0.43 % / 0.10 % / 0.025 % / 0.005 %                   |
///
/// and from frame 21 on, over 16: 0.43–0.78 % (780×1688), 1.8–2.8 %
/// (100×200). A tolerance of 16 is over all the codec's noise but one
/// pixel of the tiny video, and a frame needs over 0.02 % of its pixels
/// changed (4 pixels of 100×200, 263 of 780×1688: about one glyph at 2×),
/// a twentieth of the smallest real change measured.
public struct FrameThreshold: Codable, Sendable, Equatable {
    /// Largest difference (0…255) in any of R, G, B, A that still counts
    /// as the same pixel.
    public var channelTolerance: Int
    /// Share of a frame's pixels (0…1) that may change while the frame
    /// still counts as the same.
    public var minimumChangedShare: Double

    public static let standard = FrameThreshold(channelTolerance: 16, minimumChangedShare: 0.0002)
    /// For lossless outputs (PNG stills and sheets): any difference counts.
    public static let exact = FrameThreshold(channelTolerance: 0, minimumChangedShare: 0)

    public init(channelTolerance: Int, minimumChangedShare: Double) {
        self.channelTolerance = channelTolerance
        self.minimumChangedShare = minimumChangedShare
    }
}

/// What comparing two RGBA8 frames of one size found.
public struct FrameDifference: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Pixels with a channel differing by more than the tolerance.
    public var changedPixels: Int
    /// The largest difference seen in any channel (0…255).
    public var largestChannelDifference: Int
    /// One byte a pixel, row by row: 1 where the pixel changed.
    public var mask: [UInt8]

    public var pixelCount: Int { width * height }
    /// Share of the frame's pixels that changed (0…1).
    public var changedShare: Double { pixelCount == 0 ? 0 : Double(changedPixels) / Double(pixelCount) }

    /// Whether the frame counts as changed under `threshold`: more than
    /// its share of pixels changed (and at least one).
    public func isChanged(under threshold: FrameThreshold) -> Bool {
        changedPixels > 0 && changedShare > threshold.minimumChangedShare
    }

    /// Compares two frames of `width`×`height` RGBA8 pixels (rows of
    /// `width * 4` bytes, both the same length); an error if either is
    /// not that long (the loop reads them unchecked).
    public static func between(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, tolerance: Int) throws(RenderError) -> FrameDifference {
        let count = width * height
        guard width >= 0, height >= 0, a.count == count * 4, b.count == count * 4 else {
            throw RenderError("frames of \(width)×\(height) RGBA8 expected, not \(a.count) and \(b.count) bytes")
        }
        var mask = [UInt8](repeating: 0, count: count)
        var changed = 0
        var largest = 0
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                mask.withUnsafeMutableBufferPointer { mask in
                    for pixel in 0..<count {
                        let offset = pixel * 4
                        var most = 0
                        for channel in 0..<4 {
                            let d = abs(Int(a[offset + channel]) - Int(b[offset + channel]))
                            if d > most { most = d }
                        }
                        if most > largest { largest = most }
                        if most > tolerance {
                            mask[pixel] = 1
                            changed += 1
                        }
                    }
                }
            }
        }
        return FrameDifference(width: width, height: height, changedPixels: changed, largestChannelDifference: largest, mask: mask)
    }
}
