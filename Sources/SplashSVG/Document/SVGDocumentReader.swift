import SplashFormats
import SplashGeometry
import SplashText

/// Reads an SVG document into a tree (`SVGTree`, limits checked tag by
/// tag), then walks the tree once, keeping a stack of open elements, and
/// turns every filled or stroked shape into a `VectorShape` in viewBox
/// space; paints and clip paths are looked up by id after the walk, as
/// exporters put `<defs>` first or last.
///
/// The walk is iterative (no recursion, so nesting cannot overflow the call
/// stack); `<use>` continues it into the referenced element, and each
/// element visited, copies included, counts against the limits.
///
/// Every open element is in one of these contexts, which decide what its
/// children may be:
///
///     drawing      svg, g, used symbol   children are drawn
///     instance     use                   its one child is the referenced element
///     shape        path, rect, …         only title/desc/metadata inside
///     definitions  defs                  shapes inside are not drawn unless used;
///                                        unsupported elements are still reported
///     clipPath     clipPath              shapes add to the clip's outline
///     gradient     linear/radialGradient stops add to it
///     ignored      title, desc, metadata, style, foreign-namespace elements
///                  (sodipodi:*, inkscape:*, rdf:*), display="none" subtrees,
///                  symbols not used: nothing inside is looked at
struct SVGDocumentReader {
    /// The largest document accepted, checked before tokenizing.
    static let maximumByteCount = 4 << 20

    private static let shapeNames: Set<String> = ["path", "rect", "circle", "ellipse", "polygon", "polyline", "line"]
    private static let metadataNames: Set<String> = ["title", "desc", "metadata"]
    /// SMIL animation (SVG 1.1 §19): not played; the static picture is drawn.
    private static let animationNames: Set<String> = ["animate", "animateTransform", "animateMotion", "animateColor", "set", "discard"]
    /// Elements that never draw where they stand, only through a reference
    /// (SVG 1.1's "never-rendered" elements): skipped; a reference to one
    /// the subset does not draw (a pattern's fill, a filter) warns there.
    private static let definitionOnlyNames: Set<String> = [
        "filter", "pattern", "marker", "font", "font-face", "color-profile", "cursor", "view", "solidcolor", "hatch",
    ]

    private enum Context {
        case drawing(SVGInheritedStyle)
        case shape
        case definitions
        case ignored
        /// Inside `<clipPath id>`: shapes add to the clip's outline.
        case clipPath(id: String, SVGInheritedStyle)
        /// Inside a gradient: `<stop>`s add to it.
        case gradient(id: String?)
        /// A `<use>`: its one child is the referenced element, drawn with
        /// this style; `viewport` is the use's width and height, which size
        /// a referenced `<symbol>` with a viewBox.
        case instance(SVGInheritedStyle, referenced: Int, viewport: Size?)
    }

    private struct OpenElement {
        var name: String
        var line: Int
        var context: Context
        /// The tree node, for telling a `use` that would contain itself.
        var node: Int
    }

    /// A shape read, waiting for the paint servers and clip paths it
    /// references, which may come later in the document.
    private struct PendingShape {
        var path: Path
        var transform: AffineTransform
        var paint: SVGPaint
        var opacity: Double
        var fillRule: FillRule
        var stroke: StrokeStyle?
        var scopes: [SVGScope]
        /// nil: the image; else the mask whose content it is.
        var mask: String?
        var element: String
        var line: Int
        /// An `<image>`: its pixels over a rectangle (`paint` is then unused).
        var image: (image: VectorEmbeddedImage, rect: Rect)? = nil
    }

    private let maxElements: Int
    private let maxDepth: Int
    private var tree = SVGTree.empty
    private var sheet = SVGStyleSheet.empty
    private var stack: [OpenElement] = []
    private var pending: [PendingShape] = []
    private var nextScopeID = 0
    /// Each mask's kind (luminance unless `mask-type` says alpha) and the
    /// region its content is cut to.
    private var maskKinds: [String: VectorMask.Kind] = [:]
    private var maskRegions: [String: SVGMaskRegion] = [:]
    private var clipPaths: [String: [(path: Path, rule: FillRule)]] = [:]
    /// The clip paths and masks whose content is in objectBoundingBox units.
    private var boxUnitClips: Set<String> = []
    private var boxUnitMasks: Set<String> = []
    private var gradients = SVGGradients()
    /// See `boundingBoxes()`.
    private var boxes: [Int: Rect] = [:]
    /// `<image>`s drawn so far.
    private var embeddedImages = 0
    private var viewBox: Rect?
    /// Lays text out; made when the first `<text>` is drawn.
    private var textShaper: TextShaper?
    /// What is not drawn as the document means, said once each.
    private var warnings = SVGWarnings()
    private var rootSize: (width: Double, height: Double)?
    /// The root's preserveAspectRatio, when written.
    private var aspectRatio: VectorAspectRatio?

    /// What percentages are of: the viewBox, else the root's size.
    private var viewportSize: Size? {
        if let viewBox { return viewBox.size }
        return rootSize.map { Size(width: $0.width, height: $0.height) }
    }

    init(maxElements: Int, maxDepth: Int) {
        self.maxElements = maxElements
        self.maxDepth = maxDepth
    }

    mutating func read(_ bytes: [UInt8]) throws -> (viewBox: Rect, shapes: [VectorShape], aspectRatio: VectorAspectRatio?,
                                                    warnings: [SVGWarning]) {
        guard bytes.count <= Self.maximumByteCount else {
            throw SVGDocumentError(.tooLarge(byteCount: bytes.count, limit: Self.maximumByteCount))
        }
        tree = try SVGTree(bytes, maxElements: maxElements, maxDepth: maxDepth)
        if !tree.externalEntities.isEmpty {
            let names = tree.externalEntities.prefix(8).map { "&\($0);" }.joined(separator: ", ")
            warnings.add("the external entities \(names) are not read (splashvid reads nothing a document points to): their references are left empty", line: 1)
        }
        sheet = try SVGStyleSheet(tree.styleSheets, warnings: &warnings)
        try walk()
        let box = documentViewBox()
        gradients.viewport = box
        let shapes = try resolve()
        return (box, shapes, aspectRatio, warnings.list)
    }

    /// Visits the tree depth first without recursion, opening each element
    /// in its parent's context; a `<use>` is followed by the element it
    /// references, as its only child. Every element visited counts against
    /// `maxElements` and the nesting against `maxDepth`, instances included,
    /// so references that multiply (a `use` of a group of `use`s of …) are
    /// refused once they pass the limit.
    private mutating func walk() throws {
        struct Frame {
            var children: [Int]
            var next = 0
        }
        var visits = 1
        let root = SVGElement(tree.nodes[0].tag)
        let rootContext = try open(root, node: 0)
        stack.append(OpenElement(name: root.tag.name, line: root.line, context: rootContext, node: 0))
        var frames = [Frame(children: children(of: 0, context: rootContext))]
        while let frame = frames.last {
            guard frame.next < frame.children.count else {
                frames.removeLast()
                stack.removeLast()
                continue
            }
            let index = frame.children[frame.next]
            frames[frames.count - 1].next += 1
            let tag = tree.nodes[index].tag
            visits += 1
            guard visits <= maxElements else { throw SVGDocumentError(.tooManyElements(limit: maxElements), line: tag.line) }
            guard stack.count < maxDepth else { throw SVGDocumentError(.tooDeep(limit: maxDepth), line: tag.line) }
            let context = try open(SVGElement(tag, viewport: viewportSize), node: index)
            stack.append(OpenElement(name: tag.name, line: tag.line, context: context, node: index))
            frames.append(Frame(children: children(of: index, context: context)))
        }
    }

    private func children(of node: Int, context: Context) -> [Int] {
        switch context {
        case .ignored: return []
        case .instance(_, let referenced, _): return [referenced]
        case .drawing where SVGElement(tree.nodes[node].tag).name == "switch":
            return switchChoice(of: node).map { [$0] } ?? []
        default: return tree.nodes[node].children
        }
    }

    /// The one child a `<switch>` draws (SVG 1.1 §5.8.2): the first whose
    /// conditions hold. No extension is supported, so a child with
    /// `requiredExtensions` (Illustrator's private-data `foreignObject`)
    /// fails; `requiredFeatures` and `systemLanguage` are taken as met, as
    /// SVG 2 and resvg do for features (languages: the drawing is not localised).
    private func switchChoice(of node: Int) -> Int? {
        tree.nodes[node].children.first { child in
            let tag = tree.nodes[child].tag
            let name = SVGElement(tag).name
            if Self.metadataNames.contains(name) || name.contains(":") { return false }
            // An empty list is false too (SVG 1.1 §5.8.4).
            return !tag.attributes.contains { $0.name == "requiredExtensions" }
        }
    }

    private mutating func warn(_ message: String, _ element: SVGElement) {
        warnings.add(message, line: element.line)
    }

    /// Decides the context of a newly opened element and, for a shape, draws it.
    private mutating func open(_ element: SVGElement, node: Int) throws -> Context {
        guard let parent = stack.last else { return try openRoot(element) }
        let name = element.name
        let isSkipped = Self.metadataNames.contains(name) || name.contains(":")
        if isSkipped { return .ignored }
        if case .ignored = parent.context { return .ignored }
        if Self.animationNames.contains(name) {
            warn("<\(name)> is an animation (SMIL), which is not played: the picture before it starts is drawn", element)
            return .ignored
        }
        switch parent.context {
        case .ignored:
            return .ignored
        case .shape:
            warn("<\(name)> inside <\(parent.name)> is not drawn: a shape holds nothing that draws", element)
            return .ignored
        case .gradient(let id):
            // Stops add to the gradient; nothing else inside one draws.
            guard name == "stop" else { return .ignored }
            if let id { try gradients.definitions[id]?.addStop(element, sheet: sheet) }
            return .ignored
        case .clipPath(let id, let style):
            guard Self.shapeNames.contains(name) else {
                warn("<\(name)> inside <clipPath id=\"\(id)\"> is not part of the clip (only shapes are read there), so the clip may show less", element)
                return .ignored
            }
            let properties = try self.properties(element)
            if properties["display"]?.lowercased() == "none" { return .ignored }
            if let v = properties["clip-path"], v.lowercased() != "none" {
                warn("clip-path=\"\(v)\" on <\(name)> inside a <clipPath> is not applied (clip paths on clip paths are not supported)", element)
            }
            var own = try style.applying(properties, of: element)
            own.scopes = []
            if let path = try SVGShapeGeometry.path(for: element), own.isVisible {
                let placed = own.transform.isIdentity ? path : path.transformed(by: own.transform)
                clipPaths[id, default: []].append((placed, own.clipRule))
            }
            return .shape
        case .definitions, .drawing, .instance:
            if let context = try openDefinition(element) { return context }
            if Self.definitionOnlyNames.contains(name) { return .ignored }
            let style: SVGInheritedStyle
            switch parent.context {
            case .drawing(let inherited):
                // A symbol is drawn only through a use.
                if name == "symbol" { return .ignored }
                style = inherited
            case .instance(let inherited, _, let viewport):
                if name == "symbol" { return .drawing(try symbolStyle(element, inherited, viewport: viewport)) }
                style = inherited
            default:
                // Not drawn unless used; what it holds is looked at when it is.
                return Self.drawnNames.contains(name) || Self.shapeNames.contains(name) ? .definitions : .ignored
            }
            guard Self.drawnNames.contains(name) || Self.shapeNames.contains(name) else {
                switch name {
                case "foreignObject":
                    warn("<foreignObject> (HTML inside the SVG) is not drawn", element)
                case "script":
                    warn("<script> is not run: the picture is drawn as the file has it", element)
                default:
                    warn("<\(name)> is not drawn: it is outside what splashvid reads (\(SVGDocumentError.supportedElements))", element)
                }
                return .ignored
            }
            let properties = try self.properties(element)
            // A hidden subtree draws nothing, whatever it holds (Illustrator's hidden layers).
            if properties["display"]?.lowercased() == "none" { return .ignored }
            var ownStyle = try style.applying(properties, of: element)
            if name == "svg" { try nestedViewport(element, style: &ownStyle, parent: style) }
            numberMaskScope(&ownStyle)
            let filter = try filterUse(properties, element)
            if name != "image", !Self.shapeNames.contains(name) || filter != nil { makeOpacityScope(&ownStyle) }
            switch filter {
            case .missing: return .ignored
            case .drawn(let use, let region):
                // Filtered first, then clipped, masked and faded (the
                // scopes above): the region, then the filter, innermost.
                nextScopeID += 1
                ownStyle.scopes.append(.clip(SVGClipReference(id: region, scopeID: nextScopeID, transform: ownStyle.transform,
                                                              element: name, line: element.line)))
                nextScopeID += 1
                var numbered = use
                numbered.scopeID = nextScopeID
                numbered.transform = ownStyle.transform
                ownStyle.scopes.append(.filter(numbered))
            case .unfiltered, nil: break
            }
            switch name {
            case "use": return try useInstance(element, style: &ownStyle)
            case "image":
                try drawImage(element, style: ownStyle)
                return .shape
            case "text":
                try drawText(node: node, element, style: ownStyle)
                return .ignored
            case _ where Self.shapeNames.contains(name):
                try draw(element, style: ownStyle)
                return .shape
            default:
                return .drawing(ownStyle)   // g, a, switch, svg
            }
        }
    }

    /// Elements drawn where they stand besides the shapes: containers
    /// (`a` is a group with a link, `switch` draws one child, a nested
    /// `svg` a group in its own viewport), `use`, `image` and `text`.
    private static let drawnNames: Set<String> = ["g", "a", "switch", "svg", "use", "image", "text"]

    /// The element's presentation properties (a `filter` is read where the
    /// element is drawn: `filterScope`).
    private mutating func properties(_ element: SVGElement) throws -> SVGProperties {
        let properties = try SVGProperties(element, sheet: sheet)
        if properties.isAnimated {
            warn("the CSS animation or transition in the style of <\(element.name)> is not played: its static state is drawn", element)
        }
        return properties
    }

    /// What an element's `filter` does.
    private enum FilterUse {
        /// Drawn: its effects, and the id under which its region is kept
        /// as a clip path.
        case drawn(SVGFilterUse, region: String)
        /// Not drawn (said): the element is drawn unfiltered.
        case unfiltered
        /// A reference to no `<filter>`: the element is not drawn, as
        /// resvg does (Filter Effects 1 §5: "a reference to a non-existent
        /// object … the element referencing the filter is not rendered").
        case missing
    }

    /// The element's `filter`, read from the `<filter>` it names (nil:
    /// none). What `SVGFilterChain` cannot draw is a warning naming the
    /// primitive and its line, and the element is drawn unfiltered.
    private mutating func filterUse(_ properties: SVGProperties, _ element: SVGElement) throws -> FilterUse? {
        guard let value = properties["filter"], value.lowercased() != "none" else { return nil }
        guard let id = SVGPaint.referencedID(value) else {
            warn("filter=\"\(value)\" on <\(element.name)> is not drawn (only url(#id) of a <filter> is read, not CSS filter functions): the element is drawn unfiltered", element)
            return .unfiltered
        }
        guard let node = tree.ids[id], SVGElement(tree.nodes[node].tag).name == "filter" else {
            warn("filter=\"\(value)\" on <\(element.name)> refers to no <filter> in this document: the element is not drawn, as resvg and browsers do", element)
            return .missing
        }
        let filter = SVGElement(tree.nodes[node].tag, viewport: viewportSize)
        let primitives = tree.nodes[node].children.map { child in
            (element: SVGElement(tree.nodes[child].tag, viewport: viewportSize),
             children: tree.nodes[child].children.map { SVGElement(tree.nodes[$0].tag, viewport: viewportSize) })
        }
        let sheet = self.sheet
        let filterProperties = try SVGProperties(filter, sheet: sheet)
        let linear = (filterProperties["color-interpolation-filters"]?.lowercased() ?? "linearrgb") == "linearrgb"
        if let units = try filter.value("primitiveUnits"), units == "objectBoundingBox" {
            warn("the filter #\(id) (line \(filter.line)) measures its primitives in objectBoundingBox units, which are not read: <\(element.name)> is drawn unfiltered", element)
            return .unfiltered
        }
        let outcome = try SVGFilterChain.read(primitives, properties: { try SVGProperties($0, sheet: sheet) }, linearRGB: linear)
        let (shadows, blur, drawsPicture): ([VectorDropShadow], Double, Bool)
        switch outcome {
        case .unsupported(let what, let line):
            warn("the filter #\(id) on <\(element.name)> uses \(what) on line \(line), which is not drawn (drop shadows and Gaussian blurs are): the element is drawn unfiltered", element)
            return .unfiltered
        case .nothing:
            (shadows, blur, drawsPicture) = ([], 0, false)
        case .drawn(let s, let b, let d):
            (shadows, blur, drawsPicture) = (s, b, d)
        }
        // The filter region (Filter Effects 1 §6.1): by default the
        // bounding box grown by 10 % on each side; nothing outside shows.
        // In bounding-box units it is kept in the unit square, fitted to
        // the element's box as a clip path in those units is.
        let units = try SVGMaskRegion(filter, units: "filterUnits")
        let boxUnits = units.isBoundingBoxUnits
        guard let region = units.rect(boundingBox: boxUnits ? Rect(x: 0, y: 0, width: 1, height: 1) : nil, viewport: viewportSize),
              region.width > 0, region.height > 0 else {
            // An empty region shows nothing (§6.1: it disables the element's rendering).
            return .missing
        }
        nextScopeID += 1
        let regionID = "\u{0}filter\(nextScopeID)"
        clipPaths[regionID] = [(Path.rect(region), .nonZero)]
        if boxUnits { boxUnitClips.insert(regionID) }
        return .drawn(SVGFilterUse(scopeID: 0, shadows: shadows, blur: blur, drawsPicture: drawsPicture, transform: .identity), region: regionID)
    }

    /// A nested `<svg x y width height viewBox preserveAspectRatio>`
    /// (SVG 1.1 §7.9): a new viewport at (x, y) of width × height (100 %
    /// each by default), its viewBox fitted into it, and what passes its
    /// edges cut off (`overflow: hidden`, the initial value for it).
    private mutating func nestedViewport(_ element: SVGElement, style: inout SVGInheritedStyle, parent: SVGInheritedStyle) throws {
        let x = try element.length("x") ?? 0, y = try element.length("y") ?? 0
        let width = try element.length("width") ?? viewportSize?.width ?? 0
        let height = try element.length("height") ?? viewportSize?.height ?? 0
        let viewport = Rect(x: x, y: y, width: width, height: height)
        var local = AffineTransform(translationX: x, y: y)
        if let text = try element.value("viewBox") {
            var scanner = SVGNumberScanner(text)
            guard let v = scanner.numberList(), v.count == 4, v[2] > 0, v[3] > 0 else {
                throw element.error(.badValue(attribute: "viewBox", element: "svg", value: text,
                                              expected: "four numbers: min-x min-y width height, with a positive width and height"))
            }
            local = try SVGAspectRatio(element).transform(from: Rect(x: v[0], y: v[1], width: v[2], height: v[3]), to: viewport)
        }
        style.transform = local.concatenating(style.transform)
        nextScopeID += 1
        let clipID = "\u{0}viewport\(nextScopeID)"
        clipPaths[clipID] = [(Path.rect(viewport), .nonZero)]
        style.scopes.append(.clip(SVGClipReference(id: clipID, transform: parent.transform, element: "svg", line: element.line)))
    }

    /// `<use href="#id" x y width height>`: the referenced element drawn
    /// under the use's transform, then translated by (x, y) (SVG 1.1 §5.6).
    private mutating func useInstance(_ element: SVGElement, style: inout SVGInheritedStyle) throws -> Context {
        guard let link = try element.value("href") ?? element.value("xlink:href") else { return .ignored }
        guard link.hasPrefix("#") else {
            warn("<use href=\"\(link)\"> refers to another file, which is not read: nothing is drawn for it", element)
            return .ignored
        }
        guard let referenced = tree.ids[String(link.dropFirst())] else {
            warn("<use href=\"\(link)\"> refers to no element with id \"\(link.dropFirst())\": nothing is drawn for it, as resvg and browsers draw nothing", element)
            return .ignored
        }
        if stack.contains(where: { $0.node == referenced }) {
            throw element.error(.badValue(attribute: "href", element: "use", value: link,
                                          expected: "an element that does not contain this use (the reference is circular)"))
        }
        let x = try element.length("x") ?? 0, y = try element.length("y") ?? 0
        style.transform = AffineTransform(translationX: x, y: y).concatenating(style.transform)
        let width = try element.length("width"), height = try element.length("height")
        let viewport = width.flatMap { w in height.map { Size(width: w, height: $0) } }
        return .instance(style, referenced: referenced, viewport: viewport)
    }

    /// Gives each clip path and mask the element has just added a number
    /// of its own, so the shapes below it share one clip or mask (and its
    /// bounding box) and a neighbour's is another.
    private mutating func numberMaskScope(_ style: inout SVGInheritedStyle) {
        for i in style.scopes.indices {
            switch style.scopes[i] {
            case .mask(var reference) where reference.scopeID == 0:
                nextScopeID += 1
                reference.scopeID = nextScopeID
                style.scopes[i] = .mask(reference)
            case .clip(var reference) where reference.scopeID == 0:
                nextScopeID += 1
                reference.scopeID = nextScopeID
                style.scopes[i] = .clip(reference)
            default:
                continue
            }
        }
    }

    /// A group's `opacity` below 1 becomes a scope of its own.
    private mutating func makeOpacityScope(_ style: inout SVGInheritedStyle) {
        guard style.opacity < 1 else { return }
        nextScopeID += 1
        style.scopes.append(.opacity(id: nextScopeID, style.opacity))
        style.opacity = 1
    }

    /// A used `<symbol>`: like a group, with its viewBox fitted into the
    /// use's width and height by `preserveAspectRatio` when both are given.
    private mutating func symbolStyle(_ element: SVGElement, _ inherited: SVGInheritedStyle, viewport: Size?) throws -> SVGInheritedStyle {
        var style = try inherited.applying(try properties(element), of: element)
        numberMaskScope(&style)
        makeOpacityScope(&style)
        if let text = try element.value("viewBox"), let viewport {
            var scanner = SVGNumberScanner(text)
            guard let v = scanner.numberList(), v.count == 4, v[2] > 0, v[3] > 0 else {
                throw element.error(.badValue(attribute: "viewBox", element: "symbol", value: text,
                                              expected: "four numbers: min-x min-y width height, with a positive width and height"))
            }
            let fit = try SVGAspectRatio(element).transform(from: Rect(x: v[0], y: v[1], width: v[2], height: v[3]),
                                                            to: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
            style.transform = fit.concatenating(style.transform)
        }
        return style
    }

    /// `defs`, `clipPath` and the gradients, wherever they appear; nil for
    /// any other element.
    private mutating func openDefinition(_ element: SVGElement) throws -> Context? {
        switch element.name {
        case "defs":
            return .definitions
        case "style":
            // Read with the tree (`SVGStyleSheet`); only CSS is understood.
            if let type = try element.value("type"), !type.isEmpty, type.lowercased() != "text/css" {
                throw element.error(.badValue(attribute: "type", element: "style", value: type, expected: "text/css"))
            }
            return .ignored
        case "mask":
            let boxUnits = try Self.objectBoundingBoxUnits("maskContentUnits", of: element)
            let properties = try SVGProperties(element, sheet: sheet)
            let kind: VectorMask.Kind
            switch properties["mask-type"]?.lowercased() ?? "luminance" {
            case "luminance": kind = .luminance
            case "alpha": kind = .alpha
            case let other:
                throw element.error(.badValue(attribute: "mask-type", element: "mask", value: other, expected: "luminance or alpha"))
            }
            guard let id = try element.value("id") else { return .ignored }   // nothing can use it
            if let outer = stack.last(where: { if case .drawing(let s) = $0.context { s.maskTarget != nil } else { false } }) {
                throw element.error(.badValue(attribute: "id", element: "mask", value: id,
                                              expected: "a mask outside another mask's content (line \(outer.line))"))
            }
            maskKinds[id] = kind
            maskRegions[id] = try SVGMaskRegion(element)
            if boxUnits { boxUnitMasks.insert(id) } else { boxUnitMasks.remove(id) }
            var style = SVGInheritedStyle()
            style.maskTarget = id
            return .drawing(style)
        case "clipPath":
            let boxUnits = try Self.objectBoundingBoxUnits("clipPathUnits", of: element)
            if let v = try element.value("clip-path") {
                throw element.error(.unsupportedAttribute(name: "clip-path", value: v, element: "clipPath"))
            }
            guard let id = try element.value("id") else { return .ignored }   // nothing can use it
            var style = SVGInheritedStyle()
            if let text = try element.value("transform") {
                guard let t = SVGTransformParser.parse(text) else {
                    throw element.error(.badValue(attribute: "transform", element: "clipPath", value: text,
                                                  expected: SVGTransformParser.expected))
                }
                style.transform = t
            }
            clipPaths[id] = clipPaths[id] ?? []
            if boxUnits { boxUnitClips.insert(id) } else { boxUnitClips.remove(id) }
            return .clipPath(id: id, style)
        case "linearGradient", "radialGradient":
            let definition = try SVGGradientDefinition(element, kind: element.name == "linearGradient" ? .linear : .radial)
            let id = try element.value("id")
            if let id { gradients.definitions[id] = definition }
            return .gradient(id: id)
        default:
            return nil
        }
    }

    /// Whether `clipPathUnits` or `maskContentUnits` is
    /// `objectBoundingBox`: content in the unit square, fitted to the
    /// bounding box of the element that uses it (SVG 1.1 §14.3.5, §14.4).
    private static func objectBoundingBoxUnits(_ attribute: String, of element: SVGElement) throws -> Bool {
        switch try element.value(attribute) ?? "userSpaceOnUse" {
        case "userSpaceOnUse": return false
        case "objectBoundingBox": return true
        case let other:
            throw element.error(.badValue(attribute: attribute, element: element.name, value: other,
                                          expected: "userSpaceOnUse or objectBoundingBox"))
        }
    }

    private mutating func openRoot(_ element: SVGElement) throws -> Context {
        guard element.name == "svg" else {
            throw SVGDocumentError(.notSVG(rootElement: element.tag.name), line: element.line)
        }
        // A transform on the root is SVG 2, placing the whole drawing in a
        // parent document; it has no meaning for a logo read on its own.
        if let text = try element.value("transform") {
            throw element.error(.unsupportedAttribute(name: "transform", value: text, element: "svg"))
        }
        if let text = try element.value("viewBox") {
            var scanner = SVGNumberScanner(text)
            guard let v = scanner.numberList(), v.count == 4, v[2] > 0, v[3] > 0 else {
                throw element.error(.badValue(attribute: "viewBox", element: "svg", value: text,
                                              expected: "four numbers: min-x min-y width height, with a positive width and height"))
            }
            viewBox = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        } else if let width = try rootLength("width", of: element), let height = try rootLength("height", of: element),
                  width > 0, height > 0 {
            rootSize = (width, height)
        }
        if try element.value("preserveAspectRatio") != nil {
            let parsed = try SVGAspectRatio(element)
            aspectRatio = parsed.align.map { VectorAspectRatio(scaling: parsed.slice ? .slice : .meet, alignX: $0.x, alignY: $0.y) }
                ?? VectorAspectRatio(scaling: .stretch)
        }
        let properties = try self.properties(element)
        if properties["display"]?.lowercased() == "none" { return .ignored }
        var style = try SVGInheritedStyle().applying(properties, of: element)
        numberMaskScope(&style)
        makeOpacityScope(&style)
        return .drawing(style)
    }

    /// The root's width or height; a percentage (relative to a viewport
    /// the document does not have) counts as absent.
    private func rootLength(_ attribute: String, of element: SVGElement) throws -> Double? {
        guard let text = try element.value(attribute) else { return nil }
        if case .percent? = SVGLength(text) { return nil }
        return try element.length(attribute)
    }

    private mutating func draw(_ element: SVGElement, style inherited: SVGInheritedStyle) throws {
        var style = inherited
        // Both filled and stroked under an opacity: the two are faded together
        // (where the stroke overlaps the fill, the fill does not show through).
        let filled = element.name != "line" && style.fill != .none && style.fillOpacity > 0
        if filled, style.resolvedStroke != nil { makeOpacityScope(&style) }
        // Built even when it will not be drawn, so a bad number is reported
        // the same whatever the paint.
        guard let path = try SVGShapeGeometry.path(for: element), style.isVisible else { return }
        drawOutline(path, name: element.name, line: element.line, style: style)
    }

    /// An outline filled then stroked with `style` (a shape's, or a run of
    /// text's glyphs).
    private mutating func drawOutline(_ path: Path, name: String, line: Int, style: SVGInheritedStyle) {
        // Fill first, then stroke (SVG 1.1 §11.3, paint-order normal).
        // The filler closes open subpaths (a polyline's fill is its polygon's).
        if name != "line" {
            let fillPath = path
            let opacity = style.fillOpacity * style.opacity
            if opacity > 0, style.fill != .none {
                // Kept in the element's own coordinates with its transform
                // beside it: a gradient's userSpaceOnUse coordinates and
                // objectBoundingBox box are in that user space (SVG 1.1
                // §13.2.2), so the gradient follows a non-uniform scale, a
                // skew or a rotation as the outline does.
                pending.append(PendingShape(path: fillPath, transform: style.transform, paint: style.resolved(style.fill), opacity: opacity,
                                            fillRule: style.fillRule, stroke: nil, scopes: style.scopes, mask: style.maskTarget,
                                            element: name, line: line))
            }
        }
        if let stroke = style.resolvedStroke {
            let opacity = style.strokeOpacity * style.opacity
            // Non-scaling: the width is in viewBox units, whatever the element's transform.
            let (strokePath, transform) = style.nonScalingStroke ? (path.transformed(by: style.transform), AffineTransform.identity)
                                                                 : (path, style.transform)
            pending.append(PendingShape(path: strokePath, transform: transform, paint: style.resolved(style.stroke), opacity: opacity,
                                        fillRule: .nonZero, stroke: stroke, scopes: style.scopes, mask: style.maskTarget,
                                        element: name, line: line))
        }
    }

    /// `<text>` with its `<tspan>`s (SVG 1.1 §10): each run of characters
    /// laid out by SplashText (fontconfig, HarfBuzz, FreeType; Apple font
    /// names drawn with their stand-ins as scene text is) into glyph
    /// outlines, drawn as shapes with the run's fill and stroke, so text
    /// scales as sharply as the rest. Positions: `x`/`y` (a new absolute
    /// `x` starts a text chunk), `dx`/`dy`, the first value of each list;
    /// `text-anchor` shifts each chunk by its advance.
    private mutating func drawText(node: Int, _ element: SVGElement, style: SVGInheritedStyle) throws {
        var text = SVGTextRuns()
        text.startChunk(at: 0, anchor: style.font.anchor)
        try layOutRuns(of: node, element, style: style, into: &text, depth: 0)
        for piece in text.finished() {
            drawOutline(piece.path, name: "text", line: element.line, style: piece.style)
        }
    }

    /// The element's `x`, `y`, `dx` and `dy` lists (`x="10 12 14"` places
    /// each character); `rotate`, which turns each, is said once.
    private mutating func positionLists(_ element: SVGElement) throws -> SVGTextRuns.Positions {
        if let text = try element.value("rotate") {
            warn("rotate=\"\(text.prefix(24))\" on <\(element.name)> turns characters one by one, which is not supported: they are drawn upright", element)
        }
        var lists = SVGTextRuns.Positions()
        lists.x = try Self.lengths("x", of: element)
        lists.y = try Self.lengths("y", of: element)
        lists.dx = try Self.lengths("dx", of: element)
        lists.dy = try Self.lengths("dy", of: element)
        return lists
    }

    /// A list of lengths (spaces or commas between them); empty when absent.
    private static func lengths(_ attribute: String, of element: SVGElement) throws -> [Double] {
        guard let text = try element.value(attribute) else { return [] }
        return try text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map { try SVGElement.userUnits(String($0), attribute: attribute, of: element) }
    }

    /// The runs and child elements of a `<text>` or `<tspan>`, in order.
    private mutating func layOutRuns(of node: Int, _ element: SVGElement, style: SVGInheritedStyle, into text: inout SVGTextRuns, depth: Int) throws {
        text.open(try positionLists(element))
        defer { text.close() }
        let children = tree.nodes[node].children
        var runs = tree.nodes[node].runs[...]
        for index in 0...children.count {
            while let run = runs.first, run.afterChildren <= index {
                runs = runs.dropFirst()
                try layOut(run.text, style: style, element: element, into: &text)
            }
            guard index < children.count else { break }
            let child = SVGElement(tree.nodes[children[index]].tag, viewport: viewportSize)
            if Self.metadataNames.contains(child.name) || child.name.contains(":") { continue }
            if Self.animationNames.contains(child.name) {
                warn("<\(child.name)> is an animation (SMIL), which is not played: the picture before it starts is drawn", child)
                continue
            }
            guard child.name == "tspan" || child.name == "a", depth < maxDepth else {
                if child.name == "textPath" {
                    warn("<textPath> is not drawn: text along a path is not supported (convert the text to outlines in the editor)", child)
                } else {
                    warn("<\(child.name)> inside <text> is not drawn", child)
                }
                continue
            }
            let properties = try self.properties(child)
            if properties["display"]?.lowercased() == "none" { continue }
            let own = try style.applying(properties, of: child)
            try layOutRuns(of: children[index], child, style: own, into: &text, depth: depth + 1)
        }
    }

    /// One run of characters at the text's current position, which it advances.
    private mutating func layOut(_ raw: String, style: SVGInheritedStyle, element: SVGElement, into text: inout SVGTextRuns) throws {
        let decoded: String
        switch XMLEntities.decode(raw) {
        case .success(let value): decoded = value
        case .failure(let reference):
            throw element.error(.malformedXML("unknown entity \(reference.text) in the text of <\(element.name)>"))
        }
        let carriesSpace = text.hasPendingSpace
        guard let string = text.collapsing(decoded) else { return }
        guard style.font.size > 0 else { return }
        guard style.font.size <= 2000 else {
            warn("font-size \(style.font.size) on <\(element.name)> is over 2000: its text is not drawn", element)
            return
        }
        if textShaper == nil {
            do { textShaper = try TextShaper() } catch {
                warn("<text> is not drawn: the fonts could not be loaded (\(error))", element)
                return
            }
        }
        guard let shaper = textShaper else { return }
        let textStyle = TextStyle(fontFamily: style.font.family, fontSize: style.font.size, weight: FontWeight(style.font.weight),
                                  italic: style.font.italic)
        // Characters with a position of their own (the elements' x, y, dx,
        // dy lists) start a new stretch, shaped from there; the others are
        // shaped together with the stretch they follow.
        var stretch = ""
        func shape(_ string: String) throws {
            guard !string.isEmpty else { return }
            let layout: TextLayout
            do { layout = try shaper.layout(string, style: textStyle) } catch {
                warn("the text of <\(element.name)> is not drawn: \(error)", element)
                return
            }
            // A generic family (sans-serif…) is whatever face the system gives
            // it: that it is not a family of its own is no news.
            let generic = SVGFont.genericFamilies.contains(style.font.family.lowercased())
            for warning in layout.warnings where !(generic && warning.hasPrefix("font family \"\(style.font.family)\" is not installed")) {
                warn("<\(element.name)>: \(warning)", element)
            }
            let baseline = layout.lines.first?.baselineY ?? 0
            // A stretch of spaces has no outline: it only advances.
            if layout.path.boundingBox != nil {
                text.add(layout.path.transformed(by: AffineTransform(translationX: text.x, y: text.y - baseline)), style: style)
            }
            text.x += layout.lines.first?.width ?? layout.size.width
        }
        // The space the text before ended with has no position of its own:
        // it goes before the next character (a shaper gives a lone space
        // no advance), or is dropped before a new chunk's absolute x.
        var carried = false
        for (index, character) in string.enumerated() {
            if index == 0, carriesSpace, character == " " {
                stretch.append(character)
                carried = true
                continue
            }
            let own = text.nextCharacter()
            if own.x != nil || own.y != nil || own.dx != nil || own.dy != nil {
                if carried {
                    if own.x != nil { stretch = "" }
                } else {
                    try shape(stretch)
                    stretch = ""
                }
                // An absolute x starts a new text chunk (SVG 1.1 §10.5).
                if let x = own.x { text.startChunk(at: x, anchor: style.font.anchor) }
                if let y = own.y { text.y = y }
                text.x += own.dx ?? 0
                text.y += own.dy ?? 0
            }
            carried = false
            stretch.append(character)
        }
        try shape(stretch)
    }

    /// The most `<image>`s a document may draw (copies through `use` count
    /// each time).
    static let maximumImages = 16

    /// `<image x y width height href="data:…">`: the picture fitted into
    /// its rectangle by `preserveAspectRatio` (SVG 1.1 §5.7; default
    /// xMidYMid meet, a slice cut at the rectangle); a missing width or
    /// height is the picture's own (SVG 2's auto). Only `data:` URIs of
    /// PNG or JPEG in base64 are read.
    private mutating func drawImage(_ element: SVGElement, style: SVGInheritedStyle) throws {
        guard let href = try element.value("href") ?? element.value("xlink:href") else { return }
        func bad(_ expected: String) -> SVGDocumentError {
            let shown = href.count > 48 ? String(href.prefix(48)) + "…" : href
            return element.error(.badValue(attribute: "href", element: "image", value: shown, expected: expected))
        }
        let picture: (format: VectorEmbeddedImage.Format, bytes: [UInt8], width: Int, height: Int)
        switch SVGDataURI.image(href) {
        case .success(let found): picture = found
        case .failure(.external):
            warn("<image href=\"\(href.prefix(48))\"> is not drawn: a picture in a file or on the network is not read (embed it in the SVG as a data: URI)", element)
            return
        case .failure(.notBase64Image), .failure(.notPNGOrJPEG): throw bad("data:image/png;base64,… or data:image/jpeg;base64,… holding that format")
        case .failure(.badBase64): throw bad("base64 data (A–Z, a–z, 0–9, +, /, =)")
        case .failure(.tooLarge): throw bad("an image of at most \(SVGDataURI.maximumByteCount >> 20) MiB")
        case .failure(.noSize): throw bad("a PNG or JPEG whose header gives its size")
        }
        guard embeddedImages < Self.maximumImages else { throw bad("at most \(Self.maximumImages) images in a document") }
        let index = embeddedImages
        embeddedImages += 1
        guard style.maskTarget == nil else {
            throw element.error(.unsupportedAttribute(name: "href", value: "data:…", element: "image inside a mask"))
        }
        let natural = Size(width: Double(picture.width), height: Double(picture.height))
        var width = try element.length("width"), height = try element.length("height")
        if width == nil, height == nil { (width, height) = (natural.width, natural.height) }
        let w = width ?? height.map { $0 * natural.width / natural.height } ?? natural.width
        let h = height ?? w * natural.height / natural.width
        guard w >= 0, h >= 0 else { throw element.error(.badValue(attribute: "width", element: "image", value: "\(w) × \(h)", expected: "a width and height of 0 or more")) }
        let x = try element.length("x") ?? 0, y = try element.length("y") ?? 0
        guard w > 0, h > 0, style.isVisible, style.opacity > 0 else { return }
        let viewport = Rect(x: x, y: y, width: w, height: h)
        let fit = try SVGAspectRatio(element)
        // The fit only scales and translates.
        let t = fit.transform(from: Rect(x: 0, y: 0, width: natural.width, height: natural.height), to: viewport)
        let placed = Rect(x: t.tx, y: t.ty, width: natural.width * t.a, height: natural.height * t.d)
        // What shows: the picture within its rectangle (a slice is cut there).
        let x0 = max(placed.minX, viewport.minX), y0 = max(placed.minY, viewport.minY)
        let x1 = min(placed.maxX, viewport.maxX), y1 = min(placed.maxY, viewport.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let shown = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let image = VectorEmbeddedImage(format: picture.format, bytes: picture.bytes, pixelWidth: picture.width,
                                        pixelHeight: picture.height, index: index)
        pending.append(PendingShape(path: .rect(shown), transform: style.transform, paint: .none, opacity: style.opacity,
                                    fillRule: .nonZero, stroke: nil, scopes: style.scopes, mask: nil,
                                    element: "image", line: element.line, image: (image, placed)))
    }

    /// The pending shapes with their paints, clips and masks looked up.
    private mutating func resolve() throws -> [VectorShape] {
        // Masks first: their content cannot itself be masked.
        var masks: [String: [VectorShape]] = [:]
        var placed: [Int: VectorMask] = [:]
        boxes = boundingBoxes()
        for shape in pending {
            guard let mask = shape.mask, let resolved = try resolve(shape, masks: [:], placed: &placed) else { continue }
            masks[mask, default: []].append(resolved)
        }
        var result: [VectorShape] = []
        for shape in pending where shape.mask == nil {
            if let resolved = try resolve(shape, masks: masks, placed: &placed) { result.append(resolved) }
        }
        return result
    }

    /// The bounding box, in the using element's user space, of every use
    /// of a clip path or mask in objectBoundingBox units (by its number):
    /// the union of the boxes of the shapes below it, strokes left out, as
    /// SVG's object bounding box is the geometry's (SVG 1.1 §7.11).
    private func boundingBoxes() -> [Int: Rect] {
        var boxes: [Int: Rect] = [:]
        for shape in pending {
            for scope in shape.scopes {
                let reference: SVGClipReference
                switch scope {
                case .clip(let r) where boxUnitClips.contains(r.id): reference = r
                case .mask(let r) where boxUnitMasks.contains(r.id) || maskRegions[r.id]?.isBoundingBoxUnits == true: reference = r
                default: continue
                }
                guard let inverse = reference.transform.inverted(),
                      let box = shape.path.transformed(by: shape.transform.concatenating(inverse)).boundingBox else { continue }
                boxes[reference.scopeID] = boxes[reference.scopeID].map { $0.union(box) } ?? box
            }
        }
        return boxes
    }

    /// The unit square onto the bounding box of a use of a clip path or
    /// mask in objectBoundingBox units; nil when the box is empty (the
    /// element is then not drawn, SVG 1.1 §7.11).
    private func unitSquare(onto reference: SVGClipReference) -> AffineTransform? {
        guard let box = boxes[reference.scopeID], box.width > 0, box.height > 0 else { return nil }
        return AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
    }

    /// `placed`: each use of a mask, placed once and shared by the shapes
    /// under it (their arrays share storage).
    private mutating func resolve(_ shape: PendingShape, masks: [String: [VectorShape]], placed: inout [Int: VectorMask]) throws -> VectorShape? {
        let paint: VectorPaint
        switch shape.paint {
        case .none where shape.image != nil:
            guard let (image, rect) = shape.image else { return nil }
            paint = .image(image, rect: rect, opacity: shape.opacity)
        case .none, .currentColor:   // currentColor is resolved when the shape is read
            return nil
        case .color(var color):
            color.alpha *= shape.opacity
            guard color.alpha > 0 else { return nil }
            paint = .solid(color)
        case .reference(let text):
            let id = SVGPaint.referencedID(text) ?? text
            let property = shape.stroke == nil ? "fill" : "stroke"
            // A reference to no element: its fallback colour when one is
            // written after it, else nothing (SVG 2 §13.2: "none" when
            // there is no fallback; resvg and browsers paint nothing).
            if gradients.definitions[id] == nil, tree.ids[id] == nil {
                let after = text.firstIndex(of: ")").map { String(text[text.index(after: $0)...]) } ?? ""
                if case .color(var fallback)? = SVGPaint(after), !after.trimmingASCIIWhitespace().isEmpty {
                    warnings.add("\(property)=\"\(text)\" on <\(shape.element)> refers to no element with id \"\(id)\": its fallback colour is drawn", line: shape.line)
                    fallback.alpha *= shape.opacity
                    guard fallback.alpha > 0 else { return nil }
                    paint = .solid(fallback)
                    break
                }
                warnings.add("\(property)=\"\(text)\" on <\(shape.element)> refers to no element with id \"\(id)\": the \(property) is left empty, as resvg and browsers leave it", line: shape.line)
                return nil
            }
            // A paint server outside the subset (a <pattern>, Figma's image
            // fills; a <solidcolor>, a <hatch>): not painted, as a browser
            // without it paints nothing (SVG 2 §13.3, none without a fallback).
            if gradients.definitions[id] == nil, let node = tree.ids[id] {
                let name = SVGElement(tree.nodes[node].tag).name
                warnings.add("\(shape.stroke == nil ? "fill" : "stroke")=\"url(#\(id))\" on <\(shape.element)> refers to a <\(name)>, which is not drawn: the \(shape.stroke == nil ? "fill" : "stroke") is left empty", line: shape.line)
                return nil
            }
            // What the paint can reach: the outline's box, widened by a
            // stroke's reach (half its width, or its miters), for the
            // periods a reflected or repeated gradient needs.
            let bounds = shape.path.boundingBox
            let reach = shape.stroke.map { stroke in
                let r = stroke.width * max(0.5, stroke.join == .miter ? stroke.miterLimit / 2 : 0.5) + stroke.width
                return bounds.map { Rect(x: $0.minX - r, y: $0.minY - r, width: $0.width + 2 * r, height: $0.height + 2 * r) }
            } ?? bounds
            guard let resolved = try gradients.paint(id, bounds: bounds, reach: reach, opacity: shape.opacity,
                                                     property: shape.stroke == nil ? "fill" : "stroke",
                                                     element: shape.element, line: shape.line) else { return nil }
            paint = resolved
        }
        var scopes: [VectorScope] = []
        for scope in shape.scopes {
            switch scope {
            case .opacity(let id, let opacity):
                scopes.append(.opacity(id: id, opacity))
            case .filter(let use):
                guard shape.mask == nil else { continue }
                scopes.append(.filter(VectorFilter(id: use.scopeID, shadows: use.shadows, blur: use.blur, drawsPicture: use.drawsPicture,
                                                   transform: use.transform)))
            case .mask(let reference):
                guard shape.mask == nil else { continue }
                guard maskKinds[reference.id] != nil else {
                    // resvg draws the element unmasked.
                    warnings.add("mask=\"url(#\(reference.id))\" on <\(reference.element)> refers to no <mask> in this document: the element is drawn unmasked, as resvg draws it", line: reference.line)
                    continue
                }
                if let mask = placed[reference.scopeID] {
                    scopes.append(.mask(mask))
                    continue
                }
                // An empty mask lets nothing through.
                guard let content = masks[reference.id], !content.isEmpty else { return nil }
                var placement = reference.transform
                if boxUnitMasks.contains(reference.id) {
                    guard let box = unitSquare(onto: reference) else { return nil }
                    placement = box.concatenating(placement)
                }
                // The mask region (x, y, width, height in maskUnits): its
                // content shows only inside it (SVG 1.1 §14.4).
                guard let region = maskRegions[reference.id]?.rect(boundingBox: boxes[reference.scopeID], viewport: viewportSize),
                      region.width > 0, region.height > 0 else { return nil }
                let regionClip = VectorClip(path: Path.rect(region).transformed(by: reference.transform))
                let shapes = content.map { shape in
                    var s = shape
                    s.transform = s.transform.concatenating(placement)
                    s.scopes = [.clip(regionClip)] + s.scopes.map { scope in
                        guard case .clip(var clip) = scope else { return scope }
                        clip.path = clip.path.transformed(by: placement)
                        return .clip(clip)
                    }
                    return s
                }
                let mask = VectorMask(id: reference.scopeID, shapes: shapes, kind: maskKinds[reference.id] ?? .luminance)
                placed[reference.scopeID] = mask
                scopes.append(.mask(mask))
            case .clip(let reference):
                guard let children = clipPaths[reference.id] else {
                    // resvg draws the element unclipped.
                    warnings.add("clip-path=\"url(#\(reference.id))\" on <\(reference.element)> refers to no <clipPath> in this document: the element is drawn unclipped, as resvg draws it", line: reference.line)
                    continue
                }
                // An empty clip path lets nothing through.
                guard !children.isEmpty else { return nil }
                var outline = Path()
                for child in children { outline.addPath(child.path) }
                let rule = children.count == 1 ? children[0].rule : .nonZero
                var placement = reference.transform
                if boxUnitClips.contains(reference.id) {
                    guard let box = unitSquare(onto: reference) else { return nil }
                    placement = box.concatenating(placement)
                }
                scopes.append(.clip(VectorClip(path: placement.isIdentity ? outline : outline.transformed(by: placement),
                                               fillRule: rule)))
            }
        }
        // A fill leaves in viewBox space, its paint's space carried along
        // (the element's transform joins the gradient's); a stroke keeps
        // its element's coordinates, to be stroked at the frame's scale.
        if shape.stroke == nil, shape.image == nil, !shape.transform.isIdentity {
            return VectorShape(path: shape.path.transformed(by: shape.transform), transform: .identity,
                               paint: Self.paint(paint, carriedBy: shape.transform), fillRule: shape.fillRule, stroke: nil, scopes: scopes)
        }
        return VectorShape(path: shape.path, transform: shape.transform, paint: paint, fillRule: shape.fillRule,
                           stroke: shape.stroke, scopes: scopes)
    }

    /// A paint whose space was the element's, in the space `transform`
    /// takes the element to.
    private static func paint(_ paint: VectorPaint, carriedBy transform: AffineTransform) -> VectorPaint {
        switch paint {
        case .linearGradient(var g, let start, let end):
            g.transform = g.transform.concatenating(transform)
            return .linearGradient(g, start: start, end: end)
        case .radialGradient(var g, let center, let radius):
            g.transform = g.transform.concatenating(transform)
            return .radialGradient(g, center: center, radius: radius)
        case .solid, .image:
            return paint
        }
    }

    /// The viewBox attribute, else the root's width and height, else the
    /// bounds of what is drawn (empty for a document that draws nothing).
    private func documentViewBox() -> Rect {
        if let viewBox { return viewBox }
        if let rootSize { return Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height) }
        let bounds = pending.filter { $0.mask == nil }.compactMap { $0.path.transformed(by: $0.transform).boundingBox }
        guard let first = bounds.first else { return .zero }
        return bounds.dropFirst().reduce(first) { $0.union($1) }
    }
}
