/// One piece of markup a reader acts on. Text, comments, CDATA,
/// processing instructions and the DOCTYPE are consumed by the tokenizer and
/// never surface unless asked for.
public enum XMLToken: Sendable {
    case start(XMLTag)
    case end(name: String, line: Int)
    /// Character data or a CDATA section's content, only when asked for
    /// (a `<style>` sheet's text).
    case text(String)
}

/// A start tag (`<rect x="1"/>`): its name, attributes in source order and
/// the line of its `<`, which every error about the element quotes.
public struct XMLTag: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var isSelfClosing: Bool
    public var line: Int

    public init(name: String, attributes: [XMLAttribute], isSelfClosing: Bool, line: Int) {
        self.name = name
        self.attributes = attributes
        self.isSelfClosing = isSelfClosing
        self.line = line
    }

    /// The raw value of the first attribute so named (entities not expanded).
    public func rawValue(of name: String) -> String? {
        attributes.first { $0.name == name }?.rawValue
    }
}

/// An attribute as written. The value keeps its entity references
/// (`&amp;`) until it is read: only attributes the reader uses are decoded,
/// so a custom entity in an attribute that does not matter (Illustrator
/// writes `xmlns:x="&ns_extend;"`) is no error.
public struct XMLAttribute: Sendable {
    public var name: String
    public var rawValue: String

    public init(name: String, rawValue: String) {
        self.name = name
        self.rawValue = rawValue
    }
}
