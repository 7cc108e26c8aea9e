import SplashGeometry

/// The document's views flattened for layout: each with its parent, its
/// solver variables (left, top, width and height in the root view's
/// coordinates) and, for an arranged subview, its stack view.
struct ViewTree {
    struct Node {
        var view: IBView
        var parent: Int?
        var children: [Int]
        /// The stack view that arranges it (its parent), when there is one.
        var stack: Int?
        var left: LayoutVariable
        var top: LayoutVariable
        var width: LayoutVariable
        var height: LayoutVariable
    }

    private(set) var nodes: [Node] = []
    private(set) var index: [String: Int] = [:]

    init(root: IBView, system: inout LayoutSystem) {
        add(root, parent: nil, system: &system)
    }

    private mutating func add(_ view: IBView, parent: Int?, system: inout LayoutSystem) {
        let name = view.displayName
        let me = nodes.count
        var stack: Int?
        if let parent, case .stackView = nodes[parent].view.kind { stack = parent }
        nodes.append(Node(view: view, parent: parent, children: [], stack: stack,
                          left: system.variable(named: "\(name).left"), top: system.variable(named: "\(name).top"),
                          width: system.variable(named: "\(name).width"), height: system.variable(named: "\(name).height")))
        // The first view with an id wins; Interface Builder's ids are unique.
        if index[view.id] == nil { index[view.id] = me }
        if let parent { nodes[parent].children.append(me) }
        for subview in view.subviews { add(subview, parent: me, system: &system) }
    }

    /// The ids of every safe-area and layout-margins guide, with their view.
    var guides: [String: (node: Int, kind: GuideKind)] {
        var guides: [String: (Int, GuideKind)] = [:]
        for (i, node) in nodes.enumerated() {
            if let id = node.view.safeAreaGuide { guides[id] = (i, .safeArea) }
            if let id = node.view.marginsGuide { guides[id] = (i, .margins) }
        }
        return guides
    }

    enum GuideKind { case safeArea, margins }
}

/// A rectangle's edges as solver expressions.
struct LayoutBox {
    var left: LinearExpression
    var top: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
    var centerX: LinearExpression { left + width * 0.5 }
    var centerY: LinearExpression { top + height * 0.5 }

    func inset(by insets: EdgeInsets) -> LayoutBox {
        LayoutBox(left: left + insets.left, top: top + insets.top,
                  width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }
}
