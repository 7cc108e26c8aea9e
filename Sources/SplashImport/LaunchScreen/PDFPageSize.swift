import SplashGeometry
import SplashPDF
import SplashStoryboard

/// An asset catalog's PDF page sizes as SplashPDF reads them: the page's
/// visible box (CropBox within MediaBox, turned by /Rotate), found wherever
/// the page dictionary is, object streams included; exactly what will be
/// drawn. What the storyboard importer is handed, since readers do not
/// import each other.
public struct PDFPageSize: PDFPageSizing {
    public init() {}

    public var maximumBytes: Int { PDFLimits().maxFileBytes }

    public func pageSize(of pdf: [UInt8]) throws -> Size {
        let box = try VectorImage(pdf: pdf, limits: PDFLimits()).viewBox
        return Size(width: box.width, height: box.height)
    }
}
