import Dispatch
import Foundation

/// Removes registered temporary files when the process is interrupted
/// (SIGINT, Ctrl-C: exit 130; SIGTERM: exit 143; SIGHUP, a closed
/// terminal: 129; SIGQUIT: 131), runs the hooks registered with
/// `onInterrupt` (a batch writes its report of what was and was not
/// rendered), then exits with the conventional status.
///
/// The signals are received through dispatch sources, so the cleanup runs
/// as ordinary code on a dispatch queue, not inside an async-signal handler.
public final class InterruptCleanup: Sendable {
    public static let shared = InterruptCleanup()

    private let paths = Mutex<Set<String>>([])
    private let sources = Mutex<[DispatchSourceSignal]>([])
    private let hooks = Mutex<[@Sendable (Int32) -> Void]>([])

    /// The signals handled: every one that stops a process by default and
    /// can be caught, and that a user, a terminal or a CI runner sends.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The signal's name, as reports give it: "SIGINT".
    public static func name(of signalNumber: Int32) -> String {
        switch signalNumber {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(signalNumber)"
        }
    }

    /// Starts listening for SIGINT and SIGTERM. Call once, early, from the
    /// command line tool (tests do not install it).
    public func installSignalHandlers() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signalNumber in Self.signals {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in
                    removeAll()
                    for hook in hooks.withLock({ $0 }) { hook(signalNumber) }
                    finish(exitStatus: 128 + signalNumber)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Runs `hook` with the signal's number when the process is
    /// interrupted, after the temporary files are removed and before it
    /// exits. Files it writes atomically are removed too if it is cut short.
    public func onInterrupt(_ hook: @escaping @Sendable (Int32) -> Void) {
        hooks.withLock { $0.append(hook) }
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

    /// Removes what is registered again (a worker still running may have
    /// reopened a temporary meanwhile: the encoder opens its file by name)
    /// and ends the process while holding the list, so that no file can be
    /// registered, and so none created, between the last removal and the
    /// end.
    private func finish(exitStatus: Int32) -> Never {
        paths.withLock { paths in
            for path in paths { unlink(path) }
            fflush(nil)   // every output stream (stdout is not buffered past this)
            _exit(exitStatus)
        }
    }

    private func removeAll() {
        paths.withLock { paths in
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }
}
