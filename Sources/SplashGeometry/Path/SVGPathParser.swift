extension Path {
    /// Reads SVG path data (the `d` attribute): every command of SVG 1.1 in
    /// absolute and relative form (`M L H V C S Q T A Z`), implicit repeats
    /// (extra coordinate pairs after `M` are line-tos), exponents, and the
    /// compact number forms (`1.5.5`, `1-2`, arc flags without separators).
    /// Arcs become cubic Béziers (see `addArc`).
    ///
    /// Browsers render up to the first error and ignore the rest. Here the
    /// whole string is rejected with an `SVGPathError` naming the position,
    /// because a logo that is silently half-drawn is found only in review.
    /// Empty data (or only whitespace) is a valid, empty path.
    public init(svgPathData: String) throws {
        var parser = SVGPathParser(Array(svgPathData.utf8))
        self = try parser.parse()
    }
}

/// A single-pass reader over the UTF-8 bytes of SVG path data.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    /// The current point in SVG terms (the start of the subpath after `Z`).
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The reflected control point for `S`/`T`, kept only when the previous
    /// command was of the matching kind.
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws -> Path {
        skipWhitespaceAndComma(allowComma: false)
        guard index < bytes.count else { return path }
        var command = bytes[index]
        guard command == UInt8(ascii: "M") || command == UInt8(ascii: "m") else {
            throw error(isCommandLetter(command) ? .missingInitialMoveTo : .unexpectedCharacter(Character(Unicode.Scalar(command))))
        }
        while index < bytes.count {
            let byte = bytes[index]
            if isCommandLetter(byte) {
                command = byte
                index += 1
            } else if !startsNumber(byte) {
                throw error(.unexpectedCharacter(Character(Unicode.Scalar(byte))))
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                // A number after Z has no command to belong to.
                throw error(.unexpectedCharacter(Character(Unicode.Scalar(byte))))
            }
            try runCommand(command)
            // Implicit repeats: after a move-to, further pairs are line-tos.
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            skipWhitespaceAndComma(allowComma: true)
        }
        return path
    }

    private mutating func runCommand(_ command: UInt8) throws {
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? current : .zero
        func abs(_ p: Point) -> Point { Point(x: p.x + base.x, y: p.y + base.y) }
        var cubicControl: Point?
        var quadControl: Point?

        switch command | 0x20 {   // lower-cased
        case UInt8(ascii: "m"):
            let p = abs(try readPoint())
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = abs(try readPoint())
            lineTo(p)
        case UInt8(ascii: "h"):
            let x = try readNumber() + (relative ? current.x : 0)
            lineTo(Point(x: x, y: current.y))
        case UInt8(ascii: "v"):
            let y = try readNumber() + (relative ? current.y : 0)
            lineTo(Point(x: current.x, y: y))
        case UInt8(ascii: "c"):
            let c1 = abs(try readPoint())
            let c2 = abs(try readPoint())
            let p = abs(try readPoint())
            ensureSubpath()
            path.addCurve(to: p, control1: c1, control2: c2)
            current = p
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = reflect(lastCubicControl)
            let c2 = abs(try readPoint())
            let p = abs(try readPoint())
            ensureSubpath()
            path.addCurve(to: p, control1: c1, control2: c2)
            current = p
            cubicControl = c2
        case UInt8(ascii: "q"):
            let c = abs(try readPoint())
            let p = abs(try readPoint())
            ensureSubpath()
            path.addQuadCurve(to: p, control: c)
            current = p
            quadControl = c
        case UInt8(ascii: "t"):
            let c = reflect(lastQuadControl)
            let p = abs(try readPoint())
            ensureSubpath()
            path.addQuadCurve(to: p, control: c)
            current = p
            quadControl = c
        case UInt8(ascii: "a"):
            let rx = try readNumber()
            let ry = try readNumber()
            let rotation = try readNumber()
            let large = try readFlag()
            let sweep = try readFlag()
            let p = abs(try readPoint())
            ensureSubpath()
            path.addArc(radiusX: rx, radiusY: ry, xAxisRotation: rotation, largeArc: large, sweep: sweep, to: p)
            current = p
        case UInt8(ascii: "z"):
            path.closeSubpath()
            current = subpathStart
        default:
            throw error(.unexpectedCharacter(Character(Unicode.Scalar(command))))
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    private mutating func lineTo(_ p: Point) {
        ensureSubpath()
        path.addLine(to: p)
        current = p
    }

    /// After `Z`, drawing continues from the closed subpath's start.
    private mutating func ensureSubpath() {
        if path.currentPoint == nil { path.move(to: current) }
    }

    private func reflect(_ control: Point?) -> Point {
        guard let c = control else { return current }
        return Point(x: 2 * current.x - c.x, y: 2 * current.y - c.y)
    }

    // MARK: Lexing

    private mutating func readPoint() throws -> Point {
        let x = try readNumber()
        let y = try readNumber()
        return Point(x: x, y: y)
    }

    private mutating func readFlag() throws -> Bool {
        skipWhitespaceAndComma(allowComma: true)
        guard index < bytes.count else { throw error(.expectedFlag) }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: throw error(.expectedFlag)
        }
    }

    /// Reads one number (`SVGNumberGrammar`).
    private mutating func readNumber() throws -> Double {
        skipWhitespaceAndComma(allowComma: true)
        let start = index
        guard let end = SVGNumberGrammar.end(ofNumberIn: bytes, from: start) else { throw error(.expectedNumber) }
        guard let value = SVGNumberGrammar.value(of: bytes, start..<end) else {
            throw SVGPathError(offset: start, reason: .invalidNumber)
        }
        index = end
        return value
    }

    /// Skips SVG's `comma-wsp`: whitespace with at most one comma.
    private mutating func skipWhitespaceAndComma(allowComma: Bool) {
        var sawComma = !allowComma
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
                index += 1
            } else if b == UInt8(ascii: ","), !sawComma {
                sawComma = true
                index += 1
            } else {
                break
            }
        }
    }

    private func startsNumber(_ b: UInt8) -> Bool {
        SVGNumberGrammar.isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
    }

    private func isCommandLetter(_ b: UInt8) -> Bool {
        switch b | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    private func error(_ reason: SVGPathError.Reason) -> SVGPathError {
        SVGPathError(offset: index, reason: reason)
    }
}
