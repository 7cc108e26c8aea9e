import SplashFormats

/// An asset's image file's kind and natural size, read from its header
/// without decoding it (SplashFormats' `ImageHeader`): pixels for a PNG or
/// JPEG, points for a PDF (its page box, as `PDFPageSizing` reads it), user
/// units (CSS pixels, taken as points) for an SVG.
struct AssetImageHeader: Sendable, Hashable {
    var kind: AssetImage.Kind
    var width: Double
    var height: Double

    /// Largest side accepted, in pixels or points.
    static let maximumSide: Double = 65_535

    /// The header of the file at `path`; errors name the file and say
    /// what `subject` (`image set "Logo"`) it belongs to.
    static func read(path: String, subject: String, pdfPages: any PDFPageSizing) throws(StoryboardError) -> AssetImageHeader {
        let (head, size) = try LaunchFile.prefix(path, count: 1024, what: "image")
        func fail(_ message: String) -> StoryboardError {
            StoryboardError(file: path, "\(subject): \(message)")
        }
        let header: AssetImageHeader?
        switch FileKind(sniffing: head) {
        case .png:
            guard let (w, h) = ImageHeader.size(of: head, kind: .png) else { throw fail("a PNG without a valid IHDR chunk") }
            header = AssetImageHeader(kind: .bitmap, width: Double(w), height: Double(h))
        case .jpeg:
            let bytes = try LaunchFile.prefix(path, count: ImageHeader.jpegSearchLength, what: "image").bytes
            guard let (w, h) = ImageHeader.size(of: bytes, kind: .jpeg) else {
                throw fail("a JPEG whose frame header (SOFn) is not found in its first \(ImageHeader.jpegSearchLength >> 20) MiB")
            }
            header = AssetImageHeader(kind: .bitmap, width: Double(w), height: Double(h))
        case .heif:
            throw fail("a HEIF/HEIC image, which is not supported: export it as PNG or JPEG")
        case .pdf:
            // Read as it will be drawn: the page's visible box (CropBox
            // within MediaBox, turned by /Rotate), found wherever the page
            // dictionary is, object streams included.
            _ = size
            let bytes = try LaunchFile.read(path, limit: pdfPages.maximumBytes, what: "image")
            do {
                let box = try pdfPages.pageSize(of: bytes)
                header = AssetImageHeader(kind: .pdf, width: box.width, height: box.height)
            } catch {
                throw fail("a PDF that cannot be drawn: \(error)")
            }
        case .svg, .xml:
            let bytes = try LaunchFile.prefix(path, count: ImageHeader.svgSearchLength, what: "image").bytes
            do {
                let (w, h) = try ImageHeader.svgSize(bytes)
                header = AssetImageHeader(kind: .svg, width: w, height: h)
            } catch {
                throw fail(error.description)
            }
        default:
            throw fail("not a PNG, JPEG, PDF or SVG file")
        }
        guard let header, header.width > 0, header.height > 0,
              header.width <= maximumSide, header.height <= maximumSide else {
            throw fail("an image of no size or larger than \(Int(maximumSide)) on a side")
        }
        return header
    }
}
