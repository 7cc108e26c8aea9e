import Foundation

/// Peak signal-to-noise ratio in dB between two RGBA8 pictures of the same
/// size, over the R, G and B channels (alpha is ignored: video has none).
///
/// `.infinity` when identical. Rules of thumb for 8-bit video: above 40 dB
/// differences are invisible; a BT.601/BT.709 matrix mix-up puts saturated
/// colours near 25–30 dB. Pictures of different sizes cannot be the same
/// picture: 0 dB, which fails any quality threshold a test sets.
public func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
    guard a.count == b.count else { return 0 }
    var squaredError: UInt64 = 0
    var samples: UInt64 = 0
    var index = 0
    while index + 3 < a.count {
        for channel in 0..<3 {
            let difference = Int(a[index + channel]) - Int(b[index + channel])
            squaredError += UInt64(difference * difference)
        }
        samples += 3
        index += 4
    }
    return decibels(meanSquaredError: samples > 0 ? Double(squaredError) / Double(samples) : 0)
}

/// PSNR in dB of the BT.709 luma (Y' = 0.2126 R + 0.7152 G + 0.0722 B) of
/// two RGBA8 pictures of the same size: the shapes, edges and text of a
/// picture without its colour.
///
/// 4:2:0 video keeps a quarter of the colour resolution, so on pictures a
/// few dozen pixels wide fine coloured detail pulls `psnr` down to 25–30 dB
/// while the luma an encoder keeps scores near 40 dB; this tells a codec or
/// pipeline fault apart from what the format cannot carry. Pictures of
/// different sizes score 0 dB; identical ones `.infinity`.
public func lumaPSNR(_ a: [UInt8], _ b: [UInt8]) -> Double {
    guard a.count == b.count else { return 0 }
    var squaredError = 0.0
    var index = 0
    while index + 3 < a.count {
        let difference = 0.2126 * (Double(a[index]) - Double(b[index]))
            + 0.7152 * (Double(a[index + 1]) - Double(b[index + 1]))
            + 0.0722 * (Double(a[index + 2]) - Double(b[index + 2]))
        squaredError += difference * difference
        index += 4
    }
    return decibels(meanSquaredError: index > 0 ? squaredError / Double(index / 4) : 0)
}

/// 10 log10(255² / MSE); `.infinity` when nothing differs.
private func decibels(meanSquaredError: Double) -> Double {
    guard meanSquaredError > 0 else { return .infinity }
    return 10 * log10(255 * 255 / meanSquaredError)
}
