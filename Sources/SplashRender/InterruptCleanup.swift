import Dispatch
import Foundation
import SplashImport

/// Removes registered temporary files when the process is interrupted
/// (SIGINT, Ctrl-C: exit 130; SIGTERM: exit 143; SIGHUP, a closed
/// terminal: 129; SIGQUIT: 131), runs the hooks registered with
/// `onInterrupt` (a batch writes its report of what was and was not
/// rendered), then exits with the conventional status.
///
/// The signals are received through dispatch sources, so the cleanup runs
/// as ordinary code on a dispatch queue, not inside an async-signal handler.
///
/// A temporary is a file in a folder of its own (see `AtomicOutputFile`).
/// It is created, committed and removed under this object's lock, so the
/// list is never behind the disk; removing the folder too means no worker
/// still running can bring the file back by opening it by name.
public final class InterruptCleanup: Sendable {
    public static let shared = InterruptCleanup()

    /// One temporary output: `file` inside its private `folder`.
    struct Temporary: Hashable, Sendable {
        let folder: String
        let file: String
    }

    private let temporaries = Mutex<Set<Temporary>>([])
    private let sweptFolders = Mutex<Set<String>>([])
    private let sources = Mutex<[DispatchSourceSignal]>([])
    private let hooks = Mutex<[@Sendable (Int32) -> Void]>([])

    /// The signals handled: every one that stops a process by default and
    /// can be caught, and that a user, a terminal or a CI runner sends.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The process-wide instance is `shared`; tests make their own.
    init() {}

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

    /// Starts listening for the signals in `signals`. Call once, early,
    /// from the command line tool (tests do not install it).
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

    /// Runs `make`, which creates `temporary` on disk and returns what it
    /// opened (nil: the name was taken), and registers it, in one step
    /// under the lock: an interrupt sees either nothing on disk or it listed.
    func create<Opened>(_ temporary: Temporary, _ make: () throws(RenderError) -> Opened?) throws(RenderError) -> Opened? {
        let result: Result<Opened?, RenderError> = temporaries.withLock { temporaries in
            do throws(RenderError) {
                let created = try make()
                if created != nil { temporaries.insert(temporary) }
                return .success(created)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Renames the temporary's file to `destination` and removes its
    /// folder; when the rename fails (an interrupt removed it, or the
    /// destination cannot be replaced) the temporary is removed and the
    /// failure thrown.
    func commit(_ temporary: Temporary, to destination: String) throws(RenderError) {
        let failure: String? = temporaries.withLock { temporaries in
            defer { temporaries.remove(temporary) }
            guard rename(temporary.file, destination) == 0 else {
                let reason = String(cString: strerror(errno))
                Self.remove(temporary)
                return reason
            }
            rmdir(temporary.folder)
            return nil
        }
        if let failure { throw RenderError("cannot move the finished file to \(destination): \(failure)") }
    }

    /// Removes the temporary (a failed or abandoned output).
    func discard(_ temporary: Temporary) {
        temporaries.withLock { temporaries in
            Self.remove(temporary)
            temporaries.remove(temporary)
        }
    }

    /// Removes what killed renders left in `folder` (`StaleTemporaries`),
    /// the first time this process writes there.
    func sweepStaleTemporaries(in folder: String) {
        guard sweptFolders.withLock({ $0.insert(folder).inserted }) else { return }
        StaleTemporaries.sweep(folder)
    }

    func isRegistered(_ temporary: Temporary) -> Bool {
        temporaries.withLock { $0.contains(temporary) }
    }

    /// Removes every registered temporary, as an interrupt does, and
    /// forgets them; what is created afterwards (by the hooks, or by a
    /// worker that started a job meanwhile) is registered anew.
    func removeAll() {
        temporaries.withLock { temporaries in
            for temporary in temporaries { Self.remove(temporary) }
            temporaries.removeAll()
        }
    }

    /// Removes what was registered since `removeAll` and ends the process
    /// while holding the list, so that no temporary can be created between
    /// the last removal and the end.
    private func finish(exitStatus: Int32) -> Never {
        temporaries.withLock { temporaries in
            for temporary in temporaries { Self.remove(temporary) }
            fflush(nil)   // every output stream (stdout is not buffered past this)
            _exit(exitStatus)
        }
    }

    /// Removes the file, then its folder. A worker may open the file by
    /// name again between the two (an encoder creates it when it opens
    /// it), which leaves the folder not empty: the file is removed again
    /// until the folder goes. Once it has, nothing can be created in it.
    private static func remove(_ temporary: Temporary) {
        for _ in 0..<100 {
            unlink(temporary.file)
            if rmdir(temporary.folder) == 0 || errno == ENOENT { return }
            guard errno == ENOTEMPTY || errno == EEXIST || errno == EINTR else { return }
        }
    }
}
