import SplashGeometry
import SplashScene

/// A `UILaunchScreen` dictionary as layers. Apple's "UILaunchScreen"
/// documentation: the background is `UIColorName` (the system background
/// when absent); `UIImageName` is shown centred at its size, within the
/// safe area when `UIImageRespectsSafeAreaInsets` is true; the bars named
/// are drawn empty, in their standard sizes, with their background image
/// when one is named.
struct LaunchDictionaryTranslator {
    let dictionary: LaunchScreenDictionary
    let resources: LaunchResources
    /// Images not found (iOS draws the rest without them).
    var warnings: [StoryboardWarning] = []

    /// The image, or nil with a warning when neither the catalogs nor the
    /// bundle has it.
    private mutating func image(named name: String, key: String) throws(StoryboardError) -> AssetImage? {
        if let image = try resources.image(named: name) { return image }
        warnings.append(StoryboardWarning(file: resources.file, "\(key) names the image \"\(name)\", but \(resources.imagePlaces(for: name)): not drawn, as iOS does"))
        return nil
    }

    /// UIKit's bar heights in points (without the safe area they extend
    /// into): navigation bars and toolbars 44 on iPhone, 50 on iPad; tab
    /// bars 49 on iPhone, 50 on iPad.
    var navigationBarHeight: Double { resources.idiom == .pad ? 50 : 44 }
    var tabBarHeight: Double { resources.idiom == .pad ? 50 : 49 }

    mutating func layer() throws(StoryboardError) -> Layer {
        let device = resources.device
        let screen = Rect(x: 0, y: 0, width: device.points.width, height: device.points.height)
        let insets = device.safeAreaInsets
        var root = Layer(id: "launch-screen")
        root.bounds = screen
        root.position = Point(x: screen.width / 2, y: screen.height / 2)
        root.backgroundColor = try resources.color(dictionary.colorName.map { IBColor.named($0) } ?? .system("systemBackgroundColor"),
                                                   usedBy: "UILaunchScreen.UIColorName")
        var top = insets.top, bottom = screen.height - insets.bottom
        if let bar = dictionary.navigationBar {
            root.sublayers.append(try barLayer(id: "navigation-bar", frame: Rect(x: 0, y: 0, width: screen.width, height: insets.top + navigationBarHeight),
                                               imageName: bar.imageName, key: "UINavigationBar", separatorAtTop: false))
            top += navigationBarHeight
        }
        if let bar = dictionary.tabBar ?? dictionary.toolbar {
            let isTab = dictionary.tabBar != nil
            let height = (isTab ? tabBarHeight : navigationBarHeight) + insets.bottom
            root.sublayers.append(try barLayer(id: isTab ? "tab-bar" : "toolbar",
                                               frame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height),
                                               imageName: bar.imageName, key: isTab ? "UITabBar" : "UIToolbar", separatorAtTop: true))
            bottom -= isTab ? tabBarHeight : navigationBarHeight
        }
        if let name = dictionary.imageName, let image = try image(named: name, key: "UILaunchScreen.UIImageName") {
            let area = dictionary.imageRespectsSafeAreaInsets ? Rect(x: insets.left, y: top, width: screen.width - insets.left - insets.right, height: bottom - top) : screen
            var layer = Layer(id: "launch-image")
            layer.bounds = Rect(x: 0, y: 0, width: image.pointSize.width, height: image.pointSize.height)
            layer.position = Point(x: area.midX, y: area.midY)
            layer.contents = .image(ImageContents(source: image.path, gravity: .resize, scale: image.scale))
            root.sublayers.append(layer)
        }
        return root
    }

    /// A bar: the system's translucent bar background (or the named
    /// image, stretched) with its hairline separator.
    private mutating func barLayer(id: String, frame: Rect, imageName: String?, key: String, separatorAtTop: Bool) throws(StoryboardError) -> Layer {
        var bar = Layer(id: id)
        bar.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        bar.position = Point(x: frame.midX, y: frame.midY)
        if let imageName, let image = try image(named: imageName, key: "UILaunchScreen.\(key).UIImageName") {
            bar.contents = .image(ImageContents(source: image.path, gravity: .resize, scale: image.scale))
        } else {
            bar.backgroundColor = SystemColors.color(named: "secondarySystemBackgroundColor", appearance: resources.appearance)
        }
        var line = Layer(id: "\(id)-separator")
        let hairline = 1 / Double(resources.device.scale)
        line.bounds = Rect(x: 0, y: 0, width: frame.width, height: hairline)
        line.position = Point(x: frame.width / 2, y: separatorAtTop ? hairline / 2 : frame.height - hairline / 2)
        line.backgroundColor = SystemColors.color(named: "separatorColor", appearance: resources.appearance)
        bar.sublayers.append(line)
        return bar
    }
}
