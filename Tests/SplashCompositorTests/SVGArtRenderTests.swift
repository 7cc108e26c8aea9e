import Foundation
import Testing
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import SplashSVG
import SplashTestSupport
import SplashVideo

/// SVG art as exporters write it, drawn by the compositor: spread methods,
/// units and objectBoundingBox clips, and the root's preserveAspectRatio
/// placing the viewBox in a layer of another shape. References looked at.
@Suite("SVG art: spread, units, aspect ratio", .eachKernelLevel)
struct SVGArtRenderTests {
    /// `layers`: JSON of the scene's layers on a white canvas of `size`.
    static func render(_ layers: String, size: Size, images: [String: String], scale: Double = 2) throws -> Pixmap {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [\##(layers)]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: size)
        var assets: [String: ImageAsset] = [:]
        for (path, svg) in images { assets[path] = .vector(try VectorImage(svg: Array(svg.utf8))) }
        return try Compositor(scene: scene, scale: scale, images: assets).render(at: 0)
    }

    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let v = p.pixel(x: x, y: y)
        return [Int(v.r), Int(v.g), Int(v.b)]
    }

    @Test func reflectedAndRepeatedGradients() throws {
        // Four bands 200 × 40, each a red → blue gradient over its first
        // quarter (x2 = 0.25): pad, repeat, reflect; then a radial repeat.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160">
              <linearGradient id="pad" x2="0.25"><stop stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
              <linearGradient id="repeat" href="#pad" spreadMethod="repeat"/>
              <linearGradient id="reflect" href="#pad" spreadMethod="reflect"/>
              <radialGradient id="rings" gradientUnits="userSpaceOnUse" cx="100" cy="140" r="8" spreadMethod="reflect">
                <stop stop-color="#ff0"/><stop offset="1" stop-color="#080"/></radialGradient>
              <rect width="200" height="40" fill="url(#pad)"/>
              <rect y="40" width="200" height="40" fill="url(#repeat)"/>
              <rect y="80" width="200" height="40" fill="url(#reflect)"/>
              <rect y="120" width="200" height="40" fill="url(#rings)"/>
            </svg>
            """
        let picture = try Self.render(#"{"frame": [0, 0, 200, 160], "contents": {"type": "image", "source": "/a.svg"}}"#,
                                      size: Size(width: 200, height: 160), images: ["/a.svg": svg], scale: 1)
        // At x = 75 (t = 1.5, 3/4 of the way): pad is blue (t ≥ 1); repeat
        // is halfway red → blue (t mod 1 = 0.5); reflect is halfway too
        // (period 1, mirrored: 1 − 0.5). At x = 60 (t = 1.2): repeat 0.2
        // of the way (mostly red), reflect 0.8 (mostly blue).
        let pad = Self.rgb(picture, 75, 20), repeated = Self.rgb(picture, 60, 60), reflected = Self.rgb(picture, 60, 100)
        var checked = 0
        #expect(pad[2] > 250 && pad[0] < 5); checked += 1
        #expect(repeated[0] > repeated[2] + 100, "\(repeated)"); checked += 1
        #expect(reflected[2] > reflected[0] + 100, "\(reflected)"); checked += 1
        #expect(checked == 3)
        try expectMatchesReference(picture, named: "svg-spread-methods", tolerance: 2)
    }

    @Test func aFocalPointOffTheCentre() throws {
        // White at the focus (60, 50), black on the circle about (50, 50)
        // of radius 40: on the line through both, the colours crowd on the
        // focus's side. At x 89 (1 in from the circle's right, the side
        // the focus leans to): t = 29 / 30 → nearly black; at x 11 (1 in
        // from its left): t = 49 / 50 → nearly black too, but halfway
        // towards each (x 75 and x 35): t 0.5 on the right (15 of 30)
        // and 0.5 on the left (25 of 50): both mid grey.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <radialGradient id="f" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40" fx="60" fy="50">
                <stop stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
              <rect width="100" height="100" fill="url(#f)"/>
            </svg>
            """
        let picture = try Self.render(#"{"frame": [0, 0, 100, 100], "contents": {"type": "image", "source": "/f.svg"}}"#,
                                      size: Size(width: 100, height: 100), images: ["/f.svg": svg], scale: 1)
        // Pixel x covers x … x + 1: its centre is x + 0.5. At x + 0.5 = 75.5:
        // t = 15.5 / 30 = 0.517 → 255 × 0.483 = 123; at 35.5: t = 24.5 / 50
        // = 0.49 → 130; the focus pixel (59.5…60.5) is t ≈ 0.
        let right = Self.rgb(picture, 75, 50)[0], left = Self.rgb(picture, 35, 50)[0], focus = Self.rgb(picture, 59, 50)[0]
        #expect(abs(right - 123) <= 3, "\(right)")
        #expect(abs(left - 130) <= 3, "\(left)")
        #expect(focus >= 250, "\(focus)")
        try expectMatchesReference(picture, named: "svg-focal-point", tolerance: 2)
    }

    @Test func theRootsPreserveAspectRatioPlacesTheViewBoxUnderResize() throws {
        // A 2:1 logo (a blue disc on an orange ground, 200 × 100 viewBox)
        // in three 80 × 80 layers: meet (letterboxed, centred: 80 × 40 at
        // y 20), slice at xMaxYMid (160 × 80, cut to the layer, the right
        // half shows) and none (stretched); then without the attribute, as
        // before, stretched by gravity resize.
        func logo(_ ratio: String?) -> String {
            let attribute = ratio.map { #" preserveAspectRatio="\#($0)""# } ?? ""
            return """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"\(attribute)>
                  <rect width="200" height="100" fill="#FF9500"/><circle cx="150" cy="50" r="40" fill="#0A84FF"/>
                </svg>
                """
        }
        let layers = ["meet", "slice", "none", "plain"].enumerated().map { i, name in
            #"{"frame": [\#(10 + 90 * i), 10, 80, 80], "contents": {"type": "image", "source": "/\#(name).svg"}}"#
        }.joined(separator: ", ")
        let picture = try Self.render(layers, size: Size(width: 370, height: 100),
                                      images: ["/meet.svg": logo("xMidYMid meet"), "/slice.svg": logo("xMaxYMid slice"),
                                               "/none.svg": logo("none"), "/plain.svg": logo(nil)])
        // At 2 px per point. meet: above the letterbox (y 25 pt) is white,
        // at the centre's left (x 20 pt) is the orange ground.
        #expect(Self.rgb(picture, 2 * 50, 2 * 25) == [255, 255, 255])
        #expect(Self.rgb(picture, 2 * 20, 2 * 50) == [255, 149, 0])
        // slice, xMax: scale 0.8, 160 × 80 from x 100 + 80 − 160 = 20 pt;
        // the disc's centre (viewBox x 150) at 20 + 150 × 0.8 = 140 pt, blue.
        #expect(Self.rgb(picture, 2 * 140, 2 * 50) == [10, 132, 255])
        // Nothing of the slice passes its layer (100…180 pt): the gap
        // before it (x 95 pt), which its left half would cover, is white.
        #expect(Self.rgb(picture, 2 * 95, 2 * 50) == [255, 255, 255])
        try expectMatchesReference(picture, named: "svg-preserve-aspect-ratio", tolerance: 2)
    }

    @Test func unitsAndBoundingBoxClipsAndMasks() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
              <clipPath id="half" clipPathUnits="objectBoundingBox"><circle cx="0.5" cy="0.5" r="0.5"/></clipPath>
              <mask id="fade" maskContentUnits="objectBoundingBox">
                <linearGradient id="ramp"><stop stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>
                <rect width="1" height="1" fill="url(#ramp)"/></mask>
              <rect x="5%" y="10%" width="40%" height="80%" fill="#34C759" clip-path="url(#half)"/>
              <rect x="55%" y="10mm" width="0.8in" height="1.5cm" rx="1em" fill="#AF52DE" mask="url(#fade)"/>
            </svg>
            """
        let picture = try Self.render(#"{"frame": [0, 0, 200, 100], "contents": {"type": "image", "source": "/u.svg"}}"#,
                                      size: Size(width: 200, height: 100), images: ["/u.svg": svg], scale: 1)
        // The green rect 10…90 × 10…90 clipped to the ellipse inscribed in
        // it: its centre green, its corner (12, 12) white.
        #expect(Self.rgb(picture, 50, 50) == [52, 199, 89])
        #expect(Self.rgb(picture, 12, 12) == [255, 255, 255])
        // The purple one at x 110 (55 %), y 37.8 (10 mm = 10 × 96/25.4),
        // 76.8 (0.8 in) × 56.7 (1.5 cm), corners of 16 (1 em): faded left to
        // right by the mask over its own box: its left end nearly purple,
        // its right end nearly white.
        let left = Self.rgb(picture, 112, 66), right = Self.rgb(picture, 185, 66)
        #expect(left[1] < 110, "\(left)")
        #expect(right == [255, 255, 255] || right[1] > 200, "\(right)")
        try expectMatchesReference(picture, named: "svg-units-box-clips", tolerance: 2)
    }
}

/// An `<image>` inside an SVG logo: its bytes decoded as a render decodes
/// them (ImageAssets does this from the file), drawn through the logo's
/// clip path and group opacity like any of its shapes.
@Suite("SVG embedded images drawn", .eachKernelLevel)
struct SVGEmbeddedImageRenderTests {
    /// A 2 × 2 PNG: red, green / blue, white.
    static let png = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwHwyBNBgAAEnICff5q7YNAAAAAElFTkSuQmCC"

    @Test func aPictureInsideALogoIsDrawnThroughItsClip() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <clipPath id="round"><circle cx="50" cy="50" r="45"/></clipPath>
              <rect width="100" height="100" fill="#1C1C1E"/>
              <image x="10" y="10" width="80" height="80" preserveAspectRatio="none" clip-path="url(#round)"
                     style="image-rendering: auto" href="data:image/png;base64,\(Self.png)"/>
            </svg>
            """
        let vector = try VectorImage(svg: Array(svg.utf8))
        let embedded = try #require(vector.embeddedImages.first)
        let decoded = try ImageDecoder.decode(embedded.bytes, maxPixels: 100)
        let pixmap = try #require(Pixmap(width: decoded.width, height: decoded.height, bytes: decoded.pixels))
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [{"frame": [0, 0, 100, 100], "contents": {"type": "image", "source": "/l.svg"}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 100, height: 100))
        let images: [String: ImageAsset] = ["/l.svg": .vector(vector),
                                            ImageAsset.embeddedKey(source: "/l.svg", index: 0): .bitmap(SampledImage(pixmap))]
        let picture = try Compositor(scene: scene, scale: 1, images: images).render(at: 0)
        // The 2 × 2 picture stretched over 10…90: each pixel a 40-point
        // square, blended bilinearly between their centres (30 and 70);
        // near the centres the colours are pure. Outside the circle of
        // radius 45 (the corner 12, 12) the dark tile shows.
        func rgb(_ x: Int, _ y: Int) -> [Int] { let p = picture.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }
        #expect(rgb(25, 25) == [255, 0, 0])
        #expect(rgb(75, 25) == [0, 255, 0])
        #expect(rgb(25, 75) == [0, 0, 255])
        #expect(rgb(75, 75) == [255, 255, 255])
        #expect(rgb(12, 12) == [0x1C, 0x1C, 0x1E])
        try expectMatchesReference(picture, named: "svg-embedded-image", tolerance: 2)
        // Without its decoded pixels (no render decoded them) the picture is left out, the rest drawn.
        let bare = try Compositor(scene: scene, scale: 1, images: ["/l.svg": .vector(vector)]).render(at: 0)
        let centre = bare.pixel(x: 50, y: 50)
        let dark: [Int] = [0x1C, 0x1C, 0x1E]
        #expect([Int(centre.r), Int(centre.g), Int(centre.b)] == dark)
    }
}
