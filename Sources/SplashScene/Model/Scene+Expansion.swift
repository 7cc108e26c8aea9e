import SplashGeometry

extension Scene {
    /// Counts what the scene draws against `budget` (see
    /// `ExpansionBudget`), whatever made it: a scene file, a Lottie file
    /// (alone or as contents, in as many layers and replicators as the
    /// scene puts it), a launch screen. A replicated subtree is walked once
    /// and counted once per copy, and the walk stops at the first limit
    /// passed, so it takes at most as long as the budget allows.
    ///
    /// - Throws: an `ExpansionError` naming the layer (its `id`, or its
    ///   nearest named ancestor's) that passed the limit.
    public func checkExpansion(_ limits: ExpansionBudget.Limits = .standard) throws(ExpansionError) {
        var budget = ExpansionBudget(limits)
        for layer in layers { try layer.countExpansion(into: &budget, named: nil) }
    }
}

extension Layer {
    func countExpansion(into budget: inout ExpansionBudget, named outer: String?) throws(ExpansionError) {
        let name = id ?? outer
        do throws(ExpansionError) {
            try budget.spend(layers: 1)
            for case let contents? in [contents] + transitions.map(\.contents) {
                switch contents {
                case .shape(let shape):
                    try budget.spend(vertices: shape.path.drawnPointCount, stroked: shape.stroke != nil)
                case .text(let text, _):
                    try budget.spend(textCharacters: text.string.unicodeScalars.count)
                case .gradient, .image, .lottie:
                    break
                }
            }
        } catch {
            var named = error
            named.layer = name
            throw named
        }
        if let mask { try mask.countExpansion(into: &budget, named: name) }
        let outer = budget.multiply(by: replicator?.instanceCount ?? 1)
        defer { budget.restore(copies: outer) }
        for sublayer in sublayers { try sublayer.countExpansion(into: &budget, named: name) }
    }
}

extension Path {
    /// The points its elements end at (moves, lines and curves; not the
    /// closes): what the raster flattens from.
    public var drawnPointCount: Int {
        elements.reduce(0) { count, element in
            if case .close = element { count } else { count + 1 }
        }
    }
}
