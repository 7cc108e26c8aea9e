import Foundation
import SplashGeometry
import SplashScene
import SplashFormats

extension AssetCatalog {
    /// The image set's file for the appearance, scale and device; nil
    /// when the catalog has no image set of that name, an error when the
    /// set is malformed, has no file for the device, or its file is missing
    /// or unreadable.
    ///
    /// Preference, in order: the appearance's entry over the "Any
    /// Appearance" one; the device's idiom over `universal`; the exact
    /// scale, else the nearest larger, else the largest smaller, else a
    /// single-scale entry (no `scale`: a PDF or SVG). High-contrast,
    /// Display P3 gamut and right-to-left entries only when nothing else
    /// matches.
    public func image(named name: String, appearance: Appearance, scale: Int, idiom: Idiom = .phone) throws(StoryboardError) -> AssetImage? {
        switch try imageLookup(named: name, appearance: appearance, scale: scale, idiom: idiom) {
        case .found(let image): return image
        case .noSet: return nil
        case .absent(_, let error): throw error
        }
    }

    /// What looking an image set up found: its file; no set of that name;
    /// or a set that gives the device no file (no entry for it, or its
    /// file missing: a build leaves the image out, and UIImage(named:)
    /// finds nothing), with why and the error `image(named:…)` throws.
    enum ImageLookup {
        case found(AssetImage)
        case noSet
        case absent(reason: String, error: StoryboardError)
    }

    func imageLookup(named name: String, appearance: Appearance, scale: Int, idiom: Idiom) throws(StoryboardError) -> ImageLookup {
        guard let set = imageSets[name] else { return .noSet }
        guard let contents = try ContentsJSON.read(folder: set.path, subject: "image set \"\(name)\"") else { return .noSet }
        guard let entries = try contents.array(contents.root["images"], "images") else {
            throw contents.error("images", "missing: expected an array of images")
        }
        guard entries.count <= 256 else { throw contents.error("images", "more than 256 entries") }
        let wanted = min(max(scale, 1), 16)
        var best: (rank: [Int], entry: [String: JSONValue], path: String, scale: Int?)?
        for (i, entry) in entries.enumerated() {
            let path = "images[\(i)]"
            guard let object = try contents.object(entry, path) else { continue }
            guard try contents.string(object["filename"], "\(path).filename") != nil else { continue }   // an empty slot
            let traits = try EntryTraits(object, path: path, contents: contents, idiom: idiom)
            guard var rank = traits.rank(for: appearance) else { continue }
            let entryScale = try Self.scale(object["scale"], path: "\(path).scale", contents: contents)
            switch entryScale {
            case wanted?: rank += [4, 0]
            case let s? where s > wanted: rank += [3, -s]   // the nearest larger
            case let s?: rank += [2, s]                     // the largest smaller
            case nil: rank += [1, 0]                        // single scale
            }
            if best == nil || best!.rank.lexicographicallyPrecedes(rank) {
                best = (rank, object, path, entryScale)
            }
        }
        guard let best else {
            return .absent(reason: "its image set has no file for \(idiom.catalogName) or universal in the \(appearance.rawValue) or any appearance",
                           error: contents.error("images", "no image for \(idiom.catalogName) or universal in the \(appearance.rawValue) or any appearance"))
        }
        if let filename = try contents.string(best.entry["filename"], "\(best.path).filename"), !filename.isEmpty, !filename.contains("/"),
           !FileManager.default.fileExists(atPath: set.path.hasSuffix("/") ? set.path + filename : set.path + "/" + filename) {
            return .absent(reason: "its image set names the file \"\(filename)\", which is missing from \(set.path)",
                           error: contents.error("\(best.path).filename", "the file \"\(filename)\" is missing from \(set.path)"))
        }
        let properties = try contents.object(contents.root["properties"], "properties") ?? [:]
        let intentName = try contents.string(properties["template-rendering-intent"], "properties.template-rendering-intent")
        let intent: AssetImage.RenderingIntent
        switch intentName {
        case nil: intent = .automatic
        case let n?:
            guard let i = AssetImage.RenderingIntent(rawValue: n) else {
                throw contents.error("properties.template-rendering-intent", "\"\(n)\": expected \"original\" or \"template\"")
            }
            intent = i
        }
        var image = try file(best.entry, path: best.path, scale: best.scale, set: set, contents: contents)
        image.renderingIntent = intent
        image.preservesVectorRepresentation = try contents.bool(properties["preserves-vector-representation"], "properties.preserves-vector-representation") ?? false
        image.resizing = try Self.resizing(best.entry["resizing"], path: "\(best.path).resizing", contents: contents)
        return .found(image)
    }

    /// The app icon: the largest image of the app icon set (the 1024-point
    /// App Store one, or the single 1024 × 1024 of an Xcode 14+ set) for
    /// the appearance; nil when there is no such set or it holds no file.
    public func appIcon(named name: String = "AppIcon", appearance: Appearance = .light) throws(StoryboardError) -> AssetImage? {
        guard let set = iconSets[name] else { return nil }
        guard let contents = try ContentsJSON.read(folder: set.path, subject: "app icon set \"\(name)\"") else { return nil }
        guard let entries = try contents.array(contents.root["images"], "images") else {
            throw contents.error("images", "missing: expected an array of images")
        }
        guard entries.count <= 256 else { throw contents.error("images", "more than 256 entries") }
        let iOSIdioms: Set<String> = ["iphone", "ipad", "ios-marketing", "universal"]
        var best: (rank: [Int], entry: [String: JSONValue], path: String, scale: Int?)?
        for (i, entry) in entries.enumerated() {
            let path = "images[\(i)]"
            guard let object = try contents.object(entry, path) else { continue }
            guard try contents.string(object["filename"], "\(path).filename") != nil else { continue }
            let idiom = try contents.string(object["idiom"], "\(path).idiom") ?? "universal"
            let platform = try contents.string(object["platform"], "\(path).platform")
            guard iOSIdioms.contains(idiom), platform == nil || platform == "ios" else { continue }
            let traits = try EntryTraits(object, path: path, contents: contents, idiom: .phone)
            guard var rank = traits.rank(for: appearance, ignoringIdiom: true) else { continue }
            let scale = try Self.scale(object["scale"], path: "\(path).scale", contents: contents)
            let points = try Self.iconSize(object["size"], path: "\(path).size", contents: contents)
            rank.append(Int(points * Double(scale ?? 1)))
            if best == nil || best!.rank.lexicographicallyPrecedes(rank) {
                best = (rank, object, path, scale)
            }
        }
        guard let best else { return nil }
        return try file(best.entry, path: best.path, scale: best.scale, set: set, contents: contents)
    }

    /// The app icon named `AppIcon`, nil also when its set is malformed
    /// (`appIcon(named:appearance:)` says why).
    public var appIcon: AssetImage? {
        try? appIcon()
    }

    // MARK: - Entries

    /// `"2x"` → 2; nil when absent.
    static func scale(_ value: JSONValue?, path: String, contents: ContentsJSON) throws(StoryboardError) -> Int? {
        guard let text = try contents.string(value, path) else { return nil }
        guard text.hasSuffix("x"), let n = Int(text.dropLast()), (1...16).contains(n) else {
            throw contents.error(path, "\"\(text.prefix(20))\": expected a scale such as \"1x\", \"2x\" or \"3x\"")
        }
        return n
    }

    /// An app icon's `size` (`"83.5x83.5"`): its side in points.
    static func iconSize(_ value: JSONValue?, path: String, contents: ContentsJSON) throws(StoryboardError) -> Double {
        guard let text = try contents.string(value, path) else { return 0 }
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 4096, h <= 4096 else {
            throw contents.error(path, "\"\(text.prefix(20))\": expected a size such as \"1024x1024\"")
        }
        return max(w, h)
    }

    /// The entry's file, checked on disk, with its size in points.
    func file(_ entry: [String: JSONValue], path: String, scale: Int?, set: SetFolder, contents: ContentsJSON) throws(StoryboardError) -> AssetImage {
        let filename = try contents.string(entry["filename"], "\(path).filename") ?? ""
        guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != "." else {
            throw contents.error("\(path).filename", "\"\(filename.prefix(40))\": expected a file name inside the set's folder")
        }
        var file = set.path.hasSuffix("/") ? set.path + filename : set.path + "/" + filename
        if !file.hasPrefix("/") {
            let cwd = FileManager.default.currentDirectoryPath
            file = (cwd.hasSuffix("/") ? cwd : cwd + "/") + file
        }
        guard FileManager.default.fileExists(atPath: file) else {
            throw contents.error("\(path).filename", "the file \"\(filename)\" is missing from \(set.path)")
        }
        let header = try AssetImageHeader.read(path: file, subject: contents.subject, pdfPages: pdfPages)
        let pixelsPerPoint = header.kind == .bitmap ? Double(scale ?? 1) : 1
        return AssetImage(path: file, scale: pixelsPerPoint,
                          pointSize: Size(width: header.width / pixelsPerPoint, height: header.height / pixelsPerPoint),
                          kind: header.kind)
    }

    /// An entry's slicing (`resizing`): mode, cap insets and centre.
    static func resizing(_ value: JSONValue?, path: String, contents: ContentsJSON) throws(StoryboardError) -> AssetImage.Resizing? {
        guard let object = try contents.object(value, path) else { return nil }
        let modeName = try contents.string(object["mode"], "\(path).mode") ?? ""
        guard let mode = AssetImage.Resizing.Mode(rawValue: modeName) else {
            throw contents.error("\(path).mode", "\"\(modeName.prefix(30))\": expected \"3-part-horizontal\", \"3-part-vertical\" or \"9-part\"")
        }
        let caps = try contents.object(object["cap-insets"], "\(path).cap-insets") ?? [:]
        let insets = EdgeInsets(top: try contents.number(caps["top"], "\(path).cap-insets.top") ?? 0,
                                left: try contents.number(caps["left"], "\(path).cap-insets.left") ?? 0,
                                bottom: try contents.number(caps["bottom"], "\(path).cap-insets.bottom") ?? 0,
                                right: try contents.number(caps["right"], "\(path).cap-insets.right") ?? 0)
        let center = try contents.object(object["center"], "\(path).center") ?? [:]
        let centerName = try contents.string(center["mode"], "\(path).center.mode") ?? "stretch"
        guard let centerMode = AssetImage.Resizing.CenterMode(rawValue: centerName) else {
            throw contents.error("\(path).center.mode", "\"\(centerName.prefix(30))\": expected \"stretch\" or \"tile\"")
        }
        let w = try contents.number(center["width"], "\(path).center.width")
        let h = try contents.number(center["height"], "\(path).center.height")
        let size = w == nil && h == nil ? nil : Size(width: w ?? 0, height: h ?? 0)
        return AssetImage.Resizing(mode: mode, capInsets: insets, centerMode: centerMode, centerSize: size)
    }
}
