extension ImageHeader {
    /// An SVG root's size, or why it has none (one line, without the file).
    public struct SVGSizeError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The root `<svg>`'s width and height in user units (CSS units
    /// converted at 96 per inch), or its viewBox's size when either is
    /// missing or a percentage, keeping the viewBox's aspect ratio for the
    /// other. `bytes`: the document's first `svgSearchLength` bytes.
    public static func svgSize(_ bytes: [UInt8]) throws(SVGSizeError) -> (width: Double, height: Double) {
        func fail(_ message: String) -> SVGSizeError { SVGSizeError(description: message) }
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
        var width = try attribute("width").flatMap { v throws(SVGSizeError) in try svgLength(v) }
        var height = try attribute("height").flatMap { v throws(SVGSizeError) in try svgLength(v) }
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
        return (width, height)
    }

    /// A length in user units; nil for a percentage (of a viewport an
    /// image has not got).
    static func svgLength(_ text: String) throws(SVGSizeError) -> Double? {
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
            throw SVGSizeError(description: "the <svg> length \"\(text.prefix(40))\" is not a number with a unit")
        }
        return v * factor
    }
}
