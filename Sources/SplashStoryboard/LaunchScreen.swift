import SplashGeometry
import SplashScene

/// An app's launch screen laid out for one device, as layers: the root
/// layer fills the screen (`device.points`), in the screen's coordinates.
public struct LaunchScreen: Sendable {
    /// The root view's layer, W × H, at the origin.
    public var layer: Layer
    /// Every storyboard view's frame in screen coordinates, by its
    /// Interface Builder id (empty for a UILaunchScreen dictionary).
    public var frames: [String: Rect]
    /// What is drawn differently from iOS or not at all, said once each.
    public var warnings: [StoryboardWarning]
    /// The file it came from, as named.
    public var file: String

    /// Ids of the layers that show an image (image views, the
    /// UILaunchScreen image), placed as their author chose.
    public var imageLayerIDs: Set<String> {
        var ids: Set<String> = []
        func visit(_ layer: Layer) {
            if case .image? = layer.contents, let id = layer.id { ids.insert(id) }
            layer.sublayers.forEach(visit)
            if let mask = layer.mask { visit(mask) }
        }
        visit(layer)
        return ids
    }

    public init(layer: Layer, frames: [String: Rect], warnings: [StoryboardWarning], file: String) {
        self.layer = layer
        self.frames = frames
        self.warnings = warnings
        self.file = file
    }
}
