import SplashGeometry
import SplashScene

/// Turns a launch storyboard, or an Info.plist's `UILaunchScreen`
/// dictionary, into layers for a device and appearance.
public struct LaunchScreenImporter {
    public let measurer: any LabelMeasuring

    public init(measurer: any LabelMeasuring) {
        self.measurer = measurer
    }

    /// A launch storyboard (Interface Builder XML) laid out for `device`,
    /// built for its size classes (`sizeClasses`, or the device's in
    /// portrait).
    public func storyboard(_ bytes: [UInt8], file: String, catalog: AssetCatalog?, catalogNames: String = "the asset catalog",
                           device: Device, appearance: Appearance, sizeClasses: SizeClasses? = nil,
                           bundleImages: BundleImages? = nil) throws(StoryboardError) -> LaunchScreen {
        let document = try IBDocument(bytes: bytes, file: file, traits: sizeClasses ?? SizeClasses(device: device))
        var resources = LaunchResources(catalog: catalog, catalogNames: catalogNames, appearance: appearance, device: device,
                                        file: file, documentColors: document.namedColors)
        resources.bundleImages = bundleImages
        // Every image the views show, resolved once: its size in points is
        // the image view's intrinsic content size.
        var images: [String: AssetImage] = [:]
        var sizes: [String: Size] = [:]
        var missing: Set<String> = []
        var labels: [IBLabel] = []
        var pending = [document.rootView]
        var warnings = document.warnings
        while let view = pending.popLast() {
            pending += view.subviews
            switch view.kind {
            case .imageView(let name?, false) where images[name] == nil:
                // A name UIImage(named:) does not find leaves the image view
                // empty (no image, no intrinsic size): drawn so, and said.
                guard let image = try resources.image(named: name) else {
                    if missing.insert(name).inserted {
                        warnings.append(StoryboardWarning(file: file, line: view.line,
                                                          "\(view.displayName) shows the image \"\(name)\", but \(resources.imagePlaces(for: name)): drawn as an empty image view, as iOS does"))
                    }
                    continue
                }
                images[name] = image
                sizes[name] = image.pointSize
            case .label(let label):
                labels.append(label)
            default:
                break
            }
        }
        let measurer = self.measurer
        struct MeasureKey: Hashable {
            var text: TextContents
            var width: Double?
        }
        var cache: [MeasureKey: TextMeasurement] = [:]
        let measure = { (label: IBLabel, width: Double?) throws(StoryboardError) -> TextMeasurement in
            var text = try LaunchScreenTranslator.textContents(label, resources: resources, usedBy: "label \"\(label.text)\"")
            text.wraps = width != nil
            let key = MeasureKey(text: text, width: width)
            if let known = cache[key] { return known }
            do {
                let measured = try measurer.measure(text, width: width)
                cache[key] = measured
                return measured
            } catch {
                throw StoryboardError(file: file, "cannot lay out the label \"\(label.text.prefix(40))\": \(error)")
            }
        }
        let layout = try LaunchLayout(.init(document: document, device: device, images: sizes, measureLabel: measure))
        warnings += layout.warnings
        var translator = LaunchScreenTranslator(document: document, frames: layout.frames, resources: resources, images: images, measure: measure)
        let layer = try translator.layer()
        warnings += translator.warnings
        return LaunchScreen(layer: layer, frames: layout.frames, warnings: warnings, file: file)
    }

    /// An Info.plist's `UILaunchScreen` dictionary drawn for `device`.
    public func dictionary(_ dictionary: LaunchScreenDictionary, file: String, catalog: AssetCatalog?, catalogNames: String = "the asset catalog",
                           device: Device, appearance: Appearance, bundleImages: BundleImages? = nil) throws(StoryboardError) -> LaunchScreen {
        var resources = LaunchResources(catalog: catalog, catalogNames: catalogNames, appearance: appearance, device: device,
                                        file: file, documentColors: [:])
        resources.bundleImages = bundleImages
        var translator = LaunchDictionaryTranslator(dictionary: dictionary, resources: resources)
        let layer = try translator.layer()
        return LaunchScreen(layer: layer, frames: [:], warnings: translator.warnings, file: file)
    }
}
