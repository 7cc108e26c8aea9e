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
