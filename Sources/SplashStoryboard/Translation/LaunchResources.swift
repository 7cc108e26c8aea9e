import SplashGeometry
import SplashScene

/// The colours and images a launch screen names, resolved for one device
/// and appearance: from the asset catalogs, the system colour table, and
/// (for colours, when no catalog has them) the values Interface Builder
/// saved in the document.
struct LaunchResources {
    let catalog: AssetCatalog?
    let catalogNames: String
    let appearance: Appearance
    let device: Device
    let file: String
    let documentColors: [String: IBColor]
    /// Image files in the bundle outside the catalogs.
    var bundleImages: BundleImages?

    var idiom: Idiom { device.name.hasPrefix("ipad") ? .pad : .phone }

    func color(_ color: IBColor, usedBy user: String, depth: Int = 0) throws(StoryboardError) -> Color {
        switch color {
        case .components(let value):
            return value
        case .system(let name):
            guard let value = SystemColors.color(named: name, appearance: appearance) else {
                throw StoryboardError(file: file, "\(user) uses the system colour \(name), which is not one of UIKit's")
            }
            return value
        case .named(let name):
            if let catalog, let value = try catalog.color(named: name, appearance: appearance, idiom: idiom) { return value }
            if let saved = documentColors[name], depth == 0 {
                return try self.color(saved, usedBy: user, depth: 1)
            }
            throw StoryboardError(file: file, "\(user) uses the colour \"\(name)\", which is not in \(catalogNames)")
        }
    }

    /// The image `UIImage(named:)` finds: the catalogs' image set, else a
    /// file of that name in the bundle; nil when neither has it.
    func image(named name: String) throws(StoryboardError) -> AssetImage? {
        if let catalog {
            switch try catalog.imageLookup(named: name, appearance: appearance, scale: device.scale, idiom: idiom) {
            case .found(let image): return image
            case .absent: return nil
            case .noSet: break
            }
        }
        return try bundleImages?.image(named: name, scale: device.scale, idiom: idiom)
    }

    /// Where an image was looked for, for the warning when it is not found.
    func imagePlaces(for name: String) -> String {
        if let catalog, case .absent(let reason, _)? = try? catalog.imageLookup(named: name, appearance: appearance, scale: device.scale, idiom: idiom) {
            return reason
        }
        return imagePlaces
    }

    var imagePlaces: String {
        let files = bundleImages.map { $0.isEmpty ? "no image file of the project" : "no image file of the project by that name" } ?? "no image file was looked for"
        return catalog == nil ? "no asset catalog was found and \(files)" : "it is not in \(catalogNames) and \(files)"
    }
}
