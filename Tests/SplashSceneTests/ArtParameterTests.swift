import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// The user's art, words and colours reach the layers that show them; without
/// them, the built-in placeholders are drawn; a seed picks among a preset's texts.
struct ArtParameterTests {
    @Test func kugouTakesTheUsersArtAndWords() throws {
        let scene = try PresetScenes.scene("kugou", ["logo": "/art/logo.svg", "screen": "/art/home.png", "text": "Slogan", "label": "Hi", "brand": "#FF2D55"])
        #expect(scene.imageSources == ["/art/logo.svg", "/art/home.png"])
        let strings = Set(scene.texts.map(\.text.string))
        #expect(strings.isSuperset(of: ["Slogan", "Hi"]))
        #expect(!strings.contains("音乐总有新玩法"))
        let slogan = try PresetScenes.layer(scene, "slogan", at: 0)
        guard case .text(let text, _) = slogan.contents else { Issue.record("slogan is not text"); return }
        #expect(text.color == Color(hex: "#FF2D55"))
        // The logo keeps its place and size: 96 pt at 40 % of the height.
        let logo = try PresetScenes.layer(scene, "logo", at: 0)
        #expect(logo.bounds.size == Size(width: 96, height: 96))
        #expect(logo.position == Point(x: 187.5, y: 667 * 0.4))
        #expect(logo.sublayers.isEmpty)
    }

    @Test func kugouDrawsPlaceholdersWithoutArt() throws {
        let scene = try PresetScenes.scene("kugou")
        #expect(scene.imageSources.isEmpty)
        #expect(try PresetScenes.layer(scene, "logo", at: 0).sublayers.map(\.id) == ["logo-glyph"])
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
            let scene = try PresetScenes.scene("yula", ["seed": String(seed)])
            let again = try PresetScenes.scene("yula", ["seed": String(seed)])
            let slogan = try #require(scene.parameters["text"])
            #expect(again.parameters["text"] == slogan)
            #expect(candidates.contains(slogan))
            let shown = [try PresetScenes.layer(scene, "slogan", at: 0), try PresetScenes.layer(scene, "background-slogan", at: 0)].compactMap { layer -> String? in
                if case .text(let text, _) = layer.contents { return text.string }
                return nil
            }
            #expect(shown == [slogan, slogan])
            seen.insert(slogan)
        }
        #expect(seen.count >= 8)
        #expect(try PresetScenes.scene("yula", ["text": "Привет"]).parameters["text"] == "Привет")
    }

    /// With the user's logo, all three logo layers (splash logo, mask, copy)
    /// show it; with a screen, the feed is replaced and the copy stays on top.
    @Test func yulaUsesTheLogoEverywhere() throws {
        let scene = try PresetScenes.scene("yula", ["logo": "/art/logo.svg", "screen": "/art/home.png"])
        #expect(scene.imageSources == ["/art/logo.svg", "/art/home.png"])
        let main = try PresetScenes.layer(scene, "main-window", at: 2.0)
        #expect(main.sublayers.map(\.id) == ["screen", "logo-copy"])
        for layer in [try PresetScenes.layer(scene, "logo", at: 0), try #require(main.mask), main.sublayers[1]] {
            guard case .image(let image) = layer.contents else { Issue.record("\(layer.id ?? "?") draws no image"); continue }
            #expect(image.source == "/art/logo.svg")
        }
    }

    @Test func weiboDrawsPlaceholdersWithoutArt() throws {
        #expect(try PresetScenes.scene("weibo").imageSources.isEmpty)
        #expect(try PresetScenes.scene("weibo", ["variant": "avatar"]).imageSources.isEmpty)
    }

    @Test func weiboTakesTheUsersArtAndWords() throws {
        let scene = try PresetScenes.scene("weibo", ["ad": "/art/ad.jpg", "logo": "/art/logo.svg", "screen": "/art/feed.png",
                                             "avatar": "/art/me.png", "text": "Acme", "brand": "#0A84FF"])
        // The avatar belongs to the other variant.
        #expect(scene.imageSources == ["/art/ad.jpg", "/art/logo.svg", "/art/feed.png"])
        let ad = try PresetScenes.layer(scene, "ad", at: 1)
        guard case .image(let image)? = ad.contents else { Issue.record("the ad draws no image"); return }
        #expect(image.source == "/art/ad.jpg" && image.gravity == .resizeAspectFill)
        #expect(ad.masksToBounds && ad.bounds.size == Size(width: 375, height: 667 * 0.8))
        #expect(PresetScenes.string(try PresetScenes.layer(scene, "company", at: 1)) == "Acme")
        #expect(!scene.texts.contains { $0.text.string == "微博" })
        let app = try PresetScenes.layer(scene, "app", at: 2.7)
        #expect(app.sublayers.isEmpty && app.bounds.size == Size(width: 375, height: 667))

        let avatar = try PresetScenes.scene("weibo", ["variant": "avatar", "avatar": "/art/me.png", "greeting": "Hi"])
        #expect(avatar.imageSources == ["/art/me.png"])
        #expect(PresetScenes.string(try PresetScenes.layer(avatar, "greeting", at: 1)) == "Hi")
    }

    @Test func weiboBrandColoursTheDrawnLogo() throws {
        let logo = try PresetScenes.layer(try PresetScenes.scene("weibo", ["brand": "#0A84FF"]), "logo", at: 1)
        guard case .shape(let shape)? = logo.contents else { Issue.record("the logo is not drawn"); return }
        #expect(shape.fillColor == Color(hex: "#0A84FF"))
    }

    @Test func appStoreTakesTheUsersHeroAndWords() throws {
        #expect(try PresetScenes.scene("appstore").imageSources.isEmpty)
        let scene = try PresetScenes.scene("appstore", ["hero": "/art/hero.jpg", "text": "Title", "caption": "CAPTION", "body": "Body text", "accent": "#FF2D55"])
        #expect(scene.imageSources == ["/art/hero.jpg"])
        let hero = try PresetScenes.layer(scene, "hero", at: 0)
        guard case .image(let image)? = hero.contents else { Issue.record("the hero draws no image"); return }
        #expect(image.gravity == .resizeAspectFill && hero.masksToBounds)
        #expect(PresetScenes.string(try PresetScenes.layer(scene, "title", at: 0)) == "Title")
        #expect(PresetScenes.string(try PresetScenes.layer(scene, "caption", at: 0)) == "CAPTION")
        #expect(PresetScenes.string(try PresetScenes.layer(scene, "body", at: 0)) == "Body text")
        let tab = try PresetScenes.layer(scene, "tab-0", at: 0)
        guard case .shape(let shape)? = tab.contents else { Issue.record("the tab icon is not drawn"); return }
        #expect(shape.fillColor == Color(hex: "#FF2D55"))
    }

    @Test func appStoreHeroColoursPaintTheDrawnHero() throws {
        let hero = try PresetScenes.layer(try PresetScenes.scene("appstore", ["heroStart": "#000000", "heroEnd": "#FFFFFF"]), "hero", at: 0)
        guard case .gradient(let gradient)? = hero.contents else { Issue.record("the hero is not a gradient"); return }
        #expect(gradient.colors == [Color(hex: "#000000"), Color(hex: "#FFFFFF")])
    }
}
