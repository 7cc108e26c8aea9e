import Foundation
import SplashCompositor
import SplashFormats
import SplashGeometry
import SplashScene
import SplashStoryboard

/// Reads an app's launch screen (`LaunchScreenOptions`) and lays it out for
/// a device, with labels measured by the text stack the compositor draws
/// with.
public enum LaunchScreenLoader {
    public static func load(_ options: LaunchScreenOptions, device: Device) throws -> LaunchScreen {
        let launch = try loadLeniently(options, device: device)
        if options.strictness == .strict, let first = launch.warnings.first {
            throw RenderError("\(first.description.replacingOccurrences(of: ": warning: ", with: ": "))" + " (--strict: what is not drawn as on a device is an error)")
        }
        return launch
    }

    private static func loadLeniently(_ options: LaunchScreenOptions, device: Device) throws -> LaunchScreen {
        let found = try LaunchScreenLocator.locate(options.path, target: options.target)
        var isFolder: ObjCBool = false
        FileManager.default.fileExists(atPath: options.path, isDirectory: &isFolder)
        // A project folder is searched whole; an .xcodeproj, the folder holding it.
        let searchRoot = isFolder.boolValue
            ? (options.path.hasSuffix(".xcodeproj") || options.path.hasSuffix(".xcodeproj/") ? PathText.parent(PathText.absolute(options.path)) : options.path)
            : nil
        let catalogs = options.assets.isEmpty
            ? LaunchScreenLocator.catalogs(near: found, searchRoot: searchRoot)
            : options.assets
        for catalog in options.assets {
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: catalog, isDirectory: &folder), folder.boolValue else {
                throw RenderError("--assets \(catalog): no such asset catalog folder")
            }
        }
        let names = catalogs.isEmpty
            ? "any asset catalog (none was found in the project: name one with --assets PATH/Assets.xcassets)"
            : catalogs.map { PathText.lastComponent($0) }.joined(separator: ", ")
        do {
            let catalog = catalogs.isEmpty ? nil : try AssetCatalog(folders: catalogs, pdfPages: PDFPageSize())
            // Image files copied into the bundle as they are, found by name
            // in the project (never above its root).
            let bundle = BundleImages(paths: LaunchScreenLocator.bundleImageFiles(near: found, searchRoot: searchRoot), pdfPages: PDFPageSize())
            let importer = LaunchScreenImporter(measurer: try CompositorTextMeasurer())
            switch found {
            case .storyboard(let path):
                return try importer.storyboard(try LaunchScreenLocator.read(path), file: path, catalog: catalog, catalogNames: names,
                                               device: device, appearance: options.appearance, bundleImages: bundle)
            case .dictionary(let dictionary, let plist):
                return try importer.dictionary(dictionary, file: plist, catalog: catalog, catalogNames: names,
                                               device: device, appearance: options.appearance, bundleImages: bundle)
            }
        } catch let error as StoryboardError {
            throw RenderError(error.description)
        }
    }

    /// The device a screen stands for, held as the screen is: the
    /// catalogue's, or for a canvas (`--size`) a screen of that size
    /// without safe-area insets.
    public static func device(for screen: RenderScreen) -> Device {
        if let device = screen.device { return device }
        var canvas = Device(name: screen.name, displayName: screen.name, points: screen.canvas, scale: max(1, Int(screen.scale.rounded())))
        canvas.orientation = screen.orientation
        return canvas
    }
}

/// Labels measured as the compositor lays text out, with one text stack
/// for all of a launch screen's labels.
struct CompositorTextMeasurer: LabelMeasuring {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer()
    }

    func measure(_ text: TextContents, width: Double?) throws -> TextMeasurement {
        let measured = try measurer.measure(text, width: width)
        return TextMeasurement(size: measured.size, firstBaseline: measured.firstBaseline, lastBaseline: measured.lastBaseline)
    }
}
