/// "Did you mean" hints: the closest of the names a reader or a command
/// knows to what was typed.
public enum Spelling {
    /// Levenshtein distance, ignoring case.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return row[b.count]
    }

    /// The name `typed` most likely meant: the only one it begins (`--pre`
    /// → `--preset`), else the nearest within `maximumDistance` edits;
    /// nil when none is close.
    public static func closest(to typed: String, among names: [String], maximumDistance: Int = 2) -> String? {
        let starting = names.filter { $0.lowercased().hasPrefix(typed.lowercased()) && $0 != typed }
        if starting.count == 1 { return starting[0] }
        let scored = names.map { ($0, distance($0, typed)) }.filter { $0.1 <= maximumDistance }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }
}
