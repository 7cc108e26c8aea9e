import Foundation
import SplashGeometry
import SplashRaster

/// Groups with a shadow that frames draw again unchanged, kept drawn from
/// one frame to the next: an icon with a drop shadow on a card that stays
/// put while another card springs open over it is drawn, and its shadow
/// blurred, once for the render instead of once a frame.
///
/// A drawn group is a pure function of its `GroupOperation`, where it is
/// placed and the target's size (`Key`), so a kept one has the bytes a
/// new drawing would have. Only what repeats is kept: a group is kept
/// once a second frame has drawn it (a shadow that moves or changes every
/// frame, which is never drawn twice, only passes through the pool as
/// before), and let go once `staleFrames` frames have begun without using
/// it, or, the least recently used first, beyond `maximumBytes`. Shared
/// by the render's frames on every thread (one lock; a lookup is one per
/// group a frame, not per pixel).
public final class RetainedGroups: @unchecked Sendable {
    /// What a drawn group is a function of.
    struct Key: Hashable {
        let group: GroupOperation
        let outer: SplashGeometry.AffineTransform?
        let width: Int
        let pictureHeight: Int
    }

    private let lock = NSLock()
    /// Each kept group, its bytes, when it was last used (`clock`) and the
    /// last frame that used it.
    private var kept: [Key: (drawn: DrawnGroup, bytes: Int, used: Int, frame: Int)] = [:]
    /// The hashes of groups drawn lately and the frame that drew each: a
    /// group a different frame drew too is kept.
    private var seen: [(hash: Int, frame: Int)] = []
    private var keptBytes = 0
    private var clock = 0
    private var frames = 0
    private var found = 0
    /// At most this many bytes of drawn groups are kept.
    let maximumBytes: Int
    /// How many recent drawings `seen` remembers.
    private static let seenLimit = 64
    /// A kept group no frame of the last this many has used is let go.
    static let staleFrames = 8

    public init(maximumBytes: Int = 24 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// A number for a frame being drawn, different from every other
    /// frame's (counting up as frames begin); the groups the last
    /// `staleFrames` frames did not use are let go.
    func newFrame() -> Int {
        lock.withLock {
            frames += 1
            for (key, entry) in kept where entry.frame <= frames - Self.staleFrames {
                keptBytes -= entry.bytes
                kept[key] = nil
            }
            return frames
        }
    }

    /// The kept drawing of `key`, if any, used by `frame`.
    func drawn(_ key: Key, frame: Int) -> DrawnGroup? {
        lock.withLock {
            guard let entry = kept[key] else { return nil }
            found += 1
            clock += 1
            kept[key]?.used = clock
            kept[key]?.frame = max(entry.frame, frame)
            return entry.drawn
        }
    }

    /// Offers a group `frame` has just drawn: true when it is kept (its
    /// buffers are then the cache's, not to be handed back to the pool).
    func offer(_ key: Key, _ drawn: DrawnGroup, frame: Int) -> Bool {
        let bytes = drawn.bytes
        guard bytes <= maximumBytes / 2 else { return false }
        let hash = key.hashValue
        return lock.withLock {
            guard kept[key] == nil else { return false }
            guard seen.contains(where: { $0.hash == hash && $0.frame != frame }) else {
                seen.append((hash, frame))
                if seen.count > Self.seenLimit { seen.removeFirst(seen.count - Self.seenLimit) }
                return false
            }
            while keptBytes + bytes > maximumBytes, let oldest = kept.min(by: { $0.value.used < $1.value.used }) {
                keptBytes -= oldest.value.bytes
                kept[oldest.key] = nil
            }
            clock += 1
            kept[key] = (drawn, bytes, clock, frame)
            keptBytes += bytes
            return true
        }
    }

    /// Bytes of drawn groups kept now.
    var bytes: Int {
        lock.withLock { keptBytes }
    }

    /// How many times a frame took a kept group instead of drawing it.
    var hits: Int {
        lock.withLock { found }
    }

    /// How many drawn groups are kept now.
    var count: Int {
        lock.withLock { kept.count }
    }
}

extension DrawnGroup {
    /// The bytes its buffers hold.
    var bytes: Int {
        offscreen.bytes.count + (maskCoverage?.values.count ?? 0) + (shadowAlpha?.values.count ?? 0) + effectShadowAlphas.reduce(0) { $0 + $1.values.count }
    }
}
