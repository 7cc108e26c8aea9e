/// The bounds on an untrusted PDF: beyond any of them the file is refused
/// with a `PDFDocumentError` before anything large is built.
public struct PDFLimits: Hashable, Sendable {
    /// The largest file, in bytes.
    public var maxFileBytes = 8 << 20
    /// The most objects (`N G obj`, and those inside object streams).
    public var maxObjects = 100_000
    /// The most content-stream operators, over the page and its forms.
    public var maxOperators = 1_000_000
    /// The most path points, over every shape and clip drawn.
    public var maxPathPoints = 2_000_000
    /// The most shapes the image may hold.
    public var maxShapes = 100_000
    /// The deepest `q` nesting.
    public var maxSaveDepth = 128
    /// The deepest Form XObject nesting (a form that draws itself stops here).
    public var maxFormDepth = 16
    /// The deepest array and dictionary nesting in one object.
    public var maxObjectNesting = 64
    /// The longest chain of references followed to reach one object, and
    /// the deepest page tree.
    public var maxReferenceChain = 32
    /// The largest stream after inflating, in bytes.
    public var maxStreamBytes = 16 << 20
    /// The most bytes all streams may inflate to together.
    public var maxTotalStreamBytes = 64 << 20
    /// Past 1 MiB of output, the most an inflated stream may grow over its
    /// compressed size (deflate's best is about 1032:1, which real drawings
    /// never approach).
    public var maxInflateRatio = 200

    public init() {}
}
