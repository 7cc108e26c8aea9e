import Foundation
import Testing
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// `backgroundColor` may be "clear" or null: a scene's is then transparent
/// (kept by the video formats with alpha), a layer's none.
struct ClearBackgroundTests {
    static func scene(_ background: String, layer: String = "") throws(JSONFileError) -> Scene {
        let json = #"{"duration": 1, \#(background) "layers": [{"size": [10, 10]\#(layer)}]}"#
        return try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: Size(width: 100, height: 100))
    }

    @Test func sceneBackgrounds() throws {
        #expect(try Self.scene(#""backgroundColor": "clear","#).backgroundColor == .clear)
        #expect(try Self.scene(#""backgroundColor": null,"#).backgroundColor == .clear)
        #expect(try Self.scene("").backgroundColor == Color(red: 0, green: 0, blue: 0))   // black when left out
        #expect(try Self.scene(##""backgroundColor": "#FF000080","##).backgroundColor.alpha == 128.0 / 255)
    }

    @Test func layerBackgrounds() throws {
        #expect(try Self.scene("", layer: #", "backgroundColor": "clear""#).layers[0].backgroundColor == nil)
        #expect(try Self.scene("", layer: #", "backgroundColor": null"#).layers[0].backgroundColor == nil)
        #expect(try Self.scene("", layer: ##", "backgroundColor": "#FFFFFF""##).layers[0].backgroundColor == Color(red: 1, green: 1, blue: 1))
    }

    @Test func otherWordsAreRefusedNamingTheField() {
        do {
            _ = try Self.scene(#""backgroundColor": "transparent","#)
            Issue.record("accepted \"transparent\"")
        } catch {
            #expect(error.description == ##"launch.json: backgroundColor: expected a colour "#RRGGBB" or "#RRGGBBAA", or "clear" (or null) for none"##)
        }
    }
}
