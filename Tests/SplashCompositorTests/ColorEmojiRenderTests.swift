import Foundation
import Testing
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import SplashTestSupport

/// Text with a colour emoji drawn by the compositor: Inter pinned, the
/// emoji and the ideographs from fontconfig's fallbacks (Noto Color Emoji,
/// WenQuanYi Micro Hei, as scripts/install-deps installs them).
@Suite("Colour emoji in text layers", .eachKernelLevel)
struct ColorEmojiRenderTests {
    static func render(color: String) throws -> Pixmap {
        let json = ##"""
            {"duration": 1, "backgroundColor": "#FFFFFF", "layers": [
              {"frame": [8, 8, 184, 44], "contents": {"type": "text", "string": "Hi 👋 你好", "fontSize": 34,
               "fontFile": "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "color": "\##(color)"}}]}
            """##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 200, height: 60))
        return try Compositor(scene: scene, scale: 2).render(at: 0)
    }

    @Test("\"Hi 👋 你好\" renders with a colour emoji between the black letters")
    func mixedLine() throws {
        let picture = try Self.render(color: "#000000")
        // The emoji's box: pen x 8 + 42.789773 pt, y 8 + 1.432913 pt, 42.42 × 39.93 pt
        // (see ColorEmojiTests), at 2 px per point: x 101…186, y 19…98.
        // Count its strongly coloured pixels (red well above blue: the
        // hand's skin tone); the letters are black, so none of them are.
        var coloured = 0, outside = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let p = picture.pixel(x: x, y: y)
                guard Int(p.r) > Int(p.b) + 60 else { continue }
                if (101...186).contains(x) && (19...98).contains(y) { coloured += 1 } else { outside += 1 }
            }
        }
        #expect(coloured > 2000)
        #expect(outside == 0)
        try expectMatchesReference(picture, named: "hi-wave-nihao", tolerance: 2)
    }

    @Test("A translucent text colour fades the emoji too")
    func translucentColourFadesTheEmoji() throws {
        let opaque = try Self.render(color: "#000000")
        let faded = try Self.render(color: "#00000080")
        // The hand's pixel at the box's centre (x 143, y 58): half as far
        // from the white background (alpha 128/255 ≈ 0.502).
        let a = opaque.pixel(x: 143, y: 58), b = faded.pixel(x: 143, y: 58)
        let channels = [(a.r, b.r), (a.g, b.g), (a.b, b.b)]
        var checked = 0
        for (full, half) in channels {
            let want = 255 - (255 - Double(full)) * 128 / 255
            #expect(abs(Double(half) - want) <= 2, "\(half) vs \(want)")
            checked += 1
        }
        #expect(checked == 3)
        #expect(a.r != b.r || a.g != b.g || a.b != b.b)
    }
}
