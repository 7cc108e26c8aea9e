extension String {
    /// The string without leading and trailing XML whitespace (space, tab,
    /// CR, LF): attribute values are compared after trimming, as browsers do.
    public func trimmingASCIIWhitespace() -> String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !XMLTokenizer.isWhitespace($0) }),
              let last = bytes.lastIndex(where: { !XMLTokenizer.isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
