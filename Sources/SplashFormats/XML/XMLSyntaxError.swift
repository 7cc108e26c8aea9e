/// Markup that is not well-formed enough to read: an unterminated tag or
/// quote, a duplicate attribute, `<` inside an attribute value. Readers turn
/// it into their own error, naming their file.
public struct XMLSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, such as "the tag <rect> is never closed with \">\"".
    public var message: String
    /// The 1-based line where it is.
    public var line: Int

    public init(message: String, line: Int) {
        self.message = message
        self.line = line
    }

    public var description: String { "\(message) (line \(line))" }
}
