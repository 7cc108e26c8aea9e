import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
import SplashSVG
@testable import SplashCompositor
import SplashTestSupport

/// SVG logos as design tools export them, drawn by the compositor: clip
/// paths, strokes outlined at the frame's scale, gradients.
@Suite(.eachKernelLevel)
struct VectorImageRenderTests {
    /// Figma's export: the artwork in `<g clip-path="url(#clip0_…)">`, the
    /// `<defs>` (a gradient, the clip rectangle with a transform) after it,
    /// and `fill="none"` on the root. The clip is 8…56 on both axes; the
    /// red circle spills out of it at the bottom right.
    static let figma = """
        <svg width="64" height="64" viewBox="0 0 64 64" fill="none" xmlns="http://www.w3.org/2000/svg">
        <g clip-path="url(#clip0_12_34)">
        <rect width="64" height="64" rx="14" fill="url(#paint0_linear_12_34)"/>
        <path d="M20 44L32 16L44 44H20Z" fill="white"/>
        <circle cx="54" cy="54" r="20" fill="#FF3B30"/>
        </g>
        <defs>
        <linearGradient id="paint0_linear_12_34" x1="0" y1="0" x2="64" y2="64" gradientUnits="userSpaceOnUse">
        <stop stop-color="#007AFF"/>
        <stop offset="1" stop-color="#5856D6"/>
        </linearGradient>
        <clipPath id="clip0_12_34">
        <rect width="48" height="48" fill="white" transform="translate(8 8)"/>
        </clipPath>
        </defs>
        </svg>
        """

    /// Sketch's export style: a gradient in `<defs>` with percentages
    /// (objectBoundingBox), `stroke="none" fill="none"` on the page group,
    /// a ring stroked with the gradient, a round-capped check mark, a dashed
    /// rule on y = 37.5 (so its 1-unit width covers row 37 exactly).
    static let sketchStrokes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg width="40px" height="40px" viewBox="0 0 40 40" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <title>Stroke logo</title>
            <defs>
                <linearGradient x1="0%" y1="50%" x2="100%" y2="50%" id="linearGradient-1">
                    <stop stop-color="#FF9500" offset="0%"></stop>
                    <stop stop-color="#FF2D55" offset="100%"></stop>
                </linearGradient>
            </defs>
            <g id="Page-1" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd">
                <circle id="Ring" stroke="url(#linearGradient-1)" stroke-width="4" cx="20" cy="20" r="14"></circle>
                <path d="M12,20 L18,26 L28,14" id="Check" stroke="#1C1C1E" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"></path>
                <line x1="4" y1="37.5" x2="36" y2="37.5" stroke="#8E8E93" stroke-dasharray="4 2"/>
            </g>
        </svg>
        """

    /// Illustrator's export: a `<style>` sheet of classes (`.st0` …) and an
    /// id rule, a gradient outside `<defs>` with `style` stops, `x="0px"`
    /// and `enable-background` on the root.
    static let illustrator = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
        <svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
        	 viewBox="0 0 40 40" style="enable-background:new 0 0 40 40;" xml:space="preserve">
        <style type="text/css">
        	.st0{fill:#34C759;}
        	.st1{fill:none;stroke:#FFFFFF;stroke-width:4;stroke-linecap:round;stroke-miterlimit:10;}
        	.st2{fill:url(#SVGID_1_);}
        	#dot{fill:#FF9500;}
        </style>
        <linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="30" x2="40" y2="30">
        	<stop  offset="0" style="stop-color:#007AFF"/>
        	<stop  offset="1" style="stop-color:#AF52DE"/>
        </linearGradient>
        <rect x="0" y="24" class="st2" width="40" height="12"/>
        <circle class="st0" cx="20" cy="12" r="10"/>
        <path class="st1" d="M14,12 L26,12"/>
        <circle id="dot" class="st0" cx="36" cy="4" r="3"/>
        </svg>
        """

    /// Sketch's export with symbols: a `<symbol>` with its own viewBox
    /// placed by a sized `<use>`, and a shape in `<defs>` used twice, once
    /// filled and once stroked by the `use`'s inherited properties.
    static let sketchSymbols = """
        <svg width="40px" height="40px" viewBox="0 0 40 40" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <defs>
                <symbol id="star" viewBox="0 0 10 10">
                    <polygon points="5 0 6.5 3.5 10 4 7.5 6.5 8 10 5 8.5 2 10 2.5 6.5 0 4 3.5 3.5" fill="#FFCC00" stroke="#000000" stroke-width="0.5"/>
                </symbol>
                <rect id="path-1" x="0" y="0" width="16" height="16" rx="4"></rect>
            </defs>
            <g id="Symbols" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd">
                <use xlink:href="#star" x="2" y="2" width="16" height="16"/>
                <use fill="#5AC8FA" xlink:href="#path-1" x="22" y="2"/>
                <use stroke="#FF3B30" stroke-width="2" xlink:href="#path-1" transform="translate(2 22)"/>
            </g>
        </svg>
        """

    /// Inkscape's export: `sodipodi:namedview`, `inkscape:*` attributes, a
    /// layer group at 50 % opacity holding two overlapping squares, and a
    /// gradient split in two (stops on one, geometry on the other through
    /// `xlink:href`), as Inkscape writes them, and a luminance mask (white
    /// on the left, grey 0x80 on the right) over a green bar at the top.
    static let inkscape = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <svg width="40" height="40" viewBox="0 0 40 40" version="1.1" id="svg5"
           inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="logo.svg"
           xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
           xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
           xmlns:xlink="http://www.w3.org/1999/xlink" xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg">
          <sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:zoom="11.3" inkscape:current-layer="layer1" />
          <defs id="defs2">
            <linearGradient inkscape:collect="always" id="linearGradient1">
              <stop style="stop-color:#000000;stop-opacity:1" offset="0" id="stop1" />
              <stop style="stop-color:#ffffff;stop-opacity:1" offset="1" id="stop2" />
            </linearGradient>
            <linearGradient inkscape:collect="always" xlink:href="#linearGradient1" id="linearGradient2"
               x1="0" y1="38" x2="40" y2="38" gradientUnits="userSpaceOnUse" />
            <mask maskUnits="userSpaceOnUse" id="mask1">
              <rect style="fill:#ffffff;stroke:none" id="rect4" width="20" height="40" x="0" y="0" />
              <rect style="fill:#808080;stroke:none" id="rect5" width="20" height="40" x="20" y="0" />
            </mask>
          </defs>
          <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" style="opacity:0.5">
            <rect style="fill:#ff0000;stroke:none;stroke-width:0.264583" id="rect1" width="20" height="20" x="4" y="4" />
            <rect style="fill:#0000ff;stroke:none" id="rect2" width="20" height="20" x="14" y="14" />
          </g>
          <rect style="fill:url(#linearGradient2);fill-opacity:1" id="rect3" width="40" height="4" x="0" y="36" />
          <g mask="url(#mask1)" id="g1"><rect style="fill:#00ff00" id="rect6" width="40" height="3" x="0" y="0" /></g>
        </svg>
        """

    func render(_ svg: String, size: Double, scale: Double) throws -> Pixmap {
        let image = try VectorImage(svg: Array(svg.utf8))
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [{"frame": [0, 0, \##(size), \##(size)], "contents": {"type": "image", "source": "/img/logo.svg", "gravity": "resize"}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: size, height: size))
        return try Compositor(scene: scene, scale: scale, images: ["/img/logo.svg": .vector(image)]).render(at: 0)
    }

    private func expectPixel(_ p: Pixmap, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), tolerance: Int = 3,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let px = p.pixel(x: x, y: y)
        let ok = abs(Int(px.r) - rgb.0) <= tolerance && abs(Int(px.g) - rgb.1) <= tolerance && abs(Int(px.b) - rgb.2) <= tolerance
        #expect(ok, "pixel (\(x), \(y)) is \(px), expected \(rgb)", sourceLocation: sourceLocation)
    }

    @Test func figmaExportIsDrawnThroughItsClipWithItsGradient() throws {
        let image = try VectorImage(svg: Array(Self.figma.utf8))
        // Three shapes, each cut by the one clip (8…56 after its translate).
        try #require(image.shapes.count == 3)
        #expect(image.shapes.allSatisfy { $0.clips.map(\.path.boundingBox) == [Rect(x: 8, y: 8, width: 48, height: 48)] })
        guard case .linearGradient(let gradient, let start, let end) = image.shapes[0].paint else {
            Issue.record("the tile's fill is \(image.shapes[0].paint), not a linear gradient")
            return
        }
        #expect(start == Point(x: 0, y: 0) && end == Point(x: 64, y: 64) && gradient.transform == .identity)
        #expect(gradient.stops.map(\.offset) == [0, 1])

        let p = try render(Self.figma, size: 64, scale: 1)
        // Outside the clip: the white background, though the tile and the
        // circle cover these pixels.
        expectPixel(p, 4, 4, (255, 255, 255))
        expectPixel(p, 60, 60, (255, 255, 255))
        expectPixel(p, 4, 32, (255, 255, 255))
        // The gradient at pixel centre (10.5, 32.5): t = (10.5 + 32.5) / 128
        // = 0.336; 0x00→0x58: 29.6, 0x7A→0x56: 122 − 36 t = 109.9, 0xFF→0xD6: 255 − 41 t = 241.2.
        expectPixel(p, 10, 32, (30, 110, 241))
        // The triangle, and the circle inside the clip.
        expectPixel(p, 32, 30, (255, 255, 255))
        expectPixel(p, 52, 52, (255, 59, 48))
        // The clip's edge at x = 56 is on a pixel boundary: column 55 red, 56 white.
        expectPixel(p, 55, 50, (255, 59, 48))
        expectPixel(p, 56, 50, (255, 255, 255))
        try expectMatchesReference(try render(Self.figma, size: 64, scale: 2), named: "svg-figma-export")
    }

    @Test func strokesWithCapsDashesAndAGradient() throws {
        let image = try VectorImage(svg: Array(Self.sketchStrokes.utf8))
        // Three strokes, no fills (fill="none" on the group).
        try #require(image.shapes.count == 3)
        #expect(image.shapes.map { $0.stroke?.width } == [4, 3, 1])
        #expect(image.shapes[1].stroke?.cap == .round && image.shapes[1].stroke?.join == .round)
        #expect(image.shapes[2].stroke?.dash == LineDash(lengths: [4, 2]))

        let p = try render(Self.sketchStrokes, size: 40, scale: 1)
        // The ring at pixel centre (20.5, 5.5): 14.5 from the centre, inside
        // 12…16. Gradient over the circle's box 6…34: t = 14.5 / 28 = 0.518;
        // 0x95→0x2D: 149 − 104 t = 95.1, 0x00→0x55: 85 t = 44.0.
        expectPixel(p, 20, 5, (255, 95, 44))
        // Inside the ring, off the check: white.
        expectPixel(p, 20, 12, (255, 255, 255))
        // On the check's first leg (12,20)→(18,26): (15.5, 22.5) is 0.71 from it, inside 1.5.
        expectPixel(p, 15, 22, (28, 28, 30))
        // Dashes 4 on, 2 off from x = 4: 4…8 on, 8…10 off, 10…14 on.
        expectPixel(p, 5, 37, (142, 142, 147))
        expectPixel(p, 8, 37, (255, 255, 255))
        expectPixel(p, 11, 37, (142, 142, 147))
        try expectMatchesReference(try render(Self.sketchStrokes, size: 40, scale: 2), named: "svg-sketch-strokes")
    }

    /// The stroked, gradient logo zoomed 18×: strokes are outlined at the
    /// frame's scale, so the ring's outer edge stays one pixel wide.
    @Test func strokedGradientLogoAtEighteenTimesKeepsSharpEdges() throws {
        let p = try render(Self.sketchStrokes, size: 40, scale: 18)
        #expect(p.width == 720 && p.height == 720)
        // Column 369 (x = 20.53 units) crosses the ring's outer edge near
        // y = 20 − 16 = 4 units = 72 px, and its inner edge near 8 units = 144 px.
        let column = (0..<200).map { Int(p.pixel(x: 369, y: $0).g) }
        let partial = column.indices.filter { column[$0] < 254 && column[$0] > 97 && column[$0] != 95 }
        // White above (g 255), ring colour (g ≈ 95) between: at most one
        // blended pixel at each of the two edges.
        let nearOuter = partial.filter { (60..<85).contains($0) }, nearInner = partial.filter { (130..<155).contains($0) }
        #expect(nearOuter.count <= 1 && nearInner.count <= 1, "blended pixels: \(partial)")
        #expect(column[60] == 255 && column[100] < 100 && column[160] == 255)
        // The gradient at 18×: pixel centre x = 369.5 px = 20.53 units, t = 14.53 / 28 = 0.519.
        expectPixel(p, 369, 100, (255, 95, 44))
    }

    @Test func illustratorStyleSheetClassesAndIdsApply() throws {
        let p = try render(Self.illustrator, size: 40, scale: 1)
        // The gradient rule at pixel centre x = 20.5: t = 0.5125; 0x00→0xAF: 89.7,
        // 0x7A→0x52: 122 − 40 t = 101.5, 0xFF→0xDE: 255 − 33 t = 238.1.
        expectPixel(p, 20, 30, (90, 102, 238))
        // .st0: green; .st1: a white stroke 4 wide on y = 12 (10…14), no fill.
        expectPixel(p, 20, 5, (52, 199, 89))
        expectPixel(p, 20, 12, (255, 255, 255))
        expectPixel(p, 20, 15, (52, 199, 89))
        // #dot beats .st0 (an id is more specific than a class).
        expectPixel(p, 36, 4, (255, 149, 0))
        try expectMatchesReference(try render(Self.illustrator, size: 40, scale: 2), named: "svg-illustrator-export")
    }

    @Test func sketchSymbolsAndUsesAreDrawnWhereTheyArePlaced() throws {
        let p = try render(Self.sketchSymbols, size: 40, scale: 1)
        // The star's viewBox 0…10 fitted into 16 × 16 at (2, 2): ×1.6; its
        // centre (5, 5) lands on (10, 10).
        expectPixel(p, 10, 10, (255, 204, 0))
        // The rectangle filled through the use's fill at 22…38 × 2…18.
        expectPixel(p, 30, 10, (90, 200, 250))
        // The same rectangle stroked, at 2…18 × 22…38: the left edge 1…3
        // covers column 2; the inside stays white (fill none from the group).
        expectPixel(p, 2, 30, (255, 59, 48))
        expectPixel(p, 10, 30, (255, 255, 255))
        try expectMatchesReference(try render(Self.sketchSymbols, size: 40, scale: 2), named: "svg-sketch-symbols")
    }

    @Test func inkscapeLayerOpacityFadesTheGroupOnceAndMasksApply() throws {
        let p = try render(Self.inkscape, size: 40, scale: 1)
        // Red alone at 50 % over white: (255, 127.5, 127.5).
        expectPixel(p, 8, 8, (255, 128, 128))
        // Where blue covers red, the group's picture is blue, faded once:
        // (127.5, 127.5, 255), the same as blue alone. (Fading each square
        // separately would give red showing through: (63.75, 63.75, 191.25).)
        expectPixel(p, 18, 18, (128, 128, 255))
        expectPixel(p, 30, 30, (128, 128, 255))
        // The gradient through href: black to white over x 0…40; pixel centre 20.5: 0.5125 × 255 = 130.7.
        expectPixel(p, 20, 38, (131, 131, 131))
        // The mask: white lets the green through; grey 0x80 has luminance
        // 128 / 255 = 0.502, so green at 50.2 % over white: (127, 255, 127).
        expectPixel(p, 5, 1, (0, 255, 0))
        expectPixel(p, 30, 1, (127, 255, 127))
        try expectMatchesReference(try render(Self.inkscape, size: 40, scale: 2), named: "svg-inkscape-export")
    }
}
