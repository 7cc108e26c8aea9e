#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashGeometry
import SplashRaster
import SplashScene

extension Layer {
    /// Maps the layer's bounds coordinates into its parent's: the anchor
    /// point of the bounds goes to `position`, with `transform` applied
    /// about it (Core Animation's model).
    var localTransform: AffineTransform {
        let anchor = anchorInBounds
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// `localTransform` with the rotations about x and y and the
    /// perspective (m34 = −1/d) that take the layer out of its plane:
    /// anchor to origin, scale, rotate about z, x, y, perspective, then to
    /// `position` (plus translation) in the parent.
    var localTransform3D: Transform3D {
        let anchor = anchorInBounds
        return Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.linear3D)
            .concatenating(Transform3D(translationX: position.x + transform.translationX, y: position.y + transform.translationY))
    }

    /// `localTransform3D` followed by the superlayer's three-dimensional
    /// `sublayerTransform` (`viewing`, about the superlayer's anchor),
    /// with the layer at its `zPosition` in front of the superlayer's
    /// plane (Core Animation's layer position is (position, zPosition)):
    /// under a perspective sublayerTransform, a higher zPosition comes
    /// closer and looks larger.
    func localTransform3D(viewedThrough viewing: Transform3D?) -> Transform3D {
        guard let viewing else { return localTransform3D }
        return localTransform3D
            .concatenating(Transform3D(translationX: 0, y: 0, z: zPosition))
            .concatenating(viewing)
    }

    /// Where the sublayers are drawn: the picture transform their
    /// positions are in, and the three-dimensional part of
    /// `sublayerTransform`, if any. `sublayerTransform` applies to the
    /// sublayers about this layer's anchor point, as `transform` does to
    /// the layer itself (CALayer: "Specifies the transform to apply to
    /// sublayers when rendering... typically used to add perspective and
    /// other viewing effects to embedded layers"). A flat one (scale,
    /// rotation, translation) joins the picture transform; one with a
    /// perspective or a turn about x or y takes the sublayers through a
    /// projection.
    func sublayerSpace(under transform: AffineTransform) -> (parent: AffineTransform, viewing: Viewing?) {
        let s = sublayerTransform
        guard s != LayerTransform() else { return (transform, nil) }
        let anchor = anchorInBounds
        if !s.isThreeDimensional && s.perspective == 0 {
            let about = AffineTransform(translationX: -anchor.x, y: -anchor.y)
                .concatenating(s.affine)
                .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
            return (about.concatenating(transform), nil)
        }
        let about = Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(s.linear3D)
            .concatenating(Transform3D(translationX: anchor.x + s.translationX, y: anchor.y + s.translationY))
        return (transform, Viewing(matrix: about, tilts: s.isThreeDimensional))
    }

    /// The anchor point in bounds coordinates: the point that goes to
    /// `position` and about which `transform` applies.
    var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The layer in its own plane, as a 3-D transform flattens it: no
    /// transform, its anchor at its position (so `localTransform` is the
    /// identity), opaque; everything else, sublayers, mask and shadow
    /// included, as it is.
    var flattened: Layer {
        var layer = self
        layer.transform = LayerTransform()
        layer.position = anchorInBounds
        layer.opacity = 1
        return layer
    }

    var hasShadow: Bool { shadowOpacity > 0 && shadowColor.alpha > 0 }

    /// Whether the layer shows its back under `parent` (its parent's
    /// coordinates to picture space): a unit square at its anchor point,
    /// projected into the picture, winds the other way round (the layer is
    /// turned more than 90° in 3-D, or mirrored). What `isDoubleSided`
    /// false hides. A layer turned behind the camera faces away too; so
    /// does one squashed flat (nothing of it shows either way).
    func facesAway(under parent: AffineTransform, viewing: Transform3D? = nil) -> Bool {
        let a = anchorInBounds
        let corners = [a, Point(x: a.x + 1, y: a.y), Point(x: a.x + 1, y: a.y + 1), Point(x: a.x, y: a.y + 1)]
        let projected: [Point]
        if transform.isThreeDimensional || viewing != nil {
            let m = localTransform3D(viewedThrough: viewing)
            let points = corners.compactMap { m.project($0) }
            guard points.count == 4 else { return true }
            projected = points.map { parent.apply(to: $0) }
        } else {
            let m = localTransform.concatenating(parent)
            projected = corners.map { m.apply(to: $0) }
        }
        // Twice the signed area (shoelace): positive for the bounds'
        // own clockwise-on-screen order (y down).
        var area = 0.0
        for i in 0..<4 {
            let p = projected[i], q = projected[(i + 1) % 4]
            area += p.x * q.y - q.x * p.y
        }
        return !(area > 0)
    }

    /// The bounds, with the layer's corner radius and corner curve.
    var outline: Path {
        cornerRadius > 0
            ? .roundedRect(bounds, cornerRadius: cornerRadius, curve: cornerCurve, corners: maskedCorners)
            : .rect(bounds)
    }
}

extension Layer {
    var hasBorder: Bool { borderWidth > 0 && borderColor.alpha > 0 }

    /// The border as Core Animation draws it: inside the bounds, a ring
    /// between the outline and the outline inset by the width (with the
    /// radius reduced by the width), filled even-odd.
    var borderOutline: Path {
        var ring = outline
        let inset = min(borderWidth, bounds.width / 2, bounds.height / 2)
        let inner = bounds.insetBy(dx: inset, dy: inset)
        if inner.width > 0, inner.height > 0 {
            let radius = max(0, cornerRadius - inset)
            ring.addPath(radius > 0 ? .roundedRect(inner, cornerRadius: radius, curve: cornerCurve, corners: maskedCorners) : .rect(inner))
        }
        return ring
    }
}

extension GradientContents {
    /// The gradient as a paint in the layer's bounds coordinates
    /// (`CAGradientLayer`'s start and end points are unit coordinates).
    func paint(in bounds: Rect) -> Paint {
        let stops = zip(locations, colors).map { GradientStop(location: $0, color: $1) }
        let start = Point(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = Point(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        switch kind {
        case .axial:
            return .linearGradient(LinearGradient(start: start, end: end, stops: stops))
        case .radial:
            // CAGradientLayer.h, kCAGradientLayerRadial: "The gradient is
            // defined as an ellipse with its center at 'startPoint' and its
            // width and height defined by '(endPoint.x - startPoint.x) * 2'
            // and '(endPoint.y - startPoint.y) * 2' respectively": semi-axes
            // |Δx| and |Δy| of the unit points, in the bounds' size. With
            // one of them 0 the ellipse is flat and the last colour fills
            // the layer, as a collapsed axial gradient does.
            let (radiusX, radiusY) = (abs(end.x - start.x), abs(end.y - start.y))
            // A focal point (Lottie's highlight), for a circle: its radius
            // one distance in x and in y, equal but for rounding in the
            // unit coordinates (a circle's end point is the centre plus the
            // same fraction of a square's side in each).
            if let focus, abs(radiusX - radiusY) <= 1e-9 * max(radiusX, radiusY, 1) {
                let point = Point(x: bounds.minX + focus.x * bounds.width, y: bounds.minY + focus.y * bounds.height)
                return .radialGradient(RadialGradient(center: start, radius: (radiusX + radiusY) / 2, stops: stops, focus: point))
            }
            return .radialGradient(RadialGradient(center: start, radiusX: radiusX, radiusY: radiusY, stops: stops))
        case .conic:
            // CAGradientLayer.h, kCAGradientLayerConic: "The gradient is
            // centered at 'startPoint' and its 0-degrees direction is
            // defined by a vector spanned between 'startPoint' and
            // 'endPoint'"; the angle grows as the coordinate system turns,
            // clockwise on iOS's screen. Start and end together leave the
            // direction undefined (Apple: "the results are undefined"):
            // here it is then the x axis.
            let dx = end.x - start.x, dy = end.y - start.y
            let angle = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
            return .conicGradient(ConicGradient(center: start, startAngle: angle, stops: stops))
        }
    }
}

/// A superlayer's three-dimensional `sublayerTransform`, about its anchor
/// point, in its bounds coordinates: applied to each sublayer after the
/// sublayer's own transform (see `Layer.sublayerSpace`).
struct Viewing {
    var matrix: Transform3D
    /// Whether it turns the plane (about x or y), so that even a flat
    /// sublayer leaves it; a perspective alone changes only what is out of it.
    var tilts: Bool
}

extension LayerTransform {
    /// Scale, rotation about z, x and y, and perspective (m34 = −1/d), in
    /// that order, about the origin: the transform without its translation.
    var linear3D: Transform3D {
        var m = Transform3D(scaleX: scaleX, y: scaleY)
            .concatenating(Transform3D(skewing))
            .concatenating(Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(rotationAngle: rotationX, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(rotationAngle: rotationY, x: 0, y: 1, z: 0))
        if perspective > 0 {
            m = m.concatenating(Transform3D(perspective: -1 / perspective))
        }
        return m
    }
}
