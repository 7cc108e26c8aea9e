/// The names After Effects shows for a file's layers, by JSON path, and
/// which precomposition layers use each asset: what turns the JSON path of
/// a warning into the layers a designer finds it in, outermost first
/// (`layer "Card" › "Logo" (assets[0].layers[2].shapes[1])`).
struct LottieLayerNames: Sendable {
    /// `nm` of each layer by its JSON path ("layers[3]",
    /// "assets[0].layers[2]"), every layer read, drawn or not.
    var names: [String: String] = [:]
    /// The JSON paths of the precomposition layers that use each asset
    /// `id`, in the order they were read.
    var users: [String: [String]] = [:]
    /// Each asset's `id` by its JSON path ("assets[0]").
    var assetIDs: [String: String] = [:]

    /// Precompositions followed outwards at most (as the translator nests).
    static let maximumDepth = 32

    /// The names of the layers `path` is in, outermost first: for a layer
    /// in a precomposition, the first layer that uses it (and so on out);
    /// empty when the path is in no layer (`chars`, `assets[1].p`).
    func chain(of path: String) -> [String] {
        var chain: [String] = []
        var current = path
        var seen: Set<String> = []
        while chain.count < Self.maximumDepth, let (asset, layer) = Self.layerPath(in: current), let name = names[layer] {
            chain.insert(name, at: 0)
            guard let asset, let id = assetIDs[asset], let user = users[id]?.first, seen.insert(user).inserted else { break }
            current = user
        }
        return chain
    }

    /// The JSON path of the layer `path` is in (`layers[3]` of
    /// `layers[3].shapes[1]`) and the asset's path when it is inside one.
    static func layerPath(in path: String) -> (asset: String?, layer: String)? {
        var rest = Substring(path)
        var asset: String?
        if rest.hasPrefix("assets[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            asset = String(rest[...close])
            rest = rest[rest.index(after: close)...]
            guard rest.hasPrefix(".") else { return nil }
            rest = rest.dropFirst()
        }
        guard rest.hasPrefix("layers["), let close = rest.firstIndex(of: "]") else { return nil }
        let layer = String(rest[...close])
        return (asset, asset.map { $0 + "." + layer } ?? layer)
    }
}
