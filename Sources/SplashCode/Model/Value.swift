import SwiftSyntax
import SplashGeometry

/// A value of the interpreted Swift: what an expression evaluates to.
/// Numbers are Doubles whatever their Swift type (`Int`, `CGFloat`,
/// `Float`, `Double`), as a launch animation's arithmetic needs no more.
/// Views, layers, animations and paths are objects (shared references, as
/// the classes they stand for); geometry and colours are values.
indirect enum Value {
    case void
    case null
    case number(Double)
    case bool(Bool)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(CodeTransform)
    case timing(TimingValue)
    case array([Value])
    case tuple([Value])
    case object(CodeObject)
    case closure(Closure)
    /// A member of the file's own types or of the supported APIs bound to
    /// its receiver (`self.animateLogo`, `view.addSubview`).
    case method(receiver: Value, name: String)
    /// `.curveEaseIn`, `.forwards`, `.easeInEaseOut`: an enum case or
    /// static member written with a leading dot, kept by name until the
    /// call that takes it reads it.
    case symbol(String)
    /// A type named in an expression (`UIView`, `CABasicAnimation`,
    /// `SplashView`): what static members and constructors are called on.
    case type(String)

    var typeName: String {
        switch self {
        case .void: "Void"
        case .null: "nil"
        case .number: "a number"
        case .bool: "a Bool"
        case .string: "a String"
        case .point: "a CGPoint"
        case .size: "a CGSize"
        case .rect: "a CGRect"
        case .color: "a colour"
        case .transform: "a transform"
        case .timing: "a timing function"
        case .array: "an array"
        case .tuple: "a tuple"
        case .object(let object): "a \(object.className)"
        case .closure: "a closure"
        case .method(_, let name): "the method \(name)"
        case .symbol(let name): ".\(name)"
        case .type(let name): "the type \(name)"
        }
    }

    var isNil: Bool {
        if case .null = self { true } else { false }
    }
}

/// `CAMediaTimingFunction`, by name or by control points.
enum TimingValue: Equatable {
    case named(String)
    case points(Double, Double, Double, Double)
}

/// A closure of the file with the scope it closes over.
final class Closure {
    let parameters: [String]
    let body: ClosureBody
    let scope: Scope
    /// The object `self` is inside the closure.
    let selfValue: Value

    init(parameters: [String], body: ClosureBody, scope: Scope, selfValue: Value) {
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.selfValue = selfValue
    }
}

/// Variables of one scope, chained to the scope around it (closures
/// capture the chain, so a captured `var` is shared, as in Swift).
final class Scope {
    var values: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Sets an existing variable where it was declared; false when no
    /// scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}

/// What a closure runs: a closure expression, or a function declared
/// inside a function.
enum ClosureBody {
    case closure(ClosureExprSyntax)
    case function(FunctionDeclSyntax)
}
