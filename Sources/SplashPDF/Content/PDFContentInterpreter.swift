import SplashGeometry

/// Runs a page's content stream (PDF 32000-1 §8, the operators of Annex A
/// that draw paths) and collects the shapes it paints, in the image's
/// coordinates.
///
/// Drawn: `q Q cm`, `m l c v y h re`, `f F f* B B* b b* S s n`, `W W*`,
/// `w J j M d`, `g G rg RG k K cs CS sc scn SC SCN` (gray, RGB, CMYK,
/// ICCBased by component count, Indexed, shading patterns), `gs` (/ca /CA,
/// line style, soft masks), `sh` (axial and radial), `Do` on Form
/// XObjects (their /Matrix, /BBox clip and transparency /Group). Ignored as
/// they do not change what is drawn: `i ri d0 d1`, marked content, and text
/// in rendering mode 3 (invisible). Refused: text that shows, images (`Do`
/// on an image, `BI`), tiling patterns, and unknown operators
/// outside `BX`/`EX`; blend modes (/BM) are drawn as /Normal.
final class PDFContentInterpreter {
    let file: PDFFile
    let limits: PDFLimits
    /// The image's rectangle in viewBox space (what `sh` without /BBox fills).
    let imageRect: Rect
    private(set) var shapes: [VectorShape] = []
    private var operators = 0
    private var points = 0
    private var nextGroupID = 0
    private var formData: [Int: [UInt8]] = [:]

    init(file: PDFFile, imageRect: Rect) {
        self.file = file
        self.limits = file.limits
        self.imageRect = imageRect
    }

    /// One content stream with its resources; `patternBase` maps the
    /// stream's default space (where a pattern's /Matrix lands) to the image.
    func run(_ content: [UInt8], resources: [String: PDFObject], state initial: PDFGraphicsState,
             source: String, depth: Int) throws {
        var lexer = PDFLexer(bytes: content, maxNesting: limits.maxObjectNesting)
        var operands: [PDFObject] = []
        var saved: [PDFGraphicsState] = []
        var state = initial
        let patternBase = initial.ctm
        var path = Path()
        var pendingClip: FillRule?
        var compatibility = 0

        while true {
            lexer.skipWhitespace()
            let at = lexer.position
            let token: PDFToken
            do { token = try lexer.next() } catch let error as PDFDocumentError {
                throw PDFDocumentError("\(source): \(error.message)")
            }
            if token == .end { break }
            guard case .keyword(let op) = token, op != "true", op != "false", op != "null" else {
                do { operands.append(try lexer.object(from: token, at: at, depth: 0)) } catch let error as PDFDocumentError {
                    throw PDFDocumentError("\(source): \(error.message)")
                }
                guard operands.count <= 64 else { throw PDFDocumentError("\(source), byte \(at): more than 64 operands before an operator") }
                continue
            }
            operators += 1
            guard operators <= limits.maxOperators else {
                throw PDFDocumentError("\(source), byte \(at): more than \(limits.maxOperators) operators in the page and its forms")
            }
            // Built only when a message or a nested call needs it.
            lazy var place = "\(source), byte \(at), operator '\(op)'"
            func fail(_ message: String) -> PDFDocumentError { PDFDocumentError("\(place): \(message)") }
            func numbers(_ count: Int) throws -> [Double] {
                guard operands.count >= count else { throw fail("takes \(count) number\(count == 1 ? "" : "s"), found \(operands.count) operands") }
                return try operands.suffix(count).map {
                    guard let v = $0.number, v.isFinite, abs(v) < 1e9 else { throw fail("takes numbers, found \($0.kindName)") }
                    return v
                }
            }
            func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
            func grow(_ n: Int) throws {
                guard path.elements.count + n <= limits.maxPathPoints - points else {
                    throw fail("the paths hold more than \(limits.maxPathPoints) points")
                }
            }
            func nameOperand() throws -> String {
                guard let name = operands.last?.name else { throw fail("takes a /Name operand") }
                return name
            }
            func resource(_ category: String, _ name: String) throws -> PDFObject {
                guard let group = try file.value(resources, category)?.dictionary, let entry = group[name] else {
                    throw fail("/\(name) is not in the resources' /\(category)")
                }
                return try file.resolve(entry)
            }
            func endPath(fill: FillRule?, stroke: Bool) throws {
                if !state.clippedOut, !path.isEmpty {
                    if let fill { try add(path, paint: state.fillPaint, alpha: state.fillAlpha, fillRule: fill, stroke: nil, state: state, place: place) }
                    if stroke { try add(path, paint: state.strokePaint, alpha: state.strokeAlpha, fillRule: .nonZero, stroke: state.stroke, state: state, place: place) }
                }
                if let rule = pendingClip {
                    let clip = path.transformed(by: state.ctm)
                    if clip.isEmpty || clip.boundingBox.map({ $0.width == 0 || $0.height == 0 }) ?? true {
                        state.clippedOut = true
                    } else {
                        state.scopes.append(.clip(VectorClip(path: clip, fillRule: rule)))
                    }
                    points += clip.elements.count
                    pendingClip = nil
                }
                path = Path()
            }
            func color(for space: PDFColorSpace) throws -> PDFPaint {
                if space == .pattern {
                    let name = try nameOperand()
                    let pattern = try resource("Pattern", name)
                    guard let dictionary = pattern.dictionary else { throw fail("the pattern /\(name) is \(pattern.kindName)") }
                    let type = try file.value(dictionary, "PatternType")?.integer
                    guard type == 2 else {
                        throw fail("the pattern /\(name) is a tiling pattern (/PatternType \(type.map(String.init) ?? "missing")), which is not drawn; only shading patterns are")
                    }
                    guard let shadingObject = dictionary["Shading"] else { throw fail("the pattern /\(name) has no /Shading") }
                    let shading: PDFShading
                    do { shading = try PDFShading.read(shadingObject, resources: resources, in: file) } catch let error as PDFDocumentError {
                        throw fail("the pattern /\(name): \(error.message)")
                    }
                    let matrix = try self.matrix(dictionary["Matrix"], place: place) ?? .identity
                    return .shading(shading, toImage: matrix.concatenating(patternBase))
                }
                let values = operands.compactMap(\.number)
                guard values.count >= space.componentCount else { throw fail("takes \(space.componentCount) colour components, found \(values.count)") }
                return .color(space.color(Array(values.suffix(space.componentCount))))
            }

            switch op {
            // Graphics state (§8.4.4).
            case "q":
                guard saved.count < limits.maxSaveDepth else { throw fail("q nests deeper than \(limits.maxSaveDepth)") }
                saved.append(state)
            case "Q":
                if let last = saved.popLast() { state = last }
            case "cm":
                let m = try numbers(6)
                state.ctm = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
            case "w": state.stroke.width = max(0, try numbers(1)[0])
            case "J":
                switch try numbers(1)[0] {
                case 1: state.stroke.cap = .round
                case 2: state.stroke.cap = .square
                default: state.stroke.cap = .butt
                }
            case "j":
                switch try numbers(1)[0] {
                case 1: state.stroke.join = .round
                case 2: state.stroke.join = .bevel
                default: state.stroke.join = .miter
                }
            case "M": state.stroke.miterLimit = max(1, try numbers(1)[0])
            case "d":
                guard operands.count >= 2, let items = operands[operands.count - 2].array, let phase = operands.last?.number else {
                    throw fail("takes a dash array and a phase")
                }
                state.stroke.dash = try Self.dash(items.map { try file.resolve($0) }, phase: phase, place: place)
            case "i", "ri": break
            case "gs":
                let name = try nameOperand()
                let object = try resource("ExtGState", name)
                guard let gs = object.dictionary else { throw fail("/\(name) is \(object.kindName), not a graphics state dictionary") }
                try apply(gs, to: &state, resources: resources, place: "\(place) /\(name)", depth: depth)

            // Paths (§8.5.2).
            case "m":
                let v = try numbers(2)
                try grow(1)
                path.move(to: point(v[0], v[1]))
            case "l":
                let v = try numbers(2)
                try grow(1)
                path.addLine(to: point(v[0], v[1]))
            case "c":
                let v = try numbers(6)
                try grow(3)
                path.addCurve(to: point(v[4], v[5]), control1: point(v[0], v[1]), control2: point(v[2], v[3]))
            case "v":
                let v = try numbers(4)
                try grow(3)
                let current = path.currentPoint ?? point(v[0], v[1])
                path.addCurve(to: point(v[2], v[3]), control1: current, control2: point(v[0], v[1]))
            case "y":
                let v = try numbers(4)
                try grow(3)
                path.addCurve(to: point(v[2], v[3]), control1: point(v[0], v[1]), control2: point(v[2], v[3]))
            case "h": path.closeSubpath()
            case "re":
                let v = try numbers(4)
                try grow(5)
                path.move(to: point(v[0], v[1]))
                path.addLine(to: point(v[0] + v[2], v[1]))
                path.addLine(to: point(v[0] + v[2], v[1] + v[3]))
                path.addLine(to: point(v[0], v[1] + v[3]))
                path.closeSubpath()

            // Painting (§8.5.3) and clipping (§8.5.4).
            case "f", "F": try endPath(fill: .nonZero, stroke: false)
            case "f*": try endPath(fill: .evenOdd, stroke: false)
            case "S": try endPath(fill: nil, stroke: true)
            case "s":
                path.closeSubpath()
                try endPath(fill: nil, stroke: true)
            case "B": try endPath(fill: .nonZero, stroke: true)
            case "B*": try endPath(fill: .evenOdd, stroke: true)
            case "b":
                path.closeSubpath()
                try endPath(fill: .nonZero, stroke: true)
            case "b*":
                path.closeSubpath()
                try endPath(fill: .evenOdd, stroke: true)
            case "n": try endPath(fill: nil, stroke: false)
            case "W": pendingClip = .nonZero
            case "W*": pendingClip = .evenOdd

            // Colour (§8.6.8).
            case "g": state.fillSpace = .gray; state.fillPaint = .color(PDFColorSpace.gray.color(try numbers(1)))
            case "G": state.strokeSpace = .gray; state.strokePaint = .color(PDFColorSpace.gray.color(try numbers(1)))
            case "rg": state.fillSpace = .rgb; state.fillPaint = .color(PDFColorSpace.rgb.color(try numbers(3)))
            case "RG": state.strokeSpace = .rgb; state.strokePaint = .color(PDFColorSpace.rgb.color(try numbers(3)))
            case "k": state.fillSpace = .cmyk; state.fillPaint = .color(PDFColorSpace.cmyk.color(try numbers(4)))
            case "K": state.strokeSpace = .cmyk; state.strokePaint = .color(PDFColorSpace.cmyk.color(try numbers(4)))
            case "cs", "CS":
                let name = try nameOperand()
                let space: PDFColorSpace
                do { space = try PDFColorSpace.read(.name(name), resources: resources, in: file) } catch let error as PDFDocumentError {
                    throw fail(error.message)
                }
                if op == "cs" { state.fillSpace = space; state.fillPaint = .color(space.initialColor) } else {
                    state.strokeSpace = space; state.strokePaint = .color(space.initialColor)
                }
            case "sc", "scn": state.fillPaint = try color(for: state.fillSpace)
            case "SC", "SCN": state.strokePaint = try color(for: state.strokeSpace)

            // Shadings (§8.7.4.2), forms and images (§8.8, §8.10).
            case "sh":
                let name = try nameOperand()
                let shading: PDFShading
                do { shading = try PDFShading.read(try resource("Shading", name), resources: resources, in: file) } catch let error as PDFDocumentError {
                    throw fail("the shading /\(name): \(error.message)")
                }
                if !state.clippedOut {
                    if let box = shading.bbox {
                        try add(.rect(box), paint: .shading(shading, toImage: state.ctm), alpha: state.fillAlpha, fillRule: .nonZero, stroke: nil, state: state, place: place)
                    } else {
                        var whole = state
                        whole.ctm = .identity
                        try add(.rect(imageRect), paint: .shading(shading, toImage: state.ctm), alpha: state.fillAlpha, fillRule: .nonZero, stroke: nil, state: whole, place: place)
                    }
                }
            case "Do":
                let name = try nameOperand()
                let object = try resource("XObject", name)
                guard case .stream(let stream) = object else { throw fail("/\(name) is \(object.kindName), not an XObject stream") }
                switch try file.value(stream.dictionary, "Subtype")?.name {
                case "Form":
                    guard depth < limits.maxFormDepth else {
                        throw fail("form XObjects nest deeper than \(limits.maxFormDepth) (a form that draws itself?)")
                    }
                    if state.clippedOut { break }
                    try drawForm(stream, name: name, state: state, resources: resources, place: place, depth: depth)
                case "Image":
                    throw fail("/\(name) (object \(stream.objectNumber)) is a picture; pictures inside a PDF are not drawn, only vector paths (add a PNG to the image set instead)")
                case "PS": break
                case let other:
                    throw fail("/\(name) has /Subtype \(other.map { "/" + $0 } ?? "(missing)"), not /Form")
                }
            case "BI":
                throw fail("an inline picture; pictures inside a PDF are not drawn, only vector paths (add a PNG to the image set instead)")

            // Text (§9.4): only invisible text is accepted, as nothing.
            case "BT", "ET", "Tf", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Ts", "d0", "d1": break
            case "Tr": state.textRenderingMode = Int(exactly: try numbers(1)[0]) ?? 0
            case "Tj", "TJ", "'", "\"":
                if state.textRenderingMode != 3 {
                    throw fail("text; fonts are not read, so a PDF logo's lettering must be outlines (convert the text to outlines in the design tool)")
                }

            // Marked content and compatibility sections (§14.6, §7.8.2).
            case "BMC", "BDC", "EMC", "MP", "DP": break
            case "BX": compatibility += 1
            case "EX": compatibility = max(0, compatibility - 1)
            default:
                if compatibility == 0 { throw fail("not a PDF content operator") }
            }
            operands.removeAll(keepingCapacity: true)
        }
    }

    private func add(_ path: Path, paint: PDFPaint, alpha: Double, fillRule: FillRule, stroke: StrokeStyle?,
                     state: PDFGraphicsState, place: String) throws {
        guard alpha > 0 else { return }
        let t = state.ctm
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite && abs($0) < 1e12 }) else {
            throw PDFDocumentError("\(place): the transformation matrix (cm) overflows")
        }
        let vectorPaint: VectorPaint
        var scopes = state.scopes
        switch paint {
        case .color(let c): vectorPaint = .solid(c.withAlpha(c.alpha * alpha))
        case .shading(let shading, let toImage):
            guard let inverse = state.ctm.inverted(), let p = shading.paint(alpha: alpha, transform: toImage.concatenating(inverse)) else { return }
            vectorPaint = p
            if let clip = shading.extentClip(toImage: toImage, imageRect: imageRect) { scopes.append(.clip(clip)) }
        }
        guard shapes.count < limits.maxShapes else { throw PDFDocumentError("\(place): more than \(limits.maxShapes) shapes") }
        points += path.elements.count
        guard points <= limits.maxPathPoints else { throw PDFDocumentError("\(place): the paths hold more than \(limits.maxPathPoints) points") }
        shapes.append(VectorShape(path: path, transform: state.ctm, paint: vectorPaint, fillRule: fillRule, stroke: stroke, scopes: scopes))
    }

    /// `Do` on a Form XObject (§8.10.1): its /Matrix after the CTM, its
    /// /BBox as a clip, its own /Resources (else the caller's), and a
    /// transparency /Group faded as one by the current /ca (§11.6.6:
    /// inside, the alpha constants start again at 1).
    private func drawForm(_ stream: PDFStream, name: String, state: PDFGraphicsState, resources: [String: PDFObject],
                          place: String, depth: Int) throws {
        var inner = state
        if let m = try matrix(stream.dictionary["Matrix"], place: place) { inner.ctm = m.concatenating(state.ctm) }
        if let box = try file.value(stream.dictionary, "BBox")?.array, box.count == 4 {
            let n = try box.map { try file.resolve($0).number ?? 0 }
            let rect = Rect(x: min(n[0], n[2]), y: min(n[1], n[3]), width: abs(n[2] - n[0]), height: abs(n[3] - n[1]))
            if rect.width == 0 || rect.height == 0 { return }
            inner.scopes.append(.clip(VectorClip(path: Path.rect(rect).transformed(by: inner.ctm))))
        }
        if try file.value(stream.dictionary, "Group")?.dictionary != nil, state.fillAlpha < 1 {
            nextGroupID += 1
            inner.scopes.append(.opacity(id: nextGroupID, state.fillAlpha))
            inner.fillAlpha = 1
            inner.strokeAlpha = 1
        }
        let formResources = try file.value(stream.dictionary, "Resources")?.dictionary ?? resources
        let data: [UInt8]
        if let cached = formData[stream.objectNumber] { data = cached } else {
            data = try file.data(of: stream)
            formData[stream.objectNumber] = data
        }
        try run(data, resources: formResources, state: inner, source: "form XObject /\(name) (object \(stream.objectNumber))", depth: depth + 1)
    }

    /// A /Matrix [a b c d e f], or nil when absent.
    private func matrix(_ object: PDFObject?, place: String) throws -> AffineTransform? {
        guard let object, let items = try file.resolve(object).array else { return nil }
        let m = try items.map { try file.resolve($0).number ?? .nan }
        guard m.count == 6, m.allSatisfy(\.isFinite) else { throw PDFDocumentError("\(place): a /Matrix is not six numbers") }
        return AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }

    /// A dash pattern (§8.4.3.6); none for an empty or all-zero array.
    static func dash(_ items: [PDFObject], phase: Double, place: String) throws -> LineDash? {
        let lengths = try items.map {
            guard let v = $0.number, v.isFinite, v >= 0 else { throw PDFDocumentError("\(place): a dash array holds \($0.kindName), not a length ≥ 0") }
            return v
        }
        guard !lengths.isEmpty, lengths.contains(where: { $0 > 0 }), lengths.count <= 64 else { return nil }
        return LineDash(lengths: lengths, phase: phase.isFinite ? phase : 0)
    }

    /// An ExtGState dictionary (§8.4.5): alpha, line style, soft mask.
    private func apply(_ gs: [String: PDFObject], to state: inout PDFGraphicsState, resources: [String: PDFObject],
                       place: String, depth: Int) throws {
        func number(_ key: String) throws -> Double? {
            guard let v = try file.value(gs, key)?.number, v.isFinite else { return nil }
            return v
        }
        if let ca = try number("ca") { state.fillAlpha = min(max(ca, 0), 1) }
        if let ca = try number("CA") { state.strokeAlpha = min(max(ca, 0), 1) }
        if let w = try number("LW") { state.stroke.width = max(0, w) }
        if let cap = try number("LC") { state.stroke.cap = cap == 1 ? .round : cap == 2 ? .square : .butt }
        if let join = try number("LJ") { state.stroke.join = join == 1 ? .round : join == 2 ? .bevel : .miter }
        if let miter = try number("ML") { state.stroke.miterLimit = max(1, miter) }
        if let d = try file.value(gs, "D")?.array, d.count == 2, let items = try file.resolve(d[0]).array {
            state.stroke.dash = try Self.dash(items.map { try file.resolve($0) }, phase: try file.resolve(d[1]).number ?? 0, place: place)
        }
        if let mask = try file.value(gs, "SMask") {
            // A new soft mask replaces the current one; /None removes it.
            state.scopes.removeAll { if case .mask = $0 { true } else { false } }
            if mask != .name("None") {
                state.scopes.append(.mask(try softMask(mask, state: state, resources: resources, place: place, depth: depth)))
            }
        }
    }

    /// A soft mask dictionary (§11.6.5.2): its /G transparency group drawn
    /// with the CTM of the `gs` that sets it, over the backdrop /BC
    /// (black by default, so nothing shows outside its shapes); for
    /// /Luminosity each colour's luminance times its alpha is the mask
    /// (0.2125 R + 0.7154 G + 0.0721 B, as SVG's luminance masks), for
    /// /Alpha its alpha. A transfer function (/TR) other than /Identity is
    /// refused.
    private func softMask(_ object: PDFObject, state: PDFGraphicsState, resources: [String: PDFObject],
                          place: String, depth: Int) throws -> VectorMask {
        guard let mask = object.dictionary else { throw PDFDocumentError("\(place): /SMask is \(object.kindName), not a soft mask dictionary") }
        let kind = try file.value(mask, "S")?.name
        guard kind == "Luminosity" || kind == "Alpha" else {
            throw PDFDocumentError("\(place): the soft mask's /S is \(kind.map { "/" + $0 } ?? "missing"), not /Luminosity or /Alpha")
        }
        if let transfer = try file.value(mask, "TR"), transfer != .name("Identity") {
            throw PDFDocumentError("\(place): the soft mask's transfer function /TR is not applied; flatten the transparency in the design tool")
        }
        guard case .stream(let group)? = try file.value(mask, "G") else {
            throw PDFDocumentError("\(place): the soft mask has no /G form XObject")
        }
        guard depth < limits.maxFormDepth else {
            throw PDFDocumentError("\(place): form XObjects nest deeper than \(limits.maxFormDepth) (a soft mask that uses itself?)")
        }
        let luminosity = kind == "Luminosity"
        func coverage(_ c: Color) -> Color {
            let alpha = luminosity ? c.alpha * (0.2125 * c.red + 0.7154 * c.green + 0.0721 * c.blue) : c.alpha
            return Color(red: 1, green: 1, blue: 1, alpha: min(max(alpha, 0), 1))
        }
        var maskShapes: [VectorShape] = []
        // The backdrop, when it is not black: the whole image at its luminance.
        if luminosity, let backdrop = try file.value(mask, "BC")?.array {
            let values = try backdrop.map { try file.resolve($0).number ?? 0 }
            var space: PDFColorSpace = values.count == 4 ? .cmyk : values.count == 3 ? .rgb : .gray
            if let groupSpace = try file.value(group.dictionary, "Group")?.dictionary?["CS"] {
                space = try PDFColorSpace.read(groupSpace, resources: resources, in: file)
            }
            let shown = coverage(space.color(values))
            if shown.alpha > 0 { maskShapes.append(VectorShape(path: .rect(imageRect), paint: .solid(shown))) }
        }
        let before = shapes.count
        try drawForm(group, name: "SMask", state: PDFGraphicsState(ctm: state.ctm), resources: resources, place: place, depth: depth)
        for var shape in shapes[before...] {
            switch shape.paint {
            case .solid(let c): shape.paint = .solid(coverage(c))
            case .linearGradient(var g, let start, let end):
                g.stops = g.stops.map { VectorGradientStop(offset: $0.offset, color: coverage($0.color)) }
                shape.paint = .linearGradient(g, start: start, end: end)
            case .radialGradient(var g, let center, let radius):
                g.stops = g.stops.map { VectorGradientStop(offset: $0.offset, color: coverage($0.color)) }
                shape.paint = .radialGradient(g, center: center, radius: radius)
            case .image: break
            }
            maskShapes.append(shape)
        }
        shapes.removeSubrange(before...)
        nextGroupID += 1
        return VectorMask(id: nextGroupID, shapes: maskShapes)
    }
}
