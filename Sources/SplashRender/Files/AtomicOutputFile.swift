import Foundation

/// An output written beside its destination under a temporary name and
/// renamed over it only when complete, so a failed or interrupted render
/// never leaves a half-written file and never damages an existing one.
///
/// The temporary lives in the destination's folder (a rename across file
/// systems would not be atomic) and is registered with
/// `InterruptCleanup`, which removes it on Ctrl-C or SIGTERM.
public final class AtomicOutputFile: Sendable {
    /// Where the finished file goes.
    public let destination: URL
    /// Where it is written meanwhile.
    public let temporaryPath: String

    public init(destination: URL) throws(RenderError) {
        let folder = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("the output folder \(folder.path) does not exist")
        }
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RenderError("the output \(destination.path) is a folder")
        }
        self.destination = destination
        let name = destination.lastPathComponent
        let ext = destination.pathExtension
        self.temporaryPath = folder.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(Self.nextSerial()).partial\(ext.isEmpty ? "" : ".\(ext)")").path
        InterruptCleanup.shared.register(temporaryPath)
    }

    /// Writes all bytes to the temporary file and commits it.
    public func write(_ bytes: [UInt8]) throws(RenderError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporaryPath))
        } catch {
            throw RenderError("cannot write \(destination.path): \(error.localizedDescription)")
        }
        try commit()
    }

    /// Renames the temporary file over the destination.
    public func commit() throws(RenderError) {
        guard rename(temporaryPath, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw RenderError("cannot move the finished file to \(destination.path): \(reason)")
        }
        InterruptCleanup.shared.unregister(temporaryPath)
    }

    /// Removes the temporary file (after a failure); the destination is
    /// left as it was.
    public func discard() {
        unlink(temporaryPath)
        InterruptCleanup.shared.unregister(temporaryPath)
    }

    deinit {
        // Not committed (an error unwound past us): leave no temporary behind.
        if InterruptCleanup.shared.isRegistered(temporaryPath) { discard() }
    }

    private static let serial = Mutex(0)
    private static func nextSerial() -> Int {
        serial.withLock { value in
            value += 1
            return value
        }
    }
}
