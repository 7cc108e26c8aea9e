/// The one kind of expression splashvid evaluates: After Effects'
/// `loopOut`/`loopIn` (and `loopOutDuration`/`loopInDuration`), which
/// repeat a property's keyframes after its last keyframe or before its
/// first. The text is recognised conservatively (`LottieLoop.init?(expression:)`);
/// any other expression is warned about and the keyframed value drawn.
///
/// The values are lottie-web's (`ExpressionPropertyDecorator.js`,
/// `loopOut`/`loopIn`), quirks included, since that is what a designer's
/// file looks like on the web:
/// - `loopIn("cycle")` takes the value at C − ((t₀ − f) mod C + t₀), which
///   is the cycle only when the first keyframe t₀ is at frame 0;
/// - `loopOut("continue")` on a property with several dimensions moves at
///   (v(tₙ) − v(tₙ − 0.001)) × ((f − tₙ) / fr) / 0.0005 (on a number at
///   (v(tₙ) − v(tₙ − 0.001)) × (f − tₙ) / 0.001);
/// - `loopOutDuration(type, d)` takes a cycle of |tₙ − fr × d| frames.
/// Paths (`sh`) have no `loopOut` in lottie-web: their expressions stay warned.
struct LottieLoop: Sendable, Hashable {
    enum Direction: Sendable, Hashable {
        /// `loopOut`: after the last keyframe.
        case out
        /// `loopIn`: before the first keyframe.
        case `in`
    }

    enum Kind: String, Sendable, Hashable, CaseIterable {
        case cycle, pingpong, offset, `continue`
    }

    /// What the second argument counts.
    enum Extent: Sendable, Hashable {
        /// `loopOut(type, n)`: the last n keyframe segments (0 or more than
        /// there are: all of them).
        case keyframes(Int)
        /// `loopOutDuration(type, d)`: d seconds (0: to the layer's in
        /// point for loopOut, from its out point for loopIn).
        case seconds(Double)
    }

    var direction: Direction
    var kind: Kind
    var extent: Extent
    /// The function's name as written, for messages.
    var name: String
}

extension LottieLoop {
    /// The loop an expression's text is, when it is nothing but one call of
    /// `loopOut`, `loopIn`, `loop_out`, `loop_in`, `loopOutDuration` or
    /// `loopInDuration` with literal arguments, optionally as Bodymovin
    /// writes it (`var $bm_rt;\n$bm_rt = loopOut('cycle', 0);`) and with
    /// After Effects' named arguments (`loopOut(type = "pingpong", numKeyframes = 2)`).
    init?(expression: String) {
        var scanner = ExpressionScanner(expression)
        if scanner.take("var") {
            guard scanner.take("$bm_rt"), scanner.take(";") else { return nil }
        }
        if scanner.take("$bm_rt") {
            guard scanner.take("=") else { return nil }
        }
        guard let name = scanner.identifier() else { return nil }
        let functions: [String: (Direction, Bool)] = [
            "loopOut": (.out, false), "loop_out": (.out, false), "loopIn": (.in, false), "loop_in": (.in, false),
            "loopOutDuration": (.out, true), "loopInDuration": (.in, true),
        ]
        guard let (direction, inSeconds) = functions[name], scanner.take("(") else { return nil }
        var kind = Kind.cycle
        var count = 0.0
        if !scanner.take(")") {
            // lottie-web lowercases the type; an empty one is a cycle.
            scanner.skipArgumentName(["type"])
            guard let text = scanner.stringLiteral() else { return nil }
            if !text.isEmpty {
                guard let named = Kind(rawValue: text.lowercased()) else { return nil }
                kind = named
            }
            if scanner.take(",") {
                scanner.skipArgumentName(["numKeyframes", "duration"])
                guard let number = scanner.number() else { return nil }
                count = number
            }
            guard scanner.take(")") else { return nil }
        }
        while scanner.take(";") {}
        guard scanner.isAtEnd else { return nil }
        if inSeconds {
            guard count.isFinite, abs(count) <= 1e5 else { return nil }
            extent = .seconds(count)
        } else {
            // A keyframe index: lottie-web indexes its keyframes with it.
            guard count >= 0, count <= 1e6, count == count.rounded() else { return nil }
            extent = .keyframes(Int(count))
        }
        self.direction = direction
        self.kind = kind
        self.name = name
    }
}

/// Reads the few tokens a loop expression has, skipping white space.
private struct ExpressionScanner {
    let characters: [Character]
    var index = 0

    init(_ text: String) { characters = Array(text) }

    var isAtEnd: Bool {
        mutating get { skipSpace(); return index >= characters.count }
    }

    mutating func skipSpace() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    /// Takes `token` when it is next (a word only when not followed by
    /// more of a name).
    mutating func take(_ token: String) -> Bool {
        skipSpace()
        let wanted = Array(token)
        guard index + wanted.count <= characters.count, Array(characters[index..<index + wanted.count]) == wanted else { return false }
        let end = index + wanted.count
        if let last = wanted.last, Self.isNamePart(last), end < characters.count, Self.isNamePart(characters[end]) { return false }
        index = end
        return true
    }

    static func isNamePart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }

    mutating func identifier() -> String? {
        skipSpace()
        let start = index
        while index < characters.count, Self.isNamePart(characters[index]) { index += 1 }
        return index > start ? String(characters[start..<index]) : nil
    }

    /// `name =` before an argument (an assignment whose value is passed).
    mutating func skipArgumentName(_ names: [String]) {
        let saved = index
        for name in names where take(name) {
            if take("="), !take("=") { return }
            break
        }
        index = saved
    }

    mutating func stringLiteral() -> String? {
        skipSpace()
        guard index < characters.count, characters[index] == "'" || characters[index] == "\"" else { return nil }
        let quote = characters[index]
        var end = index + 1
        while end < characters.count, characters[end] != quote {
            guard characters[end].isLetter else { return nil }
            end += 1
        }
        guard end < characters.count else { return nil }
        let text = String(characters[(index + 1)..<end])
        index = end + 1
        return text
    }

    mutating func number() -> Double? {
        skipSpace()
        let start = index
        if index < characters.count, characters[index] == "-" { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])), value.isFinite else { index = start; return nil }
        return value
    }
}
