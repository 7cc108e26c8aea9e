import Foundation
import Testing
import SplashGeometry
import SplashVideo
@testable import SplashRender
@testable import SplashImport

/// `--width`, `--height` and the web size of a .gif or .webp: the scale
/// each gives, worked out by hand from the canvas in points.
@Suite struct PictureSizingTests {
    static let iPhone15 = Size(width: 393, height: 852)

    @Test func aWebSizeFitsTheBoxWithoutEnlarging() throws {
        // 393×852 pt at 3×: min(3, 480/393 = 1.2214, 800/852 = 0.93897) = 0.93897,
        // so 393 × 0.93897 = 369.0 → 369 px by 852 × 0.93897 = 800 px.
        let portrait = try PictureSizing.web.scale(for: Self.iPhone15, screenScale: 3)
        #expect(abs(portrait - 800.0 / 852.0) < 1e-12)
        let screen = try RenderScreen.device(named: "iphone-15").scaled(portrait, option: "--width")
        #expect(screen.pixelWidth == 369 && screen.pixelHeight == 800)
        // 1920×1080 at 2×: min(2, 480/1920 = 0.25, 800/1080 = 0.74) = 0.25 → 480×270.
        #expect(try PictureSizing.web.scale(for: Size(width: 1920, height: 1080), screenScale: 2) == 0.25)
        // 100×100 at 2× is 200 px: inside the box, kept (min(2, 4.8, 8) = 2).
        #expect(try PictureSizing.web.scale(for: Size(width: 100, height: 100), screenScale: 2) == 2)
        #expect(try PictureSizing.screen.scale(for: Self.iPhone15, screenScale: 3) == 3)
    }

    @Test func aWidthOrAHeightKeepsTheAspectRatio() throws {
        // --width 300: 300/393 = 0.76336 px a point; 852 × 0.76336 = 650.38 → 650.
        let byWidth = try PictureSizing.pixels(width: 300, height: nil).scale(for: Self.iPhone15, screenScale: 3)
        let wide = try RenderScreen.device(named: "iphone-15").scaled(byWidth, option: "--width")
        #expect(wide.pixelWidth == 300 && wide.pixelHeight == 650)
        // --height 500: 500/852 = 0.58685; 393 × 0.58685 = 230.63 → 231.
        let byHeight = try PictureSizing.pixels(width: nil, height: 500).scale(for: Self.iPhone15, screenScale: 3)
        let tall = try RenderScreen.device(named: "iphone-15").scaled(byHeight, option: "--height")
        #expect(tall.pixelWidth == 231 && tall.pixelHeight == 500)
        // Both, of the picture's shape: 300 wide goes with 650 high.
        #expect(try PictureSizing.pixels(width: 300, height: 650).scale(for: Self.iPhone15, screenScale: 3) == 300.0 / 393.0)
        // 231 wide goes with 852 × 231/393 = 500.8 → 501, not 500; 500 high
        // with 231 wide: the height's scale is taken.
        #expect(try PictureSizing.pixels(width: 231, height: 500).scale(for: Self.iPhone15, screenScale: 3) == 500.0 / 852.0)
    }

    @Test func sizesThatCannotBeDrawnAreErrorsNamingTheOption() {
        // 300 wide goes with 650 high; 600 high with 393 × 600/852 = 276.8 → 277 wide.
        #expect(throws: OptionProblem(.height, "600 with a width of 300 px does not keep the 393×852-point picture's shape: a width of 300 px goes with a height of 650 px, a height of 600 px with a width of 277 px (give one of them)")) {
            try PictureSizing.pixels(width: 300, height: 600).scale(for: Self.iPhone15, screenScale: 3)
        }
        // 4000/393 = 10.18 pixels a point, over the 8 allowed.
        #expect(throws: OptionProblem(.width, "4000 px would draw the 393×852-point picture at 10.2 pixels a point; the most is 8")) {
            try PictureSizing.pixels(width: 4000, height: nil).scale(for: Self.iPhone15, screenScale: 3)
        }
        var settings = RenderSettings()
        settings.width = 300
        #expect(throws: OptionProblem(.width, "sets the picture's scale: give it or --scale, not both")) {
            try settings.sizing(for: .gif, scaleGiven: true)
        }
    }

    @Test func webFormatsAreWebSizedAndPlayAtTwentyFPSUnlessTold() throws {
        var settings = RenderSettings()
        #expect(try settings.sizing(for: .gif, scaleGiven: false) == .web)
        #expect(try settings.sizing(for: .webp, scaleGiven: false) == .web)
        #expect(try settings.sizing(for: .gif, scaleGiven: true) == .screen)
        #expect(try settings.sizing(for: .h264, scaleGiven: false) == .screen)
        #expect(try settings.sizing(for: nil, scaleGiven: false) == .screen)
        // Rates: a GIF or WebP 20 (a Lottie's own when lower), an MP4 60 or the Lottie's own.
        #expect([settings.rate(for: .gif), settings.rate(for: .webp), settings.rate(for: .h264)] as [Int] == [20, 20, 60])
        #expect([settings.rate(for: .gif, fallback: 12), settings.rate(for: .gif, fallback: 30), settings.rate(for: .h264, fallback: 30)] as [Int] == [12, 20, 30])
        settings.fps = 50
        #expect(settings.rate(for: .gif) == 50)
        settings.height = 400
        #expect(try settings.sizing(for: .gif, scaleGiven: false) == .pixels(width: nil, height: 400))
    }

    @Test func theLadderLowersColoursRateAndSizeInTurn() {
        let gif = BudgetStep.ladder(for: .gif, fps: 20, keepsRate: false, smallest: 369)
        #expect(gif.map(\.factor) == [1, 1, 1, 0.8, 0.8, 0.64, 0.64, 0.5, 0.4, 0.32])
        #expect(gif.map(\.fps) == [20, 20, 15, 15, 12, 12, 10, 10, 8, 8])
        #expect(gif.map(\.colours) == [256, 128, 128, 128, 64, 64, 32, 32, 32, 16])
        // A WebP has no palette: the second rung is the first again, left out.
        let webp = BudgetStep.ladder(for: .webp, fps: 20, keepsRate: false, smallest: 369)
        #expect(webp.count == 9 && webp.allSatisfy { $0.colours == 256 } && webp[1] == BudgetStep(fps: 15))
        // --frames keeps the rate; a picture 40 px across stops before 0.32 × 40 = 12.8 px.
        let kept = BudgetStep.ladder(for: .gif, fps: 20, keepsRate: true, smallest: 40)
        #expect(kept.allSatisfy { $0.fps == 20 } && kept.last?.factor == 0.4 && kept.count == 8)
    }

    @Test func theSearchFindsTheFirstStepThatFits() throws {
        var tried: [Int] = []
        let found = BudgetAttempts.first(in: 0..<10) { index in tried.append(index); return index >= 3 }
        #expect(found == 3)
        // 0 first, then bisection of 0...10: 5, 2, 3 (4 would be the next if 3 did not fit).
        #expect(tried == [0, 5, 2, 3])
        #expect(BudgetAttempts.first(in: 0..<10) { _ in false } == nil)
        #expect(BudgetAttempts.first(in: 1..<1) { _ in true } == nil)
    }
}
