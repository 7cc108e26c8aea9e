import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// Every preset declares the parameters its README row and `splashvid
/// presets NAME` promise, in order, each with a summary.
struct PresetParameterDeclarationTests {
    @Test func kugouDeclaresItsParameters() throws {
        let names = try #require(Preset.named("kugou")).parameters().map(\.name)
        #expect(names == ["logo", "screen", "text", "label", "brand", "delay", "tail"])
    }

    @Test func yulaDeclaresItsParameters() throws {
        let names = try #require(Preset.named("yula")).parameters().map(\.name)
        #expect(names == ["logo", "screen", "seed", "text", "splashStart", "splashEnd", "hold", "tail"])
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
}
