import SplashGeometry

/// A launch animation, validated and with every number resolved for one
/// canvas: what the compositor draws. Immutable; evaluate it at a time with
/// `resolved(at:)`.
public struct Scene: Sendable, Hashable {
    /// The scene's name (the preset's name, or the file's).
    public var name: String
    /// One line saying what the animation shows.
    public var summary: String
    /// The canvas in points (the device's screen).
    public var canvas: Size
    /// Length of the animation in seconds.
    public var duration: Double
    /// What shows where no layer draws.
    public var backgroundColor: Color
    /// The root layers, bottom to top.
    public var layers: [Layer]
    /// The instants the scene's author calls out (a mask at its smallest,
    /// a card fully open), in time order: contact sheets show them beside
    /// evenly spaced frames.
    public var keyInstants: [KeyInstant]
    /// The value every declared parameter had in this render (the user's
    /// or the default), as text; image parameters without one are absent.
    public var parameters: [String: String] = [:]
    /// What could not be brought over from another format the scene was
    /// made from (a Lottie file's unsupported features), one line each:
    /// shown as warnings, the rest is drawn.
    public var importWarnings: [String] = []
    /// Files other than images whose contents the scene was made from
    /// (Lottie files played as layer contents), as absolute paths: what a
    /// batch hashes to know the scene is unchanged.
    public var importedFiles: Set<String> = []
    /// Ids of layers whose image placement was chosen in another tool (a
    /// storyboard image view's content mode): an image cropped or
    /// letterboxed there is what its author set, not worth a warning.
    public var importedImageLayers: Set<String> = []

    public init(name: String, summary: String, canvas: Size, duration: Double, backgroundColor: Color, layers: [Layer], keyInstants: [KeyInstant] = []) {
        self.name = name
        self.summary = summary
        self.canvas = canvas
        self.duration = duration
        self.backgroundColor = backgroundColor
        self.layers = layers
        self.keyInstants = keyInstants
    }

    /// Every text the scene draws (texts do not animate their strings, so
    /// this is all the layout a render needs).
    public var texts: Set<TextBlock> {
        layers.reduce(into: []) { $0.formUnion($1.texts) }
    }

    /// Every image file the scene draws (absolute paths).
    public var imageSources: Set<String> {
        layers.reduce(into: []) { $0.formUnion($1.imageSources) }
    }

    /// The layer tree with every animation evaluated at `time` (seconds from
    /// the start) and removed, without the layers whose `removedAt` has
    /// come (nor their subtrees): a pure function of (scene, time).
    public func resolved(at time: Double) -> [Layer] {
        Layer.inDrawingOrder(layers.filter { !$0.isRemoved(at: time) }.map { $0.resolved(at: time) })
    }
}
