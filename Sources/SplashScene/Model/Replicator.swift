import SplashGeometry

/// What makes a layer a `CAReplicatorLayer`: its sublayers are drawn
/// `instanceCount` times, each copy moved, delayed and tinted a step
/// further than the one before. The layer itself (background, contents,
/// border, shadow, mask) is drawn once, as a `CAReplicatorLayer` is a
/// `CALayer` whose sublayers are what is replicated.
///
/// Apple's words (CAReplicatorLayer.h): "The replicator layer creates a
/// specified number of copies of its sublayers, each copy potentially
/// having geometric, temporal and color transformations applied to it."
///
///     copy i (i = 0 is the sublayers themselves):
///       geometry  instanceTransform applied i times, about the centre of
///                 the replicator's bounds
///       time      its animations at t − i·instanceDelay
///       colour    everything it draws multiplied by
///                 instanceColor + i·(red, green, blue, alpha offsets),
///                 each component clamped to 0…1
public struct Replicator: Sendable, Hashable {
    /// "The number of copies to create, including the source object.
    /// Default value is one (i.e. no extra copies)." (CAReplicatorLayer.h)
    /// 0 draws none of the sublayers.
    public var instanceCount = 1
    /// "The temporal delay between replicated copies. Defaults to zero."
    /// (CAReplicatorLayer.h): copy i's animations run `i × instanceDelay`
    /// seconds behind the source's.
    public var instanceDelay: Double = 0
    /// "The matrix applied to instance k-1 to produce instance k. The
    /// matrix is applied relative to the center of the replicator layer,
    /// i.e. the superlayer of each replicated sublayer. Defaults to the
    /// identity matrix." (CAReplicatorLayer.h). In the replicator's plane:
    /// scale, rotation and translation (no rotation about x or y).
    public var instanceTransform = LayerTransform()
    /// "The color to multiply the first object by (the source object).
    /// Defaults to opaque white." (CAReplicatorLayer.h)
    public var instanceColor: Color = .white
    /// "The color components added to the color of instance k-1 to produce
    /// the modulation color of instance k. Defaults to the clear color (no
    /// change)." (CAReplicatorLayer.h, `instanceRedOffset`,
    /// `instanceGreenOffset`, `instanceBlueOffset`, `instanceAlphaOffset`)
    public var instanceRedOffset: Double = 0
    public var instanceGreenOffset: Double = 0
    public var instanceBlueOffset: Double = 0
    public var instanceAlphaOffset: Double = 0
    /// In a resolved layer tree (`Layer.resolved(at:)`), each copy's
    /// sublayers as they are at that time: `instances[i]` is copy i's,
    /// evaluated at t − i·instanceDelay, so `instances[0]` is the layer's
    /// `sublayers`; `instanceCount` entries. Empty in a scene's layers,
    /// which are not evaluated at any time.
    public internal(set) var instances: [[Layer]] = []

    public init(instanceCount: Int = 1, instanceDelay: Double = 0, instanceTransform: LayerTransform = LayerTransform(),
                instanceColor: Color = .white) {
        self.instanceCount = instanceCount
        self.instanceDelay = instanceDelay
        self.instanceTransform = instanceTransform
        self.instanceColor = instanceColor
    }

    /// The colour copy `index` is multiplied by (its "modulation color"):
    /// `instanceColor` plus `index` times each offset, each component
    /// clamped to 0…1. The offsets are added once per copy, so clamping at
    /// the end is clamping at every step.
    public func color(ofInstance index: Int) -> Color {
        let k = Double(index)
        func clamped(_ v: Double) -> Double { v >= 0 ? min(v, 1) : 0 }
        return Color(red: clamped(instanceColor.red + k * instanceRedOffset),
                     green: clamped(instanceColor.green + k * instanceGreenOffset),
                     blue: clamped(instanceColor.blue + k * instanceBlueOffset),
                     alpha: clamped(instanceColor.alpha + k * instanceAlphaOffset))
    }

    /// The layer's sublayers as each copy shows them at scene time `time`,
    /// the replicator's own animations being at `localTime` (see
    /// `Layer.resolved(at:localTime:)`): copy i's at `localTime − i ×
    /// instanceDelay`. Layers leave with `removedAt` at the scene's time in
    /// every copy at once: removing a sublayer removes what is replicated.
    func resolvedInstances(of sublayers: [Layer], resolved source: [Layer], at time: Double, localTime: Double) -> [[Layer]] {
        guard instanceCount > 0 else { return [] }
        // Without a delay every copy is the source at the same time: the
        // copies share the source's storage.
        guard instanceDelay != 0 else { return Array(repeating: source, count: instanceCount) }
        let present = sublayers.filter { !$0.isRemoved(at: time) }
        return [source] + (1..<instanceCount).map { index in
            let copyTime = localTime - Double(index) * instanceDelay
            return present.map { $0.resolved(at: time, localTime: copyTime) }
        }
    }
}
