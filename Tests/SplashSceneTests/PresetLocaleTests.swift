import Foundation
import Testing
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// `--set locale=…`: every preset's strings follow one choice parameter.
struct PresetLocaleTests {
    static let canvas = Size(width: 375, height: 667)

    /// Every string the scene draws, hidden layers and both branches of a
    /// variant's layers included where the variant is set.
    static func strings(_ preset: String, _ parameters: [String: String]) throws -> [String] {
        let scene = try #require(Preset.named(preset)).scene(canvas: canvas, parameters: parameters)
        return scene.texts.map(\.text.string).sorted()
    }

    /// Han ideographs or Cyrillic letters: what an English string has none of.
    static func isForeign(_ string: String) -> Bool {
        string.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3000...0x303F).contains($0.value)
            || (0xFF00...0xFFEF).contains($0.value) || (0x0400...0x04FF).contains($0.value) }
    }

    @Test func englishStringsInAllFivePresets() throws {
        var checked = 0
        for (preset, variant) in [("kugou", nil), ("weibo", "ad"), ("weibo", "avatar"), ("guide", nil), ("yula", nil), ("appstore", nil)] {
            var parameters = ["locale": "en"]
            if let variant { parameters["variant"] = variant }
            let strings = try Self.strings(preset, parameters)
            #expect(!strings.isEmpty)
            for string in strings {
                #expect(!Self.isForeign(string), "\(preset): \"\(string)\" is not English")
                checked += 1
            }
        }
        // The distinct strings of the six scenes together (a string drawn
        // by several layers, like weibo's "+ Follow", counts once a scene).
        #expect(checked == 109, "\(checked)")
        let kugou = try Self.strings("kugou", ["locale": "en"])
        #expect(kugou.contains("KUGOU MUSIC") && kugou.contains("New ways to enjoy music, always"))
        let weibo = try Self.strings("weibo", ["locale": "en"])
        #expect(["Skip 1", "Skip 5", "Ad", "Weibo", "New for summer"].allSatisfy(weibo.contains))
        #expect(try Self.strings("weibo", ["locale": "en", "variant": "avatar"]).contains("Welcome back"))
        #expect(try Self.strings("guide", ["locale": "en"]).contains("Get started"))
        #expect(try Self.strings("appstore", ["locale": "en"]).contains("TUESDAY 22 NOVEMBER"))
    }

    @Test func withoutALocaleEachPresetKeepsItsArticlesLanguage() throws {
        #expect(try Self.strings("kugou", [:]).contains("音乐总有新玩法"))
        #expect(try Self.strings("weibo", [:]).contains("跳过 5"))
        #expect(try Self.strings("guide", [:]).contains("立即体验"))
        #expect(try Self.strings("yula", [:]).contains("Рекомендации"))
        #expect(try Self.strings("appstore", [:]).contains("APP OF THE DAY"))
        // And the same strings when the article's language is asked for.
        for (preset, locale) in [("kugou", "zh"), ("weibo", "zh"), ("guide", "zh"), ("yula", "ru"), ("appstore", "en")] {
            #expect(try Self.strings(preset, [:]) == Self.strings(preset, ["locale": locale]), "\(preset)")
        }
    }

    @Test func russianAndChineseToo() throws {
        let yula = try Self.strings("yula", ["locale": "zh"])
        #expect(yula.contains("为你推荐"))
        let appstore = try Self.strings("appstore", ["locale": "ru"])
        #expect(appstore.contains("ПРИЛОЖЕНИЕ ДНЯ") && appstore.contains("Сегодня"))
        #expect(try Self.strings("weibo", ["locale": "ru"]).contains("Далее 3"))
    }

    @Test func aGivenStringWinsOverTheLocale() throws {
        let strings = try Self.strings("weibo", ["locale": "en", "skip": "Pass"])
        #expect(strings.contains("Pass 4"))
        #expect(strings.contains("Ad"))
    }

    @Test func anUnknownLocaleListsTheKnownOnes() throws {
        for preset in Preset.all {
            do {
                _ = try preset.scene(canvas: Self.canvas, parameters: ["locale": "de"])
                Issue.record("\(preset.name): locale de accepted")
            } catch {
                #expect(error.description == "\(preset.name).json: parameter locale: expected one of zh, en, ru, not \"de\"")
            }
        }
    }

    @Test func everyPresetDeclaresTheSameLocalesWithItsArticlesLanguageAsDefault() throws {
        // lottie's pattern is Firefox for iOS's (English); it draws no text,
        // nor does launch (the app's own launch screen, or a placeholder icon).
        let expected = ["appstore": "en", "guide": "zh", "kugou": "zh", "launch": "en", "lottie": "en", "weibo": "zh", "yula": "ru"]
        var checked = 0
        for preset in Preset.all {
            let locale = try #require(try preset.parameters().first { $0.name == "locale" })
            #expect(locale.kind == .choice(["zh", "en", "ru"]))
            #expect(locale.defaultValue == expected[preset.name])
            // Every text parameter with a default follows the locale, but
            // brand names (kugou's wordmark, the App Store app's name).
            for parameter in try preset.parameters() where parameter.kind == .text {
                let isBrand = ["wordmark", "appName"].contains(parameter.name)
                #expect((parameter.byChoice?.parameter == "locale") != isBrand, "\(preset.name).\(parameter.name)")
                checked += 1
            }
        }
        // kugou 3, weibo 7, guide 11, yula 1, appstore 10 text parameters.
        #expect(checked == 32)
    }
}

/// The mechanisms behind it: a text default chosen by a choice parameter,
/// and `${NAME}` inside a string.
struct TextDefaultsByChoiceTests {
    static func decode(_ parameters: String, _ string: String, _ given: [String: String] = [:]) throws(JSONFileError) -> Scene {
        let json = ##"{"parameters": [\##(parameters)], "duration": 1, "layers": [{"id": "t", "contents": {"type": "text", "string": "\##(string)"}}]}"##
        return try SceneDecoder.decode(Data(json.utf8), file: "s.json", canvas: Size(width: 100, height: 100), parameters: given)
    }

    static let declared = ##"""
        {"name": "locale", "kind": "choice", "values": ["en", "ru"], "default": "en"},
        {"name": "seed", "kind": "number", "default": 0},
        {"name": "skip", "kind": "text", "default": {"by": "locale", "cases": {"en": "Skip", "ru": "Далее"}}},
        {"name": "hi", "kind": "text", "default": {"by": "locale", "cases": {"en": {"pick": ["Hi"], "by": "seed"}, "ru": "Привет"}}}
        """##

    static func string(_ scene: Scene) -> String? {
        if case .text(let text, _)? = scene.layers.first?.contents { return text.string }
        return nil
    }

    @Test func theChoiceSelectsTheCaseAndInterpolationPutsItInAString() throws {
        #expect(Self.string(try Self.decode(Self.declared, "${skip} 5")) == "Skip 5")
        #expect(Self.string(try Self.decode(Self.declared, "${skip} 5", ["locale": "ru"])) == "Далее 5")
        #expect(Self.string(try Self.decode(Self.declared, "${hi}, ${seed}!", ["locale": "en"])) == "Hi, 0!")
        #expect(Self.string(try Self.decode(Self.declared, "$hi", ["locale": "ru"])) == "Привет")
        #expect(Self.string(try Self.decode(Self.declared, "$${skip}")) == "${skip}")
    }

    @Test func mistakesAreClearErrors() {
        let cases: [(String, String, String)] = [
            (Self.declared, "${skp}", "s.json: layers[0].contents.string: unknown parameter \"skp\" (did you mean \"skip\"?); declared: hi, locale, seed, skip"),
            (Self.declared, "${skip", "s.json: layers[0].contents.string: \"${\" without its closing \"}\"; write ${NAME} to use a parameter in a string"),
            (##"{"name": "locale", "kind": "choice", "values": ["en", "ru"], "default": "en"}, {"name": "t", "kind": "text", "default": {"by": "locale", "cases": {"en": "A"}}}"##, "",
             "s.json: parameters[1].default.cases: needs a default for every value of locale (en, ru); \"ru\" is missing"),
            (##"{"name": "n", "kind": "number", "default": 1}, {"name": "t", "kind": "text", "default": {"by": "n", "cases": {}}}"##, "",
             "s.json: parameters[1].default.by: must name a choice parameter declared before this one"),
        ]
        var checked = 0
        for (parameters, string, message) in cases {
            do {
                _ = try Self.decode(parameters, string)
                Issue.record("accepted: \(string)")
            } catch {
                #expect(error.description == message)
                checked += 1
            }
        }
        #expect(checked == 4)
    }
}
