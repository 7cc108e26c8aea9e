/// A render that could not be done, with one line saying why.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
