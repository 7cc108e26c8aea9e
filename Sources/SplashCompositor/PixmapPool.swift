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
    /// At most this many bytes (of the buffers' capacity) wait in the
    /// pool; the oldest beyond are let go.
    private let maximumBytes: Int

    public init(maximumBytes: Int = 64 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// What a buffer taken from the pool holds.
    public enum Contents: Sendable {
        /// Every pixel transparent.
        case cleared
        /// Whatever a previous user left: for callers that overwrite it all.
        case leftover
    }

    /// The free buffer to reuse for `count` bytes: one of exactly that
    /// size, else the smallest whose storage holds them without being more
    /// than twice as large. Groups change size from frame to frame as
    /// they animate: matched by size alone, their offscreens would never
    /// be taken again and the pool would fill with sizes nobody asks for
    /// (measured: the guide preset peaked 37 MB higher), while a frame's
    /// buffer would be taken for a small offscreen.
    private static func reusable(_ capacities: [(count: Int, capacity: Int)], for count: Int) -> Int? {
        if let exact = capacities.firstIndex(where: { $0.count == count }) { return exact }
        var best: Int?
        for (index, buffer) in capacities.enumerated() where buffer.capacity >= count && buffer.capacity / 2 <= count {
            if best.map({ buffer.capacity < capacities[$0].capacity }) ?? true { best = index }
        }
        return best
    }

    /// When no free buffer holds `count` bytes, the one a new buffer
    /// replaces: the largest smaller one, from at least half the size. A
    /// group that grows from frame to frame (a card expanding) asks for a
    /// little more each time: without this, every size it had stayed in
    /// the pool, unused (measured: guide held 20 MB of free buffers, most
    /// of them a few percent smaller than the one asked for).
    private static func outgrown(_ capacities: [(count: Int, capacity: Int)], by count: Int) -> Int? {
        var best: Int?
        for (index, buffer) in capacities.enumerated() where buffer.capacity < count && buffer.capacity >= count / 2 {
            if best.map({ buffer.capacity > capacities[$0].capacity }) ?? true { best = index }
        }
        return best
    }

    /// Takes out of `free` (the lock held) the buffer to reuse for `count`
    /// values (`reusable`) or, when none holds them, the one a new buffer
    /// replaces (`outgrown`), for the caller to let go outside the lock.
    private static func pick<Buffer>(_ free: inout [Buffer], count: Int, storage: (Buffer) -> (count: Int, capacity: Int))
        -> (reused: Buffer?, outgrown: Buffer?) {
        let capacities = free.map(storage)
        if let index = reusable(capacities, for: count) { return (free.remove(at: index), nil) }
        return (nil, outgrown(capacities, by: count).map { free.remove(at: $0) })
    }

    /// `array`'s storage made to hold `count` elements: cut, or extended
    /// with zeros (within its capacity, so without reallocating, when the
    /// array is the storage's only owner).
    private static func resize(_ array: inout [UInt8], to count: Int) {
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(0, count: count - array.count))
        }
    }

    /// A pixmap of exactly this size, transparent or as left (see `Contents`).
    public func take(width: Int, height: Int, _ contents: Contents = .cleared) -> Pixmap {
        let (width, height) = (max(0, width), max(0, height))
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4 else { return Pixmap(width: width, height: height) }
        lock.lock()
        let (reused, outgrown) = Self.pick(&free, count: pixels * 4) { ($0.bytes.count, $0.bytes.capacity) }
        lock.unlock()
        _ = consume outgrown   // let go outside the lock
        var taken = consume reused
        // Moved out of the optional: one owner, so nothing below copies the storage.
        guard var reused = taken.take() else { return Pixmap(width: width, height: height) }
        if reused.width == width, reused.height == height {
            if contents == .cleared { reused.clear() }
            return reused
        }
        // Moved out, so the storage has one owner and is resized in place.
        var bytes: [UInt8] = []
        swap(&bytes, &reused.bytes)
        Self.resize(&bytes, to: pixels * 4)
        guard var pixmap = Pixmap(width: width, height: height, bytes: consume bytes) else {
            return Pixmap(width: width, height: height)
        }
        if contents == .cleared { pixmap.clear() }
        return pixmap
    }

    /// A mask of exactly this size, every value 0 (hidden).
    public func takeMask(width: Int, height: Int) -> Mask {
        let (width, height) = (max(0, width), max(0, height))
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow else { return Mask(width: width, height: height) }
        lock.lock()
        let (reused, outgrown) = Self.pick(&freeMasks, count: count) { ($0.values.count, $0.values.capacity) }
        lock.unlock()
        _ = consume outgrown
        var taken = consume reused
        guard var reused = taken.take() else { return Mask(width: width, height: height) }
        var values: [UInt8] = []
        swap(&values, &reused.values)
        Self.resize(&values, to: count)
        guard var mask = Mask(width: width, height: height, values: consume values) else {
            return Mask(width: width, height: height)
        }
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

    /// How many pixmaps and masks wait in the pool.
    var waiting: (pixmaps: Int, masks: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (free.count, freeMasks.count)
    }

    /// Lets the oldest buffers go while more than `maximumBytes` wait
    /// (called with the lock held).
    private func trim() {
        var held = free.reduce(0) { $0 + $1.bytes.capacity } + freeMasks.reduce(0) { $0 + $1.values.capacity }
        while held > maximumBytes, !free.isEmpty {
            held -= free.removeFirst().bytes.capacity
        }
        while held > maximumBytes, !freeMasks.isEmpty {
            held -= freeMasks.removeFirst().values.capacity
        }
    }
}
