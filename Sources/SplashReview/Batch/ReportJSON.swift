import Foundation

extension Encodable {
    /// As the reports splashvid writes are (batch-report.json, diff.json):
    /// sorted keys, indented, slashes as they are, so they diff well and
    /// read as the paths they hold.
    func reportJSON() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(self))
    }
}
