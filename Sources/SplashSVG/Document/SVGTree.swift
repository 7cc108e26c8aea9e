import SplashFormats
/// The document's elements as a tree, read in one pass with the element
/// and depth limits checked tag by tag, so that references in any
/// direction (`<use>` before its symbol, a `<style>` sheet at the end,
/// Figma's `<defs>` after the artwork) can be followed while drawing.
///
/// Nodes are kept in one array in document order; a node's children are
/// indices into it. Only `<style>` elements and text (`<text>` and what it
/// holds) keep their character data.
struct SVGTree {
    struct Node {
        var tag: XMLTag
        var children: [Int] = []
        var text = ""
        /// Inside `<text>`: the character data in order, each run after
        /// this many of the node's children (so tspans interleave).
        var runs: [(afterChildren: Int, text: String)] = []
    }

    private(set) var nodes: [Node] = []
    /// The first element with each `id`.
    private(set) var ids: [String: Int] = [:]
    /// The text of every `<style>` element, in document order, with the line of each.
    private(set) var styleSheets: [(text: String, line: Int)] = []
    /// External entities the DOCTYPE declares, never read.
    private(set) var externalEntities: [String] = []

    /// No document (before one is read).
    static let empty = SVGTree()

    private init() {}

    init(_ bytes: [UInt8], maxElements: Int, maxDepth: Int) throws {
        // Illustrator's "Entity References" export declares its styles and
        // namespaces as internal entities: they are expanded (bounded).
        var tokenizer = XMLTokenizer(bytes, internalEntities: .expanded)
        guard tokenizer.startsWithMarkup else { throw SVGDocumentError(.notSVG(rootElement: nil)) }
        var stack: [Int] = []
        var rootClosed = false
        // Open elements inside a <text> (the text itself counted).
        var textDepth = 0
        while let token = try Self.next(from: &tokenizer, keepingText: textDepth > 0 || (stack.last.map { Self.isStyle(nodes[$0].tag) } ?? false)) {
            switch token {
            case .start(let tag):
                if rootClosed {
                    throw SVGDocumentError(.malformedXML("<\(tag.name)> after the end of the root <svg> element"), line: tag.line)
                }
                guard nodes.count < maxElements else {
                    throw SVGDocumentError(.tooManyElements(limit: maxElements), line: tag.line)
                }
                guard stack.count < maxDepth else {
                    throw SVGDocumentError(.tooDeep(limit: maxDepth), line: tag.line)
                }
                if nodes.isEmpty, SVGElement(tag).name != "svg" {
                    throw SVGDocumentError(.notSVG(rootElement: tag.name), line: tag.line)
                }
                let index = nodes.count
                nodes.append(Node(tag: tag))
                if let parent = stack.last { nodes[parent].children.append(index) }
                if let id = tag.attributes.first(where: { $0.name == "id" })?.rawValue.trimmingASCIIWhitespace(), ids[id] == nil {
                    ids[id] = index
                }
                if tag.isSelfClosing {
                    rootClosed = stack.isEmpty
                } else {
                    stack.append(index)
                    if textDepth > 0 || Self.isText(tag) { textDepth += 1 }
                }
            case .text(let text):
                if let open = stack.last {
                    if textDepth > 0 {
                        nodes[open].runs.append((nodes[open].children.count, text))
                    } else {
                        nodes[open].text += text
                    }
                }
            case .end(let name, let line):
                guard let open = stack.popLast() else {
                    throw SVGDocumentError(.malformedXML("</\(name)> has no matching start tag"), line: line)
                }
                let tag = nodes[open].tag
                guard tag.name == name else {
                    throw SVGDocumentError(.malformedXML("</\(name)> closes <\(tag.name)>, opened on line \(tag.line)"), line: line)
                }
                if Self.isStyle(tag) { styleSheets.append((nodes[open].text, tag.line)) }
                if textDepth > 0 { textDepth -= 1 }
                rootClosed = stack.isEmpty
            }
        }
        if let open = stack.last {
            let tag = nodes[open].tag
            throw SVGDocumentError(.malformedXML("<\(tag.name)> opened on line \(tag.line) is never closed"), line: tokenizer.line)
        }
        guard !nodes.isEmpty else { throw SVGDocumentError(.notSVG(rootElement: nil)) }
        externalEntities = tokenizer.entities.externalNames
    }

    private static func next(from tokenizer: inout XMLTokenizer, keepingText: Bool) throws -> XMLToken? {
        do { return try tokenizer.next(keepingText: keepingText) } catch {
            throw SVGDocumentError(.malformedXML(error.message), line: error.line)
        }
    }

    private static func isText(_ tag: XMLTag) -> Bool {
        tag.name == "text" || tag.name == "svg:text"
    }

    private static func isStyle(_ tag: XMLTag) -> Bool {
        tag.name == "style" || tag.name == "svg:style"
    }
}
