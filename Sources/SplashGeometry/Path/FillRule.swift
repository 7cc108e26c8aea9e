/// Which regions of a self-overlapping path count as inside.
public enum FillRule: Sendable, Hashable {
    /// Inside where the winding number is not zero (Core Graphics' default).
    case nonZero
    /// Inside where the winding number is odd; nested subpaths cut holes
    /// regardless of their direction.
    case evenOdd
}
