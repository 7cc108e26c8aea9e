import SplashGeometry

extension FillRule {
    /// Turns an accumulated signed coverage (winding number × area) into a
    /// coverage in 0...1.
    ///
    /// Even-odd folds the value FreeType's way: the coverage of a pixel that
    /// is half inside a doubly-wound region is `|a| mod 2` reflected about 1,
    /// so 1.5 becomes 0.5 and 2 becomes 0.
    @inline(__always)
    func coverage(_ accumulated: Double) -> Double {
        let a = abs(accumulated)
        switch self {
        case .nonZero:
            return min(1, a)
        case .evenOdd:
            let folded = a - 2 * (a * 0.5).rounded(.down)
            return folded > 1 ? 2 - folded : folded
        }
    }
}
