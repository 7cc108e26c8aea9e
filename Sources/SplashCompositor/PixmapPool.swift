import Foundation
import SplashRaster

/// Pixmaps kept for reuse across frames and offscreens.
///
/// A full-screen frame is 14 MB at 1290×2796; allocating one per frame and
/// per offscreen (group opacity, masks, shadows) costs page faults on every
/// fresh mapping: measured, that was about half of a complex frame's time.
/// Recycled buffers only need clearing. Thread-safe: frames render in
/// parallel and share one pool. A pixmap taken out is owned by the taker
/// (the pool holds no reference to it), so mutating it never copies.
public final class PixmapPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Pixmap] = []
    /// At most this many bytes wait in the pool; more are let go.
    private let maximumBytes: Int

    public init(maximumBytes: Int = 256 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// A pixmap of exactly this size: transparent when `cleared`, else with
    /// whatever a previous user left (for callers that overwrite it all).
    public func take(width: Int, height: Int, cleared: Bool = true) -> Pixmap {
        lock.lock()
        let index = free.firstIndex { $0.width == width && $0.height == height }
        let reused = index.map { free.remove(at: $0) }
        lock.unlock()
        guard var pixmap = reused else { return Pixmap(width: width, height: height) }
        if cleared { pixmap.clear() }
        return pixmap
    }

    /// Hands a pixmap back for reuse.
    public func recycle(_ pixmap: Pixmap) {
        lock.lock()
        defer { lock.unlock() }
        var held = free.reduce(0) { $0 + $1.bytes.count }
        free.append(pixmap)
        held += pixmap.bytes.count
        while held > maximumBytes, !free.isEmpty {
            held -= free.removeFirst().bytes.count
        }
    }
}
