import SplashGeometry
import SplashScene

/// A launch storyboard or XIB as read: the initial view controller's (or
/// the XIB's top-level) view tree,
/// the legacy layout guides, and the resources Interface Builder records
/// (image sizes, named colours' values), with what cannot be shown
/// reported as warnings.
struct IBDocument: Sendable {
    var file: String
    var rootView: IBView
    var legacyGuides: [IBLegacyGuide]
    /// `<resources><image name="Logo" width="100" height="100"/>`: each
    /// image's size in points, as Interface Builder last saw it.
    var imageSizes: [String: Size]
    /// `<resources><namedColor name="Brand"><color …/>`: the value saved
    /// with the document, used when no asset catalog is given.
    var namedColors: [String: IBColor]
    var warnings: [StoryboardWarning]

    /// A launch screen is small; anything past this is not one.
    static let maximumByteCount = 8 << 20
    /// Most `viewControllerLayoutGuide`s read (UIKit makes two).
    static let maximumLegacyGuides = 8

    /// The document as built for a device with `traits`: its size-class
    /// variations applied (see `IBVariations`).
    init(bytes: [UInt8], file: String, traits: SizeClasses) throws(StoryboardError) {
        guard bytes.count <= Self.maximumByteCount else {
            throw StoryboardError(file: file, "is \(bytes.count) bytes; a launch storyboard is at most \(Self.maximumByteCount >> 20) MiB")
        }
        var variations = IBVariations(traits: traits, file: file)
        let root = variations.apply(try IBElement.parse(bytes, file: file))
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw StoryboardError(file: file, line: root.line,
                                  "not an iOS storyboard or XIB (the root is <\(root.name)> of type \(root["type"] ?? "none"); expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> or \"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">)")
        }
        // The resources first: a system colour iOS lacks is drawn with the
        // value Interface Builder saved for it.
        let colorMatched = root["colorMatched"] == "YES"
        var images: [String: Size] = [:]
        var colors: [String: IBColor] = [:]
        var systemColors: [String: Color] = [:]
        for resource in root.children(of: "resources") {
            guard let name = resource["name"] else { continue }
            switch resource.name {
            case "image":
                if let width = resource["width"].flatMap(Double.init), let height = resource["height"].flatMap(Double.init),
                   width.isFinite, height.isFinite, width >= 0, height >= 0, width < 1e5, height < 1e5 {
                    images[name] = Size(width: width, height: height)
                }
            case "namedColor":
                if let color = resource.child("color") { colors[name] = try IBColor.read(color, file: file, colorMatched: colorMatched) }
            case "systemColor":
                if let color = resource.child("color"), case .components(let value) = try IBColor.read(color, file: file, colorMatched: colorMatched) {
                    systemColors[name] = value
                }
            default:
                break
            }
        }
        var reader = IBViewReader(file: file, colorMatched: colorMatched, savedSystemColors: systemColors)
        let view: IBElement
        var guidesLine = root.line
        if type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard") {
            if root["launchScreen"] != "YES" {
                reader.warn(line: root.line, "the storyboard is not marked as a launch screen (launchScreen=\"YES\"): its initial view controller is shown")
            }
            let (controller, container) = try Self.initialViewController(root, file: file)
            if let container {
                // UINavigationController shows its root view controller's
                // view under the bar (edgesForExtendedLayout: all), so the
                // view fills the screen; the bar itself is not drawn here.
                reader.warn(line: container.line, "the initial view controller is a <navigationController>: its root view controller's view is drawn, its navigation bar (and title) is not, and the safe area's top is the screen's rather than the bar's bottom")
            }
            guard let found = controller.child("view", key: "view") ?? controller.children.first(where: { $0["key"] == "view" }) else {
                throw StoryboardError(file: file, line: controller.line, "the initial view controller (id \(controller["id"] ?? "")) has no view")
            }
            view = found
            guidesLine = controller.line
            legacyGuides = controller.children(of: "layoutGuides").compactMap { guide in
                guard guide.name == "viewControllerLayoutGuide", let id = guide["id"] else { return nil }
                return IBLegacyGuide(id: id, edge: guide["type"] == "bottom" ? .bottom : .top)
            }
        } else {
            // A XIB (Xcode's "Launch Screen.xib"): its top-level view, among
            // the File's Owner and First Responder placeholders, is what iOS
            // shows, sized to the screen.
            let objects = root.children(of: "objects")
            guard let found = objects.first(where: { IBViewReader.viewElements.contains($0.name) }) else {
                throw StoryboardError(file: file, line: root.line, "the XIB has no top-level view in <objects>: a launch screen XIB holds one <view>")
            }
            view = found
            legacyGuides = []
            let views = objects.filter { IBViewReader.viewElements.contains($0.name) }
            if views.count > 1 {
                reader.warn(line: views[1].line, "the XIB has \(views.count) top-level views: iOS shows the first (line \(found.line)), the others are not drawn")
            }
        }
        // A view controller has a top and a bottom guide; each constraint
        // looks its items up among them.
        guard legacyGuides.count <= Self.maximumLegacyGuides else {
            throw StoryboardError(file: file, line: guidesLine,
                                  "\(legacyGuides.count) layout guides in <layoutGuides>: a view controller has a top and a bottom one")
        }
        rootView = try reader.read(view, depth: 0)
        self.file = file
        imageSizes = images
        namedColors = colors
        warnings = variations.warnings + reader.warnings
    }

    /// The view controller the document names as initial, or the only one;
    /// for a navigation controller, its root view controller (the
    /// `rootViewController` relationship), with the navigation controller.
    private static func initialViewController(_ root: IBElement, file: String) throws(StoryboardError) -> (IBElement, container: IBElement?) {
        let controllers = root.children(of: "scenes").flatMap { scene in
            scene.children(of: "objects").filter { $0.name.hasSuffix("ViewController") || $0.name.hasSuffix("Controller") }
        }
        if let id = root["initialViewController"] {
            guard let controller = controllers.first(where: { $0["id"] == id }) else {
                throw StoryboardError(file: file, line: root.line, "the initial view controller \(id) is not in the document")
            }
            if controller.name == "navigationController" {
                let segue = controller.children(of: "connections").first { $0.name == "segue" && $0["relationship"] == "rootViewController" }
                guard let rootID = segue?["destination"] else {
                    throw StoryboardError(file: file, line: controller.line, "the initial navigation controller has no root view controller (a rootViewController relationship)")
                }
                guard let rootController = controllers.first(where: { $0["id"] == rootID }), rootController.name == "viewController" else {
                    throw StoryboardError(file: file, line: controller.line, "the navigation controller's root view controller \(rootID) is not a plain view controller in the document")
                }
                return (rootController, controller)
            }
            guard controller.name == "viewController" else {
                throw StoryboardError(file: file, line: controller.line,
                                      "the initial view controller is a <\(controller.name)>: a launch screen's is a plain view controller or a navigation controller")
            }
            return (controller, nil)
        }
        guard let first = controllers.first(where: { $0.name == "viewController" }) else {
            throw StoryboardError(file: file, line: root.line, "no view controller: expected a scene with a <viewController> and its view")
        }
        return (first, nil)
    }
}

/// Reads `<view>`, `<imageView>`, `<label>`, `<stackView>` and the rest
/// into `IBView`s, collecting one warning per unsupported thing.
struct IBViewReader {
    let file: String
    var warnings: [StoryboardWarning] = []
    private var said: Set<String> = []

    /// Views deeper than this are refused (a launch screen has a handful
    /// of levels; the bound keeps layout and translation from recursing
    /// without end).
    static let maximumDepth = 32
    /// Most views in a document (a launch screen has tens): each adds
    /// solver variables and the constraints UIKit makes for it.
    static let maximumViews = 256
    /// Most `<constraint>`s over all views (the solver takes at most
    /// `LayoutSystem.constraintLimit`, UIKit's own included).
    static let maximumConstraints = 1024
    /// Most arranged subviews in one stack view: UIStackView's constraints
    /// relate each to its neighbours and the stack, and solving (with the
    /// search for ambiguous views) grows steeply with their number (64
    /// take seconds).
    static let maximumArrangedSubviews = 32
    /// Longest label text, in characters: a launch screen shows a name or a
    /// line, and every label is measured (shaped) on each layout pass.
    static let maximumTextLength = 10_000
    /// Most characters over all labels.
    static let maximumTotalTextLength = 50_000
    /// Largest layout margin accepted, in points.
    static let maximumInset = 100_000.0

    private var viewCount = 0
    private var constraintCount = 0
    private var textLength = 0

    /// The document's `colorMatched="YES"` (see `IBColor.read`).
    let colorMatched: Bool
    /// `<resources><systemColor name=…>`: the values Interface Builder saw.
    let savedSystemColors: [String: Color]

    init(file: String, colorMatched: Bool = true, savedSystemColors: [String: Color] = [:]) {
        self.file = file
        self.colorMatched = colorMatched
        self.savedSystemColors = savedSystemColors
    }

    /// `<color …/>` read, with a warning for what is not drawn as on a
    /// device: a system colour UIKit's table here lacks (drawn with the
    /// value saved in the document, or clear), a colour-matched
    /// `calibratedRGB` colour (ibtool converts it from Generic RGB; its
    /// components are drawn as sRGB).
    mutating func readColor(_ element: IBElement) throws(StoryboardError) -> IBColor {
        let color = try IBColor.read(element, file: file, colorMatched: colorMatched)
        switch color {
        case .system(let name) where SystemColors.color(named: name, appearance: .light) == nil:
            let saved = savedSystemColors[name] ?? element["cocoaTouchSystemColor"].flatMap { SystemColors.color(named: $0, appearance: .light) }
            warn(line: element.line, "the system colour \(name) is not one splashvid knows: drawn "
                 + (saved == nil ? "clear" : "as the value saved with it, in both appearances"), once: "system \(name)")
            return .components(saved ?? .clear)
        case .components where colorMatched && (element["colorSpace"] == "calibratedRGB" || element["customColorSpace"] == "calibratedRGB"):
            warn(line: element.line, "a calibratedRGB (Generic RGB) colour is drawn with its components as sRGB; Xcode converts it, so it may differ slightly: choose sRGB in Interface Builder's colour picker",
                 once: "calibratedRGB")
            return color
        default:
            return color
        }
    }

    mutating func warn(line: Int?, _ message: String, once key: String? = nil) {
        if let key {
            guard !said.contains(key) else { return }
            said.insert(key)
        }
        warnings.append(StoryboardWarning(file: file, line: line, message))
    }

    /// The elements that are views in Interface Builder's XML.
    static let viewElements: Set<String> = [
        "view", "imageView", "label", "stackView", "button", "textView", "textField", "webView", "wkWebView",
        "activityIndicatorView", "mapView", "scrollView", "tableView", "collectionView", "segmentedControl",
        "switch", "slider", "progressView", "visualEffectView", "navigationBar", "toolbar", "tabBar",
        "pageControl", "datePicker", "pickerView", "searchBar", "containerView", "glkView", "mtkView",
        "arscnView", "arskView", "sceneKitView", "skView",
    ]

    mutating func read(_ element: IBElement, depth: Int) throws(StoryboardError) -> IBView {
        guard depth < Self.maximumDepth else {
            throw StoryboardError(file: file, line: element.line, "views nest deeper than \(Self.maximumDepth) levels")
        }
        guard let id = element["id"] else {
            throw StoryboardError(file: file, line: element.line, "<\(element.name)> has no id")
        }
        viewCount += 1
        guard viewCount <= Self.maximumViews else {
            throw StoryboardError(file: file, line: element.line, "more than \(Self.maximumViews) views: not a launch screen (expected tens)")
        }
        func priority(_ key: String, default value: Double) -> Double {
            guard let number = element[key].flatMap(Double.init), number >= 1, number <= 1000 else { return value }
            return number
        }
        var kind: IBView.Kind
        var name = element["userLabel"]
        switch element.name {
        case "view":
            kind = .view
        case "imageView":
            var image = element["image"]
            var symbol = false
            if let reference = element.child("imageReference", key: "image") {
                image = reference["image"]
                symbol = reference["catalog"] == "system"
            }
            if symbol {
                warn(line: element.line, "image view \(id) shows the SF Symbol \"\(image ?? "")\": symbols are Apple's and are not drawn")
            }
            kind = .imageView(image: image, symbol: symbol)
            name = name ?? image.map { "image view \"\($0)\"" }
        case "label":
            let label = try readLabel(element, id: id)
            kind = .label(label)
            name = name ?? "label \"\(label.text.prefix(24))\""
        case "stackView":
            kind = .stackView(try readStack(element, id: id))
        default:
            kind = .unsupported(element.name)
            warn(line: element.line, "<\(element.name)> \(id) is not shown: Xcode does not allow it in a launch screen, drawn as nothing",
                 once: "element \(element.name)")
        }
        if let customClass = element["customClass"] {
            warn(line: element.line, "\(element.name) \(id) has the custom class \(customClass): launch screens cannot run code, drawn as nothing",
                 once: "class \(customClass)")
            kind = .unsupported(customClass)
        }
        if let attributes = element.child("userDefinedRuntimeAttributes"), !attributes.children.isEmpty {
            let paths = attributes.children.compactMap { $0["keyPath"] }.joined(separator: ", ")
            warn(line: attributes.line, "\(name ?? element.name + " " + id) sets user-defined runtime attributes (\(paths)), which Xcode refuses in launch screens: ignored")
        }
        var subviews: [IBView] = []
        for child in element.children(of: "subviews") where Self.viewElements.contains(child.name) || child["id"] != nil && child.child("rect", key: "frame") != nil {
            if case .stackView = kind, subviews.count == Self.maximumArrangedSubviews {
                throw StoryboardError(file: file, line: child.line,
                                      "stack view \(name ?? id) arranges more than \(Self.maximumArrangedSubviews) views: nest stack views or use fewer")
            }
            subviews.append(try read(child, depth: depth + 1))
        }
        var constraints: [IBConstraint] = []
        for child in element.children(of: "constraints") where child.name == "constraint" {
            // Placeholder constraints are removed at build time.
            guard child["placeholder"] != "YES" else { continue }
            constraintCount += 1
            guard constraintCount <= Self.maximumConstraints else {
                throw StoryboardError(file: file, line: child.line, "more than \(Self.maximumConstraints) constraints: not a launch screen (expected tens)")
            }
            constraints.append(try IBConstraint.read(child, owner: id, file: file))
        }
        let guides = element.children.filter { $0.name == "viewLayoutGuide" }
        let margins = try element.child("edgeInsets", key: "layoutMargins").map { insets throws(StoryboardError) in try readInsets(insets) }
        var alpha = 1.0
        if let text = element["alpha"] {
            // Double("nan") and Double("1e400") (infinity) parse: refused.
            guard let value = Double(text), value.isFinite else {
                throw StoryboardError(file: file, line: element.line, "\(name ?? element.name + " " + id) alpha=\"\(text)\": expected a number from 0 to 1")
            }
            alpha = min(max(value, 0), 1)
        }
        return IBView(
            id: id, kind: kind,
            designFrame: try readFrame(element),
            autoresizing: element.child("autoresizingMask", key: "autoresizingMask").map(AutoresizingMask.init) ?? AutoresizingMask(),
            translatesAutoresizingMask: element["translatesAutoresizingMaskIntoConstraints"] != "NO",
            isHidden: element["hidden"] == "YES", alpha: alpha,
            clipsToBounds: element["clipsSubviews"] == "YES",
            backgroundColor: try element.child("color", key: "backgroundColor").map { c throws(StoryboardError) in try readColor(c) },
            tintColor: try element.child("color", key: "tintColor").map { c throws(StoryboardError) in try readColor(c) },
            contentMode: element["contentMode"] ?? "scaleToFill",
            hugging: (priority("horizontalHuggingPriority", default: 250), priority("verticalHuggingPriority", default: 250)),
            compressionResistance: (priority("horizontalCompressionResistancePriority", default: 750),
                                    priority("verticalCompressionResistancePriority", default: 750)),
            layoutMargins: margins,
            safeAreaGuide: guides.first { $0["key"] == "safeArea" }?["id"],
            marginsGuide: guides.first { $0["key"] == "layoutMarginsGuide" }?["id"],
            constraints: constraints, subviews: subviews,
            displayName: name ?? "\(element.name) \(id)", line: element.line)
    }

    /// `<edgeInsets key="layoutMargins" top="8" …/>`; a missing side is
    /// UIKit's default, 8.
    private func readInsets(_ insets: IBElement) throws(StoryboardError) -> EdgeInsets {
        var values: [Double] = []
        for key in ["top", "left", "bottom", "right"] {
            guard let text = insets[key] else {
                values.append(8)
                continue
            }
            guard let number = Double(text), number.isFinite, abs(number) <= Self.maximumInset else {
                throw StoryboardError(file: file, line: insets.line,
                                      "<edgeInsets key=\"layoutMargins\"> \(key)=\"\(text)\": expected a number of points within ±\(Int(Self.maximumInset))")
            }
            values.append(number)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private func readFrame(_ element: IBElement) throws(StoryboardError) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        var values: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let number = Double(rect[key] ?? "0"), number.isFinite, abs(number) < 1e6 else {
                throw StoryboardError(file: file, line: rect.line, "<rect key=\"frame\"> \(key)=\"\(rect[key] ?? "")\": expected a number")
            }
            values.append(number)
        }
        return Rect(x: values[0], y: values[1], width: max(values[2], 0), height: max(values[3], 0))
    }

    private mutating func readLabel(_ element: IBElement, id: String) throws(StoryboardError) -> IBLabel {
        // A text with a line break is written as a child <string key="text">.
        var text = element["text"] ?? element.child("string", key: "text")?.text ?? ""
        var font = try element.child("fontDescription", key: "fontDescription").map { f throws(StoryboardError) in try IBFont.read(f, file: file) }
        var color = try element.child("color", key: "textColor").map { c throws(StoryboardError) in try readColor(c) }
        if let attributed = element.child("attributedString", key: "attributedText") {
            let fragments = attributed.children.filter { $0.name == "fragment" }
            text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?["content"] ?? "" }.joined()
            if let attributes = fragments.first?.child("attributes") {
                if let c = attributes.child("color", key: "NSColor") { color = try readColor(c) }
                if let f = attributes.child("font", key: "NSFont"), let size = f["size"].flatMap(Double.init), size > 0, size <= 1000 {
                    if let name = f["name"] {
                        let face = name.split(separator: "-").dropFirst().joined().lowercased()
                        font = IBFont(family: String(name.split(separator: "-").first ?? Substring(name)), size: size,
                                      weight: IBFont.weights.first { face.contains($0.key.lowercased()) && $0.key != "regular" }?.value ?? 400,
                                      italic: face.contains("italic"))
                    } else {
                        font = IBFont(family: IBFont.systemFamily, size: size, weight: f["metaFont"] == "boldSystem" ? 700 : 400, italic: false)
                    }
                }
            }
            if fragments.count > 1 {
                warn(line: attributed.line, "label \(id) has attributed text in \(fragments.count) styles: drawn in its first fragment's style")
            }
        }
        guard text.count <= Self.maximumTextLength else {
            throw StoryboardError(file: file, line: element.line,
                                  "label \(element["userLabel"] ?? id) has \(text.count) characters of text: a launch screen label has at most \(Self.maximumTextLength)")
        }
        textLength += text.count
        guard textLength <= Self.maximumTotalTextLength else {
            throw StoryboardError(file: file, line: element.line,
                                  "label \(element["userLabel"] ?? id) brings the labels' text past \(Self.maximumTotalTextLength) characters: a launch screen shows a few words")
        }
        let lines = element["numberOfLines"].flatMap { Int($0) } ?? 1
        return IBLabel(text: text, font: font ?? .labelDefault, textColor: color,
                       alignment: element["textAlignment"] ?? "natural", numberOfLines: min(max(lines, 0), 10_000))
    }

    private func readStack(_ element: IBElement, id: String) throws(StoryboardError) -> IBStack {
        func choice<T: RawRepresentable<String>>(_ key: String, _ type: T.Type, default value: T, all: [String]) throws(StoryboardError) -> T {
            guard let text = element[key] else { return value }
            guard let parsed = T(rawValue: text) else {
                throw StoryboardError(file: file, line: element.line, "stack view \(id) \(key)=\"\(text)\": expected one of \(all.joined(separator: ", "))")
            }
            return parsed
        }
        let distribution = try choice("distribution", IBStack.Distribution.self, default: .fill,
                                      all: ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        let alignment = try choice("alignment", IBStack.Alignment.self, default: .fill,
                                   all: ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"])
        let spacing = element["spacing"].flatMap(Double.init) ?? 0
        guard spacing.isFinite, abs(spacing) < 1e5 else {
            throw StoryboardError(file: file, line: element.line, "stack view \(id) spacing=\"\(element["spacing"] ?? "")\": expected a number")
        }
        return IBStack(axis: element["axis"] == "vertical" ? .vertical : .horizontal, distribution: distribution,
                       alignment: alignment, spacing: spacing)
    }
}
