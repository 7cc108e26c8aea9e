import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// --logo, --screen, --text, --ad, --color and --set, through the binary.
@Suite(.serialized) struct ParameterOptionTests {
    @Test(arguments: [
        (["--preset", "kugou", "--set", "x=1"], #"--set x=1: kugou has no parameter "x"; its parameters are locale, logo, screen, text, label, wordmark, brand, delay, tail (see `splashvid presets kugou`)"#),
        (["--preset", "kugou", "--ad", "ad.png"], #"--ad: kugou has no parameter "ad"; its parameters are locale, logo, screen, text, label, wordmark, brand, delay, tail (see `splashvid presets kugou`)"#),
        (["--preset", "kugou", "--set", "delay"], #"--set takes NAME=VALUE, not "delay""#),
        (["--preset", "kugou", "--set", "=1"], #"--set takes NAME=VALUE, not "=1""#),
        (["--preset", "kugou", "--color", "delay=#FFFFFF"], "--color delay=#FFFFFF: delay is a number parameter, not a colour; use --set"),
        (["--preset", "kugou", "--color", "brand=blue"], #"--color brand=blue: "blue" is not a colour: expected #RRGGBB or #RRGGBBAA"#),
        (["--preset", "kugou", "--set", "delay=forever"], #"kugou.json: parameter delay: expected a number, not "forever""#),
        (["--preset", "kugou", "--set", "delay=31"], #"kugou.json: parameter delay: expected a number from 0 to 30, not "31""#),
        (["--preset", "kugou", "--text", "a", "--set", "text=b"], "--set text=b sets text again (already set by --text)"),
        (["--preset", "yula", "--logo", "no-such-logo.svg"], "--logo: no-such-logo.svg: no such file"),
    ])
    func aBadParameterIsOneClearLine(arguments: [String], message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(arguments + ["--size", "100x200", "--scale", "1", "out.mp4"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr == "splashvid: error: \(message)\n", "\(result.stderr)")
        #expect(contents(of: folder).isEmpty)
    }

    /// yula with the user's logo (a yellow SVG star) and screen (a green
    /// PNG): at 0.3 s the splash shows the star at the centre; at 2.6 s,
    /// after the reveal, the whole screen is the user's picture.
    @Test func yulaDrawsTheUsersLogoAndScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#FFD60A"/></svg>"##.utf8)
            .write(to: folder.appendingPathComponent("logo.svg"))
        let green = [UInt8]((0..<64).flatMap { _ in [UInt8(0), 200, 80, 255] })
        try Data(try PNGEncoder.encode(rgba: green, width: 8, height: 8)).write(to: folder.appendingPathComponent("screen.png"))

        func still(at t: Double, _ extra: [String]) throws -> DecodedImage {
            let result = try Binary.run(["--preset", "yula", "--size", "100x200", "--scale", "1", "--at", String(t)] + extra + ["still.png"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            return try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("still.png"))))
        }
        func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
            Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
        }
        let art = ["--logo", "logo.svg", "--screen", "screen.png", "--text", "Привет", "--color", "splashStart=#000000", "--color", "splashEnd=#000000"]
        let splash = try still(at: 0.3, art)
        #expect(pixel(splash, 50, 100) == [0xFF, 0xD6, 0x0A, 255])
        #expect(pixel(splash, 5, 5) == [0, 0, 0, 255])
        let revealed = try still(at: 2.6, art)
        for (x, y) in [(1, 1), (50, 100), (98, 198)] { #expect(pixel(revealed, x, y) == [0, 200, 80, 255]) }
        // Without the parameters: the placeholder's gradient, not black.
        #expect(pixel(try still(at: 0.3, []), 5, 5) != [0, 0, 0, 255])
    }

    @Test func presetsListsParameters() throws {
        let result = try Binary.run(["presets", "kugou"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("kugou  2 s  ") == true)
        #expect(lines.contains { $0.hasPrefix("  --logo (image)") && $0.contains("[default: built-in placeholder]") })
        #expect(lines.contains { $0.hasPrefix("  --color brand= (color)") && $0.contains("[default #2CA2F9]") })
        #expect(lines.contains { $0.hasPrefix("  --set delay= (number 0–30)") && $0.contains("[default 0.5]") })
        let verbose = try Binary.run(["presets", "--verbose"])
        for name in ["appstore", "kugou", "weibo", "yula"] { #expect(verbose.stdout.contains("\n\(name)  ") || verbose.stdout.hasPrefix("\(name)  ")) }
    }
}
