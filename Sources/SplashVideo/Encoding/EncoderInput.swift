/// Turns the compositor's premultiplied RGBA into the RGBA an encoder
/// takes, one picture at a time, into a buffer it reuses.
///
/// * Formats with alpha get **straight** (un-premultiplied) colour, which
///   is what ProRes 4444, VP9's alpha plane, WebP and GIF store: a pixel
///   of 50 % red is (255, 0, 0, 128), not (128, 0, 0, 128).
/// * Formats without alpha get the picture **composited over a matte**
///   (`c + m × (1 − α)`, rounded), with alpha 255. A picture already opaque
///   everywhere (any scene with an opaque background) is passed through
///   untouched, so the H.264 path costs one scan more than before.
struct EncoderInput {
    enum Mode: Equatable {
        case straightAlpha
        case matte(MatteColor)
    }

    enum ChannelOrder: Equatable {
        case rgba
        /// libavfilter's `RGB32` on little-endian machines (palettegen's input).
        case bgra
    }

    let width: Int
    let height: Int
    let mode: Mode
    let order: ChannelOrder
    /// Allocated on the first picture that needs converting (an opaque
    /// picture over a matte never does), then reused.
    private var pixels: [UInt8] = []

    init(width: Int, height: Int, mode: Mode, order: ChannelOrder = .rgba) {
        self.width = width
        self.height = height
        self.mode = mode
        self.order = order
    }

    /// Converts `source` (`rows` rows, the whole picture's `height` unless
    /// given: a band of it, each pixel converted alone; of `width`
    /// premultiplied RGBA pixels, `bytesPerRow` apart) and hands the
    /// result, `width × 4` bytes a row, to `body`.
    mutating func convert<T>(
        _ source: UnsafePointer<UInt8>, bytesPerRow: Int, rows: Int? = nil,
        _ body: (_ pixels: UnsafePointer<UInt8>, _ bytesPerRow: Int) throws -> T
    ) rethrows -> T {
        let height = min(max(0, rows ?? self.height), self.height)
        if case .matte = mode, order == .rgba, Self.isOpaque(source, width: width, height: height, bytesPerRow: bytesPerRow) {
            return try body(source, bytesPerRow)
        }
        let (width, mode, order) = (width, mode, order)
        // Sized to the rows converted at once (a band's, when the picture comes in bands).
        if pixels.count < width * height * 4 { pixels = [UInt8](repeating: 0, count: width * height * 4) }
        return try pixels.withUnsafeMutableBufferPointer { buffer in
            guard let destination = buffer.baseAddress else { return try body(source, bytesPerRow) }
            let (r, b) = order == .rgba ? (0, 2) : (2, 0)
            for y in 0..<height {
                let from = source + y * bytesPerRow
                let to = destination + y * width * 4
                for x in 0..<width {
                    let i = x * 4
                    let alpha = UInt32(from[i + 3])
                    var red = UInt32(from[i]), green = UInt32(from[i + 1]), blue = UInt32(from[i + 2])
                    var outAlpha = alpha
                    switch mode {
                    case .straightAlpha:
                        // c × 255 / α, rounded, capped; transparent is transparent black
                        // (the inverse of `Premultiplication.premultiply`).
                        if alpha == 0 {
                            red = 0; green = 0; blue = 0
                        } else if alpha != 255 {
                            red = min(255, (red * 255 + alpha / 2) / alpha)
                            green = min(255, (green * 255 + alpha / 2) / alpha)
                            blue = min(255, (blue * 255 + alpha / 2) / alpha)
                        }
                    case .matte(let matte):
                        if alpha != 255 {
                            let under = 255 - alpha
                            red = min(255, red + (UInt32(matte.red) * under + 127) / 255)
                            green = min(255, green + (UInt32(matte.green) * under + 127) / 255)
                            blue = min(255, blue + (UInt32(matte.blue) * under + 127) / 255)
                        }
                        outAlpha = 255
                    }
                    to[i + r] = UInt8(red)
                    to[i + 1] = UInt8(green)
                    to[i + b] = UInt8(blue)
                    to[i + 3] = UInt8(outAlpha)
                }
            }
            return try body(UnsafePointer(destination), width * 4)
        }
    }

    /// Whether every pixel's alpha is 255: the alpha bytes of a row
    /// and-ed together, sixteen pixels a step (a loop the compiler
    /// vectorises; it reads every frame once more).
    static func isOpaque(_ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * bytesPerRow)
            var all = SIMD16<UInt32>(repeating: 0xFF00_0000)
            var x = 0
            while x + 16 <= width {
                all &= row.loadUnaligned(fromByteOffset: x * 4, as: SIMD16<UInt32>.self)
                x += 16
            }
            var rest: UInt32 = 0xFF00_0000
            while x < width {
                rest &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                x += 1
            }
            if all & 0xFF00_0000 != SIMD16(repeating: 0xFF00_0000) || rest & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }
}
