import SplashCode
import Testing

/// What is outside the subset is a warning naming its line; every loop,
/// call, object and string is bounded; no input traps.
@Suite struct CodeLimitsTests {
    @Test func somethingOutsideTheSubsetIsAWarningWithItsLine() throws {
        let source = CodeScene.controller(load: """
            view.backgroundColor = .white
            let task = URLSession.shared.dataTask(with: URL(string: "https://example.com")!)
            view.alpha = 0.5
            """)
        let program = try CodeScene.program(source)
        #expect(program.warnings.count == 1)
        let warning = try #require(program.warnings.first)
        // The URLSession line is line 8 of the controller template.
        #expect(warning.line == 8)
        #expect(warning.description.hasPrefix("Splash.swift:8: "))
        #expect(warning.message.contains("is not part of a launch animation: skipped"))
        // The lines around it ran.
        let scene = try CodeScene.scene(source)
        #expect(scene.layers.first?.opacity == 0.5)
    }

    @Test func aLoopWithoutEndStopsWithAnError() {
        let source = CodeScene.controller(load: "var i = 0\nwhile true { i += 1 }")
        #expect(throws: CodeError.self) { try CodeScene.program(source) }
    }

    @Test func recursionWithoutEndStopsWithAnError() {
        let source = CodeScene.controller(load: "spin(1)", methods: "func spin(_ n: Int) { spin(n + 1) }")
        do {
            _ = try CodeScene.program(source)
            Issue.record("no error")
        } catch let error as CodeError {
            #expect(error.message.contains("nested more than"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func hugeRangesAndStringsAreRefused() {
        let range = CodeScene.controller(load: "for i in 0..<100000000 { print(i) }")
        #expect(throws: CodeError.self) { try CodeScene.program(range) }
        let doubling = CodeScene.controller(load: "var s = \"ab\"\nfor _ in 0..<40 { s = s + s }")
        #expect(throws: CodeError.self) { try CodeScene.program(doubling) }
    }

    @Test func tooManyObjectsAreRefused() {
        let source = CodeScene.controller(load: "for _ in 0..<9000 { for _ in 0..<2 { view.addSubview(UIView()) } }")
        #expect(throws: CodeError.self) { try CodeScene.program(source) }
    }

    @Test func aSyntaxErrorNamesItsLine() {
        do {
            _ = try CodeScene.program("final class A: UIViewController {\n  override func viewDidLoad() {\n    let x = (1 +\n  }\n}")
            Issue.record("no error")
        } catch let error as CodeError {
            #expect(error.line >= 3)
            #expect(error.message.contains("syntax error"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func noViewControllerIsAnError() {
        #expect(throws: CodeError.self) { try CodeScene.program("let x = 1") }
    }

    @Test func entryRunsTheNamedMethodOnly() throws {
        let source = CodeScene.controller(load: "view.alpha = 0.25", methods: "func intro() { view.alpha = 0.75 }")
        let scene = try CodeScene.scene(source, entry: "intro")
        #expect(scene.layers.first?.opacity == 0.75)
    }

    /// Arbitrary and broken inputs: never a trap, a hang or a crash.
    @Test func oddInputsEndInAValueOrAnError() {
        let inputs = [
            "", "}}}}", String(repeating: "(", count: 5000), String(repeating: "[", count: 3000) + "1",
            CodeScene.controller(load: "let x: CGFloat = 1 / 0\nview.alpha = x"),
            CodeScene.controller(load: "view.frame.origin.x = .nan"),
            CodeScene.controller(load: "let a = [1, 2]\nview.alpha = a[5]"),
            CodeScene.controller(load: "view.addSubview(view)"),
            CodeScene.controller(load: "let v = UIView()\nv.addSubview(view)\nview.addSubview(v)"),
            CodeScene.controller(appear: "DispatchQueue.main.asyncAfter(deadline: .now() + 1e9) { }"),
            CodeScene.controller(appear: "func again() { DispatchQueue.main.async { again() } }\nagain()"),
            CodeScene.controller(load: "let p = UIBezierPath(arcCenter: .zero, radius: 1e308, startAngle: 0, endAngle: 1e300, clockwise: true)"),
        ]
        var ended = 0
        for input in inputs {
            _ = try? CodeScene.scene(input)
            ended += 1
        }
        #expect(ended == inputs.count)
    }
}

/// Sources the parser would take exponential or quadratic time over are
/// refused before parsing, naming their line.
@Suite struct SourceNestingTests {
    @Test func deepSquareBracketsAreRefusedQuickly() {
        for source in [String(repeating: "[", count: 30) + "1", "let a = " + String(repeating: "a < ", count: 2000) + "1",
                       "let x = 1\n" + String(repeating: "(", count: 100)] {
            do {
                _ = try CodeScene.program(source)
                Issue.record("no error")
            } catch let error as CodeError {
                #expect(error.message.contains("not a launch animation's source") || error.message.contains("syntax error"), "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func stringsAndCommentsDoNotCount() throws {
        let brackets = String(repeating: "[", count: 40)
        let source = CodeScene.controller(load: "// \(brackets)\n/* \(brackets) */\nlet s = \"\(brackets)\"\nview.alpha = 0.5")
        let scene = try CodeScene.scene(source)
        #expect(scene.layers.first?.opacity == 0.5)
    }
}
