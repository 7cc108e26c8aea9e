import SplashGeometry

/// The SVG reader's door: a document's bytes to the vector art model
/// (`VectorImage`, in SplashGeometry, which PDF and the compositor share).
extension VectorImage {
    /// The largest document `init(svg:)` accepts, in bytes (4 MiB).
    public static let maximumByteCount = SVGDocumentReader.maximumByteCount

    /// Reads an SVG document (UTF-8). Throws `SVGDocumentError` for input
    /// that is not SVG, is malformed or exceeds the limits, or for content
    /// without which the picture would be another one; the message names
    /// the element, attribute and line. What is not drawn (animations,
    /// filters, elements outside the subset) is in `warnings`, each with
    /// its line.
    ///
    /// - Parameters:
    ///   - maxElements: the most elements (of any kind) the document may hold.
    ///   - maxDepth: the deepest nesting allowed; the root `<svg>` is level 1.
    public init(svg data: [UInt8], maxElements: Int = 10_000, maxDepth: Int = 32) throws {
        var reader = SVGDocumentReader(maxElements: maxElements, maxDepth: maxDepth)
        let document = try reader.read(data)
        self.init(viewBox: document.viewBox, shapes: document.shapes, preserveAspectRatio: document.aspectRatio)
        warnings = document.warnings.map(\.description)
    }
}
