import Testing
@testable import SplashVideo

/// `EncoderInput.isOpaque` (whether a picture passes through to an opaque
/// encoder untouched) finds one translucent pixel wherever it lies: in the
/// sixteen-pixel steps, in a row's last pixels, in the last row, and not in
/// the padding between rows.
struct EncoderInputOpacityTests {
    @Test func oneTranslucentPixelAnywhereIsFound() {
        let (width, height, bytesPerRow) = (37, 3, 37 * 4 + 8)
        var opaque = [UInt8](repeating: 255, count: bytesPerRow * height)
        // Padding after each row is not the picture's.
        for y in 0..<height { for i in (width * 4)..<bytesPerRow { opaque[y * bytesPerRow + i] = 0 } }
        let whole = opaque.withUnsafeBufferPointer { EncoderInput.isOpaque($0.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow) }
        #expect(whole)
        var checked = 0
        for y in 0..<height {
            for x in [0, 5, 15, 16, 31, 32, 36] {
                var picture = opaque
                picture[y * bytesPerRow + x * 4 + 3] = 254
                let found = picture.withUnsafeBufferPointer {
                    EncoderInput.isOpaque($0.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow)
                }
                #expect(!found, "pixel (\(x), \(y))")
                // A colour byte below 255 is not alpha.
                var coloured = opaque
                coloured[y * bytesPerRow + x * 4] = 0
                #expect(coloured.withUnsafeBufferPointer {
                    EncoderInput.isOpaque($0.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow)
                })
                checked += 1
            }
        }
        #expect(checked == 21)
    }
}
