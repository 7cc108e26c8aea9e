import Foundation
import Testing
@testable import SplashScene

let expressionCases: [(String, Double)] = [
    ("W / 2", 187.5),
    ("H * 0.4 + 48 + 24", 667 * 0.4 + 72),
    ("-(W - 25) * 2", -700),
    ("2 * 3 + 4 * 5", 26),
    ("2 - 3 - 4", -5),
    ("8 / 4 / 2", 1),
    ("max(W, H) - min(W, H)", 292),
    ("1.5e2", 150),
    ("-atan(H / W)", -atan(667.0 / 375.0)),
    ("round(pi * 100)", 314),
]

@Test(arguments: expressionCases)
func expressionsEvaluate(text: String, expected: Double) throws {
    let value = try Expression(parsing: text).evaluate(["W": 375, "H": 667])
    #expect(abs(value - expected) < 1e-12)
}

@Test(arguments: [
    ("W +", "expected a number or a name at position 4 of expression \"W +\""),
    ("(W", "expected ')' at position 3 of expression \"(W\""),
    ("W ) ", "unexpected ')' at position 3 of expression \"W ) \""),
    ("foo(1)", "unknown function 'foo' at position 1 of expression \"foo(1)\""),
    ("max(1)", "max takes 2 arguments, not 1 at position 7 of expression \"max(1)\""),
    ("3 $ 4", "unexpected '$' at position 3 of expression \"3 $ 4\""),
])
func badExpressionsAreReported(text: String, message: String) {
    #expect(throws: ExpressionError(message: message)) { try Expression(parsing: text) }
}

/// Limits checked before anything recursive runs, so a hostile scene file
/// gets an error instead of a stack overflow.
@Test(arguments: [
    (String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65), 65),
    (String(repeating: "-", count: 65) + "1", 65),
    (String(repeating: "+ ", count: 65) + "1", 129),
    (String(repeating: "abs(", count: 65) + "1" + String(repeating: ")", count: 65), 260),
    ("W * (" + String(repeating: "max(1, ", count: 64) + "2" + String(repeating: ")", count: 65), 450),
])
func deepNestingIsRefused(text: String, position: Int) {
    let quoted = text.prefix(60) + "…"
    let message = "nests deeper than 64 levels of parentheses, signs and function calls at position \(position) of expression \"\(quoted)\""
    #expect(throws: ExpressionError(message: message)) { try Expression(parsing: text) }
}

@Test func nestingUpToTheLimitParses() throws {
    let parentheses = String(repeating: "(", count: 64) + "W" + String(repeating: ")", count: 64)
    #expect(try Expression(parsing: parentheses).evaluate(["W": 3]) == 3)
    let signs = String(repeating: "-", count: 64) + "W"
    #expect(try Expression(parsing: signs).evaluate(["W": 3]) == 3)
    let calls = String(repeating: "abs(", count: 63) + "-W" + String(repeating: ")", count: 63)
    #expect(try Expression(parsing: calls).evaluate(["W": 3]) == 3)
    // Side by side, not nested: each group starts again from the top.
    let besides = Array(repeating: parentheses, count: 20).joined(separator: " + ")
    #expect(try Expression(parsing: besides).evaluate(["W": 3]) == 60)
}

@Test func longExpressionsAreRefusedBeforeParsing() {
    let text = Array(repeating: "1", count: 150_000).joined(separator: "+")
    #expect(throws: ExpressionError(message: "expression is 299999 characters long; the limit is 4096")) {
        try Expression(parsing: text)
    }
    let justOver = String(repeating: " ", count: 4096) + "1"
    #expect(throws: ExpressionError(message: "expression is 4097 characters long; the limit is 4096")) {
        try Expression(parsing: justOver)
    }
}

/// The longest chain the length allows (2048 additions) and the deepest
/// nesting, each level a sum of products, are walked recursively by
/// the parser, `evaluate`, `variables` and the release of the tree: a chain
/// is one node, so both fit in a quarter of the smallest stack splashvid
/// runs them on (8 MiB for the main thread, 4 MiB for its workers), even in
/// a debug build (where the deepest nesting measured 256–512 KiB).
@Test func theLongestChainEvaluatesOnASmallStack() {
    expectEvaluatesOnASmallStack(String(repeating: "W+", count: 2047) + "W", 4096)
}

@Test func theDeepestNestingEvaluatesOnASmallStack() {
    expectEvaluatesOnASmallStack(String(repeating: "(W*W-W+", count: 64) + "W" + String(repeating: ")", count: 64), 130)
}

func expectEvaluatesOnASmallStack(_ text: String, _ expected: Double) {
    #expect(text.count <= Expression.maximumLength)
    final class Outcome: @unchecked Sendable {   // written by the thread before `done` is signalled
        var value = Double.nan
        var names: Set<String> = []
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        if let expression = try? Expression(parsing: text) {
            outcome.value = expression.evaluate(["W": 2])
            outcome.names = expression.variables
        }   // and the tree is freed here, on this stack
        done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    done.wait()
    let (value, names) = (outcome.value, outcome.names)
    #expect(value == expected)
    #expect(names == ["W"])
}
