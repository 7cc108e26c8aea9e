import SplashAnimation
import SplashGeometry
import SplashScene

extension Scene {
    /// The scene with every layer's Lottie contents translated into a
    /// sublayer (below the layer's own sublayers, where contents draw):
    /// the animation's layers, placed in the bounds by the gravity and
    /// scaled there as vectors, their animations on the contents' clock.
    /// `load` imports a file once; the same file in several layers is
    /// loaded once. What the files have that is not drawn joins
    /// `importWarnings`.
    public func expandingLottieContents(load: (String) throws -> LottieScene) throws -> Scene {
        var scene = self
        var loaded: [String: LottieScene] = [:]
        func animation(_ source: String) throws -> LottieScene {
            if let known = loaded[source] { return known }
            let imported = try load(source)
            loaded[source] = imported
            scene.importedFiles.insert(source)
            scene.importWarnings += imported.warnings.map(\.description)
            return imported
        }
        func expand(_ layer: Layer) throws -> Layer {
            var layer = layer
            layer.sublayers = try layer.sublayers.map(expand)
            if let mask = layer.mask { layer.mask = try expand(mask) }
            guard case .lottie(let contents)? = layer.contents else { return layer }
            layer.contents = nil
            layer.sublayers.insert(LottieContentsLayer.make(contents, animation: try animation(contents.source), in: layer.bounds), at: 0)
            return layer
        }
        scene.layers = try layers.map(expand)
        return scene
    }
}

/// The layer a Lottie contents becomes.
enum LottieContentsLayer {
    /// How far before its out point a finished animation stops (seconds).
    static let endHold = 1e-4

    /// The animation's layers in a layer placed by the gravity, every
    /// animation in them behind two more timings:
    ///
    ///     scene time ─▶ [beginTime, speed, span (to − from) × length,
    ///                    once (held at the end) or repeated for ever]
    ///                ─▶ [+ from × length] ─▶ the animation's own seconds
    ///
    /// Before `beginTime` the first frame shows (a Lottie view shows its
    /// first frame until it plays).
    static func make(_ contents: LottieContents, animation: LottieScene, in bounds: Rect) -> Layer {
        let size = animation.scene.canvas
        let placed = contents.gravity.placement(ofImage: size, in: bounds)
        let length = animation.scene.duration
        let from = contents.fromProgress * length
        // Played to its end, it holds its last frame, not the out point
        // itself (where layers ending with the animation are hidden), as
        // Lottie players stop a little before it.
        let to = contents.toProgress >= 1 ? max(length - Self.endHold, from) : contents.toProgress * length
        let play = MediaTiming(beginTime: contents.beginTime, duration: max(to - from, 1e-6), speed: contents.speed,
                               repeatCount: contents.playback == .loop ? .infinity : 1, fillMode: .both)
        let start = MediaTiming(beginTime: -from, duration: LottieClock.span, fillMode: .both)
        var layer = Layer(id: "lottie \(animation.scene.name)")
        layer.anchorPoint = .zero
        layer.position = placed.origin
        layer.transform.scaleX = size.width > 0 ? placed.width / size.width : 1
        layer.transform.scaleY = size.height > 0 ? placed.height / size.height : 1
        layer.sublayers = animation.scene.layers.map { $0.withGroupTimings([play, start]) }
        return layer
    }
}

extension Layer {
    /// The layer with `timings` (outermost first) put in front of every
    /// animation's group timings in its subtree, mask included.
    func withGroupTimings(_ timings: [MediaTiming]) -> Layer {
        var layer = self
        for index in layer.animations.indices {
            layer.animations[index].animation.groupTimings = timings + layer.animations[index].animation.groupTimings
        }
        layer.sublayers = layer.sublayers.map { $0.withGroupTimings(timings) }
        if let mask = layer.mask { layer.mask = mask.withGroupTimings(timings) }
        return layer
    }
}
