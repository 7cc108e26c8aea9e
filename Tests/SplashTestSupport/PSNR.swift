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
    guard squaredError > 0, samples > 0 else { return .infinity }
    let meanSquaredError = Double(squaredError) / Double(samples)
    return 10 * log10(255 * 255 / meanSquaredError)
}
