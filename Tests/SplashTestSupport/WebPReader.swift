import CFFmpeg
import Foundation
import SplashVideo

/// Reads back an animated WebP to verify what `VideoWriter` wrote: the
/// canvas, the alpha flag, the loop count, each frame's duration, and the
/// pictures, composited as a browser shows them.
///
/// FFmpeg before 7.1 has no animated-WebP demuxer, so this walks the RIFF
/// container itself (Google's "WebP Container Specification": VP8X, ANIM
/// and ANMF chunks) and hands each frame's bitstream, wrapped as a still
/// WebP, to libavcodec's WebP decoder.
public struct WebPReader {
    public struct AnimationFrame {
        public let x: Int, y: Int, width: Int, height: Int
        /// Milliseconds.
        public let duration: Int
        /// ANMF flags: blend over the canvas (else replace), dispose to
        /// transparent after showing.
        public let blends: Bool
        public let disposes: Bool
        /// The frame's ALPH/VP8/VP8L chunks as stored.
        let chunks: [UInt8]
        let hasAlphaChunk: Bool
    }

    public let width: Int
    public let height: Int
    /// VP8X's alpha flag: some frame has transparency.
    public let hasAlpha: Bool
    /// ANIM's loop count: 0 forever.
    public let loopCount: Int
    public let frames: [AnimationFrame]
    /// Whether any frame is VP8L (lossless).
    public var isLossless: Bool { frames.contains { $0.chunks.count >= 4 && Array($0.chunks.prefix(4)) == Array("VP8L".utf8) } }
    public var totalDuration: Int { frames.reduce(0) { $0 + $1.duration } }

    public init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u24(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 }
        func u32(_ i: Int) -> Int { u24(i) | Int(bytes[i + 3]) << 24 }
        func tag(_ i: Int) -> String { String(decoding: bytes[i..<i + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WEBP" else { throw WebPReaderError("not a WebP file") }
        var width = 0, height = 0, alpha = false, loop = -1
        var frames: [AnimationFrame] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let name = tag(offset), size = u32(offset + 4), body = offset + 8
            guard body + size <= bytes.count else { throw WebPReaderError("chunk \(name) runs past the end") }
            switch name {
            case "VP8X":
                alpha = bytes[body] & 0x10 != 0
                width = u24(body + 4) + 1
                height = u24(body + 7) + 1
            case "ANIM":
                loop = Int(bytes[body + 4]) | Int(bytes[body + 5]) << 8
            case "ANMF":
                let flags = bytes[body + 15]
                let chunks = Array(bytes[(body + 16)..<(body + size)])
                frames.append(AnimationFrame(
                    x: u24(body) * 2, y: u24(body + 3) * 2, width: u24(body + 6) + 1, height: u24(body + 9) + 1,
                    duration: u24(body + 12), blends: flags & 0x02 == 0, disposes: flags & 0x01 != 0,
                    chunks: chunks, hasAlphaChunk: chunks.count >= 4 && String(decoding: chunks[0..<4], as: UTF8.self) == "ALPH"))
            default: break
            }
            offset = body + size + size % 2
        }
        guard width > 0, loop >= 0 else { throw WebPReaderError("not an animated WebP (no VP8X or ANIM chunk)") }
        self.width = width
        self.height = height
        self.hasAlpha = alpha
        self.loopCount = loop
        self.frames = frames
    }

    /// Each frame as shown: composited on a canvas that starts transparent,
    /// straight RGBA8.
    public func decodeFrames(_ body: (_ index: Int, _ rgba: [UInt8]) throws -> Void) throws {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for (index, frame) in frames.enumerated() {
            let picture = try Self.decode(frame)
            for y in 0..<frame.height where frame.y + y < height {
                for x in 0..<frame.width where frame.x + x < width {
                    let s = (y * frame.width + x) * 4, d = ((frame.y + y) * width + frame.x + x) * 4
                    let a = Double(picture[s + 3]) / 255
                    if !frame.blends || a >= 1 {
                        for c in 0..<4 { canvas[d + c] = picture[s + c] }
                    } else if a > 0 {
                        // Straight "source over" (WebP spec, "Alpha-blending method").
                        let below = Double(canvas[d + 3]) / 255
                        let outA = a + below * (1 - a)
                        for c in 0..<3 {
                            let value = (Double(picture[s + c]) * a + Double(canvas[d + c]) * below * (1 - a)) / outA
                            canvas[d + c] = UInt8(min(255, max(0, value.rounded())))
                        }
                        canvas[d + 3] = UInt8((outA * 255).rounded())
                    }
                }
            }
            try body(index, canvas)
            if frame.disposes {
                for y in 0..<frame.height where frame.y + y < height {
                    for x in 0..<frame.width where frame.x + x < width {
                        let d = ((frame.y + y) * width + frame.x + x) * 4
                        for c in 0..<4 { canvas[d + c] = 0 }
                    }
                }
            }
        }
    }

    /// One frame's picture, straight RGBA8 at the frame's size.
    static func decode(_ frame: AnimationFrame) throws -> [UInt8] {
        // A still WebP: RIFF, VP8X (size, alpha flag), then the frame's chunks.
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let vp8x: [UInt8] = Array("VP8X".utf8) + le(10, 4) + [frame.hasAlphaChunk ? 0x10 : 0, 0, 0, 0] + le(frame.width - 1, 3) + le(frame.height - 1, 3)
        let payload = Array("WEBP".utf8) + vp8x + frame.chunks
        let file = Array("RIFF".utf8) + le(payload.count, 4) + payload
        let decoder = try CodecContext(codec: CodecContext.codec(for: AV_CODEC_ID_WEBP, .decoder))
        decoder.pointer.pointee.thread_count = 1
        try decoder.open()
        let packet = try Packet(copying: file)
        let picture = try Frame()
        _ = try decoder.send(packet)
        guard try decoder.receive(into: picture) == .produced else { throw WebPReaderError("the WebP decoder gave no picture") }
        let converter = try ScaleContext(width: picture.width, height: picture.height, from: picture.pixelFormat, to: AV_PIX_FMT_RGBA,
                                         flags: SWS_BILINEAR | SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND | SWS_BITEXACT)
        let flags = av_pix_fmt_desc_get(picture.pixelFormat)?.pointee.flags ?? 0
        if flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0 {
            // VP8 is BT.601, limited range (RFC 6386).
            try converter.setColorspace(matrix: .bt601, sourceFullRange: false, destinationFullRange: true)
        }
        var rgba = [UInt8](repeating: 0, count: picture.width * picture.height * 4)
        try rgba.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            try converter.scale(picture, into: base, bytesPerRow: picture.width * 4)
        }
        return rgba
    }
}

public struct WebPReaderError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
