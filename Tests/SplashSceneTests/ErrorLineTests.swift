import Foundation
import Testing
@testable import SplashScene
@testable import SplashFormats

/// Control characters from input are escaped where an error becomes text.
struct ErrorLineTests {
    @Test func controlCharactersAreEscapedOnce() {
        #expect(ErrorLine.escapingControls("a\u{1B}[2Jb\r\nc\td\u{0}\u{7F}\u{85}\u{9B}\u{2028}\u{202E}é😀\\n")
                == #"a\u{1B}[2Jb\r\nc\td\u{0}\u{7F}\u{85}\u{9B}\u{2028}\u{202E}é😀\n"#)
        let once = ErrorLine.escapingControls("x\u{1B}y\n")
        #expect(ErrorLine.escapingControls(once) == once)
        #expect(ErrorLine.escapingControls("plain text: 1 → 2") == "plain text: 1 → 2")
    }

    @Test func aJSONFileErrorIsOneLineWhateverItsParts() {
        let error = JSONFileError(file: "a\u{1B}[31m.json", path: "layers[0].x\ny", message: "unknown key \"x\ny\"")
        #expect(error.description == #"a\u{1B}[31m.json: layers[0].x\ny: unknown key "x\ny""#)
    }

    @Test func keysAndValuesFromTheFileAreEscapedInMessages() {
        #expect(JSONReaderTests.message(#"{"a\u001b[2J": 1, "a\u001b[2J": 2}"#) == #"scene.json: duplicate key "a\u{1B}[2J" (line 1, column 19)"#)
        let error = JSONFileError(file: "launch.json", path: "", message: "unknown preset \"\r\u{9B}2J\"")
        #expect(error.description == #"launch.json: unknown preset "\r\u{9B}2J""#)
    }
}
