import SplashGeometry

/// Reads a PDF's page size as it will be drawn (the visible box, turned by
/// `/Rotate`), for an asset catalog's vector images. The importer never
/// parses PDF itself (readers do not import each other): SplashImport
/// supplies one backed by SplashPDF, as it supplies `LabelMeasuring`.
public protocol PDFPageSizing: Sendable {
    /// Largest PDF file read, in bytes.
    var maximumBytes: Int { get }
    /// The page's size in points, or an error saying why it cannot be drawn.
    func pageSize(of pdf: [UInt8]) throws -> Size
}
