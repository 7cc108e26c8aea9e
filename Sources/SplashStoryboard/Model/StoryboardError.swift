/// Why a launch screen could not be read or laid out, and where: the file
/// (as the user named it), the line when there is one, and what was wrong
/// or expected, naming the view, constraint, colour or image involved.
public struct StoryboardError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}

/// Something the launch screen uses that is drawn differently from iOS or
/// not at all (a web view, a custom class, a runtime attribute), said once.
public struct StoryboardWarning: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): warning: \(message)"
    }
}
