import SplashGeometry
import SplashFormats

/// A layer's `replicator` block: CAReplicatorLayer's properties, each
/// under its Swift name, so that
///
///     let r = CAReplicatorLayer()
///     r.instanceCount = 3
///     r.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
///     r.instanceDelay = 0.2
///     r.instanceAlphaOffset = -0.2
///
/// reads `"replicator": {"instanceCount": 3, "instanceTransform":
/// {"translation": [20, 0]}, "instanceDelay": 0.2, "instanceAlphaOffset":
/// -0.2}`.
///
/// A block on the layer rather than a kind of `contents`: a
/// CAReplicatorLayer is a CALayer (it keeps its background, border,
/// shadow, mask and contents) whose sublayers are what is copied, so the
/// block sits beside `sublayers`, and `contents` keeps meaning what the
/// layer itself draws.
extension LayerReader {
    static func replicator(from field: Field) throws(JSONFileError) -> Replicator {
        let object = try field.object(known: replicatorKeys)
        var replicator = Replicator()
        if let countField = object["instanceCount"] {
            let count = try countField.number(in: 0...Double(SceneDecoder.maximumInstanceCount))
            guard count == count.rounded() else { throw countField.error("must be a whole number of copies, not \(format(count))") }
            replicator.instanceCount = Int(count)
        }
        if let delay = object["instanceDelay"] {
            replicator.instanceDelay = try delay.number(in: -SceneDecoder.maximumDuration...SceneDecoder.maximumDuration)
        }
        if let transform = object["instanceTransform"] { replicator.instanceTransform = try instanceTransform(from: transform) }
        if let color = object["instanceColor"] { replicator.instanceColor = try color.color() }
        // Offsets past ±1 only reach the clamp sooner; any finite number is
        // Core Animation's float.
        if let offset = object["instanceRedOffset"] { replicator.instanceRedOffset = try offset.number() }
        if let offset = object["instanceGreenOffset"] { replicator.instanceGreenOffset = try offset.number() }
        if let offset = object["instanceBlueOffset"] { replicator.instanceBlueOffset = try offset.number() }
        if let offset = object["instanceAlphaOffset"] { replicator.instanceAlphaOffset = try offset.number() }
        return replicator
    }

    /// The keys of `transform` that leave the plane: a replicator's copies
    /// are drawn in its plane here (`preservesDepth` NO, Core Animation's
    /// default, flattens them into it, and turning each copy out of that
    /// plane is not supported).
    static let outOfPlaneTransformKeys = ["rotationX", "rotationY", "perspective"]

    /// `instanceTransform`, in the vocabulary of a layer's `transform`
    /// (scale, rotation, translation), in the replicator's plane.
    static func instanceTransform(from field: Field) throws(JSONFileError) -> LayerTransform {
        let object = try field.object(known: transformKeys)
        if let key = outOfPlaneTransformKeys.first(where: object.has) {
            throw try object.require(key).error("an instanceTransform turns the copies in the replicator's plane: scale, scaleX, scaleY, rotation and translation; \(key) is not supported")
        }
        return try transform(from: field)
    }
}
