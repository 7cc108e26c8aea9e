import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// kugou's and yula's parameters: what each declares, and that setting one
/// changes what the spec says it should and nothing else.
struct KugouYulaParameterTests {
    static let canvas = Size(width: 375, height: 667)

    static func scene(_ name: String, _ parameters: [String: String] = [:]) throws -> Scene {
        try #require(Preset.named(name)).scene(canvas: canvas, parameters: parameters)
    }

    static func layer(_ scene: Scene, _ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    @Test func kugouDeclaresItsParameters() throws {
        let names = try #require(Preset.named("kugou")).parameters().map(\.name)
        #expect(names == ["logo", "screen", "text", "label", "brand", "delay", "tail"])
    }

    @Test func yulaDeclaresItsParameters() throws {
        let names = try #require(Preset.named("yula")).parameters().map(\.name)
        #expect(names == ["logo", "screen", "seed", "text", "splashStart", "splashEnd", "hold", "tail"])
    }

    /// delay 1 s, tail 2 s: the zoom runs 1 → 2 s (1 s, linear), so at
    /// 1.5 s it is half done; the video lasts 1 + 1 + 2 = 4 s.
    @Test func kugouDelayAndTailMoveTheZoom() throws {
        let scene = try Self.scene("kugou", ["delay": "1", "tail": "2"])
        #expect(scene.duration == 4)
        #expect(try Self.layer(scene, "launch", at: 0.9).opacity == 1)
        let halfway = try Self.layer(scene, "launch", at: 1.5)
        #expect(abs(halfway.opacity - 0.5) < 1e-9)
        #expect(abs(halfway.transform.scaleX - 1.5) < 1e-9)
        #expect(scene.keyInstants.map(\.time) == [1, 1.5, 2])
    }

    @Test func kugouTakesTheUsersArtAndWords() throws {
        let scene = try Self.scene("kugou", ["logo": "/art/logo.svg", "screen": "/art/home.png", "text": "Slogan", "label": "Hi", "brand": "#FF2D55"])
        #expect(scene.imageSources == ["/art/logo.svg", "/art/home.png"])
        let strings = Set(scene.texts.map(\.text.string))
        #expect(strings.isSuperset(of: ["Slogan", "Hi"]))
        #expect(!strings.contains("音乐总有新玩法"))
        let slogan = try Self.layer(scene, "slogan", at: 0)
        guard case .text(let text, _) = slogan.contents else { Issue.record("slogan is not text"); return }
        #expect(text.color == Color(hex: "#FF2D55"))
        // The logo keeps its place and size: 96 pt at 40 % of the height.
        let logo = try Self.layer(scene, "logo", at: 0)
        #expect(logo.bounds.size == Size(width: 96, height: 96))
        #expect(logo.position == Point(x: 187.5, y: 667 * 0.4))
        #expect(logo.sublayers.isEmpty)
    }

    @Test func kugouDrawsPlaceholdersWithoutArt() throws {
        let scene = try Self.scene("kugou")
        #expect(scene.imageSources.isEmpty)
        #expect(try Self.layer(scene, "logo", at: 0).sublayers.map(\.id) == ["logo-glyph"])
    }

    /// hold 3 s: the reveal starts at 0.3 + 3 = 3.3 s; its mask keyframe
    /// 0.85 falls 0.12 s later (keyTime 0.2 of 0.6 s); the video lasts
    /// 3.3 + 0.6 + tail.
    @Test func yulaHoldMovesTheReveal() throws {
        let scene = try Self.scene("yula", ["hold": "3", "tail": "1"])
        #expect(abs(scene.duration - 4.9) < 1e-9)
        #expect(try Self.layer(scene, "foreground-splash", at: 3.29).opacity == 1)
        #expect(try Self.layer(scene, "foreground-splash", at: 3.3).opacity == 0)
        let main = try Self.layer(scene, "main-window", at: 3.42)
        let mask = try #require(main.mask)
        #expect(abs(mask.transform.scaleX - 0.85) < 1e-9)
        #expect(try Self.layer(scene, "logo-copy", at: 3.5).opacity == 0)
    }

    /// The slogan comes from the preset's 17 by the seed: the same seed
    /// gives the same slogan, different seeds reach different ones, and
    /// both splash layers show the same line.
    @Test func yulaPicksItsSloganBySeed() throws {
        let yula = try #require(Preset.named("yula"))
        let declared = try #require(try yula.parameters().first { $0.name == "text" })
        let candidates = try #require(declared.pick).candidates
        #expect(candidates.count == 17)
        var seen = Set<String>()
        for seed in 0..<20 {
            let scene = try Self.scene("yula", ["seed": String(seed)])
            let again = try Self.scene("yula", ["seed": String(seed)])
            let slogan = try #require(scene.parameters["text"])
            #expect(again.parameters["text"] == slogan)
            #expect(candidates.contains(slogan))
            let shown = [try Self.layer(scene, "slogan", at: 0), try Self.layer(scene, "background-slogan", at: 0)].compactMap { layer -> String? in
                if case .text(let text, _) = layer.contents { return text.string }
                return nil
            }
            #expect(shown == [slogan, slogan])
            seen.insert(slogan)
        }
        #expect(seen.count >= 8)
        #expect(try Self.scene("yula", ["text": "Привет"]).parameters["text"] == "Привет")
    }

    /// With the user's logo, all three logo layers (splash logo, mask, copy)
    /// show it; with a screen, the feed is replaced and the copy stays on top.
    @Test func yulaUsesTheLogoEverywhere() throws {
        let scene = try Self.scene("yula", ["logo": "/art/logo.svg", "screen": "/art/home.png"])
        #expect(scene.imageSources == ["/art/logo.svg", "/art/home.png"])
        let main = try Self.layer(scene, "main-window", at: 2.0)
        #expect(main.sublayers.map(\.id) == ["screen", "logo-copy"])
        for layer in [try Self.layer(scene, "logo", at: 0), try #require(main.mask), main.sublayers[1]] {
            guard case .image(let image) = layer.contents else { Issue.record("\(layer.id ?? "?") draws no image"); continue }
            #expect(image.source == "/art/logo.svg")
        }
    }
}
