import SplashFormats
import SplashGeometry

/// Every key of a layer, once, in the order scene files document them
/// (the order of the reader's "expected one of" list and of the key
/// reference). The reader's known keys, the JSON Schema's layer
/// properties, the writer's members and the animation key paths are all
/// made from this list: a new layer property is one entry here (plus its
/// drawing in the compositor's `FrameBuilder`).
///
/// Plain keys are read and written by one loop each, in `rank` order
/// (the order written files have); the others (`Coding.dedicated`) by the
/// reader's and the writer's own code, as their neighbours matter: the
/// geometry keys are given one way or another (`frame`, or `bounds`/`size`
/// and `position`), `contents` needs the bounds, `sublayers` the
/// replicator's copies, `animations` the contents.
enum LayerKeys {
    static let all: [LayerKey] = [
        .dedicated("id", \.id, schema: { SceneSchema.ref("string") }),
        .dedicated("position", \.position, schema: { SceneSchema.ref("point") }, keyPaths: [
            AnimationKeyPath("position", .point, [.positionX, .positionY]),
            AnimationKeyPath("position.x", .scalar, [.positionX]),
            AnimationKeyPath("position.y", .scalar, [.positionY]),
        ]),
        .dedicated("anchorPoint", \.anchorPoint, schema: { SceneSchema.ref("point") }, keyPaths: [
            AnimationKeyPath("anchorPoint", .point, [.anchorPointX, .anchorPointY]),
        ]),
        .dedicated("bounds", \.bounds, schema: { SceneSchema.ref("rect") }, keyPaths: [
            AnimationKeyPath("bounds", .rect, [.boundsX, .boundsY, .boundsWidth, .boundsHeight]),
            AnimationKeyPath("bounds.origin", .point, [.boundsX, .boundsY]),
            AnimationKeyPath("bounds.size", .point, [.boundsWidth, .boundsHeight]),
            AnimationKeyPath("bounds.size.width", .scalar, [.boundsWidth]),
            AnimationKeyPath("bounds.size.height", .scalar, [.boundsHeight]),
        ]),
        // The bounds' size alone, at the origin.
        .dedicated("size", \.bounds, schema: { SceneSchema.ref("size") }),
        // UIKit's frame, in the parent: bounds and position at once.
        .dedicated("frame", \.bounds, schema: { SceneSchema.ref("rect") }),
        .plain("transform", \.transform, default: LayerTransform(), .transform, rank: 1, schema: { SceneSchema.ref("transform") }, keyPaths: [
            AnimationKeyPath("transform.scale", .scalar, [.scaleX, .scaleY]),
            AnimationKeyPath("transform.scale.x", .scalar, [.scaleX]),
            AnimationKeyPath("transform.scale.y", .scalar, [.scaleY]),
            AnimationKeyPath("transform.rotation", .scalar, [.rotation]),
            AnimationKeyPath("transform.rotation.z", .scalar, [.rotation]),
            AnimationKeyPath("transform.rotation.x", .scalar, [.rotationX]),
            AnimationKeyPath("transform.rotation.y", .scalar, [.rotationY]),
            AnimationKeyPath("transform.translation", .point, [.translationX, .translationY]),
            AnimationKeyPath("transform.translation.x", .scalar, [.translationX]),
            AnimationKeyPath("transform.translation.y", .scalar, [.translationY]),
        ]),
        .plain("opacity", \.opacity, default: 1, .number(in: 0...1), rank: 4, schema: { SceneSchema.ref("number") }, keyPaths: [
            AnimationKeyPath("opacity", .scalar, [.opacity]),
        ]),
        .plain("hidden", \.isHidden, default: false, .bool, rank: 5, schema: { SceneSchema.ref("bool") }, keyPaths: [
            AnimationKeyPath("hidden", .bool, [.hidden]),
        ]),
        .plain("backgroundColor", \.backgroundColor, default: nil, .backgroundColor, rank: 6, schema: {
            ["description": "a colour, or \"clear\" or null for none (a scene's: transparent, kept by the video formats with alpha)",
             "anyOf": [SceneSchema.ref("color"), ["const": "clear"], ["type": "null"]]]
        }, keyPaths: [
            AnimationKeyPath("backgroundColor", .color, [.backgroundRed, .backgroundGreen, .backgroundBlue, .backgroundAlpha]),
        ]),
        .plain("cornerRadius", \.cornerRadius, default: 0, .nonNegative, rank: 7, schema: { SceneSchema.ref("number") }, keyPaths: [
            AnimationKeyPath("cornerRadius", .scalar, [.cornerRadius]),
        ]),
        .plain("cornerCurve", \.cornerCurve, default: .circular, .choice, rank: 8, schema: { SceneSchema.ref("cornerCurve") }),
        .plain("maskedCorners", \.maskedCorners, default: .all, .corners, rank: 9, schema: {
            SceneSchema.array(of: ["enum": SceneSchema.names(LayerReader.CornerName.self)])
        }),
        .plain("masksToBounds", \.masksToBounds, default: false, .bool, rank: 10, schema: { SceneSchema.ref("bool") }),
        .plain("contentsRect", \.contentsRect, default: Rect(x: 0, y: 0, width: 1, height: 1), .unitRect, rank: 19,
               schema: { SceneSchema.ref("rect") }, keyPaths: [
            AnimationKeyPath("contentsRect", .rect, [.contentsRectX, .contentsRectY, .contentsRectWidth, .contentsRectHeight]),
        ]),
        .plain("zPosition", \.zPosition, default: 0, .number(in: -1e6...1e6), rank: 3, schema: { SceneSchema.ref("number") }, keyPaths: [
            AnimationKeyPath("zPosition", .scalar, [.zPosition]),
        ]),
        .plain("doubleSided", \.isDoubleSided, default: true, .bool, rank: 18, schema: { SceneSchema.ref("bool") }),
        .plain("sublayerTransform", \.sublayerTransform, default: LayerTransform(), .transform, rank: 2,
               schema: { SceneSchema.ref("transform") }, keyPaths: [
            AnimationKeyPath("sublayerTransform.scale", .scalar, [.sublayerTransform(.scaleX), .sublayerTransform(.scaleY)]),
            AnimationKeyPath("sublayerTransform.scale.x", .scalar, [.sublayerTransform(.scaleX)]),
            AnimationKeyPath("sublayerTransform.scale.y", .scalar, [.sublayerTransform(.scaleY)]),
            AnimationKeyPath("sublayerTransform.rotation", .scalar, [.sublayerTransform(.rotation)]),
            AnimationKeyPath("sublayerTransform.rotation.z", .scalar, [.sublayerTransform(.rotation)]),
            AnimationKeyPath("sublayerTransform.rotation.x", .scalar, [.sublayerTransform(.rotationX)]),
            AnimationKeyPath("sublayerTransform.rotation.y", .scalar, [.sublayerTransform(.rotationY)]),
            AnimationKeyPath("sublayerTransform.translation", .point, [.sublayerTransform(.translationX), .sublayerTransform(.translationY)]),
            AnimationKeyPath("sublayerTransform.translation.x", .scalar, [.sublayerTransform(.translationX)]),
            AnimationKeyPath("sublayerTransform.translation.y", .scalar, [.sublayerTransform(.translationY)]),
        ]),
        .optional("shadowPath", \.shadowPath, .pathData, rank: 17, schema: { SceneSchema.ref("string") }),
        .plain("borderWidth", \.borderWidth, default: 0, .nonNegative, rank: 11, schema: { SceneSchema.ref("number") }, keyPaths: [
            AnimationKeyPath("borderWidth", .scalar, [.borderWidth]),
        ]),
        .plain("borderColor", \.borderColor, default: .black, .color, rank: 12, schema: { SceneSchema.ref("color") }),
        .plain("shadowColor", \.shadowColor, default: .black, .color, rank: 13, schema: { SceneSchema.ref("color") }),
        .plain("shadowOpacity", \.shadowOpacity, default: 0, .number(in: 0...1), rank: 14, schema: { SceneSchema.ref("number") }, keyPaths: [
            AnimationKeyPath("shadowOpacity", .scalar, [.shadowOpacity]),
        ]),
        .plain("shadowOffset", \.shadowOffset, default: Size(width: 0, height: -3), .offset, rank: 15, schema: { SceneSchema.ref("point") }),
        .plain("shadowRadius", \.shadowRadius, default: 3, .number(in: 0...500), rank: 16, schema: { SceneSchema.ref("number") }, keyPaths: [
            AnimationKeyPath("shadowRadius", .scalar, [.shadowRadius]),
        ]),
        // What the layer draws; its key paths are those of its kinds'
        // properties (CAShapeLayer's stroke, CAGradientLayer's points).
        // A gradient's `colors` and `locations`, a shape's `path` and a
        // text's `string` depend on the contents read (see AnimationReader).
        .dedicated("contents", \.contents, schema: { SceneSchema.ref("contents") }, keyPaths: [
            AnimationKeyPath("strokeStart", .scalar, [.strokeStart]),
            AnimationKeyPath("strokeEnd", .scalar, [.strokeEnd]),
            AnimationKeyPath("lineDashPhase", .scalar, [.lineDashPhase]),
            AnimationKeyPath("lineWidth", .scalar, [.lineWidth]),
            AnimationKeyPath("startPoint", .point, [.gradientStartX, .gradientStartY]),
            AnimationKeyPath("endPoint", .point, [.gradientEndX, .gradientEndY]),
        ]),
        .dedicated("sublayers", \.sublayers, schema: { SceneSchema.ref("layers") }),
        .dedicated("mask", \.mask, schema: { SceneSchema.ref("layer") }),
        .dedicated("animations", \.animations, schema: { SceneSchema.array(of: SceneSchema.ref("animation")) }),
        .optional("removedAt", \.removedAt, .nonNegative, stage: .late, rank: 2, schema: {
            SceneSchema.ref("number").merging(["description": "seconds from the start at which the layer leaves its superlayer with its sublayers (removeFromSuperlayer in a completion block); on a mask layer, the mask is removed (layer.mask = nil) and its layer shows whole"]) { $1 }
        }),
        // CAReplicatorLayer's properties (CAReplicatorLayer.h marks each
        // "Animatable"). Core Animation offers no key paths into
        // instanceTransform (the CATransform3D key paths are `transform`'s
        // and `sublayerTransform`'s), so it animates as a whole transform.
        .dedicated("replicator", \.replicator, schema: { SceneSchema.ref("replicator") }, keyPaths: [
            AnimationKeyPath("instanceDelay", .scalar, [.replicator(.instanceDelay)]),
            AnimationKeyPath("instanceTransform", .transform, [.scaleX, .scaleY, .rotation, .translationX, .translationY].map { .replicator(.transform($0)) }),
            AnimationKeyPath("instanceColor", .color, [.red, .green, .blue, .alpha].map(AnimatableProperty.replicator)),
            AnimationKeyPath("instanceRedOffset", .scalar, [.replicator(.redOffset)]),
            AnimationKeyPath("instanceGreenOffset", .scalar, [.replicator(.greenOffset)]),
            AnimationKeyPath("instanceBlueOffset", .scalar, [.replicator(.blueOffset)]),
            AnimationKeyPath("instanceAlphaOffset", .scalar, [.replicator(.alphaOffset)]),
        ]),
        .dedicated("transitions", \.transitions, schema: {
            SceneSchema.array(of: SceneSchema.ref("transition")).merging(["maxItems": TransitionReader.maximumCount]) { $1 }
        }),
        .optional("launchScreen", \.launchScreen, .choice, stage: .late, rank: 1, schema: {
            ["enum": LaunchScreenPlacement.allCases.map(\.rawValue),
             "description": "this layer stands for the app's launch screen: with --launch-screen, the app's own is drawn here (replace: in place of the layer's background, contents and sublayers; behind: under its sublayers), laid out for the device in screen coordinates and clipped to the layer"]
        }),
        // The Lottie importer's track mattes and feathered masks.
        .notInFileFormat("maskMode", \.maskMode) { $0.maskMode == .alpha ? nil : "\($0.maskMode.rawValue): scene files mask by alpha only" },
        .notInFileFormat("maskFeather", \.maskFeather) { $0.maskFeather == 0 ? nil : "a feathered mask has no scene-file key" },
    ]

    /// The keys scene files have, in the documented order: what the
    /// reader accepts in a layer object.
    static let names: [String] = all.filter(\.isInFileFormat).map(\.name)

    /// The plain keys of a stage, in the order written (and read).
    static func plain(_ stage: LayerKeyStage) -> [(name: String, key: PlainKey)] {
        all.compactMap { key -> (name: String, key: PlainKey)? in
            guard case .plain(let plain) = key.coding, plain.stage == stage else { return nil }
            return (key.name, plain)
        }.sorted { $0.key.rank < $1.key.rank }
    }

    static let look = plain(.look)
    static let late = plain(.late)

    /// The keys scene files cannot say, with why a layer setting them is refused.
    static let notInFileFormat: [(name: String, refusal: @Sendable (Layer) -> String?)] = all.compactMap { key in
        guard case .notInFileFormat(let refusal) = key.coding else { return nil }
        return (key.name, refusal)
    }

    /// Every animation key path of a fixed shape, by name.
    static let animationKeyPaths: [String: (AnimationReader.ValueKind, [AnimatableProperty])] = Dictionary(
        uniqueKeysWithValues: all.flatMap(\.keyPaths).map { ($0.name, ($0.kind, $0.properties)) }
    )

    /// The schema type of every key scene files have.
    static var schemaTypes: [String: [String: Any]] {
        var types: [String: [String: Any]] = [:]
        for key in all where key.isInFileFormat { types[key.name] = key.schema() }
        return types
    }
}
