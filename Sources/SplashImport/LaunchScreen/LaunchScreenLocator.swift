import Foundation
import SplashStoryboard
import SplashFormats

/// Finds what `--launch-screen` names: a storyboard or XIB, an Info.plist
/// (its `UILaunchScreen` dictionary, or the storyboard or XIB its
/// `UILaunchStoryboardName` names), or an Xcode project folder holding
/// either; and the asset catalogs beside it.
enum LaunchScreenLocator {
    enum Found {
        case storyboard(path: String)
        case dictionary(LaunchScreenDictionary, plist: String)

        var path: String {
            switch self {
            case .storyboard(let path), .dictionary(_, let path): path
            }
        }
    }

    /// Folders never searched: build products, dependencies, hidden ones.
    static let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules", ".build", "xcuserdata"]
    static let maximumDepth = 6
    static let maximumEntries = 20_000
    static let maximumFileBytes = 8 << 20
    /// Most Info.plists tried in a folder search (each may name a
    /// storyboard, looked for in two more bounded walks).
    static let maximumInfoPlists = 64
    /// How much of each storyboard is read to see whether it is a launch
    /// screen (the marker is on the `<document>` line).
    static let markerSearchLength = 4096

    /// What `path` names; `target` (`--target`) picks an app target of an
    /// Xcode project: `path` is then the `.xcodeproj` or a folder holding one.
    static func locate(_ path: String, target: String? = nil) throws -> Found {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw RenderError("--launch-screen \(path): no such file or folder")
        }
        if isFolder.boolValue {
            if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj/") { return try project(path, target: target) }
            if let target {
                let projects = walk(path).filter { $0.isFolder && $0.path.hasSuffix(".xcodeproj") }.map(\.path)
                guard let first = projects.first else {
                    throw RenderError("--target \(target) picks an app target of an Xcode project, but there is no .xcodeproj in \(path)")
                }
                return try project(first, target: target)
            }
            return try search(folder: path)
        }
        if let target {
            throw RenderError("--target \(target) picks an app target of an Xcode project: give --launch-screen the .xcodeproj (or its folder), not \(path)")
        }
        if path.lowercased().hasSuffix(".plist") { return try infoPlist(path) }
        return .storyboard(path: path)
    }

    private static func infoPlist(_ path: String) throws -> Found {
        let plist = try PropertyListReader.read(bytes: try read(path), file: path)
        if let dictionary = try LaunchScreenDictionary.read(infoPlist: plist, file: path) {
            return .dictionary(dictionary, plist: path)
        }
        guard let name = LaunchScreenDictionary.storyboardName(infoPlist: plist) else {
            throw RenderError("\(path) has neither a UILaunchScreen dictionary nor a UILaunchStoryboardName: it names no launch screen")
        }
        // Xcode takes a storyboard or a XIB for UILaunchStoryboardName
        // (the name without its extension); the storyboard is looked for
        // first, in every folder below (Base.lproj included).
        let folder = PathText.parent(PathText.absolute(path))
        for root in [folder, PathText.parent(folder)] {
            let candidates = files(under: root, where: { ["\(name).storyboard", "\(name).xib"].contains(PathText.lastComponent($0)) })
            if let found = candidates.first(where: { $0.hasSuffix(".storyboard") }) ?? candidates.first {
                return .storyboard(path: found)
            }
        }
        throw RenderError("\(path) names the launch storyboard \"\(name)\", but no \(name).storyboard or \(name).xib is in \(folder) or the folder above")
    }

    /// An Xcode project's app target's launch screen: its Info.plist
    /// file's, else the storyboard or XIB its
    /// `INFOPLIST_KEY_UILaunchStoryboardName` names (in the project's
    /// folder), else the launch screen `INFOPLIST_KEY_UILaunchScreen_Generation`
    /// makes (the system background, or the colour and image named).
    static func project(_ path: String, target: String? = nil) throws -> Found {
        let project = try XcodeProject(path: path, target: target)
        var tried: [String] = []
        if let plist = project.infoPlistFile {
            if FileManager.default.fileExists(atPath: plist), let found = try? infoPlist(plist) { return found }
            tried.append("its INFOPLIST_FILE \(plist) names none")
        }
        if let name = project.setting("INFOPLIST_KEY_UILaunchStoryboardName") {
            let candidates = files(under: project.root, where: { ["\(name).storyboard", "\(name).xib"].contains(PathText.lastComponent($0)) })
            if let found = candidates.first(where: { $0.hasSuffix(".storyboard") }) ?? candidates.first { return .storyboard(path: found) }
            tried.append("INFOPLIST_KEY_UILaunchStoryboardName names \"\(name)\", but no \(name).storyboard or \(name).xib is in \(project.root)")
        }
        if let generated = project.generatedLaunchScreen {
            return .dictionary(generated, plist: XcodeProject.join(path, "project.pbxproj"))
        }
        throw RenderError("\(path): the app target \(project.targetName) has no launch screen"
                          + (tried.isEmpty ? " (no INFOPLIST_FILE, INFOPLIST_KEY_UILaunchStoryboardName or INFOPLIST_KEY_UILaunchScreen_Generation)" : ": " + tried.joined(separator: "; ")))
    }

    private static func search(folder: String) throws -> Found {
        let entries = walk(folder)
        // Storyboards before XIBs (Xcode's templates since Xcode 6 make a
        // storyboard; a "Launch Screen.xib" is the older choice).
        let storyboards = entries.filter { !$0.isFolder && $0.path.hasSuffix(".storyboard") }.map(\.path)
            + entries.filter { !$0.isFolder && $0.path.hasSuffix(".xib") }.map(\.path)
        let launchStoryboards = storyboards.filter { path in
            // A FIFO or device named .storyboard is passed over, never opened blocking.
            guard let bytes = try? BoundedFile(noun: "storyboard", plural: "storyboards", limit: markerSearchLength)
                .readPrefix(path, count: markerSearchLength).bytes else { return false }
            return String(decoding: bytes, as: UTF8.self).contains("launchScreen=\"YES\"")
        }
        if let preferred = launchStoryboards.first(where: { PathText.lastComponent($0) == "LaunchScreen.storyboard" }) ?? launchStoryboards.first {
            return .storyboard(path: preferred)
        }
        let plists = entries.filter { !$0.isFolder && PathText.lastComponent($0.path) == "Info.plist" }.map(\.path)
        for plist in plists.prefix(maximumInfoPlists) {
            if let found = try? infoPlist(plist) { return found }
        }
        // A launch screen made from build settings alone.
        for xcodeproj in entries.filter({ $0.isFolder && $0.path.hasSuffix(".xcodeproj") }).map(\.path).prefix(8) {
            if let found = try? project(xcodeproj) { return found }
        }
        var limits: [String] = []
        if entries.count >= maximumEntries { limits.append("the search stopped after \(maximumEntries) files and folders") }
        if plists.count > maximumInfoPlists { limits.append("only the first \(maximumInfoPlists) of \(plists.count) Info.plists were tried") }
        throw RenderError("no launch screen in \(folder): no storyboard or XIB marked as a launch screen, no Info.plist with UILaunchScreen and no project whose build settings make one"
                          + (limits.isEmpty ? "" : " (\(limits.joined(separator: "; ")))"))
    }

    /// Files whose presence makes a folder an Xcode project's (or a
    /// package's, or a repository's) root: the catalog search never goes above it.
    static func isProjectRoot(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git" }
    }

    /// How far up a project root is looked for (an app's launch screen sits
    /// at most a few folders below its `.xcodeproj`: `ios/Runner/Base.lproj`).
    static let maximumProjectDepth = 4

    /// The folders a launch screen's catalogs are looked for in, nearest
    /// first: its own folder and each one above it up to the project's root
    /// (the nearest folder holding an `.xcodeproj`, an `.xcworkspace`, a
    /// `Package.swift` or `.git`, at most `maximumProjectDepth` up); with no
    /// root in reach, its own folder and the one above it
    /// (`Base.lproj/LaunchScreen.storyboard` beside `Assets.xcassets`).
    /// Nothing outside the project is opened.
    static func catalogSearchRoots(for launchScreen: String) -> [String] {
        var folders = [PathText.parent(PathText.absolute(launchScreen))]
        while folders.count <= maximumProjectDepth, let last = folders.last, last != "/" {
            folders.append(PathText.parent(last))
        }
        if let root = folders.firstIndex(where: isProjectRoot) {
            return Array(folders[...root])
        }
        return Array(folders.prefix(2))
    }

    /// The asset catalogs near a launch screen: under the project folder
    /// given, or under the folders `catalogSearchRoots` names, nearest first.
    static func catalogs(near found: Found, searchRoot: String?) -> [String] {
        let roots = searchRoot.map { [$0] } ?? catalogSearchRoots(for: found.path)
        // Nearest first: where names clash, the first catalog wins, so the
        // launch screen's own folder's catalog beats one further up.
        var seen: Set<String> = []
        var catalogs: [String] = []
        for root in roots {
            for catalog in folders(under: root, where: { $0.hasSuffix(".xcassets") }) where seen.insert(catalog).inserted {
                catalogs.append(catalog)
            }
        }
        return catalogs
    }

    /// The image files a launch screen may name outside its catalogs
    /// (`BundleImages`): under the project folder given, or the
    /// outermost of the folders `catalogSearchRoots` names (the project's
    /// root), bounded as every walk here.
    static func bundleImageFiles(near found: Found, searchRoot: String?) -> [String] {
        guard let root = searchRoot ?? catalogSearchRoots(for: found.path).last else { return [] }
        return files(under: root) { path in
            guard let dot = path.lastIndex(of: ".") else { return false }
            return BundleImages.extensions.contains(path[path.index(after: dot)...].lowercased())
        }
    }

    static func read(_ path: String) throws -> [UInt8] {
        let file = BoundedFile(noun: "launch screen file", plural: "launch screen files", limit: maximumFileBytes)
        return Array(try RenderError.reading { () throws(FileReadError) in try file.read(path, shownAs: path) })
    }

    /// Files under `root` (sorted, bounded in depth and count).
    private static func files(under root: String, where matches: (String) -> Bool) -> [String] {
        walk(root).filter { !$0.isFolder && matches($0.path) }.map(\.path)
    }

    private static func folders(under root: String, where matches: (String) -> Bool) -> [String] {
        walk(root).filter { $0.isFolder && matches($0.path) }.map(\.path)
    }

    private static func walk(_ root: String) -> [(path: String, isFolder: Bool)] {
        var result: [(String, Bool)] = []
        var pending: [(String, Int)] = [(root, 0)]
        var next = 0   // breadth first: a cursor, not removeFirst's copying
        let manager = FileManager.default
        while next < pending.count, result.count < maximumEntries {
            let (folder, depth) = pending[next]
            next += 1
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
                // A single huge folder stops the walk too.
                guard result.count < maximumEntries else { break }
                let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                result.append((path, isFolder.boolValue))
                // Catalogs and bundles are leaves: nothing to find inside.
                if isFolder.boolValue, depth + 1 < maximumDepth, !name.hasSuffix(".xcassets"), !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace") {
                    pending.append((path, depth + 1))
                }
            }
        }
        return result
    }
}
