import SplashGeometry

/// Image files copied into the app bundle as they are, outside any asset
/// catalog (a "Copy Bundle Resources" PNG): what `UIImage(named:)` finds
/// when no catalog has the name, and so what an image view shows for
/// `image="logo.png"` or `image="logo"`.
///
/// `UIImage(named:)` ("Loading images": a name without an extension is a
/// PNG's) looks for the device's scale and idiom first: on a 3x iPhone,
/// `logo@3x~iphone.png`, `logo@3x.png`, then the other scales (nearest
/// larger, then the largest smaller) and the unsuffixed `logo.png` as 1x.
/// The files are the ones found by name in the project (the caller walks
/// it); a JPEG needs its extension in the name.
public struct BundleImages: Sendable {
    /// Every candidate file's path, by its file name (as on a device, whose
    /// file system tells cases apart).
    private var byName: [String: [String]] = [:]
    /// How images' headers (PDF pages) are read.
    let pdfPages: any PDFPageSizing

    /// The file extensions `UIImage(named:)` loads outside a catalog.
    public static let extensions: Set<String> = ["png", "jpg", "jpeg"]

    /// `paths`: the image files of the project (any others are ignored).
    public init(paths: [String], pdfPages: any PDFPageSizing) {
        self.pdfPages = pdfPages
        for path in paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: "."), Self.extensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
            byName[name, default: []].append(path)
        }
    }

    /// No files: only the catalogs are looked in.
    public static func none(pdfPages: any PDFPageSizing) -> BundleImages { BundleImages(paths: [], pdfPages: pdfPages) }

    public var isEmpty: Bool { byName.isEmpty }

    /// The file `UIImage(named: name)` loads on a device of this scale and
    /// idiom, with its size in points; nil when there is none.
    public func image(named name: String, scale: Int, idiom: Idiom) throws(StoryboardError) -> AssetImage? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        var base = name
        var ext = "png"
        if let dot = name.lastIndex(of: "."), Self.extensions.contains(name[name.index(after: dot)...].lowercased()) {
            base = String(name[..<dot])
            ext = String(name[name.index(after: dot)...])
        }
        // A name written with its scale (`logo@2x.png`) is that file.
        if let at = base.range(of: "@", options: .backwards), let n = Int(base[at.upperBound...].dropLast()), base.hasSuffix("x") {
            base = String(base[..<at.lowerBound])
            if let file = first("\(base)@\(n)x.\(ext)") { return try load(file, scale: n, name: name) }
        }
        let wanted = min(max(scale, 1), 3)
        let order = [wanted] + [1, 2, 3].filter { $0 > wanted } + [3, 2, 1].filter { $0 < wanted }
        let device = "~" + idiom.catalogName
        for s in order {
            let suffix = s == 1 ? "" : "@\(s)x"
            for candidate in ["\(base)\(suffix)\(device).\(ext)", "\(base)\(suffix).\(ext)"] + (s == 1 ? ["\(base)@1x\(device).\(ext)", "\(base)@1x.\(ext)"] : []) {
                if let file = first(candidate) { return try load(file, scale: s, name: name) }
            }
        }
        return nil
    }

    private func first(_ fileName: String) -> String? {
        byName[fileName]?.first
    }

    private func load(_ path: String, scale: Int, name: String) throws(StoryboardError) -> AssetImage {
        let header = try AssetImageHeader.read(path: path, subject: "the bundle image \"\(name)\"", pdfPages: pdfPages)
        let pixelsPerPoint = Double(scale)
        return AssetImage(path: path, scale: pixelsPerPoint,
                          pointSize: Size(width: header.width / pixelsPerPoint, height: header.height / pixelsPerPoint), kind: header.kind)
    }
}
