import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// Every preset declares the parameters its README row and `splashvid
/// presets NAME` promise, in order, each with a summary.
struct PresetParameterDeclarationTests {
    @Test func kugouDeclaresItsParameters() throws {
        let names = try #require(Preset.named("kugou")).parameters().map(\.name)
        #expect(names == ["locale", "logo", "screen", "text", "label", "wordmark", "brand", "delay", "tail"])
    }

    @Test func yulaDeclaresItsParameters() throws {
        let names = try #require(Preset.named("yula")).parameters().map(\.name)
        #expect(names == ["locale", "logo", "screen", "seed", "text", "splashStart", "splashEnd", "hold", "tail"])
    }

    @Test func weiboDeclaresItsParameters() throws {
        let parameters = try #require(Preset.named("weibo")).parameters()
        #expect(parameters.map(\.name) == ["locale", "variant", "ad", "avatar", "greeting", "logo", "text", "adTag", "skip", "adTitle", "adSubtitle", "adButton",
                                             "screen", "brand", "show", "rise", "tail"])
        #expect(parameters[1].kind == .choice(["ad", "avatar"]) && parameters[1].defaultValue == "ad")
        #expect(parameters.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func appStoreDeclaresItsParameters() throws {
        let parameters = try #require(Preset.named("appstore")).parameters()
        #expect(parameters.map(\.name) == ["locale", "hero", "caption", "text", "body", "date", "heading", "secondCaption", "secondTitle", "appName",
                                             "appSubtitle", "getButton", "heroStart", "heroEnd", "accent", "lead", "hold", "tail"])
        #expect(parameters.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func guideDeclaresItsParameters() throws {
        let parameters = try #require(Preset.named("guide")).parameters()
        #expect(parameters.map(\.name) == ["locale", "text", "subtitle", "tags", "title2", "subtitle2", "title3", "subtitle3", "title4",
                                             "subtitle4", "button", "skip", "accent", "background", "hold", "swipe"])
        #expect(parameters.allSatisfy { !$0.summary.isEmpty })
    }
}
