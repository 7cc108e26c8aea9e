import SplashGeometry
import SwiftSyntax

/// The order UIKit calls a view controller in: its view made (the
/// screen), its stored properties, `viewDidLoad()`, `viewWillAppear(_:)`,
/// then, the view on screen, `viewDidAppear(_:)`; then every closure
/// scheduled, in time order.
extension Interpreter {
    func runProgram(entry: String?) throws(Interruption) -> LayerObject {
        let rootObject = try newLayer(.view, line: 1)
        let root = rootObject.layer!
        root.isRoot = true
        root.isNamed = true
        usedIDs.remove(root.id)
        root.id = uniqueID("view")
        root.state.frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        self.root = root
        let globalFrame = Frame(scope: globals, selfValue: .void)
        _ = try run(CodeBlockItemListSyntax(declarations.topLevel.filter {
            if case .decl = $0.item { true } else { false }
        }), in: globalFrame)

        guard let controller = declarations.viewController else {
            // No view controller: a free function of the file taking the view.
            guard let entry, let functions = declarations.functions[entry] else {
                throw .fail(line: 1, message: "no UIViewController subclass in the file (and no --entry function taking the view): nothing to run")
            }
            _ = try invoke(functions, functions.first!.signature.parameterClause.parameters.isEmpty ? [] : [Argument(label: functions.first!.signature.parameterClause.parameters.first!.label, value: .object(rootObject))],
                           selfValue: .void, line: 1, name: entry)
            try runEvents()
            return root
        }
        let instance = InstanceObject(typeName: controller.name)
        instance.fields["view"] = .object(rootObject)
        let controllerObject = try newObject(.instance(instance), line: 1)
        let selfValue = Value.object(controllerObject)
        for property in declarations.storedProperties(of: controller.name) where property.name != "view" {
            do {
                let frame = Frame(scope: Scope(parent: globals), selfValue: selfValue)
                let value = try property.initializer.map { (expression) throws(Interruption) in try evaluate(expression, in: frame) } ?? .null
                instance.fields[property.name] = value
                name(value, as: property.name)
            } catch {
                guard case .skip(let line, let message) = error else { throw error }
                warn(line, message)
                instance.fields[property.name] = .null
            }
        }
        func call(_ method: String, _ arguments: [Argument]) throws(Interruption) {
            let methods = declarations.methods(named: method, in: controller.name)
            guard !methods.isEmpty else { return }
            do {
                _ = try invoke(methods, arguments, selfValue: selfValue, line: 1, name: method)
            } catch {
                guard case .skip(let line, let message) = error else { throw error }
                warn(line, message)
            }
        }
        if let entry {
            guard !declarations.methods(named: entry, in: controller.name).isEmpty else {
                throw .fail(line: 1, message: "\(controller.name) has no method \(entry) (--entry)")
            }
            try call(entry, [])
        } else {
            try call("loadView", [])
            try call("viewDidLoad", [])
            try call("viewWillAppear", [Argument(label: nil, value: .bool(true))])
            try call("viewWillLayoutSubviews", [])
            try call("viewDidLayoutSubviews", [])
            // The view is on screen: stand-alone layers animate their changes from now on.
            for layer in layers { layer.committed = true }
            try call("viewDidAppear", [Argument(label: nil, value: .bool(true))])
        }
        try runEvents()
        return root
    }
}
