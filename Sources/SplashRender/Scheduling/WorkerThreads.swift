import Foundation

/// The threads every parallel part of a render runs on (frames of a video,
/// thumbnails of a contact sheet, jobs of a batch): plain threads with a
/// 4 MiB stack each (a deep layer tree recurses), started together and
/// waited for together.
public enum WorkerThreads {
    public static let stackSize = 4 << 20

    /// Threads running `body`, already started; `wait()` for them.
    public struct Running {
        fileprivate let group: DispatchGroup

        func wait() { group.wait() }
    }

    /// Starts `count` threads (at least one), each running `body` with its
    /// number, and returns at once.
    public static func start(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Running {
        let group = DispatchGroup()
        for worker in 0..<max(1, count) {
            group.enter()
            let thread = Thread {
                body(worker)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        return Running(group: group)
    }

    /// Calls `body` with every index of `0..<count`, on up to `workers`
    /// threads that each take the next index until none is left (or
    /// `stop` says to stop); returns when every call has returned.
    public static func forEachIndex(_ count: Int, workers: Int, stop: @escaping @Sendable () -> Bool = { false },
                             _ body: @escaping @Sendable (Int) -> Void) {
        let next = Mutex(0)
        start(min(workers, count)) { _ in
            while let index = next.withLock({ (value: inout Int) -> Int? in
                guard value < count, !stop() else { return nil }
                value += 1
                return value - 1
            }) {
                body(index)
            }
        }.wait()
    }
}
