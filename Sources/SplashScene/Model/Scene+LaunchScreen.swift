import SplashGeometry

extension Scene {
    /// Whether any layer stands for the app's launch screen (`launchScreen`).
    public var hasLaunchScreenPlaceholder: Bool {
        func marked(_ layer: Layer) -> Bool { layer.launchScreen != nil || layer.sublayers.contains(where: marked) }
        return layers.contains(where: marked)
    }

    /// The scene with `launchScreen` (a layer the size of the canvas, in
    /// screen coordinates: an app's launch screen laid out for the device)
    /// drawn in every layer that stands for it, as each one's
    /// `launchScreen` placement says. Each copy is placed so it sits where
    /// the screen is (a placeholder for the lower part of the screen shows
    /// the lower part of the launch screen), and the placeholder clips it.
    /// Placement follows the layers' positions, bounds and anchor points;
    /// a placeholder's own transform and animations then move it with the
    /// layer, as they moved the placeholder.
    public func showingLaunchScreen(_ launchScreen: Layer) -> Scene {
        var scene = self
        scene.layers = layers.map { Self.place(launchScreen, in: $0, parentOrigin: .zero) }
        return scene
    }

    /// `parentOrigin`: where the parent's coordinate origin is on screen.
    private static func place(_ launchScreen: Layer, in layer: Layer, parentOrigin: Point) -> Layer {
        var layer = layer
        // Where this layer's bounds origin is on screen.
        let topLeft = Point(x: parentOrigin.x + layer.position.x - layer.anchorPoint.x * layer.bounds.width,
                            y: parentOrigin.y + layer.position.y - layer.anchorPoint.y * layer.bounds.height)
        let origin = Point(x: topLeft.x - layer.bounds.minX, y: topLeft.y - layer.bounds.minY)
        if let placement = layer.launchScreen {
            var copy = launchScreen
            copy.position = Point(x: launchScreen.position.x - origin.x, y: launchScreen.position.y - origin.y)
            layer.backgroundColor = nil
            layer.contents = nil
            layer.masksToBounds = true
            switch placement {
            case .replace: layer.sublayers = [copy]
            case .behind: layer.sublayers.insert(copy, at: 0)
            }
            return layer
        }
        layer.sublayers = layer.sublayers.map { place(launchScreen, in: $0, parentOrigin: origin) }
        return layer
    }
}

extension Scene {
    /// The scene with every image file renamed by `rename` (a batch names
    /// each by its digest, so a description of the layers is the same in
    /// any checkout).
    public func renamingImageSources(_ rename: (String) throws -> String) rethrows -> Scene {
        func renamed(_ layer: Layer) throws -> Layer {
            var layer = layer
            if case .image(var image)? = layer.contents {
                image.source = try rename(image.source)
                layer.contents = .image(image)
            }
            layer.sublayers = try layer.sublayers.map(renamed)
            if let mask = layer.mask { layer.mask = try renamed(mask) }
            return layer
        }
        var scene = self
        scene.layers = try layers.map(renamed)
        return scene
    }
}
