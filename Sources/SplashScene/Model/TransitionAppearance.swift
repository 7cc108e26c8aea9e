import Foundation
import SplashGeometry

/// Which of a transition's two pictures.
public enum TransitionPicture: Sendable, Hashable {
    /// The layer's subtree as it was just before the transition began.
    case before
    /// The live subtree.
    case after
}

/// How a transition shows its two pictures at one instant: what the
/// compositor draws, worked out from the effect, the progress and the
/// layer's bounds alone.
public enum TransitionAppearance: Sendable, Hashable {
    /// The pictures mixed: `(1 − amount) × before + amount × after`, pixel
    /// by pixel (premultiplied), as one picture. A pixel both pictures
    /// share stays as it is throughout, and a picture dissolving into
    /// nothing (a layer being hidden) fades out: a cross-dissolve, not one
    /// picture faded over the other (which would let what is behind show
    /// through at the middle).
    case dissolve(amount: Double)
    /// The pictures drawn in this order (bottom first), each moved by
    /// `offset` in the layer's bounds coordinates.
    case slide([SlidPicture])
    /// One picture turned by `transform`, which maps the layer's bounds
    /// coordinates to themselves in 3-D (applied before the layer's own
    /// transform).
    case turned(TransitionPicture, transform: Transform3D)
}

/// One picture of a slide and how far it has moved, in the layer's bounds
/// coordinates.
public struct SlidPicture: Sendable, Hashable {
    public var picture: TransitionPicture
    public var offset: Point

    public init(_ picture: TransitionPicture, _ offset: Point) {
        self.picture = picture
        self.offset = offset
    }
}

extension TransitionEffect {
    /// The camera distance of UIKit's flips, in points (`m34 = −1/500`).
    ///
    /// Apple documents no value, and UIKit's own cannot be read from
    /// outside a device. 500 points is the distance public reconstructions
    /// of the flip settle on (`transform.m34 = -1.0 / 500`, the value
    /// tutorials and flip libraries use to imitate it), a moderate
    /// perspective: turned 45°, a 200-point-wide layer's far edge is drawn
    /// at 78 % of its height. With the near edge held at its size (see
    /// `appearance(progress:bounds:)`) only the far side shrinks.
    public static let flipPerspective = 500.0

    /// How the pictures show at `progress` (0: all before, 1: all after) for
    /// a layer whose bounds are `bounds`.
    ///
    /// * fade: `dissolve(amount: progress)`.
    /// * push: both pictures move by `progress` × the bounds' width (from
    ///   left or right) or height (from top or bottom) away from the
    ///   subtype's side, the live one starting one whole width or height
    ///   off on that side: push from the right at one half has the old
    ///   picture −W/2 and the new +W/2.
    /// * moveIn: the old picture stays, the new one slides in over it as in
    ///   push.
    /// * reveal: the new picture stays, the old one slides out over it as
    ///   in push, uncovering it.
    /// * flip: the layer turns by θ = π × progress about its centre line,
    ///   with perspective (camera `flipPerspective` points away). The old
    ///   picture shows for the first half; from θ = π/2 on, the new picture
    ///   turned by θ − π, so it reads the right way round and lands flat at
    ///   θ = π. Both are pushed back by half the width (or height) × |sin θ|,
    ///   so the edge that comes forward keeps its size: UIKit's flip keeps
    ///   the near edge at the view's height and lets only the far edge
    ///   shrink (observed on devices: "the view is scaled during the
    ///   flipping animation such that the tallest edge of the flipped view
    ///   stays the height of the container view"), instead of letting the
    ///   near edge grow past the view's frame.
    public func appearance(progress p: Double, bounds: Rect) -> TransitionAppearance {
        switch self {
        case .fade:
            return .dissolve(amount: p)
        case .push(let subtype):
            return .slide([SlidPicture(.before, subtype.offset(p, bounds)), SlidPicture(.after, subtype.offset(p - 1, bounds))])
        case .moveIn(let subtype):
            return .slide([SlidPicture(.before, .zero), SlidPicture(.after, subtype.offset(p - 1, bounds))])
        case .reveal(let subtype):
            return .slide([SlidPicture(.after, .zero), SlidPicture(.before, subtype.offset(p, bounds))])
        case .flip(let subtype):
            let theta = Double.pi * p
            let picture: TransitionPicture = p < 0.5 ? .before : .after
            let angle = picture == .before ? theta : theta - .pi
            // The side named comes forward (toward +z, the viewer, with
            // Core Animation's rotation matrices): a positive turn about y
            // brings the left edge forward, a positive turn about x the
            // bottom edge (y grows downward).
            let (axis, sign, halfSpan): ((Double, Double, Double), Double, Double) = switch subtype {
            case .fromLeft: ((0, 1, 0), 1, bounds.width / 2)
            case .fromRight: ((0, 1, 0), -1, bounds.width / 2)
            case .fromTop: ((1, 0, 0), -1, bounds.height / 2)
            case .fromBottom: ((1, 0, 0), 1, bounds.height / 2)
            }
            let centre = Point(x: bounds.midX, y: bounds.midY)
            let transform = Transform3D(translationX: -centre.x, y: -centre.y)
                .concatenating(Transform3D(rotationAngle: sign * angle, x: axis.0, y: axis.1, z: axis.2))
                .concatenating(Transform3D(translationX: 0, y: 0, z: -halfSpan * abs(sin(theta))))
                .concatenating(Transform3D(perspective: -1 / Self.flipPerspective))
                .concatenating(Transform3D(translationX: centre.x, y: centre.y))
            return .turned(picture, transform: transform)
        }
    }
}

extension TransitionSubtype {
    /// The motion by `fraction` of the bounds' width or height.
    func offset(_ fraction: Double, _ bounds: Rect) -> Point {
        let span = isHorizontal ? bounds.width : bounds.height
        return Point(x: motion.x * span * fraction, y: motion.y * span * fraction)
    }
}
