/// A bitmap prepared for drawing at any scale: the original pixels plus a
/// chain of mipmap levels, each half the size of the one before (rounded
/// up), down to 1×1.
///
/// Build it once per image and keep it: the levels cost a third more memory
/// than the image and one pass over it to make, which is cheap once but
/// wasteful per frame. `ImagePattern` holds a `SampledImage`, so a
/// compositor that keeps its patterns (or its sampled images) across frames
/// pays for the pyramid once per render.
///
/// Each level is a 2×2 box filter of the one before, in premultiplied sRGB
/// like everything else (averaging premultiplied values keeps transparent
/// pixels from bleeding their colour into the edges). Level `L`'s pixel `i`
/// covers level-0 pixels `2^L·i ..< 2^L·(i+1)`, so a point `u` in level-0
/// pixel coordinates is `u / 2^L` in level `L`; at an odd edge the last
/// pixel repeats the edge pixel, which is what clamped sampling would read
/// anyway.
///
/// Rejected alternatives: area-averaging every destination pixel over its
/// source footprint (exact, but its cost grows with the shrink factor and
/// a card shrinking from full screen covers thousands of source
/// pixels per destination pixel in its first frames); building the levels
/// lazily on first use (needs shared mutable state behind a lock in a value
/// type drawn from many threads at once).
public struct SampledImage: Hashable, Sendable {
    /// Level 0 is the original image; every further level halves both sides.
    public let levels: [Pixmap]
    /// `true` when every pixel is fully opaque, so fully covered runs can be
    /// written without reading the destination.
    public let isOpaque: Bool

    /// Builds the mipmap chain of `image` (premultiplied RGBA8). Only the
    /// rows fully present in `image.bytes` are used.
    public init(_ image: Pixmap) {
        let base = SampledImage.wholeRows(of: image)
        var levels = [base]
        var opaque = base.width > 0 && base.height > 0
        base.bytes.withUnsafeBufferPointer { bytes in
            var i = 3
            while opaque && i < bytes.count {
                if bytes[i] != 255 { opaque = false }
                i += 4
            }
        }
        if var last = levels.last, last.width > 0, last.height > 0 {
            while last.width > 1 || last.height > 1 {
                last = SampledImage.halved(last)
                levels.append(last)
            }
        }
        self.levels = levels
        self.isOpaque = opaque
    }

    /// Only the original, no further levels, and `isOpaque` false without
    /// looking: for an image drawn once (an offscreen layer in a 3-D
    /// transform), where building levels would cost more than it saves.
    init(singleLevel image: Pixmap) {
        levels = [SampledImage.wholeRows(of: image)]
        isOpaque = false
    }

    /// `image` cut to the rows fully present in its bytes.
    private static func wholeRows(of image: Pixmap) -> Pixmap {
        let rows = image.rowsPresent
        guard rows != image.height else { return image }
        return Pixmap(width: image.width, height: rows, bytes: Array(image.bytes.prefix(image.width * rows * 4)))
            ?? Pixmap(width: 0, height: 0)
    }

    /// The original width in pixels.
    public var width: Int { levels[0].width }
    /// The original height in pixels (whole rows present).
    public var height: Int { levels[0].height }

    /// The next mipmap level: each pixel the rounded mean of a 2×2 block,
    /// edge pixels repeated where a side is odd.
    static func halved(_ source: Pixmap) -> Pixmap {
        let w = source.width, h = source.height
        let nw = (w + 1) / 2, nh = (h + 1) / 2
        var result = Pixmap(width: nw, height: nh)
        source.withPixelRowsReadOnly { src, _ in
            _ = result.withPixelRows { dst, _ in
                for y in 0..<nh {
                    let r0 = src + (2 * y) * w
                    let r1 = src + min(2 * y + 1, h - 1) * w
                    let out = dst + y * nw
                    for x in 0..<nw {
                        let x0 = 2 * x, x1 = min(2 * x + 1, w - 1)
                        out[x] = average(r0[x0], r0[x1], r1[x0], r1[x1])
                    }
                }
            }
        }
        return result
    }

    /// The per-channel mean of four pixels, rounded half up. Two channels
    /// per 32-bit word (16-bit lanes hold sums up to 4·255).
    @inline(__always)
    static func average(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let m: UInt32 = 0x00FF_00FF
        let rb = ((a & m) &+ (b & m) &+ (c & m) &+ (d & m) &+ 0x0002_0002) >> 2
        let ga = (((a >> 8) & m) &+ ((b >> 8) & m) &+ ((c >> 8) & m) &+ ((d >> 8) & m) &+ 0x0002_0002) >> 2
        return (rb & m) | (ga & m) << 8
    }
}
