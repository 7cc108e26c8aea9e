import Foundation
import SplashRaster

/// Pixmaps and masks kept for reuse across frames and offscreens.
///
/// A full-screen frame is 14 MB at 1290×2796; allocating one per frame and
/// per offscreen (group opacity, masks, shadows) costs page faults on every
/// fresh mapping: measured, that was about half of a complex frame's time.
/// Recycled buffers only need clearing. Thread-safe: frames render in
/// parallel and share one pool. A buffer taken out is owned by the taker
/// (the pool holds no reference to it), so mutating it never copies.
public final class PixmapPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Pixmap] = []
    private var freeMasks: [Mask] = []
    /// At most this many bytes wait in the pool; more are let go.
    private let maximumBytes: Int

    public init(maximumBytes: Int = 256 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// What a buffer taken from the pool holds.
    public enum Contents: Sendable {
        /// Every pixel transparent.
        case cleared
        /// Whatever a previous user left: for callers that overwrite it all.
        case leftover
    }

    /// A pixmap of exactly this size, transparent or as left (see `Contents`).
    public func take(width: Int, height: Int, _ contents: Contents = .cleared) -> Pixmap {
        lock.lock()
        let index = free.firstIndex { $0.width == width && $0.height == height }
        let reused = index.map { free.remove(at: $0) }
        lock.unlock()
        guard var pixmap = reused else { return Pixmap(width: width, height: height) }
        if contents == .cleared { pixmap.clear() }
        return pixmap
    }

    /// A mask of exactly this size, every value 0 (hidden).
    public func takeMask(width: Int, height: Int) -> Mask {
        lock.lock()
        let index = freeMasks.firstIndex { $0.width == width && $0.height == height && $0.values.count == width * height }
        let reused = index.map { freeMasks.remove(at: $0) }
        lock.unlock()
        guard var mask = reused else { return Mask(width: width, height: height) }
        mask.clear()
        return mask
    }

    /// Hands a pixmap back for reuse.
    public func recycle(_ pixmap: Pixmap) {
        lock.lock()
        defer { lock.unlock() }
        free.append(pixmap)
        trim()
    }

    /// Hands a mask back for reuse.
    public func recycle(_ mask: Mask) {
        lock.lock()
        defer { lock.unlock() }
        freeMasks.append(mask)
        trim()
    }

    /// Lets the oldest buffers go while more than `maximumBytes` wait
    /// (called with the lock held).
    private func trim() {
        var held = free.reduce(0) { $0 + $1.bytes.count } + freeMasks.reduce(0) { $0 + $1.values.count }
        while held > maximumBytes, !free.isEmpty {
            held -= free.removeFirst().bytes.count
        }
        while held > maximumBytes, !freeMasks.isEmpty {
            held -= freeMasks.removeFirst().values.count
        }
    }
}
