import SplashGeometry

extension VectorImage {
    /// Reads the first page of a PDF, as asset catalogs keep vector images
    /// ("Preserve Vector Data"), into outlines and paints: the viewBox is
    /// the page's /CropBox (or /MediaBox) at 0 0 in points, y pointing down
    /// (PDF's points up, so the page is flipped: what is at the top of the
    /// page is at y = 0), turned by /Rotate.
    ///
    /// What is drawn and refused is listed on `PDFContentInterpreter`; in
    /// short, paths filled and stroked with colours and axial or radial
    /// shadings, clips, alpha, soft masks and Form XObjects; text, pictures
    /// and tiling patterns are refused. Throws `PDFDocumentError`,
    /// whose message names the object or the content stream and byte.
    public init(pdf bytes: [UInt8], limits: PDFLimits = PDFLimits()) throws {
        let file = try PDFFile(bytes: bytes, limits: limits)
        let page = try PDFPage.first(in: file)
        let size = page.imageSize
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let interpreter = PDFContentInterpreter(file: file, imageRect: rect)
        try interpreter.run(page.contents, resources: page.resources, state: PDFGraphicsState(ctm: page.userToImage),
                            source: "the page's content stream", depth: 0)
        self.init(viewBox: rect, shapes: interpreter.shapes)
    }

    /// Whether `bytes` start like a PDF (`%PDF-` within the first 1024 bytes).
    public static func looksLikePDF(_ bytes: [UInt8]) -> Bool {
        PDFFile.find(Array("%PDF-".utf8), in: Array(bytes.prefix(1024)), from: 0) != nil
    }
}
