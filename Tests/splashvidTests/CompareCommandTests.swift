import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// `splashvid compare` end to end: kugou against itself with a later zoom
/// (`--set delay=1`), on the iPhone SE at a panel height of 160 pixels.
///
/// The layout at 160 px (see ComparisonLayout): margin max(8, round(160 ×
/// 0.03) = 5) = 8 = gap; label size max(12, round(4.16)) = 12, band 24.
/// The SE's 375 × 667 points at 160 / 667 are round(89.96) = 90 × 160
/// pixels. Panel 0 at (8, 32), panel 1 at (8 + 90 + 8, 32) = (106, 32);
/// the picture 106 + 90 + 8 = 204 by 32 + 160 + 8 = 200 (both even).
///
/// kugou lasts delay + 1 + tail = 0.5 + 1 + 0.5 = 2 s; with delay 1, 2.5 s:
/// at 10 fps the comparison has 25 frames, panel 0 holding its last
/// (frame 19, 1.9 s) from frame 20 on. Both hold the launch screen until
/// 0.5 s (frames 0–5: frame 5 is the zoom's first instant, scale 1, in
/// both); panel 0 zooms from 0.5 s, so frames 6 on differ; from 2.0 s
/// (frame 20) panel 1's launch view is removed too ("removedAt": delay +
/// 1) and both show the app screen alone.
@Suite(.serialized) struct CompareCommandTests {
    static let panelSize = (width: 90, height: 160)
    static let panels = [(x: 8, y: 32), (x: 106, y: 32)]

    /// The mean absolute difference of the two panels' RGB, per channel.
    static func panelDifference(_ rgba: [UInt8], width: Int) -> Double {
        var sum = 0, count = 0
        for y in 0..<panelSize.height {
            for x in 0..<panelSize.width {
                let a = ((panels[0].y + y) * width + panels[0].x + x) * 4
                let b = ((panels[1].y + y) * width + panels[1].x + x) * 4
                for c in 0..<3 {
                    sum += abs(Int(rgba[a + c]) - Int(rgba[b + c]))
                    count += 1
                }
            }
        }
        return Double(sum) / Double(count)
    }

    /// Runs splashvid with `arguments` in a new folder, expects it to
    /// succeed, and hands its result and the folder to `body`.
    static func run(_ arguments: [String], _ body: (Binary.Result, URL) throws -> Void) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        try body(result, folder)
    }

    /// The PNG `name` in `folder`, decoded.
    static func image(_ name: String, in folder: URL) throws -> DecodedImage {
        try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }

    static let arguments = ["compare", "kugou", "kugou", "--set", "delay=1", "--device", "iphone-se", "--height", "160", "--fps", "10"]

    /// The MP4: 204 × 200, 25 frames, 2.5 s. At CRF 1 the codec's noise
    /// between two equal panels is a fraction of a level (0.01–0.04 when
    /// written); where the zoom shows, panels differ by several levels on
    /// average (4.6 in frame 19, the zoom's end, up to 26).
    @Test func aChangedParameterShowsFromTheRightFrameOn() throws {
        try Self.run(Self.arguments + ["--crf", "1", "-o", "cmp.mp4"]) { result, folder in
            #expect(result.stderr.contains("wrote cmp.mp4 — 204×200, 2.50 s, 25 frames"), "\(result.stderr)")
            let path = folder.appendingPathComponent("cmp.mp4").path
            let reader = try VideoReader(path: path)
            #expect(reader.width == 204 && reader.height == 200)
            #expect(reader.frameCount == 25)
            #expect(abs(reader.durationSeconds - 2.5) < 1e-6)
            var differences: [Double] = []
            try reader.decodeFrames { _, rgba, width, _ in differences.append(Self.panelDifference(rgba, width: width)) }
            #expect(differences.count == 25)
            let same = Array(0...5) + Array(20...24), changed = Array(6...19)
            #expect(same.filter { differences[$0] < 0.5 }.count == same.count, "\(differences)")
            #expect(changed.filter { differences[$0] > 3 }.count == changed.count, "\(differences)")
        }
    }

    /// Frames 4–7 as PNGs, as drawn: the panels are equal to the byte in
    /// frames 4 and 5, and not in 6 and 7.
    @Test func framesAsPNGsAreExactlyEqualBeforeTheChange() throws {
        try Self.run(Self.arguments + ["--frames", "4-7", "-o", "frames/"]) { result, folder in
            var differences: [Double] = []
            for frame in 4...7 {
                let file = folder.appendingPathComponent(String(format: "frames/%04d.png", frame))
                let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: file)))
                #expect(image.width == 204 && image.height == 200)
                differences.append(Self.panelDifference(image.pixels, width: image.width))
            }
            #expect(differences.count == 4)
            #expect(differences[0] == 0 && differences[1] == 0, "\(differences)")
            #expect(differences[2] > 3 && differences[3] > 3, "\(differences)")
        }
    }

    /// A GIF of the same: 25 frames whose delays (10 cs each) add up to 2.5 s.
    @Test func aGIF() throws {
        try Self.run(Self.arguments + ["-o", "cmp.gif"]) { result, folder in
            let reader = try VideoReader(path: folder.appendingPathComponent("cmp.gif").path)
            #expect(reader.codecName == "gif")
            #expect(reader.width == 204 && reader.height == 200)
            #expect(reader.frameCount == 25)
            #expect(abs(reader.durationSeconds - 2.5) < 0.011)
        }
    }

    /// Stills at 0.5 s (before the change: equal panels) and 1.0 s (half
    /// way through panel 0's zoom: different panels); the labels drawn in
    /// the band above (dark pixels in rows 8–32 over each panel), the
    /// background #F2F2F7 in the margin.
    @Test func stills() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var differences: [Double] = []
        for (time, name) in [("0.5", "before.png"), ("1.0", "after.png")] {
            let result = try Binary.run(Self.arguments + ["--at", time, "-o", name], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("wrote \(name) — 204×200, at \(time)0 s"), "\(result.stderr)")
            let image = try Self.image(name, in: folder)
            differences.append(Self.panelDifference(image.pixels, width: image.width))
            #expect(image.pixel(2, 2) == [242, 242, 247, 255])
            for panel in Self.panels {
                var dark = 0
                for y in 8..<32 {
                    for x in panel.x..<(panel.x + Self.panelSize.width) where image.pixel(x, y)[0] < 100 { dark += 1 }
                }
                #expect(dark > 20, "no label over the panel at x = \(panel.x)")
            }
        }
        #expect(differences.count == 2)
        #expect(differences[0] == 0, "\(differences)")
        #expect(differences[1] > 3, "\(differences)")
    }

    /// A contact sheet of the comparison: 6 evenly spaced instants (0,
    /// 0.5 … 2.5 s) with both panels' key instants merged into them (0.5,
    /// 1.0, 1.5 of the first; 1.0, 1.5, 2.0 of the second), 6 cells in
    /// rows of 6 / 2 panels = 3. A thumbnail fits in 180 × 2 by 360, so
    /// the 204 × 200 picture is not shrunk; the sheet is 2 × 24 + 3 × (204
    /// + 2) + 2 × 16 = 698 wide and 2 × 24 + 34 + 2 × (200 + 2 + 44) + 20 =
    /// 594 high (ContactSheetLayout).
    @Test func aContactSheet() throws {
        try Self.run(Self.arguments + ["--sheet", "sheet.png"]) { result, folder in
            #expect(result.stderr.contains("wrote sheet.png — contact sheet"), "\(result.stderr)")
            let image = try Self.image("sheet.png", in: folder)
            #expect(image.width == 698 && image.height == 594)
        }
    }

    /// One source on two devices: the SE's 90 pixels and the 15 Pro Max's
    /// 430 × 932 points at 160 / 932, round(73.82) = 74; the picture
    /// 8 + 90 + 8 + 74 + 8 = 188 by 200.
    @Test func oneSceneOnTwoDevices() throws {
        try Self.run(["compare", "kugou", "--device", "iphone-se,iphone-15-pro-max", "--height", "160", "--at", "0", "--json", "-o", "d.png"]) { result, folder in
            #expect(result.stdout.contains("\"height\":200"), "\(result.stdout)")
            #expect(result.stdout.contains("\"width\":188"), "\(result.stdout)")
            let image = try Self.image("d.png", in: folder)
            #expect(image.width == 188 && image.height == 200)
        }
    }

    /// A Lottie file is told from a scene file by Bodymovin's keys and
    /// drawn as `--lottie` draws it, fitted to the screen over
    /// `--background`. At 400 px the SE's panel 0 is 225 × 400 at (12, 36)
    /// (ComparisonLayoutTests): its centre (124, 236) is the star's white
    /// centre, (20, 44) the background #5B3BE8.
    @Test func aLottieFileAsASource() throws {
        let lottie = PackageFolders.root.appendingPathComponent("presets/animations/splash.json").path
        try Self.run(["compare", lottie, "--label", "Lottie", "lottie", "--device", "iphone-se", "--height", "400", "--at", "1",
                      "--background", "#5B3BE8", "-o", "l.png"]) { _, folder in
            let image = try Self.image("l.png", in: folder)
            #expect(image.width == 486 && image.height == 448)
            #expect(image.pixel(124, 236) == [255, 255, 255, 255])
            #expect(image.pixel(20, 44) == [91, 59, 232, 255])
        }
    }

    /// Mistakes get one line each, before anything is drawn.
    @Test func mistakes() throws {
        let cases: [([String], String)] = [
            (["compare", "kugu", "kugou", "-o", "x.mp4"], "unknown preset \"kugu\" (and no such file): did you mean \"kugou\"?"),
            (["compare", "kugou", "kugou", "--sett", "brand=#FF2D55", "-o", "x.mp4"], "Unknown option '--sett'. Did you mean '--set'?"),
            (["compare", "--set", "brand=#FF2D55", "kugou", "kugou", "-o", "x.mp4"], "--set applies to the source before it"),
            (["compare", "kugou", "kugou", "--set", "brnd=#FF2D55", "-o", "x.mp4"], "brnd"),
            (["compare", "kugou", "kugou", "--set", "-o", "x.mp4"], "--set needs a value after it"),
            (["compare", "kugou", "-o", "x.mp4"], "compare needs two panels or more"),
            (Array(repeating: "kugou", count: 9).reduce(into: ["compare"]) { $0.append($1) } + ["-o", "x.mp4"], "compare shows at most 8 sources, not 9"),
            (["compare", "kugou", "yula", "weibo", "--device", "iphone-se,iphone-8,ipad-mini", "-o", "x.mp4"], "compare shows at most 8 panels; 3 sources on 3 devices make 9"),
            (["compare", "kugou", "kugou", "--device", "iphone-99", "-o", "x.mp4"], "unknown device \"iphone-99\""),
            (["compare", "kugou", "kugou", "--height", "10", "-o", "x.mp4"], "--height must be 64 to 4096 pixels, not 10"),
            (["compare", "kugou", "kugou", "kugou", "--device", "ipad-pro-11", "--height", "4096", "-o", "x.mp4"], "the comparison would be"),
            (["compare", "kugou", "kugou", "-o", "x.png"], "a .png output is a still: add --at SECONDS"),
            (["compare", "kugou", "kugou", "--dither", "none", "-o", "x.mp4"], "--dither applies to .gif outputs only"),
            (["compare", "kugou", "kugou", "--label", "A", "--label", "B", "-o", "x.mp4"], "--label is given twice for kugou"),
            (["compare", "kugou", "kugou"], "nothing to write: give an output file"),
            (["compare", "kugou", "kugou", "--sheet", "s.jpg"], "--sheet must name a .png file"),
        ]
        var checked = 0
        for (arguments, message) in cases {
            let result = try Binary.run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            checked += 1
        }
        #expect(checked == 16)
    }
}
