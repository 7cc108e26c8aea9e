import Foundation
import SplashGeometry
import Testing
@testable import SplashScene
@testable import SplashFormats

/// `SceneDecoder.check` (every layer's first error, not only the file's
/// first) and `JSONPositions` (where a JSON path is in the text).
@Suite struct SceneCheckTests {
    static let text = """
    {
      "duration": 1,
      "layers": [
        {"id": "a", "opacty": 1},
        {"id": "b", "frame": [0, 0, 10, 10], "sublayers": [{"id": "b1", "cornerRadius": -2}]},
        {"id": "c",
         "backgroundColor": "#GG0000"}
      ]
    }
    """

    @Test func everyBrokenLayerIsReported() {
        let errors = SceneDecoder.check(Data(Self.text.utf8), file: "s.json", canvas: Size(width: 100, height: 100))
        #expect(errors.map(\.path) == ["layers[0].opacty", "layers[1].sublayers[0].cornerRadius", "layers[2].backgroundColor"])
        let fine = #"{"duration": 1, "layers": [{"frame": [0, 0, 1, 1]}]}"#
        #expect(SceneDecoder.check(Data(fine.utf8), file: "s.json", canvas: Size(width: 100, height: 100)).isEmpty)
        // A syntax error stops everything: one error.
        #expect(SceneDecoder.check(Data("{\"duration\": 1,}".utf8), file: "s.json", canvas: Size(width: 100, height: 100)).count == 1)
    }

    /// Keys at their opening quote, elements where they start; lines and
    /// columns from 1 (line 4 is `    {"id": "a", "opacty": 1},`: the key
    /// `"opacty"` starts at column 17).
    @Test func pathsAreFoundInTheText() {
        let bytes = Array(Self.text.utf8)
        var checked = 0
        for (path, line, column) in [("layers[0].opacty", 4, 17), ("layers[1].sublayers[0].cornerRadius", 5, 69), ("layers[2].backgroundColor", 7, 6),
                                     ("layers[2]", 6, 5), ("duration", 2, 3), ("layers[1].frame[2]", 5, 33)] {
            let position = JSONPositions.locate(path, in: bytes)
            #expect(position?.line == line && position?.column == column, "\(path): \(String(describing: position))")
            checked += 1
        }
        #expect(checked == 6)
        #expect(JSONPositions.locate("layers[9]", in: bytes) == nil)
        #expect(JSONPositions.locate("", in: bytes) == nil)
        // Columns count characters: "é" is two bytes, one column.
        #expect(JSONPositions.locate("b", in: Array(#"{"é": 1, "b": 2}"#.utf8))?.column == 10)
    }
}
