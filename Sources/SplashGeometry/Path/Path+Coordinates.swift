/// A path as a list of numbers, for animating one path into another with
/// the same commands (`CABasicAnimation(keyPath: "path")`: Core Animation
/// interpolates paths "with the same number of control points" point by
/// point; Apple: "If the two paths have a different number of control
/// points or segments, the results are undefined").
extension Path {
    /// Every point's x and y, element by element, in order.
    public var coordinates: [Double] {
        var values: [Double] = []
        values.reserveCapacity(elements.count * 2)
        for element in elements {
            switch element {
            case .move(let p), .line(let p): values += [p.x, p.y]
            case .quadCurve(let p, let c): values += [c.x, c.y, p.x, p.y]
            case .curve(let p, let c1, let c2): values += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: break
            }
        }
        return values
    }

    /// The commands, one letter each (M, L, Q, C, Z): what two paths must
    /// share to be interpolated.
    public var commands: String {
        String(elements.map { element -> Character in
            switch element {
            case .move: "M"
            case .line: "L"
            case .quadCurve: "Q"
            case .curve: "C"
            case .close: "Z"
            }
        })
    }

    /// This path's commands with the points taken from `values` (as
    /// `coordinates` lists them); missing values are 0.
    public func withCoordinates(_ values: [Double]) -> Path {
        var index = 0
        func point() -> Point {
            defer { index += 2 }
            return Point(x: index < values.count ? values[index] : 0, y: index + 1 < values.count ? values[index + 1] : 0)
        }
        return Path(elements: elements.map { element in
            switch element {
            case .move: return .move(to: point())
            case .line: return .line(to: point())
            case .quadCurve:
                let c = point()
                return .quadCurve(to: point(), control: c)
            case .curve:
                let c1 = point(), c2 = point()
                return .curve(to: point(), control1: c1, control2: c2)
            case .close: return .close
            }
        })
    }
}
