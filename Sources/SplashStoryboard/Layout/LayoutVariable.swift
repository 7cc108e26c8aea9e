/// One unknown of a layout problem: a view's `left`, `width`, `centerY`…
///
/// Auto Layout's equations are written over view attributes (Apple's Auto
/// Layout Guide, "Anatomy of a Constraint": `item1.attribute1 = multiplier ×
/// item2.attribute2 + constant`); the solver sees each attribute as a real
/// variable with no sign restriction. Variables are made by
/// `LayoutSystem.variable(named:)`; the name is only for messages.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name }
}
