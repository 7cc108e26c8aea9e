import SplashPDF
import SplashSVG
import Foundation
import SplashFormats
import SplashGeometry

/// An image file's kind and natural size, read from its header without
/// decoding it: a PNG's IHDR chunk, a JPEG's SOFn frame header, an SVG's
/// root `width`/`height` (or `viewBox`), a PDF's page box as SplashPDF reads it.
struct ImageHeader: Sendable, Hashable {
    var kind: AssetImage.Kind
    /// Pixels for a bitmap; points for a PDF; user units (CSS pixels,
    /// taken as points) for an SVG.
    var width: Double
    var height: Double

    /// Largest side accepted, in pixels or points.
    static let maximumSide: Double = 65_535
    /// How much of a JPEG is searched for its frame header (Exif, ICC and
    /// XMP segments come first).
    static let jpegSearchLength = 1 << 20
    /// How much of an SVG is read for its root element.
    static let svgSearchLength = 1 << 20

    /// The header of the file at `path`; errors name the file and say
    /// what `subject` (`image set "Logo"`) it belongs to.
    static func read(path: String, subject: String) throws(StoryboardError) -> ImageHeader {
        let size = try BoundedFile.size(path, what: "image")
        let head = try BoundedFile.range(path, from: 0, count: 1024, what: "image")
        func fail(_ message: String) -> StoryboardError {
            StoryboardError(file: path, "\(subject): \(message)")
        }
        let header: ImageHeader?
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            header = png(head)
            if header == nil { throw fail("a PNG without a valid IHDR chunk") }
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            header = jpeg(try BoundedFile.range(path, from: 0, count: jpegSearchLength, what: "image"))
            if header == nil { throw fail("a JPEG whose frame header (SOFn) is not found in its first \(jpegSearchLength >> 20) MiB") }
        } else if head.count >= 12, head[4..<8].elementsEqual("ftyp".utf8) {
            throw fail("a HEIF/HEIC image, which is not supported: export it as PNG or JPEG")
        } else if firstBytes(head, contain: "%PDF-") {
            // Read as it will be drawn (SplashPDF): the page's visible box
            // (CropBox within MediaBox, turned by /Rotate), found wherever
            // the page dictionary is, object streams included.
            let limits = PDFLimits()
            let bytes = try BoundedFile.read(path, limit: limits.maxFileBytes, what: "image")
            do {
                let box = try VectorImage(pdf: bytes, limits: limits).viewBox
                header = ImageHeader(kind: .pdf, width: box.width, height: box.height)
            } catch {
                throw fail("a PDF that cannot be drawn: \(error)")
            }
        } else if XMLTokenizer(head).startsWithMarkup {
            let bytes = try BoundedFile.range(path, from: 0, count: svgSearchLength, what: "image")
            header = try svg(bytes, fail: fail)
        } else {
            throw fail("not a PNG, JPEG, PDF or SVG file")
        }
        guard let header, header.width > 0, header.height > 0,
              header.width <= maximumSide, header.height <= maximumSide else {
            throw fail("an image of no size or larger than \(Int(maximumSide)) on a side")
        }
        return header
    }

    // MARK: - PNG

    /// Width and height are the big-endian words after "IHDR" (PNG §11.2.2).
    static func png(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 24, b[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return ImageHeader(kind: .bitmap, width: Double(word(b, 16)), height: Double(word(b, 20)))
    }

    private static func word(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    // MARK: - JPEG

    /// Walks the marker segments (ITU T.81 §B.1) to the first start of
    /// frame (SOF0–SOF15 but DHT C4, JPG C8, DAC CC): its precision byte is
    /// followed by the height and width.
    static func jpeg(_ b: [UInt8]) -> ImageHeader? {
        var i = 2
        while i + 1 < b.count {
            guard b[i] == 0xFF else { return nil }
            var marker = b[i + 1]
            i += 2
            while marker == 0xFF, i < b.count {   // fill bytes
                marker = b[i]
                i += 1
            }
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue   // no length
            case 0xD9, 0xDA:
                return nil   // end of image or scan before a frame header
            default:
                guard i + 1 < b.count else { return nil }
                let length = Int(b[i]) << 8 | Int(b[i + 1])
                guard length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    guard i + 6 < b.count else { return nil }
                    let height = Int(b[i + 3]) << 8 | Int(b[i + 4])
                    let width = Int(b[i + 5]) << 8 | Int(b[i + 6])
                    return ImageHeader(kind: .bitmap, width: Double(width), height: Double(height))
                }
                i += length
            }
        }
        return nil
    }

    // MARK: - SVG

    /// The root `<svg>`'s width and height in user units (CSS units
    /// converted at 96 per inch), or its viewBox's size when either is
    /// missing or a percentage, keeping the viewBox's aspect ratio for the
    /// other.
    static func svg(_ bytes: [UInt8], fail: (String) -> StoryboardError) throws(StoryboardError) -> ImageHeader {
        var tokenizer = XMLTokenizer(bytes)
        let token: XMLToken?
        do { token = try tokenizer.next() } catch { throw fail("not well-formed XML: \(error.description)") }
        guard case .start(let root)? = token else { throw fail("an XML file without a root element") }
        guard root.name == "svg" || root.name.hasSuffix(":svg") else {
            throw fail("an XML file whose root is <\(root.name)>, not <svg>")
        }
        func attribute(_ name: String) -> String? {
            guard let raw = root.rawValue(of: name), case .success(let v) = XMLEntities.decode(raw) else { return nil }
            return v.trimmingASCIIWhitespace()
        }
        var viewBox: (Double, Double)?
        if let text = attribute("viewBox") {
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
                throw fail("the <svg> viewBox \"\(text.prefix(40))\" is not four numbers (line \(root.line))")
            }
            viewBox = (numbers[2], numbers[3])
        }
        var width = try attribute("width").flatMap { v throws(StoryboardError) in try length(v, fail: fail) }
        var height = try attribute("height").flatMap { v throws(StoryboardError) in try length(v, fail: fail) }
        if let (w, h) = viewBox, w > 0, h > 0 {
            switch (width, height) {
            case (nil, nil): (width, height) = (w, h)
            case (let wd?, nil): height = wd * h / w
            case (nil, let ht?): width = ht * w / h
            default: break
            }
        }
        guard let width, let height else {
            throw fail("the <svg> root has neither width and height nor a viewBox (line \(root.line))")
        }
        return ImageHeader(kind: .svg, width: width, height: height)
    }

    /// A length in user units; nil for a percentage (of a viewport an
    /// image has not got).
    static func length(_ text: String, fail: (String) -> StoryboardError) throws(StoryboardError) -> Double? {
        if text.hasSuffix("%") { return nil }
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96)]
        var number = Substring(text)
        var factor = 1.0
        for (unit, f) in units where number.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            factor = f
            break
        }
        guard let v = Double(number), v.isFinite, v >= 0 else {
            throw fail("the <svg> length \"\(text.prefix(40))\" is not a number with a unit")
        }
        return v * factor
    }

    // MARK: - PDF

    static func firstBytes(_ b: [UInt8], contain s: String) -> Bool {
        let needle = Array(s.utf8)
        return find(needle, in: b[...]) != nil
    }

    private static func find(_ needle: [UInt8], in hay: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty, hay.count >= needle.count else { return nil }
        var i = hay.startIndex
        let last = hay.endIndex - needle.count
        while i <= last {
            if hay[i] == needle[0], hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
