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
    /// Up to `limit` names `typed` may have meant, nearest first: those it
    /// begins, then those within a third of its length in edits (at least
    /// 2), so a hint never turns into a list of everything.
    public static func suggestions(for typed: String, among names: [String], limit: Int = 3) -> [String] {
        let lowered = typed.lowercased()
        let allowed = max(2, typed.count / 3)
        let scored = names.filter { $0 != typed }.compactMap { name -> (String, Int)? in
            let score = name.lowercased().hasPrefix(lowered) ? 0 : distance(name, typed)
            return score <= allowed ? (name, score) : nil
        }
        return scored.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }.prefix(limit).map(\.0)
    }

    /// " (did you mean \"a\" or \"b\"?)", or "" when nothing is close.
    public static func hint(for typed: String, among names: [String], limit: Int = 3) -> String {
        let found = suggestions(for: typed, among: names, limit: limit).map { "\"\($0)\"" }
        guard let last = found.last else { return "" }
        let list = found.count == 1 ? last : found.dropLast().joined(separator: ", ") + " or " + last
        return " (did you mean \(list)?)"
    }

    public static func closest(to typed: String, among names: [String], maximumDistance: Int = 2) -> String? {
        let starting = names.filter { $0.lowercased().hasPrefix(typed.lowercased()) && $0 != typed }
        if starting.count == 1 { return starting[0] }
        let scored = names.map { ($0, distance($0, typed)) }.filter { $0.1 <= maximumDistance }
        return scored.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }
}
