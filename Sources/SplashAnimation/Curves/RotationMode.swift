import Foundation

/// `CAKeyframeAnimation.rotationMode`: whether a layer moving along a path
/// turns to follow it. CAAnimation.h: "Defines whether or objects
/// animating along paths rotate to match the path tangent. Possible values
/// are `auto' and `autoReverse'. … The effect of setting this property to
/// a non-nil value when no path object is supplied is undefined.
/// `autoReverse' rotates to match the tangent plus 180 degrees."
///
/// The angle is the path's tangent as drawn (its direction of travel from
/// start to end), measured as `transform.rotation` is, clockwise on screen
/// from +x; an autoreversing animation backs along the path still facing
/// the path's direction.
public enum RotationMode: String, Sendable, Hashable, CaseIterable {
    case auto, autoReverse

    /// The rotation, in radians, for a tangent (dx, dy): atan2(dy, dx), plus π
    /// for `autoReverse`.
    public func angle(dx: Double, dy: Double) -> Double {
        let tangent = atan2(dy, dx)
        return self == .autoReverse ? tangent + Double.pi : tangent
    }
}
