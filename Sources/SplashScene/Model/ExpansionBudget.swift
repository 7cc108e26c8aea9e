import SplashGeometry

/// What a scene draws in one frame once every copy is counted: its layers,
/// the vertices of its paths and the characters of its texts, each
/// multiplied by the replicators it is in (and, while an importer
/// translates, by the precompositions and repeaters that use it). Every
/// importer counts what it makes against one budget as it makes it, before
/// it is allocated, and the renderer counts the finished scene again
/// (`Scene.checkExpansion`): a small file that multiplies a large path or a
/// long text is refused with one line naming the layer and the limit,
/// instead of growing the frame past memory. The raster budget
/// (`RasterBudget`, the stroke limits) stays behind it for what only a
/// frame's scale shows.
public struct ExpansionBudget: Sendable {
    public struct Limits: Sendable, Hashable {
        /// Layers drawn, every copy counted.
        public var layers: Int
        /// Path vertices drawn, every copy counted; a stroked path counts
        /// its vertices twice (its outline runs along both sides).
        public var vertices: Int
        /// Characters of text drawn, every copy counted.
        public var textCharacters: Int

        public init(layers: Int, vertices: Int, textCharacters: Int) {
            self.layers = layers
            self.vertices = vertices
            self.textCharacters = textCharacters
        }

        /// 100 000 layers, 1 Mi vertices (a logo has a few hundred, a
        /// detailed Lottie character tens of thousands) and the scene
        /// format's 20 000 characters (`SceneDecoder.maximumTextCharacters`).
        public static let standard = Limits(layers: 100_000, vertices: 1 << 20, textCharacters: SceneDecoder.maximumTextCharacters)
    }

    public let limits: Limits
    public private(set) var layers = 0
    public private(set) var vertices = 0
    public private(set) var textCharacters = 0
    /// How many times what is counted now is drawn: the product of the
    /// copies of the replicators (repeaters) around it, 1 outside any.
    public private(set) var copies = 1

    public init(_ limits: Limits = .standard) {
        self.limits = limits
    }

    /// `count` times the current copies, saturating (so no product of
    /// copies can overflow).
    private func drawn(_ count: Int) -> Int {
        let (product, overflow) = max(count, 0).multipliedReportingOverflow(by: copies)
        return overflow ? Int.max : product
    }

    private static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// Counts `count` layers, each drawn `copies` times.
    public mutating func spend(layers count: Int) throws(ExpansionError) {
        layers = Self.adding(layers, drawn(count))
        guard layers <= limits.layers else { throw ExpansionError(.layers, limit: limits.layers, copies: copies) }
    }

    /// Counts a path of `count` vertices, drawn `copies` times; twice when
    /// it is stroked.
    public mutating func spend(vertices count: Int, stroked: Bool = false) throws(ExpansionError) {
        vertices = Self.adding(vertices, drawn(stroked ? Self.adding(count, count) : count))
        guard vertices <= limits.vertices else { throw ExpansionError(.vertices, limit: limits.vertices, copies: copies) }
    }

    /// Counts a text of `count` characters, drawn `copies` times.
    public mutating func spend(textCharacters count: Int) throws(ExpansionError) {
        textCharacters = Self.adding(textCharacters, drawn(count))
        guard textCharacters <= limits.textCharacters else {
            throw ExpansionError(.textCharacters, limit: limits.textCharacters, copies: copies)
        }
    }

    /// Counts what follows as drawn `count` more times (inside a
    /// replicator or repeater of `count` copies) until `restore(copies:)`
    /// is given what this returns.
    public mutating func multiply(by count: Int) -> Int {
        let outer = copies
        copies = drawn(max(count, 0))
        return outer
    }

    /// Puts back the copies `multiply(by:)` returned.
    public mutating func restore(copies outer: Int) {
        copies = outer
    }
}

/// A scene, or a file being imported, that would draw more than the
/// expansion budget allows (see `ExpansionBudget`).
public struct ExpansionError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case layers, vertices, textCharacters
    }

    public var kind: Kind
    public var limit: Int
    /// How many times the layer being counted is drawn.
    public var copies: Int
    /// Where: the layer's `id` (or an importer's path to it), when known.
    public var layer: String?

    public init(_ kind: Kind, limit: Int, copies: Int, layer: String? = nil) {
        self.kind = kind
        self.limit = limit
        self.copies = copies
        self.layer = layer
    }

    /// What was passed, without the layer: "draws more than 1048576 path
    /// vertices … with every copy counted …".
    public var reason: String {
        let what = switch kind {
        case .layers: "layers"
        case .vertices: "path vertices (strokes counted twice)"
        case .textCharacters: "characters of text"
        }
        let times = copies > 1 ? " (this one is drawn \(copies) times by the replicators or repeaters around it)" : ""
        return "draws more than \(limit) \(what) with every copy counted\(times), the render's limit for one scene"
    }

    public var description: String {
        guard let layer else { return reason }
        return "layer \"\(Self.excerpt(layer))\": \(reason)"
    }

    /// A layer name as quoted: at most 60 characters, control characters escaped.
    public static func excerpt(_ name: String) -> String {
        var shown = ""
        for (index, character) in name.unicodeScalars.enumerated() {
            guard index < 60 else { shown += "…"; break }
            shown += character.properties.generalCategory == .control || character == "\"" || character == "\\"
                ? character.escaped(asASCII: true) : String(character)
        }
        return shown
    }
}
