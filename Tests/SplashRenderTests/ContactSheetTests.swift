import Foundation
import Testing
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import SplashVideo
import SplashRender
import SplashTestSupport
import SplashImport

struct ContactSheetTests {
    /// The sliding square with two key instants, one of them on an evenly
    /// spaced instant (0.4 s = 2/5 of 1 s).
    static func keyedScene() throws -> Scene {
        var scene = try TestScenes.slidingSquare()
        scene.keyInstants = [KeyInstant(time: 0.25, label: "halfway"), KeyInstant(time: 0.4, label: "almost there")]
        return scene
    }

    @Test func instantsAreEvenlySpacedPlusKeyInstantsInTimeOrder() {
        let keys = [KeyInstant(time: 0.25, label: "a"), KeyInstant(time: 0.4, label: "b"), KeyInstant(time: 1, label: "end")]
        let instants = SheetInstant.forSheet(duration: 1, keyInstants: keys, evenlySpaced: 6)
        #expect(instants.map(\.time) == [0, 0.2, 0.25, 0.4, 0.6, 0.8, 1])
        #expect(instants.map(\.label) == [nil, nil, "a", "b", nil, nil, "end"])
        #expect(SheetInstant(time: 2.125).timeText == "2.12 s" || SheetInstant(time: 2.125).timeText == "2.13 s")
        #expect(SheetInstant(time: 0).timeText == "0.00 s")
    }

    @Test func layoutBalancesRowsAndNeverEnlarges() {
        let eight = ContactSheetLayout(frameWidth: 750, frameHeight: 1334, cellCount: 8)
        #expect(eight.columns == 4 && eight.rows == 2)
        #expect(eight.thumbnailWidth <= 180 && eight.thumbnailHeight <= 360)
        #expect(abs(Double(eight.thumbnailWidth) / Double(eight.thumbnailHeight) - 750.0 / 1334) < 0.01)
        let six = ContactSheetLayout(frameWidth: 64, frameHeight: 128, cellCount: 6)
        #expect(six.columns == 6 && six.rows == 1)
        #expect(six.thumbnailWidth == 64 && six.thumbnailHeight == 128)
        let thirteen = ContactSheetLayout(frameWidth: 64, frameHeight: 128, cellCount: 13)
        #expect(thirteen.rows == 3 && thirteen.columns == 5)
    }

    /// Every cell holds the compositor's frame at its instant, downscaled
    /// the same way; captions and the title are drawn.
    @Test func cellsShowTheFramesAtTheirInstants() throws {
        let compositor = try Compositor(scene: try Self.keyedScene(), scale: 8)  // 256×192 px frames
        let sheet = try ContactSheet(compositor: compositor)
        #expect(sheet.instants.map(\.time) == [0, 0.2, 0.25, 0.4, 0.6, 0.8, 1])
        let layout = sheet.layout
        #expect(layout.thumbnailWidth == 180 && layout.thumbnailHeight == 135)
        let picture = try sheet.render(workers: 2)
        #expect(picture.width == layout.width && picture.height == layout.height)

        var cells: [Pixmap] = []
        for (index, instant) in sheet.instants.enumerated() {
            let expected = try compositor.render(at: instant.time).areaDownscaled(width: 180, height: 135)
            let origin = layout.thumbnailOrigin(ofCell: index)
            var cell = Pixmap(width: 180, height: 135)
            for y in 0..<135 {
                let from = ((origin.y + y) * picture.width + origin.x) * 4
                cell.bytes.replaceSubrange(y * 180 * 4 ..< (y + 1) * 180 * 4, with: picture.bytes[from ..< from + 180 * 4])
            }
            #expect(cell == expected, "cell \(index) (\(instant.time) s) is not the frame at that instant")
            cells.append(cell)
        }
        // The square moves during the first half second: those cells differ.
        #expect(cells[0] != cells[1] && cells[1] != cells[2] && cells[2] != cells[3])
        // and then holds: the last three are the same picture.
        #expect(cells[4] == cells[5] && cells[5] == cells[6])

        // Captions: dark text under plain cells, the accent colour under key instants.
        func inks(cell index: Int) -> (dark: Int, blue: Int) {
            let origin = layout.thumbnailOrigin(ofCell: index)
            var dark = 0, blue = 0
            for y in (origin.y + 136)..<(origin.y + 135 + ContactSheetLayout.labelHeight) {
                for x in origin.x..<(origin.x + 180) {
                    let p = picture.pixel(x: x, y: y)
                    if p.r < 80, p.g < 80, p.b < 80 { dark += 1 }
                    if p.b > 150, p.r < 60 { blue += 1 }
                }
            }
            return (dark, blue)
        }
        #expect(inks(cell: 0).dark > 40 && inks(cell: 0).blue == 0)
        #expect(inks(cell: 2).blue > 80, "the key instant's time and label are drawn in the accent colour")
        let titleInk = (ContactSheetLayout.margin..<(ContactSheetLayout.margin + 20)).reduce(0) { sum, y in
            sum + (ContactSheetLayout.margin..<(ContactSheetLayout.margin + 200)).filter { picture.pixel(x: $0, y: y).r < 80 }.count
        }
        #expect(titleInk > 100, "the title is drawn")
    }

    @Test func writesAtomicallyAndRefusesAMissingFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = try ContactSheet(compositor: try Compositor(scene: try TestScenes.slidingSquare(), scale: 1))
        let out = folder.appendingPathComponent("sheet.png")
        try sheet.write(to: out, workers: 1)
        #expect(contents(of: folder) == ["sheet.png"])
        let decoded = try ImageDecoder.decode([UInt8](try Data(contentsOf: out)))
        #expect(decoded.width == sheet.layout.width && decoded.height == sheet.layout.height)
        #expect(throws: RenderError.self) {
            try sheet.write(to: folder.appendingPathComponent("missing/sheet.png"), workers: 1)
        }
        #expect(contents(of: folder) == ["sheet.png"])
    }

    @Test func tooManyKeyInstantsAreRefused() throws {
        var scene = try TestScenes.slidingSquare()
        scene.keyInstants = (1..<60).map { KeyInstant(time: Double($0) / 61, label: "k\($0)") }
        let compositor = try Compositor(scene: scene, scale: 1)
        #expect(throws: RenderError.self) { try ContactSheet(compositor: compositor) }
    }
}
