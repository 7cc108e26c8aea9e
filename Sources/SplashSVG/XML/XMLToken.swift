/// One piece of markup the SVG reader acts on. Text, comments, CDATA,
/// processing instructions and the DOCTYPE are consumed by the tokenizer and
/// never surface: nothing in the supported subset draws character data.
enum XMLToken {
    case start(XMLTag)
    case end(name: String, line: Int)
    /// Character data or a CDATA section's content, only when asked for
    /// (a `<style>` sheet's text).
    case text(String)
}

/// A start tag (`<rect x="1"/>`): its name, attributes in source order and
/// the line of its `<`, which every error about the element quotes.
struct XMLTag {
    var name: String
    var attributes: [XMLAttribute]
    var isSelfClosing: Bool
    var line: Int
}

/// An attribute as written. The value keeps its entity references
/// (`&amp;`) until it is read: only attributes the reader uses are decoded,
/// so a custom entity in an attribute that does not matter (Illustrator
/// writes `xmlns:x="&ns_extend;"`) is no error.
struct XMLAttribute {
    var name: String
    var rawValue: String
}
