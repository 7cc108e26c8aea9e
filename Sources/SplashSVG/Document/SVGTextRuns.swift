import SplashGeometry

/// The glyph outlines of one `<text>` as they are laid out: the current
/// position, white space collapsed across runs (`xml:space` default, SVG
/// 1.1 §10.15: newlines removed, tabs made spaces, runs of spaces made one,
/// leading and trailing spaces dropped), and the text chunks `text-anchor`
/// shifts once each is complete.
struct SVGTextRuns {
    var x = 0.0
    var y = 0.0
    private var pieces: [(path: Path, style: SVGInheritedStyle, chunk: Int)] = []
    /// Each chunk's anchor and where it starts and ends along x.
    private var chunks: [(anchor: SVGFont.Anchor, start: Double, end: Double)] = []
    /// A space seen and not yet drawn: it goes before the next character,
    /// so spaces at the end are dropped.
    private var pendingSpace = false
    private var drawnAny = false

    /// The `x`, `y`, `dx` and `dy` lists of a `<text>` or `<tspan>`: the
    /// n-th value of each is the n-th character's, counting the
    /// characters of the element and of what it holds (SVG 1.1 §10.5).
    struct Positions {
        var x: [Double] = [], y: [Double] = [], dx: [Double] = [], dy: [Double] = []
        /// Characters of the element placed so far.
        var next = 0

        var isEmpty: Bool { x.isEmpty && y.isEmpty && dx.isEmpty && dy.isEmpty }
    }

    /// The lists of the elements open around the characters being laid
    /// out, outermost first.
    private var positions: [Positions] = []

    mutating func open(_ lists: Positions) { positions.append(lists) }
    mutating func close() { _ = positions.popLast() }

    /// The next character's own position, each value from the innermost
    /// element whose list still has one for it (a `<tspan>`'s before its
    /// `<text>`'s), nil where none has; every open element counts the
    /// character.
    mutating func nextCharacter() -> (x: Double?, y: Double?, dx: Double?, dy: Double?) {
        var x: Double?, y: Double?, dx: Double?, dy: Double?
        for lists in positions.reversed() {
            let n = lists.next
            if x == nil, n < lists.x.count { x = lists.x[n] }
            if y == nil, n < lists.y.count { y = lists.y[n] }
            if dx == nil, n < lists.dx.count { dx = lists.dx[n] }
            if dy == nil, n < lists.dy.count { dy = lists.dy[n] }
        }
        for i in positions.indices { positions[i].next += 1 }
        return (x, y, dx, dy)
    }

    /// A new chunk at `newX` (an absolute x), the current one ending where
    /// the text has reached.
    mutating func startChunk(at newX: Double, anchor: SVGFont.Anchor) {
        if !chunks.isEmpty { chunks[chunks.count - 1].end = x }
        x = newX
        chunks.append((anchor, newX, newX))
    }

    /// Whether a space is waiting to go before the next character: one
    /// the text before it ends with, drawn where that text ends (it is
    /// that text's character, not the next element's).
    var hasPendingSpace: Bool { pendingSpace }

    /// `raw` with white space collapsed, a pending space before it; nil
    /// when nothing is left to draw.
    mutating func collapsing(_ raw: String) -> String? {
        var out = ""
        for c in raw {
            switch c {
            case "\n", "\r", "\r\n": continue
            case " ", "\t":
                if drawnAny { pendingSpace = true }
            default:
                if pendingSpace { out.append(" ") }
                pendingSpace = false
                drawnAny = true
                out.append(c)
            }
        }
        return out.isEmpty ? nil : out
    }

    mutating func add(_ path: Path, style: SVGInheritedStyle) {
        if chunks.isEmpty { startChunk(at: x, anchor: style.font.anchor) }
        pieces.append((path, style, chunks.count - 1))
    }

    /// The pieces with each chunk shifted by its anchor: `middle` by half
    /// its advance, `end` by all of it.
    mutating func finished() -> [(path: Path, style: SVGInheritedStyle)] {
        if !chunks.isEmpty { chunks[chunks.count - 1].end = x }
        return pieces.map { piece in
            let chunk = chunks[piece.chunk]
            let advance = chunk.end - chunk.start
            let shift: Double
            switch chunk.anchor {
            case .start: shift = 0
            case .middle: shift = -advance / 2
            case .end: shift = -advance
            }
            return (shift == 0 ? piece.path : piece.path.transformed(by: AffineTransform(translationX: shift, y: 0)), piece.style)
        }
    }
}
