import SwiftSyntax

/// The file's own types and functions, found before anything runs.
struct Declarations {
    /// A class or struct of the file (extensions merged in).
    struct TypeDeclaration {
        var name: String
        var inherits: [String] = []
        var isClass: Bool
        /// Stored properties in order, with their initial values.
        var properties: [(name: String, initializer: ExprSyntax?, line: AbsolutePosition)] = []
        var methods: [String: [FunctionDeclSyntax]] = [:]
        var staticProperties: [(name: String, initializer: ExprSyntax?)] = []
        var initializers: [InitializerDeclSyntax] = []
        var computed: [String: PatternBindingSyntax] = [:]
        /// Declared only by extensions (`extension UIColor { … }`): a type
        /// of UIKit's the file adds methods and initializers to.
        var isExtensionOnly = true
    }

    var types: [String: TypeDeclaration] = [:]
    var typeOrder: [String] = []
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level `let`/`var` declarations and statements, in order.
    var topLevel: [CodeBlockItemSyntax] = []

    init(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let type = decl.as(ClassDeclSyntax.self) {
                    add(name: type.name.text, inheritance: type.inheritanceClause, members: type.memberBlock, isClass: true)
                } else if let type = decl.as(StructDeclSyntax.self) {
                    add(name: type.name.text, inheritance: type.inheritanceClause, members: type.memberBlock, isClass: false)
                } else if let type = decl.as(EnumDeclSyntax.self) {
                    // A namespace of constants (`enum Layout { static let size = 120 }`).
                    add(name: type.name.text, inheritance: type.inheritanceClause, members: type.memberBlock, isClass: false)
                } else if let type = decl.as(ExtensionDeclSyntax.self) {
                    add(name: type.extendedType.trimmedDescription, inheritance: type.inheritanceClause, members: type.memberBlock, isClass: true, isExtension: true)
                } else if let function = decl.as(FunctionDeclSyntax.self) {
                    functions[function.name.text, default: []].append(function)
                } else if decl.is(VariableDeclSyntax.self) {
                    topLevel.append(item)
                }
            default:
                topLevel.append(item)
            }
        }
    }

    private mutating func add(name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, isClass: Bool, isExtension: Bool = false) {
        if types[name] == nil {
            types[name] = TypeDeclaration(name: name, isClass: isClass)
            typeOrder.append(name)
        }
        var type = types[name]!
        if !isExtension { type.isExtensionOnly = false }
        if let inheritance {
            type.inherits += inheritance.inheritedTypes.map { $0.type.trimmedDescription }
        }
        for member in members.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    // Computed properties are methods without arguments.
                    if let accessor = binding.accessorBlock {
                        _ = accessor
                        type.computed[pattern.identifier.text] = binding
                        continue
                    }
                    if isStatic {
                        type.staticProperties.append((pattern.identifier.text, binding.initializer?.value))
                    } else {
                        type.properties.append((pattern.identifier.text, binding.initializer?.value, binding.position))
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.methods[function.name.text, default: []].append(function)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(initializer)
            }
        }
        types[name] = type
    }

    /// The file's view controller: the first class inheriting from a
    /// `…ViewController` class (UIKit's or one of the file's).
    var viewController: TypeDeclaration? {
        for name in typeOrder {
            guard let type = types[name], type.isClass else { continue }
            if inheritsFromViewController(type, depth: 0) { return type }
        }
        return nil
    }

    private func inheritsFromViewController(_ type: TypeDeclaration, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        for parent in type.inherits {
            if parent.hasSuffix("ViewController") && types[parent] == nil { return true }
            if let own = types[parent], inheritsFromViewController(own, depth: depth + 1) { return true }
        }
        return false
    }

    /// A method of the type or of the file's types it inherits from.
    func methods(named name: String, in typeName: String) -> [FunctionDeclSyntax] {
        var current: String? = typeName
        var depth = 0
        while let typeName = current, let type = types[typeName], depth < 16 {
            if let found = type.methods[name], !found.isEmpty { return found }
            current = type.inherits.first { types[$0] != nil }
            depth += 1
        }
        return []
    }

    func computedProperty(named name: String, in typeName: String) -> PatternBindingSyntax? {
        var current: String? = typeName
        var depth = 0
        while let typeName = current, let type = types[typeName], depth < 16 {
            if let found = type.computed[name] { return found }
            current = type.inherits.first { types[$0] != nil }
            depth += 1
        }
        return nil
    }

    /// Stored properties of the type and its own ancestors, ancestors first.
    func storedProperties(of typeName: String) -> [(name: String, initializer: ExprSyntax?, line: AbsolutePosition)] {
        var chain: [TypeDeclaration] = []
        var current: String? = typeName
        while let name = current, let type = types[name], chain.count < 16 {
            chain.insert(type, at: 0)
            current = type.inherits.first { types[$0] != nil }
        }
        return chain.flatMap(\.properties)
    }
}
