import Foundation
import SplashGeometry

/// Stroke outlines made by earlier frames, kept for the frames that stroke
/// the same path the same way: a still logo's outline, or a trimmed stroke
/// once its trim has stopped moving, is outlined once for the render, not
/// once a frame (a player builds a static shape's outline once, too).
///
/// An outline is a pure function of its `Key` (the path, the stroke's
/// style and trim, the flattening tolerance the frame's scale gives, and
/// where it can be seen when strokes are culled), so a kept one is the
/// outline a new build would give, point for point. Shared by the
/// render's frames on every thread (one lock, one lookup per stroke a
/// frame); at most `maximumElements` path elements are kept (about
/// 4 MB), the least recently used let go first.
final class StrokeOutlines: @unchecked Sendable {
    struct Key: Hashable {
        let path: Path
        let style: StrokeStyle
        let start: Double
        let end: Double
        let tolerance: Double
        let culling: StrokeCulling?
    }

    /// A kept outline and the points it was flattened from (what the
    /// frame's stroke budget counts).
    struct Outline {
        let path: Path
        let points: Int
    }

    private let lock = NSLock()
    private var kept: [Key: (outline: Outline, used: Int)] = [:]
    private var elements = 0
    private var clock = 0
    let maximumElements: Int

    init(maximumElements: Int = 1 << 16) {
        self.maximumElements = maximumElements
    }

    func outline(_ key: Key) -> Outline? {
        lock.withLock {
            guard let entry = kept[key] else { return nil }
            clock += 1
            kept[key]?.used = clock
            return entry.outline
        }
    }

    /// Keeps an outline just built; past the bound, the least recently
    /// used quarter of what is kept goes first.
    func keep(_ key: Key, _ outline: Outline) {
        let size = outline.path.elements.count + key.path.elements.count
        guard size <= maximumElements / 8 else { return }
        lock.withLock {
            guard kept[key] == nil else { return }
            if elements + size > maximumElements {
                let byAge = kept.sorted { $0.value.used < $1.value.used }
                for (old, entry) in byAge where elements + size > maximumElements * 3 / 4 {
                    elements -= entry.outline.path.elements.count + old.path.elements.count
                    kept[old] = nil
                }
            }
            clock += 1
            kept[key] = (outline, clock)
            elements += size
        }
    }

    /// How many outlines are kept now.
    var count: Int { lock.withLock { kept.count } }
}
