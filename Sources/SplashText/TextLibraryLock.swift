import Foundation

/// fontconfig's and FreeType's global state (fontconfig's default
/// configuration and caches, FreeType's module registry) must never be
/// touched from two threads at once. This module guards it itself: every
/// public entry point that reaches the C libraries (`TextShaper.init`,
/// `layout`, `fontFiles`) and every C object's `deinit` runs under this one
/// lock, so callers (a batch's jobs laying text out in parallel, a
/// launch screen measuring its labels) need not know. Recursive, because a
/// C object may be freed while a layout holds the lock. Text layout is
/// cheap next to rendering, so serialising it costs nothing measurable.
enum TextLibraryLock {
    private static let lock = NSRecursiveLock()

    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
