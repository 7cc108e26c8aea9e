/// Interface Builder's size-class variations resolved for one trait
/// collection, on the element tree before views are read: what is left is
/// the document as a device with those size classes builds it.
///
/// How Xcode writes them (Auto Layout Guide, "Size-Class-Specific Layout"):
/// each view, constraint or property can be installed or set per size
/// class. A view's `<variation key="default">` (Any width, Any height)
/// lists in `<mask key="subviews">` and `<mask key="constraints">` the
/// subviews and constraints it owns that are *not* installed in the base
/// class (`<exclude reference="id"/>`); a variation for a class
/// (`key="widthClass=regular"`, `key="heightClass=compact"`, or both,
/// `key="heightClass=regular-widthClass=compact"`) installs some of them
/// again (`<include reference="id"/>`) or uninstalls more. A variation on a
/// constraint or view sets attributes for its class
/// (`<variation key="heightClass=compact" constant="-32"/>`), or child
/// elements (`<fontDescription key="fontDescription" …/>` inside it).
///
/// "Anything set in a more specific size class overrides the more general
/// size classes" (same guide): the default variation applies first, then
/// the single-trait ones that match, then the two-trait one that matches.
/// Where a matching width variation and a matching height variation
/// disagree (Interface Builder asks the author to resolve that), the height
/// one is applied and a warning names what they disagree on.
///
/// "The system adds these items to the view hierarchy only if they are
/// installed for the current size class": an uninstalled view is not laid
/// out or drawn, and the constraints that refer to it, or to anything in
/// it, are not installed either. `installed="NO"` on a view or constraint
/// (as some generators write for the base class) uninstalls it likewise.
struct IBVariations {
    let traits: SizeClasses
    let file: String
    private(set) var warnings: [StoryboardWarning] = []
    private var said: Set<String> = []
    /// Ids of everything inside an uninstalled view (views, guides).
    private(set) var removed: Set<String> = []

    init(traits: SizeClasses, file: String) {
        self.traits = traits
        self.file = file
    }

    /// One parsed `key`: each trait it names with its class; nil when it
    /// names a trait other than the two size classes.
    struct Key: Hashable {
        var width: SizeClass?
        var height: SizeClass?
        var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
    }

    static func parse(_ key: String) -> Key? {
        if key == "default" { return Key() }
        var parsed = Key()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass" where parsed.width == nil: parsed.width = value
            case "heightClass" where parsed.height == nil: parsed.height = value
            default: return nil
            }
        }
        return parsed.specificity == 0 ? nil : parsed
    }

    func matches(_ key: Key) -> Bool {
        (key.width == nil || key.width == traits.width) && (key.height == nil || key.height == traits.height)
    }

    private mutating func warn(line: Int?, _ message: String, once key: String) {
        guard said.insert(key).inserted else { return }
        warnings.append(StoryboardWarning(file: file, line: line, message))
    }

    /// The document with every variation applied and every uninstalled
    /// view and constraint taken out.
    mutating func apply(_ root: IBElement) -> IBElement {
        let resolved = resolve(root)
        return removed.isEmpty ? resolved : dropReferences(resolved)
    }

    /// The variations that apply to `element`, most general first.
    private mutating func applicable(_ element: IBElement) -> [IBElement] {
        var found: [(IBElement, Key)] = []
        for variation in element.children where variation.name == "variation" {
            let text = variation["key"] ?? ""
            guard let key = Self.parse(text) else {
                warn(line: variation.line, "the variation \"\(text)\" is not applied: only width and height size classes (widthClass=, heightClass=) are", once: "key \(text)")
                continue
            }
            if matches(key) { found.append((variation, key)) }
        }
        // Stable: default, then width, then height, then both.
        func rank(_ key: Key) -> Int { key.specificity == 2 ? 3 : key.width != nil ? 1 : key.height != nil ? 2 : 0 }
        return found.sorted { rank($0.1) < rank($1.1) }.map(\.0)
    }

    private mutating func resolve(_ element: IBElement) -> IBElement {
        var element = element
        let variations = applicable(element)
        // Installed state of the subviews and constraints this element owns.
        var installed: [String: Bool] = [:]
        var setBy: [String: (key: String, value: String)] = [:]
        for variation in variations {
            let key = variation["key"] ?? ""
            for (name, value) in variation.attributes where name != "key" {
                if let earlier = setBy[name], earlier.value != value, Self.parse(earlier.key)?.specificity == 1, Self.parse(key)?.specificity == 1 {
                    warn(line: variation.line, "the \(earlier.key) and \(key) variations set \(name) differently (\(earlier.value), \(value)): \(key)'s is applied",
                         once: "conflict \(element.line) \(name)")
                }
                setBy[name] = (key, value)
                element.attributes[name] = value
            }
            for child in variation.children {
                if child.name == "mask" {
                    for item in child.children {
                        guard let reference = item["reference"], item.name == "include" || item.name == "exclude" else { continue }
                        let value = item.name == "include"
                        if let previous = installed[reference], previous != value, let earlier = setBy["mask " + reference],
                           Self.parse(earlier.key)?.specificity == 1, Self.parse(key)?.specificity == 1 {
                            warn(line: item.line, "the \(earlier.key) and \(key) variations disagree on installing \(reference): \(key)'s \(item.name) is applied",
                                 once: "conflict \(reference)")
                        }
                        installed[reference] = value
                        setBy["mask " + reference] = (key, value ? "include" : "exclude")
                    }
                } else if let childKey = child["key"], let index = element.children.firstIndex(where: { $0.name == child.name && $0["key"] == childKey }) {
                    element.children[index] = child
                } else {
                    element.children.append(child)
                }
            }
        }
        element.children.removeAll { $0.name == "variation" }
        for index in element.children.indices where element.children[index].name == "subviews" || element.children[index].name == "constraints" {
            var kept: [IBElement] = []
            for child in element.children[index].children {
                let id = child["id"] ?? ""
                if installed[id] ?? (child["installed"] != "NO") {
                    kept.append(resolve(child))
                } else if element.children[index].name == "subviews" {
                    collectIDs(child)
                }
            }
            element.children[index].children = kept
        }
        for index in element.children.indices where element.children[index].name != "subviews" && element.children[index].name != "constraints" {
            element.children[index] = resolve(element.children[index])
        }
        return element
    }

    private mutating func collectIDs(_ element: IBElement) {
        if let id = element["id"] { removed.insert(id) }
        for child in element.children { collectIDs(child) }
    }

    /// Constraints that refer to an uninstalled view (or a guide inside
    /// one) are not installed.
    private func dropReferences(_ element: IBElement) -> IBElement {
        var element = element
        if element.name == "constraints" {
            element.children.removeAll { constraint in
                constraint.name == "constraint"
                    && [constraint["firstItem"], constraint["secondItem"]].contains { $0.map(removed.contains) ?? false }
            }
            return element
        }
        element.children = element.children.map(dropReferences)
        return element
    }
}
