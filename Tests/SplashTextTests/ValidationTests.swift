import Testing
@testable import SplashText

@Suite("Input validation")
struct ValidationTests {
    private func layoutError(_ text: String = "Hi", _ configure: (inout TextStyle) -> Void) throws -> TextError? {
        let shaper = try TestFonts.shaper()
        do {
            _ = try shaper.layout(text, style: TestFonts.style(configure))
            return nil
        } catch {
            return error
        }
    }

    @Test("A font size of 0, below 0, NaN or above 2000 is refused")
    func fontSize() throws {
        for size in [0, -3, .nan, .infinity, 2000.5] {
            let thrown = try #require(try layoutError { $0.fontSize = size }, "size \(size)")
            guard case .invalidStyle(let field, _) = thrown else { Issue.record("\(thrown)"); continue }
            #expect(field == "fontSize")
            #expect(thrown.description.contains("fontSize"))
        }
        #expect(try layoutError { $0.fontSize = 2000 } == nil)
    }

    @Test("Text longer than 10 000 characters is refused with its length")
    func tooLong() throws {
        let thrown = try layoutError(String(repeating: "a", count: 10_001)) { _ in }
        #expect(thrown == .textTooLong(count: 10_001, limit: 10_000))
        #expect(thrown?.description.contains("10001") == true)
        #expect(try layoutError(String(repeating: "a", count: 10_000)) { _ in } == nil)
    }

    @Test("Other fields are checked and named")
    func otherFields() throws {
        let cases: [(String, (inout TextStyle) -> Void)] = [
            ("maxLines", { $0.maxLines = 1001 }),
            ("maxLines", { $0.maxLines = -1 }),
            ("maxWidth", { $0.maxWidth = 0 }),
            ("maxWidth", { $0.maxWidth = .nan }),
            ("weight", { $0.weight = 0 }),
            ("lineHeightMultiple", { $0.lineHeightMultiple = 0 }),
            ("letterSpacing", { $0.letterSpacing = .infinity }),
            ("lineSpacing", { $0.lineSpacing = .nan }),
        ]
        for (field, configure) in cases {
            let thrown = try layoutError("Hi", configure)
            guard case .invalidStyle(let named, _) = thrown else {
                Issue.record("\(field): expected an invalid-style error, got \(String(describing: thrown))")
                continue
            }
            #expect(named == field)
        }
    }

    @Test("An empty string lays out to an empty box")
    func emptyString() throws {
        let layout = try TestFonts.shaper().layout("", style: TestFonts.style())
        #expect(layout.lines.isEmpty)
        #expect(layout.path.isEmpty)
        #expect(layout.size.height == 0)
    }
}
