/// A `CAAnimation` the code builds (`CABasicAnimation`,
/// `CAKeyframeAnimation`, `CASpringAnimation`, `CAAnimationGroup`,
/// `CATransition`): its properties as set, read when it is added to a
/// layer (Core Animation copies an animation on `add(_:forKey:)`, so
/// later changes to the object do not change the added one).
final class AnimationObject {
    enum Kind: String {
        case basic = "CABasicAnimation"
        case keyframe = "CAKeyframeAnimation"
        case spring = "CASpringAnimation"
        case group = "CAAnimationGroup"
        case transition = "CATransition"
    }

    let kind: Kind
    var fields: [String: Value] = [:]

    init(kind: Kind, keyPath: String?) {
        self.kind = kind
        if let keyPath { fields["keyPath"] = .string(keyPath) }
        if kind == .spring {
            // CASpringAnimation's defaults (CAAnimation.h).
            fields["mass"] = .number(1)
            fields["stiffness"] = .number(100)
            fields["damping"] = .number(10)
            fields["initialVelocity"] = .number(0)
        }
    }

    var className: String { kind.rawValue }

    /// The properties each kind takes (anything else is a warning).
    static let common: Set<String> = ["duration", "beginTime", "timingFunction", "fillMode", "isRemovedOnCompletion", "repeatCount",
                                      "repeatDuration", "autoreverses", "speed", "timeOffset", "delegate"]
    static let property: Set<String> = ["keyPath", "isAdditive", "isCumulative", "valueFunction"]

    func accepts(_ name: String) -> Bool {
        if Self.common.contains(name) { return true }
        switch kind {
        case .basic: return Self.property.contains(name) || ["fromValue", "toValue", "byValue"].contains(name)
        case .spring: return Self.property.contains(name) || ["fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity"].contains(name)
        case .keyframe: return Self.property.contains(name) || ["values", "keyTimes", "timingFunctions", "path", "calculationMode", "rotationMode",
                                                                 "tensionValues", "continuityValues", "biasValues"].contains(name)
        case .group: return name == "animations"
        case .transition: return ["type", "subtype", "startProgress", "endProgress"].contains(name)
        }
    }
}
