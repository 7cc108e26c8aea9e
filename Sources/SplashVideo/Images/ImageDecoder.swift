import CFFmpeg
import SplashFormats

/// Decodes PNG, JPEG and WebP files (bytes already read by Swift) to
/// premultiplied RGBA8 through libavcodec's image decoders.
///
/// Never through libavformat: a demuxer would guess the format from the
/// content and could follow a playlist or `concat:` list to other files or
/// the network. Here the format is sniffed from the magic bytes, the one
/// matching decoder gets the whole file as a single packet, and anything
/// else is refused before FFmpeg sees it.
///
/// Colour: PNG is RGB already; JPEG (JFIF) is full-range BT.601 YUV; lossy
/// WebP is limited-range BT.601 YUV. The frame's own range and matrix tags
/// are honoured when present, with those defaults otherwise.
public enum ImageDecoder {
    /// Decodes one still image. `maxPixels` (width × height) guards memory:
    /// a 20000×20000 PNG is refused from its header, before allocation.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = 100_000_000) throws -> DecodedImage {
        FFmpegLog.silenceByDefault()
        guard let format = ImageFormat(sniffing: bytes) else {
            throw ImageDecodingError.unrecognisedFormat
        }
        if format == .webp, ImageHeader.isAnimatedWebP(bytes) { throw ImageDecodingError.animatedWebP }
        // libavcodec checks its limit against the width rounded up to its
        // SIMD alignment (up to 64), so the limit handed to the decoder
        // leaves that slack; the exact check is ours, on the header and
        // again on the decoded frame.
        var decoderLimit = maxPixels
        if let (width, height) = ImageHeader.size(of: bytes, format: format) {
            try requireWithinLimit(width: width, height: height, maxPixels: maxPixels)
            let (padded, overflow) = (width + Self.decoderAlignment).multipliedReportingOverflow(by: height)
            decoderLimit = overflow ? Int.max : padded
        }

        let frame = try decodeFrame(bytes, format: format, maxPixels: decoderLimit)
        guard frame.width > 0, frame.height > 0 else {
            throw ImageDecodingError.emptyPicture(format: format.rawValue)
        }
        try requireWithinLimit(width: frame.width, height: frame.height, maxPixels: maxPixels)

        var pixels = try convertToRGBA(frame)
        Premultiplication.premultiply(&pixels)
        return DecodedImage(width: frame.width, height: frame.height, pixels: pixels)
    }

    /// The widest row alignment libavcodec pads a picture to (AVX-512).
    private static let decoderAlignment = 64

    private static func requireWithinLimit(width: Int, height: Int, maxPixels: Int) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw ImageDecodingError.tooLarge(width: width, height: height, maxPixels: maxPixels)
        }
    }

    /// Runs the decoder on the whole file and takes its first picture.
    private static func decodeFrame(_ bytes: [UInt8], format: ImageFormat, maxPixels: Int) throws -> Frame {
        let decoder = try CodecContext(codec: CodecContext.codec(for: format.codecID, .decoder))
        // Second line of defence behind the header check: libavcodec refuses
        // to allocate a bigger picture than the header declared (or than the
        // caller's limit, when the header could not be read ahead).
        decoder.pointer.pointee.max_pixels = Int64(max(maxPixels, 0))
        // One picture: threads would only add start-up cost.
        decoder.pointer.pointee.thread_count = 1
        // Fail on damage instead of returning a partly grey picture (the PNG
        // decoder otherwise accepts a file cut short after its first rows).
        decoder.pointer.pointee.err_recognition |= AV_EF_EXPLODE
        try decoder.open()

        let packet = try Packet(copying: bytes)
        let frame = try Frame()
        do {
            _ = try decoder.send(packet)
            var step = try decoder.receive(into: frame)
            if step == .needsInput {
                // Some decoders hold the picture until told the input ended.
                _ = try decoder.send(nil as Packet?)
                step = try decoder.receive(into: frame)
            }
            guard step == .produced else {
                throw ImageDecodingError.noPicture(format: format.rawValue)
            }
        } catch let error as FFmpegError {
            throw ImageDecodingError.damaged(format: format.rawValue, cause: error)
        }
        return frame
    }

    /// Converts any decoded pixel format to straight-alpha RGBA8.
    private static func convertToRGBA(_ frame: Frame) throws -> [UInt8] {
        let source = YUVSource(frame)
        let converter = try ScaleContext(
            width: frame.width, height: frame.height,
            from: source.pixelFormat, to: AV_PIX_FMT_RGBA,
            // Interpolated chroma (not nearest) for 4:2:0 JPEG and WebP,
            // exact rounding, same bytes on every CPU.
            flags: SWS_BILINEAR | SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND | SWS_BITEXACT
        )
        if source.isYUV {
            try converter.setColorspace(matrix: source.matrix, sourceFullRange: source.fullRange, destinationFullRange: true)
        }
        let bytesPerRow = frame.width * 4
        var pixels = [UInt8](repeating: 0, count: bytesPerRow * frame.height)
        try pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            try converter.scale(frame, into: base, bytesPerRow: bytesPerRow)
        }
        return pixels
    }
}

/// How to read a decoded frame's YUV (or grey) samples.
private struct YUVSource {
    /// The format to tell swscale. The deprecated full-range "yuvj" formats
    /// are given as their plain twins with the range set explicitly, which
    /// is what swscale does internally anyway, without its warning.
    let pixelFormat: AVPixelFormat
    /// Whether the samples are YUV or grey (which need range and matrix),
    /// rather than RGB or palette.
    let isYUV: Bool
    let fullRange: Bool
    let matrix: YUVMatrix

    init(_ frame: Frame) {
        let format = frame.pixelFormat
        let plainTwin = Self.plainTwin(of: format)
        pixelFormat = plainTwin ?? format

        let flags = av_pix_fmt_desc_get(format)?.pointee.flags ?? 0
        let components = av_pix_fmt_desc_get(format)?.pointee.nb_components ?? 0
        let isRGBOrPalette = flags & UInt64(AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL) != 0
        isYUV = !isRGBOrPalette
        let isGrey = components <= 2
        let range = frame.pointer.pointee.color_range
        // Grey images are full range in PNG and JPEG; colour YUV is limited
        // unless it says otherwise (JPEG's decoder does, via yuvj or the tag).
        fullRange = plainTwin != nil || range == AVCOL_RANGE_JPEG || (isGrey && range != AVCOL_RANGE_MPEG)
        matrix = frame.pointer.pointee.colorspace == AVCOL_SPC_BT709 ? .bt709 : .bt601
    }

    private static func plainTwin(of format: AVPixelFormat) -> AVPixelFormat? {
        switch format {
        case AV_PIX_FMT_YUVJ420P: return AV_PIX_FMT_YUV420P
        case AV_PIX_FMT_YUVJ422P: return AV_PIX_FMT_YUV422P
        case AV_PIX_FMT_YUVJ444P: return AV_PIX_FMT_YUV444P
        case AV_PIX_FMT_YUVJ440P: return AV_PIX_FMT_YUV440P
        case AV_PIX_FMT_YUVJ411P: return AV_PIX_FMT_YUV411P
        default: return nil
        }
    }
}
