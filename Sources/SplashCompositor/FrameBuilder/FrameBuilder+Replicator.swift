import SplashGeometry
import SplashRaster
import SplashScene

extension FrameBuilder {
    /// A replicator's sublayers, once per copy (see `Replicator`): copy i is
    /// `instances[i]` (its sublayers evaluated at t − i·instanceDelay),
    /// placed by `instanceTransform` applied i times about the centre of
    /// the replicator's bounds, "relative to the center of the replicator
    /// layer, i.e. the superlayer of each replicated sublayer"
    /// (CAReplicatorLayer.h), and multiplied by its colour.
    ///
    /// The copies are drawn in order, each above the one before (Apple does
    /// not document the order; with one sublayer, the usual case, only the
    /// copies' own order is in question).
    ///
    /// - Parameter transform: the replicator's bounds coordinates to
    ///   picture space.
    func lowerInstances(of replicator: Replicator, bounds: Rect, transform: AffineTransform,
                        into operations: inout [DrawOperation]) throws(RenderBudgetError) {
        let center = Point(x: bounds.midX, y: bounds.midY)
        let step = AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(replicator.instanceTransform.affine)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
        // instanceTransform applied `index` times (the identity for copy 0).
        var placement = AffineTransform.identity
        for (index, sublayers) in replicator.instances.enumerated() {
            var copy: [DrawOperation] = []
            let parent = placement.concatenating(transform)
            for sublayer in sublayers { try lower(sublayer, parent: parent, into: &copy) }
            operations += Self.modulated(copy, by: replicator.color(ofInstance: index))
            placement = placement.concatenating(step)
        }
    }

    /// What a copy draws, multiplied by its colour ("The color to multiply
    /// the first object by", "the modulation color of instance k":
    /// CAReplicatorLayer.h): unchanged under opaque white; a copy that is
    /// one solid or gradient fill takes the colour into its paint, as a
    /// single fill takes group opacity directly; a copy that is one group
    /// without a shadow takes it as its picture's colour (multiplying its
    /// picture before its mask and opacity are applied is multiplying what
    /// they give: no second offscreen); anything else becomes a group
    /// whose picture is multiplied (`GroupOperation.modulationColor`).
    ///
    /// The copy is multiplied as one picture: Apple does not say how the
    /// parts of one copy that overlap combine under a translucent colour;
    /// this reads it as iOS's group opacity (`allowsGroupOpacity`) reads a
    /// layer's opacity. Where a copy's parts do not overlap (a dot, a bar,
    /// a ring) the readings agree.
    static func modulated(_ copy: [DrawOperation], by color: Color) -> [DrawOperation] {
        if color.red >= 1, color.green >= 1, color.blue >= 1, color.alpha >= 1 { return copy }
        guard color.alpha > 0, !copy.isEmpty else { return [] }
        if copy.count == 1, case .fill(var fill) = copy[0], let paint = fill.paint.modulated(by: color) {
            fill.paint = paint
            return [.fill(fill)]
        }
        if copy.count == 1, case .group(var group) = copy[0], group.shadow == nil, group.effects == nil, group.modulationColor == nil {
            group.modulationColor = color
            return [.group(group)]
        }
        guard let bounds = copy.bounds else { return [] }
        return [.group(GroupOperation(operations: copy, opacity: 1, mask: nil, shadow: nil, bounds: bounds, modulationColor: color))]
    }
}
