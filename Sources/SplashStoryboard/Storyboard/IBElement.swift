import SplashFormats

/// One element of an Interface Builder document as written: its name, its
/// attributes (entities expanded) and its children, with the line of its
/// start tag for messages. Interface Builder keeps almost everything in
/// attributes and child elements; character data is kept only inside
/// `<string>` elements, where Xcode writes a text that has a line break
/// (`<string key="text">Kingfisher\nSample</string>` instead of a `text`
/// attribute), at most `maxStringBytes` of it.
struct IBElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [IBElement]
    var line: Int
    /// The character data of a `<string>` element, entities decoded.
    var text: String = ""

    static let maxStringBytes = 64 << 10

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name and, when given, this `key`
    /// attribute (`<rect key="frame" …/>`, `<color key="backgroundColor" …/>`).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children of the first child so named (`<subviews>`, `<constraints>`).
    func children(of name: String) -> [IBElement] {
        child(name)?.children ?? []
    }

    /// Reads a document into its element tree, bounded: at most
    /// `maxElements` elements nested at most `maxDepth` deep (a launch
    /// screen has dozens).
    static func parse(_ bytes: [UInt8], file: String, maxElements: Int = 50_000, maxDepth: Int = 64) throws(StoryboardError) -> IBElement {
        var tokenizer = XMLTokenizer(bytes)
        guard tokenizer.startsWithMarkup else {
            throw StoryboardError(file: file, "not an Interface Builder document (expected XML starting with \"<\")")
        }
        var stack: [IBElement] = []
        var root: IBElement?
        var count = 0
        while true {
            let token: XMLToken?
            do { token = try tokenizer.next(keepingText: stack.last?.name == "string") } catch {
                throw StoryboardError(file: file, line: error.line, "malformed XML: \(error.message)")
            }
            guard let token else { break }
            switch token {
            case .start(let tag):
                count += 1
                guard count <= maxElements else {
                    throw StoryboardError(file: file, line: tag.line, "more than \(maxElements) elements: not a launch screen")
                }
                guard stack.count < maxDepth else {
                    throw StoryboardError(file: file, line: tag.line, "elements nest deeper than \(maxDepth) levels")
                }
                guard root == nil else {
                    throw StoryboardError(file: file, line: tag.line, "<\(tag.name)> after the end of the document's root element")
                }
                var attributes: [String: String] = [:]
                for attribute in tag.attributes {
                    switch XMLEntities.decode(attribute.rawValue) {
                    case .success(let value): attributes[attribute.name] = value
                    case .failure(let reference):
                        throw StoryboardError(file: file, line: tag.line, "attribute \(attribute.name) of <\(tag.name)> uses an unknown entity \(reference.text)")
                    }
                }
                let element = IBElement(name: tag.name, attributes: attributes, children: [], line: tag.line)
                if tag.isSelfClosing {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    stack.append(element)
                }
            case .end(let name, let line):
                guard let open = stack.popLast() else {
                    throw StoryboardError(file: file, line: line, "malformed XML: </\(name)> has no matching start tag")
                }
                guard open.name == name else {
                    throw StoryboardError(file: file, line: line, "malformed XML: </\(name)> closes <\(open.name)>, opened on line \(open.line)")
                }
                if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(open) }
            case .text(let raw):
                guard let index = stack.indices.last, stack[index].name == "string" else { break }
                guard stack[index].text.utf8.count + raw.utf8.count <= Self.maxStringBytes else {
                    throw StoryboardError(file: file, line: stack[index].line, "a <string> longer than \(Self.maxStringBytes / 1024) KB: not a launch screen's")
                }
                switch XMLEntities.decode(raw) {
                case .success(let value): stack[index].text += value
                case .failure(let reference):
                    throw StoryboardError(file: file, line: stack[index].line, "a <string> uses an unknown entity \(reference.text)")
                }
            }
        }
        if let open = stack.last {
            throw StoryboardError(file: file, line: open.line, "malformed XML: <\(open.name)> is never closed")
        }
        guard let root else { throw StoryboardError(file: file, "not an Interface Builder document (no element)") }
        return root
    }
}
