import SplashScene
import SplashFormats

/// A render that could not be done, with one line saying why.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    /// The line, with control characters that came from input (a file
    /// name, a job name, a quoted value) escaped: see `oneLine(_:)`.
    public let description: String

    public init(_ description: String) {
        self.description = Self.oneLine(description)
    }

    /// `text` made safe as one line on a terminal: line breaks, tabs, ANSI
    /// escape sequences and the other C0/C1 controls written as `\n`, `\t`,
    /// `\u{1B}`…, so an error stays one line and cannot repaint the screen.
    /// Idempotent; the command line passes every error and warning it
    /// prints through it.
    public static func oneLine(_ text: String) -> String {
        ErrorLine.escapingControls(text)
    }
}

extension RenderError {
    /// A file read (`BoundedFile`) whose failure is a render's: the same
    /// one line, as a `RenderError`.
    public static func reading<T>(_ body: () throws(FileReadError) -> T) throws(RenderError) -> T {
        do { return try body() } catch { throw RenderError(error.description) }
    }
}
