import Foundation
import SplashCompositor
import SplashVideo

/// Writes one frame as a PNG: the same pixels the video's frame at that
/// instant has before compression.
public enum StillRenderer {
    public static func render(_ compositor: Compositor, at time: Double, to destination: URL) throws {
        try render(frames: compositor, at: time, to: destination)
    }

    static func render(frames: any FrameSource, at time: Double, to destination: URL) throws {
        let output = try AtomicOutputFile(destination: destination)
        let pixmap = try frames.frame(at: time)
        let png = try PNGEncoder.encode(rgba: pixmap.bytes, width: pixmap.width, height: pixmap.height)
        try output.write(png)
    }
}
