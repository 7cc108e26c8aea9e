import SplashGeometry
import SplashRaster
import SplashText
import SplashImport

/// The title and captions of a contact sheet, laid out once by the real
/// text stack (Inter through fontconfig, HarfBuzz and FreeType).
public struct SheetLabels {
    public static let titleSize = 16.0
    public static let captionSize = 13.0

    private let title: TextLayout
    private let times: [TextLayout]
    private let names: [TextLayout?]
    private let keyed: [Bool]

    public init(sheet: ContactSheet) throws {
        let shaper: TextShaper
        do { shaper = try TextShaper() } catch { throw RenderError("cannot lay out the contact sheet's labels: \(error)") }
        let layout = sheet.layout
        let titleWidth = Double(layout.width - 2 * ContactSheetLayout.margin)
        let cellWidth = Double(layout.thumbnailWidth + 2 * ContactSheetLayout.border)
        do {
            title = try shaper.layout(sheet.title, style: TextStyle(fontSize: Self.titleSize, weight: .semibold, maxWidth: titleWidth, maxLines: 1))
            times = try sheet.instants.map { instant in
                try shaper.layout(instant.timeText, style: TextStyle(fontSize: Self.captionSize, weight: .semibold, maxWidth: cellWidth, maxLines: 1))
            }
            names = try sheet.instants.map { instant in
                try instant.label.map { try shaper.layout($0, style: TextStyle(fontSize: Self.captionSize, maxWidth: cellWidth, maxLines: 1)) }
            }
        } catch {
            throw RenderError("cannot lay out the contact sheet's labels: \(error)")
        }
        keyed = sheet.instants.map { $0.label != nil }
    }

    public func drawTitle(into sheet: inout Pixmap) {
        let m = Double(ContactSheetLayout.margin)
        sheet.fill(title.path, paint: .solid(ContactSheet.textColor), transform: AffineTransform(translationX: m, y: m))
    }

    /// The caption of cell `index` under its thumbnail, whose bottom-left
    /// corner (border included) is `corner`.
    public func drawCaption(_ index: Int, at corner: (x: Int, y: Int), into sheet: inout Pixmap) {
        let x = Double(corner.x), y = Double(corner.y) + 6
        let color = keyed[index] ? ContactSheet.keyColor : ContactSheet.textColor
        sheet.fill(times[index].path, paint: .solid(color), transform: AffineTransform(translationX: x, y: y))
        if let name = names[index] {
            sheet.fill(name.path, paint: .solid(color), transform: AffineTransform(translationX: x, y: y + 19))
        }
    }
}

extension SheetLabels {
    /// The font files a sheet's title and captions are drawn from, for
    /// these strings (the title, times and key instants' labels).
    public static func fontFiles(for strings: [String]) throws -> [String] {
        let shaper = try TextShaper()
        var paths = Set<String>()
        for string in strings {
            for style in [TextStyle(fontSize: captionSize), TextStyle(fontSize: titleSize, weight: .semibold), TextStyle(fontSize: captionSize, weight: .semibold)] {
                for file in try shaper.fontFiles(for: string, style: style) { paths.insert(file.path) }
            }
        }
        return paths.sorted()
    }
}
