import Foundation
import SplashRaster
import SplashVideo
import SplashImport

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

    /// Frame `index`, drawn by `frames` band by band and each band
    /// converted as it comes, as a picture for the encoder: the bands need
    /// no whole RGBA frame (see `FrameSource.videoFrame(_:of:reusing:into:)`).
    func picture(ofFrame index: Int, from frames: any FrameSource, of schedule: FrameSchedule, reusing: Bool) -> ConvertedFrame {
        lock.lock()
        let idleConverter = idleConverters.popLast()
        let idlePicture = idlePictures.popLast()
        lock.unlock()
        let converter: PictureConverter, picture: EncoderPicture
        do {
            converter = try idleConverter ?? PictureConverter(settings: settings)
            picture = try idlePicture ?? converter.makePicture()
        } catch {
            return .failed(RenderError("cannot convert frame \(index) for the encoder: \(error)"))
        }
        defer {
            lock.lock()
            idleConverters.append(converter)
            lock.unlock()
        }
        let drawn = frames.videoFrame(index, of: schedule, reusing: reusing) { rows, band in
            try band.bytes.withUnsafeBytes { try converter.convert(rgba: $0, bytesPerRow: band.width * 4, rows: rows, into: picture) }
        }
        switch drawn {
        case .drawn: return .picture(picture)
        case .sameAsPrevious:
            recycle(picture)
            return .sameAsPrevious
        case .failed(let error):
            recycle(picture)
            return .failed(error)
        }
    }

    /// A picture the encoder has taken, for reuse.
    func recycle(_ picture: EncoderPicture) {
        lock.lock()
        idlePictures.append(picture)
        lock.unlock()
    }
}
