import Foundation

/// One or more `.xcassets` folders as Xcode writes them: colour sets, image
/// sets and app icon sets found by name, read when asked for.
///
/// A catalog is a folder tree ("Asset Catalog Format Reference", Apple):
/// folders named `*.colorset`, `*.imageset`, `*.appiconset` are assets,
/// each with a `Contents.json`; other folders are groups. A group whose
/// Contents.json has `"properties": {"provides-namespace": true}` puts its
/// name in front of its children's (`Brand/Logo`). Other asset types (data
/// sets, symbol sets, launch images, sticker packs…) are skipped.
///
/// Opening a catalog only walks its folders, at most `maximumEntries`
/// folder entries and `maximumDepth` levels; a set's Contents.json and
/// image headers are read when the set is asked for, so a malformed set is
/// an error only for the launch screen that uses it.
public struct AssetCatalog: Sendable {
    /// Most folder entries (files and folders) walked over all catalogs.
    public static let maximumEntries = 10_000
    /// Deepest group nesting.
    public static let maximumDepth = 32

    /// A set found on disk: its folder and the name it is asked for by.
    struct SetFolder: Sendable, Hashable {
        var name: String
        var path: String
    }

    /// The catalog folders, as given.
    public let folders: [String]
    /// Reads a vector image's PDF page size (SplashImport's, backed by SplashPDF).
    let pdfPages: any PDFPageSizing
    var colorSets: [String: SetFolder] = [:]
    var imageSets: [String: SetFolder] = [:]
    var iconSets: [String: SetFolder] = [:]

    /// Reads the folders of one catalog.
    public init(folder: String, pdfPages: any PDFPageSizing) throws(StoryboardError) {
        try self.init(folders: [folder], pdfPages: pdfPages)
    }

    /// Reads several catalogs as one, as an app target with several does;
    /// when two hold a set of the same name, the first listed wins.
    public init(folders: [String], pdfPages: any PDFPageSizing) throws(StoryboardError) {
        self.folders = folders
        self.pdfPages = pdfPages
        var entries = 0
        for folder in folders {
            try walk(catalog: folder, entries: &entries)
        }
    }

    /// The names of the colour sets, sorted.
    public var colorNames: [String] { colorSets.keys.sorted() }
    /// The names of the image sets, sorted.
    public var imageNames: [String] { imageSets.keys.sorted() }
    /// The names of the app icon sets, sorted.
    public var appIconNames: [String] { iconSets.keys.sorted() }

    // MARK: - Walking the folders

    /// Folder extensions of assets that are not read (nor walked into).
    static let skippedAssetTypes: Set<String> = [
        "dataset", "symbolset", "launchimage", "brandassets", "imagestack", "imagestacklayer",
        "stickerpack", "sticker", "stickersequence", "iconset", "solidimagestack", "solidimagestacklayer",
        "textureset", "mipmapset", "arresourcegroup", "arreferenceimage", "arreferenceobject",
        "spriteatlas", "cubetextureset", "gcdashboardimage", "gcleaderboard", "gcleaderboardset",
        "complicationset", "appiconstack", "iconstack",
    ]

    private mutating func walk(catalog: String, entries: inout Int) throws(StoryboardError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalog, isDirectory: &isDirectory) else {
            throw StoryboardError(file: catalog, "no such asset catalog folder")
        }
        guard isDirectory.boolValue else {
            throw StoryboardError(file: catalog, "an asset catalog is a folder (\"Assets.xcassets\"), not a file")
        }
        // Folders still to read: path, name prefix, depth.
        var pending: [(path: String, prefix: String, depth: Int)] = [(catalog, "", 0)]
        while let (folder, prefix, depth) = pending.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            } catch {
                throw StoryboardError(file: folder, "cannot list the asset catalog folder")
            }
            entries += names.count
            guard entries <= Self.maximumEntries else {
                throw StoryboardError(file: catalog, "more than \(Self.maximumEntries) files and folders in the asset catalog")
            }
            var groups: [(String, String, Int)] = []
            for name in names where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let (base, ext) = Self.split(name)
                let setName = prefix + base
                switch ext {
                case "colorset": if colorSets[setName] == nil { colorSets[setName] = SetFolder(name: setName, path: path) }
                case "imageset": if imageSets[setName] == nil { imageSets[setName] = SetFolder(name: setName, path: path) }
                case "appiconset": if iconSets[setName] == nil { iconSets[setName] = SetFolder(name: setName, path: path) }
                case let e? where Self.skippedAssetTypes.contains(e): continue
                default:
                    guard depth + 1 <= Self.maximumDepth else {
                        throw StoryboardError(file: path, "groups nested more than \(Self.maximumDepth) deep in the asset catalog")
                    }
                    let contents = try ContentsJSON.read(folder: path, subject: "group \"\(prefix + name)\"", optional: true)
                    var namespaced = false
                    if let contents {
                        let properties = try contents.object(contents.root["properties"], "properties")
                        namespaced = try contents.bool(properties?["provides-namespace"], "properties.provides-namespace") ?? false
                    }
                    groups.append((path, namespaced ? prefix + name + "/" : prefix, depth + 1))
                }
            }
            // Depth first, in name order, so the first of two clashing
            // names is the one met first in a sorted listing.
            pending.append(contentsOf: groups.reversed())
        }
    }

    /// `Logo.imageset` → ("Logo", "imageset"); a name without a dot has
    /// no extension.
    static func split(_ name: String) -> (String, String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
