import Foundation

/// The one way splashvid writes to standard error: progress, warnings and
/// error lines. A write never traps, throws or stops the caller: when
/// standard error is closed (`2>&-`), a pipe whose reader went away
/// (`2>&1 | head -1`, a log collector that died) or a full disk, the text is
/// dropped and the work goes on, so outputs are finished, temporary files
/// removed and the exit status is what it would have been.
///
/// Rejected: `FileHandle.standardError.write(_:)`, which ends the process
/// (a Swift runtime trap) on any failed write; and reporting the failure,
/// which would have nowhere to go.
public enum StandardError {
    private static let lock = NSLock()

    /// Writes `text` whole (a line from one thread is not interleaved with
    /// another's), and gives up silently on a failure (EPIPE, EBADF,
    /// ENOSPC, EAGAIN…).
    public static func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes all of `bytes` to `descriptor`, retrying interrupted and
    /// partial writes: nil when all were written, else the `errno` that
    /// stopped it. (Standard error's loop, for other descriptors that must
    /// not trap either.)
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return nil
        }
    }

    /// Makes the process safe to write to standard error whatever it was
    /// started with; call once, first thing in `main`:
    ///
    /// * SIGPIPE is ignored, so a write to a pipe nobody reads fails with
    ///   EPIPE (dropped by `write`) instead of killing the process before
    ///   it can remove its temporary files;
    /// * a closed standard input, output or error is opened on /dev/null,
    ///   so no file opened later takes descriptor 0, 1 or 2: a video being
    ///   written must not receive error lines, nor a report its progress.
    public static func prepareProcess() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            // open() takes the lowest free descriptor, which is this one while
            // the lower ones are open; otherwise move it there.
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
