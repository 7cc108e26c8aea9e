import Dispatch
import Foundation

/// Removes registered temporary files when the process is interrupted
/// (SIGINT, Ctrl-C: exit 130; SIGTERM: exit 143), then exits with the
/// conventional status.
///
/// The signals are received through dispatch sources, so the cleanup runs
/// as ordinary code on a dispatch queue, not inside an async-signal handler.
public final class InterruptCleanup: Sendable {
    public static let shared = InterruptCleanup()

    private let paths = Mutex<Set<String>>([])
    private let sources = Mutex<[DispatchSourceSignal]>([])

    /// Starts listening for SIGINT and SIGTERM. Call once, early, from the
    /// command line tool (tests do not install it).
    public func installSignalHandlers() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in
                    removeAll()
                    exit(128 + signalNumber)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    func register(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    func unregister(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    func isRegistered(_ path: String) -> Bool {
        paths.withLock { $0.contains(path) }
    }

    private func removeAll() {
        paths.withLock { paths in
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }
}
