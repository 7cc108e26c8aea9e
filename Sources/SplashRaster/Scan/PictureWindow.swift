/// The part of a picture that one drawing call works on (its rows, and
/// where the picture lies in the buffer drawn into): what lets a compositor draw a frame in horizontal bands, every
/// layer of one band before the next, so that the band's pixels stay in
/// the CPU's cache between layers instead of travelling to memory and back
/// once per layer.
///
/// The picture is what an unbanded call would draw into (a frame, or a
/// group's offscreen), `pictureHeight` rows tall. Paths are clipped to the
/// picture's rows exactly as an unbanded call clips them, and every row's
/// coverage is computed by the same arithmetic (see
/// `CoverageAccumulator`), and shaders see picture coordinates; so the rows
/// a window draws are, bit for bit, those rows of the unbanded picture.
///
/// The buffer drawn into holds the picture's rows from `originY` on: the
/// whole frame (`originY` 0) or an offscreen with only the band's rows.
///
/// Columns: the picture is as wide as the buffer, or `pictureWidth` wide
/// and placed `-originX` columns into a wider buffer (a group's offscreen
/// picture drawn straight into the frame at the group's place, in the
/// offscreen's coordinates, so with the offscreen's bytes). Its columns
/// must lie within the buffer's; a fill whose picture does not fit draws
/// nothing.
public struct PictureWindow: Sendable, Equatable {
    /// Rows of the whole picture.
    public let pictureHeight: Int
    /// The picture rows drawn (within `0..<pictureHeight`).
    public let rows: Range<Int>
    /// The picture row that is row 0 of the buffer drawn into.
    public let originY: Int
    /// Columns of the picture; nil: the buffer's width.
    public let pictureWidth: Int?
    /// The picture column that is column 0 of the buffer (0 or negative).
    public let originX: Int

    public init(pictureWidth: Int? = nil, pictureHeight: Int, rows: Range<Int>, originX: Int = 0, originY: Int) {
        self.pictureHeight = max(0, pictureHeight)
        self.rows = rows.clamped(to: 0..<self.pictureHeight)
        self.originY = originY
        self.pictureWidth = pictureWidth.map { max(0, $0) }
        self.originX = originX
    }

    /// The picture's width in a buffer `bufferWidth` pixels wide; nil when
    /// its columns do not lie within the buffer's.
    func pictureWidth(inBufferOfWidth bufferWidth: Int) -> Int? {
        let width = pictureWidth ?? bufferWidth
        guard originX <= 0, width - originX <= bufferWidth else { return nil }
        return width
    }

    /// The whole of a `height`-row buffer, as an unbanded call draws it.
    public static func whole(height: Int) -> PictureWindow {
        PictureWindow(pictureHeight: height, rows: 0..<max(0, height), originY: 0)
    }

    /// The rows drawn into a buffer that has `bufferRows` rows present.
    func drawnRows(bufferRows: Int) -> Range<Int> {
        rows.clamped(to: originY..<(originY + max(0, bufferRows)))
    }
}
