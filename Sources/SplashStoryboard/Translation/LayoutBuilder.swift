import SplashGeometry
import SplashScene
import SplashFormats

/// Builds one pass's constraint system: the storyboard's constraints and
/// the ones UIKit adds, all over the views' frames in screen coordinates.
struct LayoutBuilder {
    var system = LayoutSystem()
    private(set) var tree: ViewTree
    private let inputs: LaunchLayout.Inputs
    private let state: PassState
    private let guides: [String: (node: Int, kind: ViewTree.GuideKind)]
    /// Each label's measured text at the width this pass gives it.
    private var labelText: [Int: TextMeasurement] = [:]

    private var file: String { inputs.document.file }
    private var screen: Size { inputs.device.points }

    init(inputs: LaunchLayout.Inputs, state: PassState) throws(StoryboardError) {
        self.inputs = inputs
        self.state = state
        var system = LayoutSystem()
        tree = ViewTree(root: inputs.document.rootView, system: &system)
        self.system = system
        guides = tree.guides
        for (i, node) in tree.nodes.enumerated() {
            if case .label(let label) = node.view.kind {
                labelText[i] = try inputs.measureLabel(label, label.numberOfLines == 1 ? nil : state.labelWidths[i])
            }
        }
        addRoot()
        for i in tree.nodes.indices where i != 0 {
            addContentSize(i)
            if tree.nodes[i].stack == nil, tree.nodes[i].view.translatesAutoresizingMask { addAutoresizing(i) }
            if case .stackView(let stack) = tree.nodes[i].view.kind { addArrangement(i, stack) }
        }
        if case .stackView(let stack) = tree.nodes[0].view.kind { addArrangement(0, stack) }
        for node in tree.nodes {
            for constraint in node.view.constraints { try add(constraint) }
        }
    }

    // MARK: - Geometry

    func box(_ i: Int) -> LayoutBox {
        let node = tree.nodes[i]
        return LayoutBox(left: LinearExpression(node.left), top: LinearExpression(node.top),
                         width: LinearExpression(node.width), height: LinearExpression(node.height))
    }

    /// A view's safe-area insets: the device's on the root view, what the
    /// last pass found a subview to overlap of them otherwise
    /// (`UIView.safeAreaInsets`: "the portion of your view that is covered by
    /// navigation bars, tab bars, toolbars, and other ancestors" — here the
    /// status bar and home indicator).
    func safeInsets(_ i: Int) -> EdgeInsets {
        i == 0 ? inputs.device.safeAreaInsets : state.safeInsets[i] ?? .zero
    }

    /// `UIView.layoutMargins`: Interface Builder's, or UIKit's defaults — 8
    /// points a side, and on a view controller's root view the system
    /// minimum (16 points left and right on compact-width iPhones, 20 on
    /// wider screens; none top and bottom) — inset from the safe area
    /// (`insetsLayoutMarginsFromSafeArea`, true by default).
    func margins(_ i: Int) -> EdgeInsets {
        let safe = safeInsets(i)
        let own: EdgeInsets
        if let set = tree.nodes[i].view.layoutMargins {
            own = set
        } else if i == 0 {
            let side: Double = screen.width >= 414 ? 20 : 16
            own = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        } else {
            own = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        return EdgeInsets(top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom, right: own.right + safe.right)
    }

    /// The expression for `item.attribute`, where the item is a view, one
    /// of its guides or a legacy top/bottom layout guide.
    func expression(item: String, _ attribute: IBConstraint.Attribute, constraint: IBConstraint) throws(StoryboardError) -> LinearExpression {
        let base: LayoutBox
        var view: Int?
        if let i = tree.index[item] {
            base = box(i)
            view = i
        } else if let guide = guides[item] {
            base = guide.kind == .safeArea ? box(guide.node).inset(by: safeInsets(guide.node)) : box(guide.node).inset(by: margins(guide.node))
        } else if let legacy = inputs.document.legacyGuides.first(where: { $0.id == item }) {
            let insets = inputs.device.safeAreaInsets
            base = legacy.edge == .top
                ? LayoutBox(left: LinearExpression(constant: 0), top: LinearExpression(constant: 0),
                            width: LinearExpression(constant: screen.width), height: LinearExpression(constant: insets.top))
                : LayoutBox(left: LinearExpression(constant: 0), top: LinearExpression(constant: screen.height - insets.bottom),
                            width: LinearExpression(constant: screen.width), height: LinearExpression(constant: insets.bottom))
        } else {
            throw StoryboardError(file: file, line: constraint.line, "constraint \(constraint.id) refers to \(item), which is not a view or layout guide of the launch screen")
        }
        switch attribute {
        case .left, .leading: return base.left
        case .right, .trailing: return base.right
        case .top: return base.top
        case .bottom: return base.bottom
        case .width: return base.width
        case .height: return base.height
        case .centerX: return base.centerX
        case .centerY: return base.centerY
        case .firstBaseline, .lastBaseline:
            guard let view else { return base.bottom }
            return baseline(view, first: attribute == .firstBaseline)
        case .leftMargin, .leadingMargin, .rightMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins:
            let inner = view.map { box($0).inset(by: margins($0)) } ?? base
            switch attribute {
            case .leftMargin, .leadingMargin: return inner.left
            case .rightMargin, .trailingMargin: return inner.right
            case .topMargin: return inner.top
            case .bottomMargin: return inner.bottom
            case .centerXWithinMargins: return inner.centerX
            default: return inner.centerY
            }
        }
    }

    /// A view's first or last baseline: a label's text sits centred
    /// vertically in its bounds (as UILabel draws it), so its baseline is
    /// `top + height/2 − textHeight/2 + baselineOffset`; a stack view's is its
    /// first or last arranged view's; any other view's is its bottom
    /// (`UIView.forFirstBaselineLayout` is the view itself).
    func baseline(_ i: Int, first: Bool) -> LinearExpression {
        if let text = labelText[i] {
            return box(i).centerY + (-text.size.height / 2 + (first ? text.firstBaseline : text.lastBaseline))
        }
        if case .stackView = tree.nodes[i].view.kind {
            let arranged = tree.nodes[i].children.filter { !tree.nodes[$0].view.isHidden }
            if let pick = first ? arranged.first : arranged.last { return baseline(pick, first: first) }
        }
        return box(i).bottom
    }

    // MARK: - What UIKit adds

    /// A view controller's root view fills the window: the screen.
    private mutating func addRoot() {
        let root = box(0)
        require(root.left, .equal, LinearExpression(constant: 0), "root view's left = 0")
        require(root.top, .equal, LinearExpression(constant: 0), "root view's top = 0")
        require(root.width, .equal, LinearExpression(constant: screen.width), "root view's width = screen width \(format(screen.width))")
        require(root.height, .equal, LinearExpression(constant: screen.height), "root view's height = screen height \(format(screen.height))")
    }

    /// The intrinsic content size as the two pairs of inequalities UIKit
    /// makes of it: no larger than it at the content-hugging priority, no
    /// smaller at the compression-resistance priority (Auto Layout Guide,
    /// "Intrinsic Content Size").
    private mutating func addContentSize(_ i: Int) {
        guard let size = intrinsicSize(i) else { return }
        let node = tree.nodes[i]
        let b = box(i)
        let name = node.view.displayName
        // A fill-distributed stack resolves equal hugging by index ("If
        // there's any ambiguity, the stack view resizes the arranged views
        // based on their index", UIStackView.Distribution.fill): a later
        // view gives way first, by a priority step too small to pass
        // another level.
        let tieBreak = node.stack.map { Double(tree.nodes[$0].children.firstIndex(of: i) ?? 0) * 1e-3 } ?? 0
        if size.width >= 0 {
            system.add(LayoutConstraint(b.width, .lessThanOrEqual, LinearExpression(constant: size.width),
                                        priority: LayoutPriority(node.view.hugging.horizontal - tieBreak), label: "\(name).width ≤ \(format(size.width)) (content hugging)"))
            system.add(LayoutConstraint(b.width, .greaterThanOrEqual, LinearExpression(constant: size.width),
                                        priority: LayoutPriority(node.view.compressionResistance.horizontal - tieBreak), label: "\(name).width ≥ \(format(size.width)) (compression resistance)"))
        }
        if size.height >= 0 {
            system.add(LayoutConstraint(b.height, .lessThanOrEqual, LinearExpression(constant: size.height),
                                        priority: LayoutPriority(node.view.hugging.vertical - tieBreak), label: "\(name).height ≤ \(format(size.height)) (content hugging)"))
            system.add(LayoutConstraint(b.height, .greaterThanOrEqual, LinearExpression(constant: size.height),
                                        priority: LayoutPriority(node.view.compressionResistance.vertical - tieBreak), label: "\(name).height ≥ \(format(size.height)) (compression resistance)"))
        }
    }

    /// `intrinsicContentSize`, rounded up to whole device pixels as UIKit
    /// reports it: an image view's image size in points, a label's text
    /// size; nil for views without one.
    func intrinsicSize(_ i: Int) -> Size? {
        let scale = Double(inputs.device.scale)
        func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
        switch tree.nodes[i].view.kind {
        case .imageView(let image?, false):
            guard let size = inputs.images[image] else { return nil }
            return Size(width: size.width, height: size.height)
        case .label:
            guard let text = labelText[i] else { return nil }
            return Size(width: up(text.size.width), height: up(text.size.height))
        default:
            return nil
        }
    }

    /// A view laid out by its autoresizing mask: its frame from Interface
    /// Builder's canvas, with the superview's change in size shared among
    /// its flexible margins and size in proportion to them ("When more than
    /// one option along the same axis is set, the default behavior is to
    /// distribute the size difference proportionally among the flexible
    /// portions", `UIView.autoresizingMask`). As UIKit's
    /// NSAutoresizingMaskLayoutConstraints, these are required.
    private mutating func addAutoresizing(_ i: Int) {
        guard let parent = tree.nodes[i].parent else { return }
        let view = tree.nodes[i].view
        let frame = view.designFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let parentDesign = tree.nodes[parent].view.designFrame.map { $0.size } ?? (parent == 0 ? screen : Size(width: 0, height: 0))
        let p = box(parent), b = box(i)
        let mask = view.autoresizing
        for horizontal in [true, false] {
            let (start, size, extent) = horizontal ? (frame.minX, frame.width, parentDesign.width) : (frame.minY, frame.height, parentDesign.height)
            let end = extent - start - size
            let flexible = horizontal ? (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight) : (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom)
            let parts = [flexible.0 ? max(start, 0) : 0, flexible.1 ? max(size, 0) : 0, flexible.2 ? max(end, 0) : 0]
            let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
            let sum = parts.reduce(0, +)
            func share(_ k: Int, _ isFlexible: Bool) -> Double {
                guard isFlexible else { return 0 }
                return sum > 0 ? parts[k] / sum : 1 / Double(count)
            }
            // delta = parent's size now − in the canvas
            let delta = (horizontal ? p.width : p.height) - (horizontal ? parentDesign.width : parentDesign.height)
            let name = view.displayName
            if horizontal {
                require(b.left, .equal, p.left + start + delta * share(0, flexible.0), "\(name).left from its autoresizing mask")
                require(b.width, .equal, delta * share(1, flexible.1) + size, "\(name).width from its autoresizing mask")
            } else {
                require(b.top, .equal, p.top + start + delta * share(0, flexible.0), "\(name).top from its autoresizing mask")
                require(b.height, .equal, delta * share(1, flexible.1) + size, "\(name).height from its autoresizing mask")
            }
        }
    }

    // MARK: - Interface Builder's constraints

    private mutating func add(_ constraint: IBConstraint) throws(StoryboardError) {
        let lhs = try expression(item: constraint.firstItem, constraint.firstAttribute, constraint: constraint)
        var rhs = LinearExpression(constant: constraint.constant)
        var text = "\(itemName(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(constraint.relation.symbol) "
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            rhs = try expression(item: second, attribute, constraint: constraint) * constraint.multiplier + constraint.constant
            text += (constraint.multiplier == 1 ? "" : "\(format(constraint.multiplier)) × ") + "\(itemName(second)).\(attribute.rawValue)"
            if constraint.constant != 0 { text += (constraint.constant > 0 ? " + " : " − ") + format(abs(constraint.constant)) }
        } else {
            text += format(constraint.constant)
        }
        if constraint.priority < 1000 { text += " @\(format(constraint.priority))" }
        text += " (constraint \(constraint.id), line \(constraint.line))"
        let relation: LayoutRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        system.add(LayoutConstraint(lhs, relation, rhs, priority: LayoutPriority(constraint.priority), label: text))
    }

    /// How messages name an item: the view's name, or its guide's.
    func itemName(_ item: String) -> String {
        if let i = tree.index[item] { return i == 0 ? "superview" : tree.nodes[i].view.displayName }
        if let guide = guides[item] {
            let owner = guide.node == 0 ? "superview" : tree.nodes[guide.node].view.displayName
            return guide.kind == .safeArea ? "\(owner).safeArea" : "\(owner).layoutMargins"
        }
        if let legacy = inputs.document.legacyGuides.first(where: { $0.id == item }) {
            return legacy.edge == .top ? "topLayoutGuide" : "bottomLayoutGuide"
        }
        return item
    }

    mutating func require(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, _ label: String, priority: Double = 1000) {
        system.add(LayoutConstraint(lhs, relation, rhs, priority: LayoutPriority(priority), label: label))
    }

    // MARK: - Results

    /// Every view's frame, each edge rounded to the device's pixels as
    /// UIKit places views (a view 100 wide centred in 393 points at @3x
    /// starts at 146.667, not 146.5).
    func frames(in solution: LayoutSolution) -> [Rect] {
        let scale = Double(inputs.device.scale)
        func snap(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
        return tree.nodes.map { node in
            let left = snap(solution.value(of: node.left)), top = snap(solution.value(of: node.top))
            let right = snap(solution.value(of: node.left) + solution.value(of: node.width))
            let bottom = snap(solution.value(of: node.top) + solution.value(of: node.height))
            return Rect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
        }
    }

    /// What the next pass needs: each subview's overlap with the screen's
    /// unsafe edges, each wrapping label's width.
    func nextState(frames: [Rect]) throws(StoryboardError) -> PassState {
        var next = PassState()
        let safe = inputs.device.safeAreaInsets.inset(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        for (i, frame) in frames.enumerated() where i != 0 {
            let insets = EdgeInsets(top: min(max(safe.minY - frame.minY, 0), frame.height),
                                    left: min(max(safe.minX - frame.minX, 0), frame.width),
                                    bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
                                    right: min(max(frame.maxX - safe.maxX, 0), frame.width))
            if insets != .zero { next.safeInsets[i] = insets }
            if case .label(let label) = tree.nodes[i].view.kind, label.numberOfLines != 1 {
                next.labelWidths[i] = frame.width
            }
        }
        return next
    }

    /// One warning per drawn view whose position or size the constraints
    /// leave open (Xcode's "Missing constraints").
    func ambiguityWarnings(_ solution: LayoutSolution) -> [StoryboardWarning] {
        let ambiguous = Set(solution.ambiguousVariables)
        var warnings: [StoryboardWarning] = []
        for (i, node) in tree.nodes.enumerated() where i != 0 {
            var open: [String] = []
            if ambiguous.contains(node.left) { open.append("horizontal position") }
            if ambiguous.contains(node.width) { open.append("width") }
            if ambiguous.contains(node.top) { open.append("vertical position") }
            if ambiguous.contains(node.height) { open.append("height") }
            guard !open.isEmpty else { continue }
            warnings.append(StoryboardWarning(file: file, line: node.view.line,
                                              "\(node.view.displayName) has an ambiguous \(open.joined(separator: ", ")) (missing constraints): placed where the solver put it"))
        }
        return warnings
    }
}

/// A number as a person writes it (1 not 1.0), for constraint labels.
func format(_ value: Double) -> String { JSONValue.text(of: value) }
