/// Conversions between straight and premultiplied alpha for RGBA8.
///
/// splashvid composites premultiplied (as Core Animation does); image
/// files store straight alpha. Both directions round to nearest, which
/// makes straight → premultiplied → straight → premultiplied stable: for any
/// valid premultiplied pixel (each channel ≤ alpha), un-premultiplying and
/// premultiplying again gives the same bytes, so a PNG written by
/// `PNGEncoder` decodes to exactly the pixels it was given.
enum Premultiplication {
    /// `c × a / 255`, rounded (255 is odd, so there are no ties).
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index + 3 < buffer.count {
                let alpha = UInt32(buffer[index + 3])
                if alpha != 255 {
                    for channel in 0..<3 {
                        buffer[index + channel] = UInt8((UInt32(buffer[index + channel]) * alpha + 127) / 255)
                    }
                }
                index += 4
            }
        }
    }

    /// `c × 255 / a`, rounded and capped at 255 (a channel above its alpha
    /// is not valid premultiplied data, but must not wrap around); fully
    /// transparent pixels become transparent black.
    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index + 3 < buffer.count {
                let alpha = UInt32(buffer[index + 3])
                if alpha == 0 {
                    buffer[index] = 0
                    buffer[index + 1] = 0
                    buffer[index + 2] = 0
                } else if alpha != 255 {
                    for channel in 0..<3 {
                        let value = (UInt32(buffer[index + channel]) * 255 + alpha / 2) / alpha
                        buffer[index + channel] = UInt8(min(value, 255))
                    }
                }
                index += 4
            }
        }
        return out
    }
}
