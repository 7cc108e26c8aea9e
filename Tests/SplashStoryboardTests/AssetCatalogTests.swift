import Foundation
import SplashGeometry
import SplashStoryboard
import SplashImport
import Testing
import SplashScene

@Suite struct AssetCatalogTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Assets").path
    static let main = "\(fixtures)/Assets.xcassets"
    static let extra = "\(fixtures)/Extra.xcassets"

    static func close(_ a: Color?, _ b: Color, _ tolerance: Double = 0.0005) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    }

    /// The sets found: the namespaced group prefixes its children
    /// (Brand/Accent, Brand/Mark); the plain group Vectors does not; the
    /// data set is skipped.
    @Test func namesAndNamespaces() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        #expect(catalog.colorNames == ["AdobeRGB", "Background", "Brand/Accent", "Broken", "Gray", "OutOfRange", "Tint"])
        #expect(catalog.imageNames == ["Badge", "Brand/Mark", "Corrupt", "Glyph", "Logo", "MacOnly", "Missing", "Pill"])
        #expect(catalog.appIconNames == ["AppIcon", "Classic"])
        #expect(try catalog.color(named: "Accent", appearance: .light) == nil)
        #expect(try catalog.image(named: "Nonexistent", appearance: .light, scale: 2) == nil)
    }

    /// Colours by appearance and idiom:
    /// * Brand/Accent light: P3 (0xFF, 0, 0) = (1, 0, 0), beyond sRGB,
    ///   clamped to (1, 0, 0); dark: P3 grey 0x80 = 128/255 = 0.50196,
    ///   unchanged in sRGB. The high-contrast green is never picked.
    /// * Background (0–255 integers): phone takes universal (255, 128, 0)
    ///   = (1, 0.50196, 0) at alpha 0.5 in both appearances; pad takes its
    ///   own (0, 0, 255); the mac entry is never picked.
    /// * Tint, systemBlueColor: (0, 122, 255)/255 = (0, 0.47843, 1) light,
    ///   (10, 132, 255)/255 = (0.03922, 0.51765, 1) dark.
    /// * Gray, gamma 2.2 white 0.5: 0.5039 (see AssetCatalogColorSpaceTests).
    @Test func colorsByAppearanceAndIdiom() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        let cases: [(String, Appearance, Idiom, Color)] = [
            ("Brand/Accent", .light, .phone, Color(red: 1, green: 0, blue: 0)),
            ("Brand/Accent", .dark, .phone, Color(red: 0.50196, green: 0.50196, blue: 0.50196)),
            ("Background", .light, .phone, Color(red: 1, green: 0.50196, blue: 0, alpha: 0.5)),
            ("Background", .dark, .phone, Color(red: 1, green: 0.50196, blue: 0, alpha: 0.5)),
            ("Background", .light, .pad, Color(red: 0, green: 0, blue: 1)),
            ("Tint", .light, .phone, Color(red: 0, green: 0.47843, blue: 1)),
            ("Tint", .dark, .pad, Color(red: 0.03922, green: 0.51765, blue: 1)),
            ("Gray", .dark, .phone, Color(red: 0.5039, green: 0.5039, blue: 0.5039)),
        ]
        var compared = 0
        for (name, appearance, idiom, want) in cases {
            let got = try catalog.color(named: name, appearance: appearance, idiom: idiom)
            #expect(Self.close(got, want), "\(name) \(appearance) \(idiom): \(String(describing: got))")
            compared += 1
        }
        #expect(compared == 8)
    }

    /// Two catalogs: the first's Background wins, the second's Extra is
    /// added; extended sRGB (1.2, −0.1, 0.25) is clamped to (1, 0, 0.25).
    @Test func mergedCatalogsFirstWins() throws {
        let catalog = try AssetCatalog(folders: [Self.main, Self.extra], pdfPages: PDFPageSize())
        #expect(Self.close(try catalog.color(named: "Background", appearance: .light), Color(red: 1, green: 0.50196, blue: 0, alpha: 0.5)))
        #expect(Self.close(try catalog.color(named: "Extra", appearance: .light), Color(red: 1, green: 0, blue: 0.25)))
        let reversed = try AssetCatalog(folders: [Self.extra, Self.main], pdfPages: PDFPageSize())
        #expect(try reversed.color(named: "Background", appearance: .light) == Color(red: 0, green: 0, blue: 0))
    }

    /// Malformed colour sets: each error names the Contents.json, the set
    /// and the field.
    @Test func malformedColorSets() throws {
        let catalog = try AssetCatalog(folder: Self.main, pdfPages: PDFPageSize())
        let cases: [(String, String)] = [
            ("Broken", "colour set \"Broken\": not valid JSON"),
            ("OutOfRange", "colour set \"OutOfRange\": colors[0].color.components.red: \"300\": expected a float (\"0.500\"), a 0–255 integer (\"128\") or hex (\"0x80\"); integers are 0 to 255"),
            ("AdobeRGB", "colour set \"AdobeRGB\": colors[0].color.color-space: \"adobe-rgb\": expected one of srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22, extended-gray"),
        ]
        var compared = 0
        for (name, message) in cases {
            do {
                _ = try catalog.color(named: name, appearance: .light)
                Issue.record("\(name) was read")
            } catch {
                #expect(error.file == "\(Self.main)/\(name).colorset/Contents.json")
                #expect(error.message.hasPrefix(message), "\(error.message)")
            }
            compared += 1
        }
        #expect(compared == 3)
    }

    /// Component spellings Xcode writes, and their limits.
    @Test func componentSpellings() throws {
        let folder = try Self.temporaryCatalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // "0x80" = 128/255 = 0.50196; "0.250" = 0.25; "51" = 51/255 = 0.2; alpha "1" = 1.0 (alpha is a float).
        try Self.write(colorSet: "Mixed", in: folder, components: #"{"red": "0x80", "green": "0.250", "blue": "51", "alpha": "1"}"#)
        try Self.write(colorSet: "BadHex", in: folder, components: #"{"red": "0x100", "green": "0", "blue": "0", "alpha": "1"}"#)
        try Self.write(colorSet: "Word", in: folder, components: #"{"red": "half", "green": "0", "blue": "0", "alpha": "1"}"#)
        try Self.write(colorSet: "Extra", in: folder, components: #"{"red": "0", "green": "0", "blue": "0", "white": "1"}"#)
        let catalog = try AssetCatalog(folder: folder, pdfPages: PDFPageSize())
        #expect(Self.close(try catalog.color(named: "Mixed", appearance: .light), Color(red: 0.50196, green: 0.25, blue: 0.2)))
        let expected = [
            ("BadHex", "colour set \"BadHex\": colors[0].color.components.red: \"0x100\": hex components are 0x00 to 0xFF"),
            ("Word", "colour set \"Word\": colors[0].color.components.red: \"half\": expected a float"),
            ("Extra", "colour set \"Extra\": colors[0].color.components.white: not a component of srgb"),
        ]
        var compared = 0
        for (name, message) in expected {
            #expect(throws: StoryboardError.self) { try catalog.color(named: name, appearance: .light) }
            do { _ = try catalog.color(named: name, appearance: .light) } catch { #expect(error.message.hasPrefix(message), "\(error.message)") }
            compared += 1
        }
        #expect(compared == 3)
    }

    /// Bounds: a missing folder, a file given as the catalog, groups nested
    /// 33 deep (one more than 32).
    @Test func boundsAndMissingFolders() throws {
        #expect(throws: StoryboardError(file: "/nonexistent/Assets.xcassets", "no such asset catalog folder")) {
            try AssetCatalog(folder: "/nonexistent/Assets.xcassets", pdfPages: PDFPageSize())
        }
        let folder = try Self.temporaryCatalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deep = folder + String(repeating: "/g", count: 33)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        do {
            _ = try AssetCatalog(folder: folder, pdfPages: PDFPageSize())
            Issue.record("33 nested groups were read")
        } catch {
            #expect(error.message == "groups nested more than 32 deep in the asset catalog")
            #expect(error.file == folder + String(repeating: "/g", count: 33))
        }
        try FileManager.default.removeItem(atPath: folder + String(repeating: "/g", count: 33))
        #expect(try AssetCatalog(folder: folder, pdfPages: PDFPageSize()).colorNames.isEmpty)
        #expect(throws: StoryboardError.self) { try AssetCatalog(folder: "\(Self.main)/Contents.json", pdfPages: PDFPageSize()) }
    }

    // MARK: - Helpers

    static func temporaryCatalog() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString).xcassets").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func write(colorSet name: String, in folder: String, components: String, space: String = "srgb") throws {
        let set = "\(folder)/\(name).colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let json = #"{"colors": [{"color": {"color-space": "\#(space)", "components": \#(components)}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        try json.write(toFile: "\(set)/Contents.json", atomically: true, encoding: .utf8)
    }
}
