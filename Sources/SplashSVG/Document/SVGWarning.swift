/// Something a document asks for that is not drawn as its source means,
/// with the line it is on: the picture is still drawn (as a browser would
/// draw it without that feature), and the message says what is missing so
/// a designer can decide whether it matters (`--strict` makes it an error).
public struct SVGWarning: Hashable, Sendable, CustomStringConvertible {
    /// What is not drawn, and what is drawn instead.
    public let message: String
    /// The 1-based line of the element (or `<style>` sheet) it is on.
    public let line: Int?

    public init(_ message: String, line: Int?) {
        self.message = message
        self.line = line
    }

    public var description: String {
        guard let line else { return message }
        return "line \(line): \(message)"
    }
}

/// The warnings of one document, each said once.
struct SVGWarnings {
    /// The most warnings kept: a document of ten thousand unknown elements
    /// says so in the first few.
    static let limit = 64

    private(set) var list: [SVGWarning] = []
    /// Messages already said (a repeated one is not said again on another line).
    private var said: Set<String> = []

    mutating func add(_ message: String, line: Int?) {
        guard list.count < Self.limit, said.insert(message).inserted else { return }
        list.append(SVGWarning(message, line: line))
    }
}
