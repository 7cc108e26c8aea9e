import Foundation
import SplashGeometry
import SplashStoryboard
import SplashImport
import Testing
import SplashScene

@Suite struct AssetCatalogImageTests {
    static let main = AssetCatalogTests.main

    /// Logo has 40×20, 80×40 and 120×60 pixel PNGs at 1x, 2x and 3x: 40×20
    /// points at every scale (80/2 = 40, 120/3 = 40). Dark has a file at 2x
    /// only, and the appearance is matched before the scale: dark at 3x
    /// takes the dark 2x (the largest smaller), dark at 1x the dark 2x too
    /// (the nearest larger). Light at 4x takes the largest smaller (3x);
    /// scale 0 is taken as 1.
    @Test func bitmapsByScaleAndAppearance() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        let cases: [(Appearance, Int, String, Double)] = [
            (.light, 1, "logo.png", 1),
            (.light, 2, "logo@2x.png", 2),
            (.light, 3, "logo@3x.png", 3),
            (.dark, 2, "logo-dark@2x.png", 2),
            (.dark, 3, "logo-dark@2x.png", 2),
            (.dark, 1, "logo-dark@2x.png", 2),
            (.light, 4, "logo@3x.png", 3),
            (.light, 0, "logo.png", 1),
        ]
        var compared = 0
        for (appearance, scale, file, pixelsPerPoint) in cases {
            let image = try #require(try catalog.image(named: "Logo", appearance: appearance, scale: scale, idiom: .phone))
            #expect(image.path == "\(Self.main)/Logo.imageset/\(file)", "\(appearance) @\(scale)x")
            #expect(image.scale == pixelsPerPoint)
            #expect(image.pointSize == Size(width: 40, height: 20))
            #expect(image.kind == .bitmap)
            #expect(image.renderingIntent == .original)
            compared += 1
        }
        #expect(compared == 8)
    }

    /// Vectors: the single-scale PDF's media box [0 0 64 32] is 64×32
    /// points, whatever scale is asked for; the SVG is width 96 with a
    /// viewBox 48 × 24, so its height is 96 · 24/48 = 48. A PNG in a
    /// namespaced group with no scale is 1x: 10×10 points.
    @Test func vectorsAndSingleScale() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        let pdf = try #require(try catalog.image(named: "Glyph", appearance: .dark, scale: 3, idiom: .pad))
        #expect(pdf == AssetImage(path: "\(Self.main)/Vectors/Glyph.imageset/glyph.pdf", scale: 1, pointSize: Size(width: 64, height: 32),
                                  kind: .pdf, renderingIntent: .template, preservesVectorRepresentation: true))
        let svg = try #require(try catalog.image(named: "Badge", appearance: .light, scale: 2, idiom: .phone))
        #expect(svg == AssetImage(path: "\(Self.main)/Vectors/Badge.imageset/badge.svg", scale: 1, pointSize: Size(width: 96, height: 48),
                                  kind: .svg, renderingIntent: .automatic, preservesVectorRepresentation: true))
        let mark = try #require(try catalog.image(named: "Brand/Mark", appearance: .light, scale: 3, idiom: .phone))
        #expect(mark.scale == 1 && mark.pointSize == Size(width: 10, height: 10))
    }

    /// Slicing kept as data: a 40×20 pixel PNG at 2x is 20×10 points, cap
    /// insets left 10, right 9, tiled centre 2 wide.
    @Test func resizingKept() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        let pill = try #require(try catalog.image(named: "Pill", appearance: .light, scale: 3, idiom: .phone))
        #expect(pill.pointSize == Size(width: 20, height: 10))
        #expect(pill.resizing == AssetImage.Resizing(mode: .threePartHorizontal, capInsets: EdgeInsets(left: 10, right: 9),
                                                     centerMode: .tile, centerSize: Size(width: 2, height: 0)))
    }

    /// The app icon: the Xcode 14+ single 1024 (dark has its own file;
    /// tinted is never picked), and in a classic set the 1024-pixel App
    /// Store image, larger than 60 pt at 3x = 180 pixels (the mac entry is
    /// not iOS).
    @Test func appIcons() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        let icon = try #require(catalog.appIcon)
        #expect(icon == AssetImage(path: "\(Self.main)/AppIcon.appiconset/icon.png", scale: 1, pointSize: Size(width: 1024, height: 1024), kind: .bitmap))
        #expect(try catalog.appIcon(appearance: .dark)?.path == "\(Self.main)/AppIcon.appiconset/icon-dark.png")
        let classic = try #require(try catalog.appIcon(named: "Classic"))
        #expect(classic.path == "\(Self.main)/Classic.appiconset/marketing.png")
        #expect(classic.pointSize == Size(width: 1024, height: 1024))
        #expect(try catalog.appIcon(named: "Nonexistent") == nil)
    }

    /// A file missing on disk, a file that is no image, a set with no
    /// entry for iOS: errors naming the set and the file.
    @Test func brokenImageSets() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        let cases: [(String, String, String)] = [
            ("Missing", "\(Self.main)/Missing.imageset/Contents.json",
             "image set \"Missing\": images[0].filename: the file \"missing.png\" is missing from \(Self.main)/Missing.imageset"),
            ("Corrupt", "\(Self.main)/Corrupt.imageset/corrupt.png", "image set \"Corrupt\": not a PNG, JPEG, PDF or SVG file"),
            ("MacOnly", "\(Self.main)/MacOnly.imageset/Contents.json", "image set \"MacOnly\": images: no image for iphone or universal in the light or any appearance"),
        ]
        var compared = 0
        for (name, file, message) in cases {
            #expect(throws: StoryboardError(file: file, message)) {
                try catalog.image(named: name, appearance: .light, scale: 2, idiom: .phone)
            }
            compared += 1
        }
        #expect(compared == 3)
    }

    /// Headers read without decoding: a JPEG's SOF0 after an APP0 segment,
    /// a HEIC refused; a PDF's page box read as SplashPDF draws it: an
    /// indirect media box followed (64 × 32 points), a missing one refused.
    @Test func otherHeaders() throws {
        let folder = try AssetCatalogTests.temporaryCatalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // FFD8, APP0 of length 16 (JFIF), SOF0 of length 17: precision 8,
        // height 0x00F0 = 240, width 0x0140 = 320, then EOI.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0xF0, 0x01, 0x40, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
        try Self.imageSet("Photo", file: "photo.jpg", bytes: jpeg, scale: "2x", in: folder)
        try Self.imageSet("Heic", file: "photo.heic", bytes: [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 12), scale: "1x", in: folder)
        try Self.imageSet("Indirect", file: "i.pdf", bytes: Array("%PDF-1.7\n1 0 obj << /Type /Page /MediaBox 4 0 R >> endobj\n%%EOF\n".utf8), scale: nil, in: folder)
        try Self.imageSet("Boxed", file: "b.pdf", bytes: Array("%PDF-1.7\n1 0 obj << /Type /Page /MediaBox 4 0 R >> endobj\n4 0 obj [0 0 64 32] endobj\n%%EOF\n".utf8), scale: nil, in: folder)
        let catalog = try AssetCatalog(folder: folder, pdfPages: PDFPageSize())
        let photo = try #require(try catalog.image(named: "Photo", appearance: .light, scale: 2, idiom: .phone))
        #expect(photo.pointSize == Size(width: 160, height: 120))   // 320×240 pixels at 2x
        #expect(photo.kind == .bitmap)
        let boxed = try #require(try catalog.image(named: "Boxed", appearance: .light, scale: 3, idiom: .phone))
        #expect(boxed.pointSize == Size(width: 64, height: 32) && boxed.kind == .pdf)
        var messages: [String] = []
        for name in ["Heic", "Indirect"] {
            do { _ = try catalog.image(named: name, appearance: .light, scale: 1, idiom: .phone) } catch { messages.append(error.message) }
        }
        #expect(messages == [
            "image set \"Heic\": a HEIF/HEIC image, which is not supported: export it as PNG or JPEG",
            "image set \"Indirect\": a PDF that cannot be drawn: the page has no /MediaBox",
        ])
    }

    static func imageSet(_ name: String, file: String, bytes: [UInt8], scale: String?, in folder: String) throws {
        let set = "\(folder)/\(name).imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: "\(set)/\(file)"))
        let scaleKey = scale.map { #", "scale": "\#($0)""# } ?? ""
        let json = #"{"images": [{"filename": "\#(file)", "idiom": "universal"\#(scaleKey)}], "info": {"author": "xcode", "version": 1}}"#
        try json.write(toFile: "\(set)/Contents.json", atomically: true, encoding: .utf8)
    }
}
