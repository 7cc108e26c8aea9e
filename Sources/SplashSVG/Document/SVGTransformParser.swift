import func Foundation.tan
import SplashGeometry

/// Reads the `transform` attribute: a list of `matrix(a b c d e f)`,
/// `translate(x [y])`, `scale(x [y])`, `rotate(angle [cx cy])`, `skewX(angle)`
/// and `skewY(angle)`, separated by whitespace or commas; angles in degrees.
///
/// In SVG the list reads like nested function calls: for
/// `translate(50 50) rotate(30)` a point is rotated first and then
/// translated, i.e. the rightmost transform applies first. With Core
/// Graphics' "first, then" `concatenating`, that is the list folded from the
/// right. SVG's rotation matrix `[cos −sin; sin cos]` and Core Graphics'
/// `init(rotationAngle:)` agree (both clockwise on screen with y down), and
/// `matrix(a b c d e f)` maps field for field onto `AffineTransform`.
enum SVGTransformParser {
    /// What the attribute accepts, quoted in messages about a bad value.
    static let expected = "a list of matrix(), translate(), scale(), rotate(), skewX() or skewY()"

    /// The transform, or `nil` when the text is not a valid transform list.
    static func parse(_ text: String) -> AffineTransform? {
        var scanner = SVGNumberScanner(text)
        var functions: [AffineTransform] = []
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            let name = scanner.letters()
            scanner.skipWhitespace()
            guard !name.isEmpty, scanner.consume("(") else { return nil }
            var arguments: [Double] = []
            scanner.skipWhitespace()
            while !scanner.consume(")") {
                guard let v = scanner.number() else { return nil }
                arguments.append(v)
                scanner.skipSeparator()
            }
            guard let t = transform(name, arguments) else { return nil }
            functions.append(t)
            scanner.skipSeparator()
        }
        // Rightmost first: t = tₙ, then tₙ₋₁, …, then t₁.
        return functions.reversed().reduce(.identity) { $0.concatenating($1) }
    }

    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6):
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1), ("translate", 2):
            return AffineTransform(translationX: v[0], y: v.count == 2 ? v[1] : 0)
        case ("scale", 1), ("scale", 2):
            return AffineTransform(scaleX: v[0], y: v.count == 2 ? v[1] : v[0])
        case ("rotate", 1):
            return AffineTransform(rotationAngle: radians(v[0]))
        case ("rotate", 3):
            // About (cx, cy): move the centre to the origin, rotate, move back.
            return AffineTransform(translationX: -v[1], y: -v[2])
                .concatenating(AffineTransform(rotationAngle: radians(v[0])))
                .concatenating(AffineTransform(translationX: v[1], y: v[2]))
        case ("skewX", 1):
            return AffineTransform(a: 1, b: 0, c: tan(radians(v[0])), d: 1, tx: 0, ty: 0)
        case ("skewY", 1):
            return AffineTransform(a: 1, b: tan(radians(v[0])), c: 0, d: 1, tx: 0, ty: 0)
        default:
            return nil
        }
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees * .pi / 180
    }
}
