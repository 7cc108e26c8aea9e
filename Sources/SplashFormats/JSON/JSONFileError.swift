/// A problem in a JSON file (a scene file, a batch manifest), located by
/// file name and JSON path:
/// `kugou.json: layers[1].animations[0].keyTimes: must increase from 0 to 1`.
public struct JSONFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name as the user gave it (or the preset's name).
    public var file: String
    /// The JSON path of the offending field; empty for the whole document.
    public var path: String
    /// What was expected.
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// One line: control characters from the input (in the file name, a
    /// key, a value quoted in the message) are escaped (`ErrorLine`).
    public var description: String {
        ErrorLine.escapingControls(path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)")
    }
}
