/// Text put into HTML: the one escaper the review, diff and preview pages share.
public enum HTMLText {
    /// `text` safe inside an element or a quoted attribute value (single
    /// or double quotes): `&`, `<`, `>`, `"` and `'` as character references.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
