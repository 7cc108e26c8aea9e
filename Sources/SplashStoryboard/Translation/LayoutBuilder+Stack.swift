import SplashGeometry

extension LayoutBuilder {
    /// The constraints a `UIStackView` makes for its arranged subviews
    /// (its `<subviews>` in Interface Builder's XML), in order, leaving out
    /// hidden ones ("The stack view automatically updates its layout
    /// whenever views are added, removed or inserted into the
    /// arrangedSubviews array, or whenever one of the arranged subviews's
    /// isHidden property changes", UIStackView).
    mutating func addArrangement(_ s: Int, _ stack: IBStack) {
        let arranged = tree.nodes[s].children.filter { !tree.nodes[$0].view.isHidden }
        let name = tree.nodes[s].view.displayName
        let container = box(s)
        let vertical = stack.axis == .vertical
        func start(_ b: LayoutBox) -> LinearExpression { vertical ? b.top : b.left }
        func end(_ b: LayoutBox) -> LinearExpression { vertical ? b.bottom : b.right }
        func length(_ b: LayoutBox) -> LinearExpression { vertical ? b.height : b.width }
        func center(_ b: LayoutBox) -> LinearExpression { vertical ? b.centerY : b.centerX }
        func crossStart(_ b: LayoutBox) -> LinearExpression { vertical ? b.left : b.top }
        func crossEnd(_ b: LayoutBox) -> LinearExpression { vertical ? b.right : b.bottom }
        func crossCenter(_ b: LayoutBox) -> LinearExpression { vertical ? b.centerX : b.centerY }
        func crossLength(_ b: LayoutBox) -> LinearExpression { vertical ? b.width : b.height }

        // Hidden arranged views collapse to nothing at the stack's start.
        for hidden in tree.nodes[s].children where tree.nodes[hidden].view.isHidden {
            let b = box(hidden)
            require(length(b), .equal, LinearExpression(constant: 0), "\(tree.nodes[hidden].view.displayName) hidden in \(name)", priority: 999)
        }
        guard let first = arranged.first, let last = arranged.last else {
            require(length(container), .equal, LinearExpression(constant: 0), "\(name) has no arranged views", priority: 49)
            require(crossLength(container), .equal, LinearExpression(constant: 0), "\(name) has no arranged views", priority: 49)
            return
        }
        let axisName = vertical ? "vertical" : "horizontal"
        require(start(box(first)), .equal, start(container), "\(name): first arranged view at its \(vertical ? "top" : "leading") edge")
        require(end(box(last)), .equal, end(container), "\(name): last arranged view at its \(vertical ? "bottom" : "trailing") edge")
        // Along the axis, by the distribution.
        var gaps: [LinearExpression] = []
        for (a, b) in zip(arranged, arranged.dropFirst()) {
            let gap = start(box(b)) - end(box(a))
            gaps.append(gap)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                require(gap, .equal, LinearExpression(constant: stack.spacing), "\(name): \(format(stack.spacing)) points between arranged views (\(axisName) spacing)")
            case .equalSpacing, .equalCentering:
                require(gap, .greaterThanOrEqual, LinearExpression(constant: stack.spacing), "\(name): at least \(format(stack.spacing)) points between arranged views")
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for other in arranged.dropFirst() {
                require(length(box(other)), .equal, length(box(first)), "\(name): arranged views of equal size (fillEqually)")
            }
        case .fillProportionally:
            // Sizes in proportion to the intrinsic sizes, as close as the
            // other constraints allow.
            let sizes = arranged.map { intrinsicSize($0).map { vertical ? $0.height : $0.width } ?? 0 }
            if let base = sizes.first, base > 0 {
                for (k, other) in arranged.enumerated().dropFirst() where sizes[k] > 0 {
                    require(length(box(other)) * base, .equal, length(box(first)) * sizes[k], "\(name): arranged views in proportion to their content (fillProportionally)", priority: 999)
                }
            }
        case .equalSpacing:
            for gap in gaps.dropFirst() {
                require(gap, .equal, gaps[0], "\(name): equal spacing between arranged views (equalSpacing)", priority: 999)
            }
        case .equalCentering:
            let centers = arranged.map { center(box($0)) }
            for (a, b) in zip(centers, centers.dropFirst()).dropFirst() {
                require(b - a, .equal, centers[1] - centers[0], "\(name): equal distances between arranged views' centres (equalCentering)", priority: 999)
            }
        case .fill:
            break
        }
        // Across the axis, by the alignment.
        for item in arranged {
            let b = box(item)
            let itemName = tree.nodes[item].view.displayName
            switch stack.alignment {
            case .fill:
                require(crossStart(b), .equal, crossStart(container), "\(itemName) fills \(name) across (alignment fill)")
                require(crossEnd(b), .equal, crossEnd(container), "\(itemName) fills \(name) across (alignment fill)")
            case .leading, .top:
                require(crossStart(b), .equal, crossStart(container), "\(itemName) at \(name)'s \(vertical ? "leading" : "top") edge")
                require(crossEnd(b), .lessThanOrEqual, crossEnd(container), "\(itemName) inside \(name)")
            case .trailing, .bottom:
                require(crossEnd(b), .equal, crossEnd(container), "\(itemName) at \(name)'s \(vertical ? "trailing" : "bottom") edge")
                require(crossStart(b), .greaterThanOrEqual, crossStart(container), "\(itemName) inside \(name)")
            case .center:
                require(crossCenter(b), .equal, crossCenter(container), "\(itemName) centred in \(name)")
                require(crossStart(b), .greaterThanOrEqual, crossStart(container), "\(itemName) inside \(name)")
            case .firstBaseline, .lastBaseline:
                let isFirst = stack.alignment == .firstBaseline
                if vertical {
                    // Baseline alignment means nothing in a vertical stack:
                    // UIKit treats it as fill.
                    require(crossStart(b), .equal, crossStart(container), "\(itemName) fills \(name) across")
                    require(crossEnd(b), .equal, crossEnd(container), "\(itemName) fills \(name) across")
                } else {
                    if item != first {
                        require(baseline(item, first: isFirst), .equal, baseline(first, first: isFirst), "\(itemName) on \(name)'s \(isFirst ? "first" : "last") baseline")
                    }
                    require(b.top, .greaterThanOrEqual, container.top, "\(itemName) inside \(name)")
                    require(b.bottom, .lessThanOrEqual, container.bottom, "\(itemName) inside \(name)")
                }
            }
        }
        if stack.alignment != .fill {
            // UISV-canvas-fit: the stack hugs its largest arranged view across.
            require(crossLength(container), .equal, LinearExpression(constant: 0), "\(name) hugs its arranged views across", priority: 49)
        }
    }
}
