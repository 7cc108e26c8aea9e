import Foundation

/// Serialises text layout (fontconfig, FreeType) across the jobs of a
/// batch: cheap next to rendering, and the C libraries' global state is
/// then never touched from two threads at once.
public enum TextLock {
    private static let lock = NSLock()

    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
