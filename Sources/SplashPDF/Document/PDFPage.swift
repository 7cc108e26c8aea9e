import SplashGeometry

/// The first page of a PDF (PDF 32000-1 §7.7.3): found through /Root →
/// /Pages → /Kids (first leaf), else the first `/Type /Page` object; its
/// inheritable attributes (/MediaBox, /CropBox, /Resources, /Rotate) read
/// up the /Parent chain.
struct PDFPage {
    var dictionary: [String: PDFObject]
    /// The visible box in PDF user space (y up): the /CropBox inside the
    /// /MediaBox, or the /MediaBox.
    var box: Rect
    /// /Rotate, normalised to 0, 90, 180 or 270.
    var rotation: Int
    var resources: [String: PDFObject]
    /// The content streams, inflated and joined by a space (§7.8.2).
    var contents: [UInt8]

    static func first(in file: PDFFile) throws -> PDFPage {
        let dictionary = try findFirstPage(in: file)
        func inherited(_ key: String) throws -> PDFObject? {
            var current: [String: PDFObject]? = dictionary
            var steps = 0
            while let d = current, steps <= file.limits.maxReferenceChain {
                if let v = try file.value(d, key) { return v }
                current = try file.value(d, "Parent")?.dictionary
                steps += 1
            }
            return nil
        }
        func rect(_ key: String) throws -> Rect? {
            guard let v = try inherited(key) else { return nil }
            guard let items = v.array, items.count == 4 else { throw PDFDocumentError("the page's /\(key) is not [x0 y0 x1 y1]") }
            let n = try items.map {
                guard let x = try file.resolve($0).number, x.isFinite, abs(x) < 1e7 else { throw PDFDocumentError("the page's /\(key) holds a non-number or one beyond ±10⁷") }
                return x
            }
            return Rect(x: min(n[0], n[2]), y: min(n[1], n[3]), width: abs(n[2] - n[0]), height: abs(n[3] - n[1]))
        }
        guard let media = try rect("MediaBox") else { throw PDFDocumentError("the page has no /MediaBox") }
        var box = media
        if let crop = try rect("CropBox") {
            let x0 = max(crop.minX, media.minX), y0 = max(crop.minY, media.minY)
            let x1 = min(crop.maxX, media.maxX), y1 = min(crop.maxY, media.maxY)
            if x1 > x0, y1 > y0 { box = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
        }
        guard box.width > 0, box.height > 0 else { throw PDFDocumentError("the page's /MediaBox is empty (\(box.width)×\(box.height))") }
        let rotate = try inherited("Rotate")?.integer ?? 0
        let rotation = ((rotate % 360) + 360) % 360
        guard rotation % 90 == 0 else { throw PDFDocumentError("the page's /Rotate \(rotate) is not a multiple of 90") }
        let resources = try inherited("Resources")?.dictionary ?? [:]

        var contents: [UInt8] = []
        var streams: [PDFStream] = []
        switch try file.value(dictionary, "Contents") {
        case nil: break
        case .stream(let s)?: streams = [s]
        case .array(let items)?:
            for item in items {
                guard case .stream(let s) = try file.resolve(item) else {
                    throw PDFDocumentError("the page's /Contents array holds \(item.kindName), not a stream")
                }
                streams.append(s)
            }
        case let other?: throw PDFDocumentError("the page's /Contents is \(other.kindName), not a stream or an array of streams")
        }
        for s in streams {
            if !contents.isEmpty { contents.append(0x0A) }
            contents += try file.data(of: s)
            guard contents.count <= file.limits.maxStreamBytes else {
                throw PDFDocumentError("the page's content streams hold more than \(file.limits.maxStreamBytes) bytes")
            }
        }
        return PDFPage(dictionary: dictionary, box: box, rotation: rotation, resources: resources, contents: contents)
    }

    private static func findFirstPage(in file: PDFFile) throws -> [String: PDFObject] {
        var root: [String: PDFObject]?
        if let trailer = file.trailer() { root = try file.value(trailer, "Root")?.dictionary }
        if root == nil {
            for (_, object) in try file.allObjects() {
                guard let d = object.dictionary else { continue }
                if d["Type"] == .name("XRef"), let r = try file.value(d, "Root")?.dictionary { root = r; break }
            }
        }
        if root == nil {
            for (_, object) in try file.allObjects() where object.dictionary?["Type"] == .name("Catalog") {
                root = object.dictionary
                break
            }
        }
        if let root, let pages = try file.value(root, "Pages")?.dictionary {
            var node = pages
            for _ in 0...file.limits.maxReferenceChain {
                if node["Type"] == .name("Page") || node["Kids"] == nil { return node }
                guard let kids = try file.value(node, "Kids")?.array, let first = kids.first,
                      let child = try file.resolve(first).dictionary else { break }
                node = child
            }
        }
        for (_, object) in try file.allObjects() {
            if let d = object.dictionary, d["Type"] == .name("Page") { return d }
        }
        throw PDFDocumentError("the file has no page (no /Type /Page object)")
    }

    /// PDF user space (y up) to the image's viewBox (0 0 width height, y
    /// down, after /Rotate, which turns the page clockwise).
    var userToImage: AffineTransform {
        // First flip about the box: (x, y) → (x − minX, maxY − y).
        let flip = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
        let w = box.width, h = box.height
        let turn: AffineTransform
        switch rotation {
        // 90° clockwise on screen (y down): (x, y) → (h − y, x).
        case 90: turn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case 180: turn = AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case 270: turn = AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        default: turn = .identity
        }
        return flip.concatenating(turn)
    }

    /// The image's size after /Rotate.
    var imageSize: Size {
        rotation % 180 == 0 ? Size(width: box.width, height: box.height) : Size(width: box.height, height: box.width)
    }
}
