import SplashGeometry
import SplashRaster
import SplashScene

extension FrameBuilder {
    /// A layer with a transition under way: its two pictures, the layer as
    /// it was just before the transition began (`RunningTransition.before`)
    /// and the live layer, each a whole layer with its own opacity, hidden
    /// flag, contents, sublayers, mask and geometry, shown as the effect
    /// says at this progress (`TransitionEffect.appearance`, worked out for
    /// the live layer's bounds):
    ///
    /// * a dissolve mixes the two lowered pictures (`DissolveOperation`);
    /// * a slide lowers each picture moved in its bounds coordinates, in
    ///   order, unclipped: like Core Animation's, the slide is the layer's
    ///   rendering moving, and what clips it is a superlayer's
    ///   `masksToBounds` (as an app puts a transitioning view in a
    ///   clipping container);
    /// * a turn draws one picture flat and projects it with the flip's 3-D
    ///   transform before the layer's own, as a 3-D layer is drawn.
    func lowerTransition(_ running: RunningTransition, of layer: Layer, parent: AffineTransform,
                         into operations: inout [DrawOperation]) throws(RenderBudgetError) {
        var live = layer
        live.runningTransition = nil
        let before = running.before
        func picture(_ which: TransitionPicture) -> Layer { which == .before ? before : live }
        switch running.effect.appearance(progress: running.progress, bounds: live.bounds) {
        case .dissolve(let amount):
            var from: [DrawOperation] = [], to: [DrawOperation] = []
            try lower(before, parent: parent, moved: nil, into: &from)
            try lower(live, parent: parent, moved: nil, into: &to)
            guard let bounds = (from + to).bounds else { return }
            operations.append(.dissolve(DissolveOperation(from: from, to: to, amount: amount, bounds: bounds)))
        case .slide(let pictures):
            for slid in pictures {
                try lower(picture(slid.picture), parent: parent, moved: AffineTransform(translationX: slid.offset.x, y: slid.offset.y),
                          into: &operations)
            }
        case .turned(let which, let transform):
            let shown = picture(which)
            guard !shown.isHidden, shown.opacity > 0 else { return }
            if let projected = try projected(shown, parent: parent, turn: transform) { operations.append(.projected(projected)) }
        }
    }
}
