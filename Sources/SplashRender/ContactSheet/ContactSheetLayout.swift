import SplashRaster

/// Where everything on a contact sheet goes, in sheet pixels:
///
///     ┌──────────────────────────────────────────────┐
///     │ title                                         │  margin, title row
///     │ ┌────┐  ┌────┐  ┌────┐  ┌────┐                │
///     │ │    │  │    │  │    │  │    │                │  thumbnails, a 1 px
///     │ └────┘  └────┘  └────┘  └────┘                │  border around each
///     │ 0.00 s  0.42 s  0.50 s  0.83 s                │  time
///     │         zoom    …                             │  key instant's label
///     │ ┌────┐  ┌────┐  …                             │
///     └──────────────────────────────────────────────┘
///
/// Thumbnails keep the frame's aspect ratio and fit in
/// `maximumThumbnail` (never enlarged); rows hold at most
/// `maximumColumns` cells and are balanced (8 cells: two rows of 4).
public struct ContactSheetLayout: Sendable, Hashable {
    public static let maximumThumbnail = (width: 180, height: 360)
    public static let maximumColumns = 6
    public static let margin = 24
    public static let columnGap = 16
    public static let rowGap = 20
    public static let titleHeight = 34
    /// Below a thumbnail: the time line and the label line.
    public static let labelHeight = 44
    public static let border = 1

    public let thumbnailWidth: Int
    public let thumbnailHeight: Int
    public let columns: Int
    public let rows: Int
    public let width: Int
    public let height: Int

    /// - Parameters:
    ///   - maximumThumbnail: the box a thumbnail fits in (a comparison's,
    ///     several screens wide, takes a wider one).
    ///   - maximumColumns: the most cells in a row.
    public init(frameWidth: Int, frameHeight: Int, cellCount: Int,
                maximumThumbnail: (width: Int, height: Int) = Self.maximumThumbnail, maximumColumns: Int = Self.maximumColumns) {
        let fit = min(1, Double(maximumThumbnail.width) / Double(max(1, frameWidth)),
                      Double(maximumThumbnail.height) / Double(max(1, frameHeight)))
        thumbnailWidth = max(1, Int((Double(frameWidth) * fit).rounded()))
        thumbnailHeight = max(1, Int((Double(frameHeight) * fit).rounded()))
        let count = max(1, cellCount)
        let most = max(1, maximumColumns)
        rows = (count + most - 1) / most
        columns = (count + rows - 1) / rows
        let cellWidth = thumbnailWidth + 2 * Self.border
        let cellHeight = thumbnailHeight + 2 * Self.border + Self.labelHeight
        // At least wide enough for a readable title.
        width = max(2 * Self.margin + columns * cellWidth + (columns - 1) * Self.columnGap, 320)
        height = 2 * Self.margin + Self.titleHeight + rows * cellHeight + (rows - 1) * Self.rowGap
    }

    /// The top-left pixel of cell `index`'s thumbnail (inside its border).
    public func thumbnailOrigin(ofCell index: Int) -> (x: Int, y: Int) {
        let row = index / columns, column = index % columns
        let x = Self.margin + column * (thumbnailWidth + 2 * Self.border + Self.columnGap) + Self.border
        let y = Self.margin + Self.titleHeight + row * (thumbnailHeight + 2 * Self.border + Self.labelHeight + Self.rowGap) + Self.border
        return (x, y)
    }
}
