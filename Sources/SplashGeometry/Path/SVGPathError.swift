/// Why SVG path data could not be read, and where.
///
/// `offset` counts UTF-8 bytes from the start of the string (path data is
/// ASCII in practice, so this is the character column), which lets the scene
/// decoder point at the exact spot in a long `d` attribute.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// The data must start with `M` or `m`.
        case missingInitialMoveTo
        /// Something other than a command letter where a command was expected.
        case unexpectedCharacter(Character)
        /// A command needs more numbers than were given.
        case expectedNumber
        /// An arc's large-arc or sweep flag was not `0` or `1`.
        case expectedFlag
        /// A number too large to represent, or otherwise malformed.
        case invalidNumber
    }

    public let offset: Int
    public let reason: Reason

    public init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String {
        let what: String
        switch reason {
        case .missingInitialMoveTo: what = "path data must begin with a move-to command (M or m)"
        case .unexpectedCharacter(let c): what = "unexpected character \"\(c)\""
        case .expectedNumber: what = "expected a number"
        case .expectedFlag: what = "expected an arc flag (0 or 1)"
        case .invalidNumber: what = "malformed or out-of-range number"
        }
        return "invalid SVG path data at offset \(offset): \(what)"
    }
}
