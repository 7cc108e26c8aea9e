import Testing
import SplashGeometry
@testable import SplashScene

/// weibo's and appstore's parameters: what each declares, and that setting
/// one changes what the spec says it should. Expected times by hand.
struct WeiboAppStoreParameterTests {
    static let canvas = Size(width: 375, height: 667)

    static func scene(_ name: String, _ parameters: [String: String] = [:]) throws -> Scene {
        try #require(Preset.named(name)).scene(canvas: canvas, parameters: parameters)
    }

    static func layer(_ scene: Scene, _ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    static func string(_ layer: Layer) -> String? {
        if case .text(let text, _)? = layer.contents { return text.string }
        return nil
    }

    @Test func weiboDeclaresItsParameters() throws {
        let parameters = try #require(Preset.named("weibo")).parameters()
        #expect(parameters.map(\.name) == ["variant", "ad", "avatar", "greeting", "logo", "text", "screen", "brand", "show", "rise", "tail"])
        #expect(parameters[0].kind == .choice(["ad", "avatar"]) && parameters[0].defaultValue == "ad")
        #expect(parameters.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func appStoreDeclaresItsParameters() throws {
        let parameters = try #require(Preset.named("appstore")).parameters()
        #expect(parameters.map(\.name) == ["hero", "caption", "text", "body", "heroStart", "heroEnd", "accent", "lead", "hold", "tail"])
        #expect(parameters.allSatisfy { !$0.summary.isEmpty })
    }

    /// show 4 s: the cut moves to 4 s, the pill counts 4 → 3 → 2 → 1 once a
    /// second from the start, the video lasts 4 + 0.5 s.
    @Test(arguments: [(0.5, 4), (1.5, 3), (2.5, 2), (3.5, 1), (3.99, 1)])
    func weiboShowMovesTheCutAndTheCount(time: Double, shown: Int) throws {
        let scene = try Self.scene("weibo", ["show": "4"])
        #expect(scene.duration == 4.5)
        #expect(try !Self.layer(scene, "splash", at: 3.999).isHidden)
        #expect(try Self.layer(scene, "splash", at: 4).isHidden)
        for n in 1...5 {
            #expect(try Self.layer(scene, "skip-\(n)", at: time).isHidden == (n != shown), "at \(time) s, \(n)")
        }
        #expect(scene.keyInstants.map(\.time) == [0.3, 2.15, 4])
    }

    /// The default ad (2.5 s) counts from 3, as the spec says; 5 never shows.
    @Test func weiboDefaultPillNeverShowsFourOrFive() throws {
        let scene = try Self.scene("weibo")
        for t in stride(from: 0.0, to: 2.5, by: 0.1) {
            #expect(try Self.layer(scene, "skip-4", at: t).isHidden && Self.layer(scene, "skip-5", at: t).isHidden)
        }
        #expect(scene.keyInstants.map(\.time) == [0.3, 1.4, 2.5])
    }

    /// rise 3 s, tail 1 s: at 1.5 s the avatar is half-way (30 pt), the
    /// splash goes at 3 s, the video lasts 4 s.
    @Test func weiboRiseAndTailTimeTheAvatarVariant() throws {
        let scene = try Self.scene("weibo", ["variant": "avatar", "rise": "3", "tail": "1"])
        #expect(scene.duration == 4)
        #expect(abs(try Self.layer(scene, "avatar", at: 1.5).position.y - (333.5 - 30)) < 1e-9)
        #expect(try !Self.layer(scene, "splash", at: 2.999).isHidden)
        #expect(try Self.layer(scene, "splash", at: 3).isHidden)
    }

    @Test func weiboDrawsPlaceholdersWithoutArt() throws {
        #expect(try Self.scene("weibo").imageSources.isEmpty)
        #expect(try Self.scene("weibo", ["variant": "avatar"]).imageSources.isEmpty)
    }

    @Test func weiboTakesTheUsersArtAndWords() throws {
        let scene = try Self.scene("weibo", ["ad": "/art/ad.jpg", "logo": "/art/logo.svg", "screen": "/art/feed.png",
                                             "avatar": "/art/me.png", "text": "Acme", "brand": "#0A84FF"])
        // The avatar belongs to the other variant.
        #expect(scene.imageSources == ["/art/ad.jpg", "/art/logo.svg", "/art/feed.png"])
        let ad = try Self.layer(scene, "ad", at: 1)
        guard case .image(let image)? = ad.contents else { Issue.record("the ad draws no image"); return }
        #expect(image.source == "/art/ad.jpg" && image.gravity == .resizeAspectFill)
        #expect(ad.masksToBounds && ad.bounds.size == Size(width: 375, height: 667 * 0.8))
        #expect(Self.string(try Self.layer(scene, "company", at: 1)) == "Acme")
        #expect(!scene.texts.contains { $0.text.string == "微博" })
        let app = try Self.layer(scene, "app", at: 2.7)
        #expect(app.sublayers.isEmpty && app.bounds.size == Size(width: 375, height: 667))

        let avatar = try Self.scene("weibo", ["variant": "avatar", "avatar": "/art/me.png", "greeting": "Hi"])
        #expect(avatar.imageSources == ["/art/me.png"])
        #expect(Self.string(try Self.layer(avatar, "greeting", at: 1)) == "Hi")
    }

    @Test func weiboBrandColoursTheDrawnLogo() throws {
        let logo = try Self.layer(try Self.scene("weibo", ["brand": "#0A84FF"]), "logo", at: 1)
        guard case .shape(let shape)? = logo.contents else { Issue.record("the logo is not drawn"); return }
        #expect(shape.fillColor == Color(hex: "#0A84FF"))
    }

    /// lead 1 s, hold 2 s: touch down at 1 s, pressed to 0.97 at 1.2 s, the
    /// tap at 1.4 s, open at 2.2 s, closing from 4.2 s, closed at 5 s, then
    /// the 0.4 s tail: 5.4 s.
    @Test func appStoreLeadAndHoldMoveTheTimeline() throws {
        let scene = try Self.scene("appstore", ["lead": "1", "hold": "2"])
        #expect(abs(scene.duration - 5.4) < 1e-9)
        let instants = scene.keyInstants.map(\.time)
        for (time, expected) in zip(instants, [1, 1.2, 1.4, 2.2, 4.2, 5.0]) { #expect(abs(time - expected) < 1e-9) }
        #expect(instants.count == 6)
        #expect(try Self.layer(scene, "card", at: 0.99).transform.scaleX == 1)
        #expect(abs(try Self.layer(scene, "card", at: 1.2).transform.scaleX - 0.97) < 1e-12)
        #expect(abs(try Self.layer(scene, "card", at: 1.39).transform.scaleX - 0.97) < 1e-12)
        #expect(abs(try Self.layer(scene, "card", at: 4.2).bounds.height - 667) < 1)
        #expect(abs(try Self.layer(scene, "dim", at: 4.2).opacity - 0.5) < 1e-9)
        #expect(abs(try Self.layer(scene, "tab-bar", at: 4.7).position.y - (667 - 83.0 / 2)) < 1e-9)
    }

    @Test func appStoreKeyInstantsFollowTheSpecAtDefaults() throws {
        let instants = try Self.scene("appstore").keyInstants.map(\.time)
        #expect(instants.count == 6)
        for (time, expected) in zip(instants, [0.4, 0.6, 0.8, 1.6, 2.4, 3.2]) { #expect(abs(time - expected) < 1e-9) }
    }

    @Test func appStoreTakesTheUsersHeroAndWords() throws {
        #expect(try Self.scene("appstore").imageSources.isEmpty)
        let scene = try Self.scene("appstore", ["hero": "/art/hero.jpg", "text": "Title", "caption": "CAPTION", "body": "Body text", "accent": "#FF2D55"])
        #expect(scene.imageSources == ["/art/hero.jpg"])
        let hero = try Self.layer(scene, "hero", at: 0)
        guard case .image(let image)? = hero.contents else { Issue.record("the hero draws no image"); return }
        #expect(image.gravity == .resizeAspectFill && hero.masksToBounds)
        #expect(Self.string(try Self.layer(scene, "title", at: 0)) == "Title")
        #expect(Self.string(try Self.layer(scene, "caption", at: 0)) == "CAPTION")
        #expect(Self.string(try Self.layer(scene, "body", at: 0)) == "Body text")
        let tab = try Self.layer(scene, "tab-0", at: 0)
        guard case .shape(let shape)? = tab.contents else { Issue.record("the tab icon is not drawn"); return }
        #expect(shape.fillColor == Color(hex: "#FF2D55"))
    }

    @Test func appStoreHeroColoursPaintTheDrawnHero() throws {
        let hero = try Self.layer(try Self.scene("appstore", ["heroStart": "#000000", "heroEnd": "#FFFFFF"]), "hero", at: 0)
        guard case .gradient(let gradient)? = hero.contents else { Issue.record("the hero is not a gradient"); return }
        #expect(gradient.colors == [Color(hex: "#000000"), Color(hex: "#FFFFFF")])
    }
}
