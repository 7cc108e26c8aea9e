import CFFmpeg

/// One picture in the encoder's own pixel format and size (YUV 4:2:0 for
/// H.264: 1.5 bytes a pixel, against the compositor's 4), converted by a
/// `PictureConverter` and handed to `VideoWriter.append(_:)`.
///
/// Converting on the compositing threads and keeping these, not RGBA
/// frames, in the frames waiting for the encoder takes the conversion off
/// the encoder's thread and holds less than half the memory.
///
/// Owned by one thread at a time (the converter that fills it, then the
/// writer that encodes it): `@unchecked Sendable` for the hand-over.
public final class EncoderPicture: @unchecked Sendable {
    let frame: Frame

    init(width: Int, height: Int, format: AVPixelFormat, isYUV: Bool) throws {
        frame = try Frame()
        try frame.allocateBuffers(width: width, height: height, format: format)
        if isYUV {
            frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
            frame.pointer.pointee.color_trc = AVCOL_TRC_BT709
            frame.pointer.pointee.colorspace = AVCOL_SPC_BT709
            frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
        }
    }
}
