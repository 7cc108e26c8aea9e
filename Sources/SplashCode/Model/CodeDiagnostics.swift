/// Something of the file that is not drawn as on a device, named with its
/// line: `Splash.swift:42: URLSession … is not part of a launch animation: skipped`.
public struct CodeWarning: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}

/// Why a file cannot be interpreted (a syntax error, a limit reached, a
/// value of the wrong type), with its line.
public struct CodeError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}

/// Thrown inside the interpreter: `skip` abandons the statement (a
/// warning), `fail` the whole file (an error).
enum Interruption: Error {
    case skip(line: Int, message: String)
    case fail(line: Int, message: String)
}
