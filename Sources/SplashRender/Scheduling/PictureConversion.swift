import Foundation
import SplashRaster
import SplashVideo

/// A frame drawn and converted for the encoder on a compositing thread.
enum ConvertedFrame: Sendable {
    case picture(EncoderPicture)
    /// Shows what the previous frame showed: its picture is sent again.
    case sameAsPrevious
    case failed(any Error & Sendable)
}

/// The converters the compositing threads share (one per thread that
/// converts at once, made as needed) and the pictures the encoder is done
/// with, kept for the next frames so none is allocated per frame.
final class PictureConversion: @unchecked Sendable {
    let settings: VideoEncoderSettings
    private let lock = NSLock()
    private var idleConverters: [PictureConverter] = []
    private var idlePictures: [EncoderPicture] = []

    init(settings: VideoEncoderSettings) {
        self.settings = settings
    }

    /// `pixmap` (premultiplied RGBA, the writer's size) as a picture for
    /// the encoder.
    func convert(_ pixmap: Pixmap) throws -> EncoderPicture {
        lock.lock()
        let idleConverter = idleConverters.popLast()
        let idlePicture = idlePictures.popLast()
        lock.unlock()
        let converter = try idleConverter ?? PictureConverter(settings: settings)
        defer {
            lock.lock()
            idleConverters.append(converter)
            lock.unlock()
        }
        let picture = try idlePicture ?? converter.makePicture()
        try pixmap.bytes.withUnsafeBytes { try converter.convert(rgba: $0, bytesPerRow: pixmap.width * 4, into: picture) }
        return picture
    }

    /// A picture the encoder has taken, for reuse.
    func recycle(_ picture: EncoderPicture) {
        lock.lock()
        idlePictures.append(picture)
        lock.unlock()
    }
}
