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

    /// A new chunk at `newX` (an absolute x), the current one ending where
    /// the text has reached.
    mutating func startChunk(at newX: Double, anchor: SVGFont.Anchor) {
        if !chunks.isEmpty { chunks[chunks.count - 1].end = x }
        x = newX
        chunks.append((anchor, newX, newX))
        pendingSpace = false
    }

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
