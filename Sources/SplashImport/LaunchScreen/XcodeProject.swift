import SplashFormats
import SplashStoryboard

/// What an Xcode project's `project.pbxproj` says of its app's launch
/// screen: the app target's build settings (`PBXNativeTarget` of product
/// type `com.apple.product-type.application`, its configuration list's
/// default configuration, Release when none is named). A project with
/// several app targets needs the one meant named (`--target NAME`), as
/// `xcodebuild -target` does.
///
/// Since Xcode 13 an app's Info.plist may be generated from build settings
/// (`GENERATE_INFOPLIST_FILE`): `INFOPLIST_KEY_UILaunchStoryboardName`
/// names the launch storyboard, `INFOPLIST_KEY_UILaunchScreen_Generation =
/// YES` writes an empty `UILaunchScreen` dictionary (iOS then shows the
/// system background), merged with the `INFOPLIST_FILE` when there is one.
struct XcodeProject {
    /// The `.xcodeproj` folder, as given.
    var path: String
    /// The folder holding it (`$(SRCROOT)`).
    var root: String
    var targetName: String
    /// The app target's build settings (strings only).
    var settings: [String: String]

    static let applicationType = "com.apple.product-type.application"

    /// The project at `path`, read for its app target `target` (nil: its
    /// only app target; an error listing them when it has several).
    init(path: String, target: String? = nil) throws {
        let pbxproj = Self.join(path, "project.pbxproj")
        let plist: PropertyListValue
        do {
            plist = try PropertyListReader.read(contentsOf: pbxproj)
        } catch {
            throw RenderError(error.description)
        }
        func fail(_ message: String) -> RenderError { RenderError("\(pbxproj): \(message)") }
        guard case .dictionary(let objects)? = plist["objects"] else { throw fail("no objects dictionary: not an Xcode project file") }
        guard case .string(let rootID)? = plist["rootObject"], let project = objects[rootID] else { throw fail("no rootObject: not an Xcode project file") }
        guard case .array(let targetIDs)? = project["targets"] else { throw fail("the project lists no targets") }
        let apps: [(String, PropertyListValue)] = targetIDs.compactMap { id in
            guard case .string(let id) = id, let target = objects[id], target["isa"] == .string("PBXNativeTarget"),
                  target["productType"] == .string(Self.applicationType), case .string(let name)? = target["name"] else { return nil }
            return (name, target)
        }
        guard !apps.isEmpty else { throw fail("no application target (productType \(Self.applicationType))") }
        let listed = apps.map(\.0).joined(separator: ", ")
        let picked: (String, PropertyListValue)
        if let wanted = target {
            // Exactly as written, else the one name equal but for case.
            guard let match = apps.first(where: { $0.0 == wanted }) ?? apps.first(where: { $0.0.lowercased() == wanted.lowercased() }) else {
                throw RenderError("--target \(wanted): \(path) has no app target of that name; its app targets: \(listed)")
            }
            picked = match
        } else {
            guard apps.count == 1 else {
                throw RenderError("\(path) has \(apps.count) app targets (\(listed)): name the one whose launch screen to draw with --target NAME")
            }
            picked = apps[0]
        }
        let (name, target) = picked
        guard case .string(let listID)? = target["buildConfigurationList"], let list = objects[listID],
              case .array(let configurationIDs)? = list["buildConfigurations"] else {
            throw fail("the target \(name) has no build configuration list")
        }
        let wanted: String
        if case .string(let name)? = list["defaultConfigurationName"] { wanted = name } else { wanted = "Release" }
        let configurations = configurationIDs.compactMap { id -> PropertyListValue? in
            guard case .string(let id) = id else { return nil }
            return objects[id]
        }
        guard let configuration = configurations.first(where: { $0["name"] == .string(wanted) }) ?? configurations.first else {
            throw fail("the target \(name) has no build configuration")
        }
        var settings: [String: String] = [:]
        if case .dictionary(let values)? = configuration["buildSettings"] {
            for (key, value) in values {
                if case .string(let text) = value { settings[key] = text }
            }
        }
        self.path = path
        root = PathText.parent(PathText.absolute(path))
        targetName = name
        self.settings = settings
    }

    /// A setting with `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)` and
    /// `$(PRODUCT_NAME)` replaced (also spelled `${…}`).
    func setting(_ key: String) -> String? {
        guard var value = settings[key], !value.isEmpty else { return nil }
        let values = ["SRCROOT": root, "PROJECT_DIR": root, "TARGET_NAME": targetName,
                      "PRODUCT_NAME": settings["PRODUCT_NAME"].flatMap { $0.contains("$") ? nil : $0 } ?? targetName]
        for (name, replacement) in values {
            value = value.replacingOccurrences(of: "$(\(name))", with: replacement).replacingOccurrences(of: "${\(name)}", with: replacement)
        }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        return value
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `INFOPLIST_FILE`, as a path (relative ones are to the project's folder).
    var infoPlistFile: String? {
        guard let file = setting("INFOPLIST_FILE") else { return nil }
        return file.hasPrefix("/") ? file : Self.join(root, file)
    }

    /// `INFOPLIST_KEY_UILaunchScreen_Generation = YES`: the generated
    /// launch screen, with the colour and image the settings name.
    var generatedLaunchScreen: LaunchScreenDictionary? {
        guard setting("INFOPLIST_KEY_UILaunchScreen_Generation") == "YES" else { return nil }
        return LaunchScreenDictionary(colorName: setting("INFOPLIST_KEY_UILaunchScreen_UIColorName"),
                                      imageName: setting("INFOPLIST_KEY_UILaunchScreen_UIImageName"),
                                      imageRespectsSafeAreaInsets: setting("INFOPLIST_KEY_UILaunchScreen_UIImageRespectsSafeAreaInsets") == "YES")
    }
}
