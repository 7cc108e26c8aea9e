import CFFmpeg

/// The YUV ↔ RGB matrix a conversion uses.
///
/// swscale defaults to BT.601 for everything; video for screens is BT.709
/// (HD and above), while JPEG (JFIF) and WebP are defined as BT.601. Using
/// the wrong one shifts saturated colours visibly (pure red drifts toward
/// orange), so every conversion names its matrix.
public enum YUVMatrix: Sendable, Hashable {
    case bt709
    case bt601

    var swsColorspace: Int32 {
        switch self {
        case .bt709: return SWS_CS_ITU709
        case .bt601: return SWS_CS_ITU601
        }
    }
}

/// Owner of one `SwsContext` (a libswscale pixel-format converter), freed
/// with `sws_freeContext` on deinit.
package final class ScaleContext {
    let pointer: OpaquePointer
    package let sourceFormat: AVPixelFormat
    let destinationFormat: AVPixelFormat
    package let width: Int
    package let height: Int

    /// A converter between two formats at the same size (`flags` are
    /// `SWS_*`; see each caller for why it picked its flags).
    package init(
        width: Int, height: Int,
        from sourceFormat: AVPixelFormat, to destinationFormat: AVPixelFormat,
        flags: Int32
    ) throws {
        guard let context = sws_getContext(
            Int32(width), Int32(height), sourceFormat,
            Int32(width), Int32(height), destinationFormat,
            flags, nil, nil, nil
        ) else {
            let from = String(ffmpeg: av_get_pix_fmt_name(sourceFormat)) ?? "format \(sourceFormat.rawValue)"
            let to = String(ffmpeg: av_get_pix_fmt_name(destinationFormat)) ?? "format \(destinationFormat.rawValue)"
            throw FFmpegError.invalidArgument("sws_getContext", "cannot convert \(width)×\(height) \(from) to \(to)")
        }
        self.pointer = context
        self.sourceFormat = sourceFormat
        self.destinationFormat = destinationFormat
        self.width = width
        self.height = height
    }

    deinit {
        sws_freeContext(pointer)
    }

    /// Sets the matrix and ranges of the YUV side of the conversion.
    ///
    /// swscale takes two tables: `inv_table` describes a YUV *source*,
    /// `table` a YUV *destination*; the RGB side ignores its table. Both
    /// get `matrix` so the call is right whichever side is YUV. A range
    /// flag is 1 for full (0–255, "jpeg"/"pc") and 0 for limited
    /// (16–235, "mpeg"/"tv"); RGB is always full.
    package func setColorspace(matrix: YUVMatrix, sourceFullRange: Bool, destinationFullRange: Bool) throws {
        guard let coefficients = sws_getCoefficients(matrix.swsColorspace) else {
            throw FFmpegError.invalidArgument("sws_getCoefficients", "no coefficients for \(matrix)")
        }
        // brightness 0, contrast and saturation 1.0 in 16.16 fixed point: unchanged.
        let unity: Int32 = 1 << 16
        let status = sws_setColorspaceDetails(
            pointer,
            coefficients, sourceFullRange ? 1 : 0,
            coefficients, destinationFullRange ? 1 : 0,
            0, unity, unity
        )
        // Returns -1 (not an AVERROR) when the conversion has no YUV side.
        guard status >= 0 else {
            throw FFmpegError.invalidArgument("sws_setColorspaceDetails", "conversion has no YUV side to set a matrix on")
        }
    }

    /// Converts a single-plane picture (RGBA) into `destination`.
    ///
    /// `sliceY`: the picture row `plane` starts at, when the picture comes
    /// in slices of `height` rows (libswscale's slice interface: slices in
    /// order from the top, the first at row 0; each output row is written
    /// once the input rows it needs have come, with the bytes a whole
    /// picture gives).
    func scale(
        plane: UnsafePointer<UInt8>, bytesPerRow: Int, height: Int, sliceY: Int = 0,
        into destination: Frame
    ) throws {
        var sourcePlanes: [UnsafePointer<UInt8>?] = [plane, nil, nil, nil]
        var sourceStrides: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
        let rows = sws_scale(
            pointer, &sourcePlanes, &sourceStrides, Int32(sliceY), Int32(height),
            destination.planes, destination.strides
        )
        try check(rows, "sws_scale")
    }

    /// Converts a decoded frame into a single-plane picture (RGBA).
    package func scale(_ source: Frame, into plane: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) throws {
        // sws_scale's source is `const uint8_t *const[]`; the frame's planes
        // are `uint8_t *const *`, the same pointers seen as read-only.
        let sourcePlanes = UnsafeRawPointer(source.planes).assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
        var destinationPlanes: [UnsafeMutablePointer<UInt8>?] = [plane, nil, nil, nil]
        var destinationStrides: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
        let rows = sws_scale(
            pointer, sourcePlanes, source.strides, 0, Int32(source.height),
            &destinationPlanes, &destinationStrides
        )
        try check(rows, "sws_scale")
    }
}
