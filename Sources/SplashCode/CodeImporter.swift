import Foundation
import SplashFormats
import SplashGeometry
import SwiftParser
import SwiftSyntax

/// Reads a launch animation's Swift source (a view controller's
/// `viewDidLoad` and `viewDidAppear(_:)`, or the method `--entry` names)
/// into a scene file: the views and layers it builds, with their
/// animations in Core Animation's vocabulary. Parsed with SwiftParser and
/// interpreted over the subset of UIKit and Core Animation that
/// docs/code-import.md lists; nothing is compiled or executed.
public enum CodeImporter {
    /// What the code's views and layers make: a scene file to decode (or
    /// to write), the images it names (`UIImage(named:)`, still to be
    /// found in asset catalogs), and what of the code is not drawn.
    public struct Program: Sendable {
        /// The scene, given the files the images' names resolve to.
        public let imageNames: Set<String>
        public let warnings: [CodeWarning]
        let build: @Sendable ([String: String]) -> (JSONOutput, [CodeWarning])

        /// The scene file, with `images` mapping each name to its file
        /// (names missing from it are not drawn, with a warning).
        public func sceneJSON(images: [String: String]) -> (json: JSONOutput, warnings: [CodeWarning]) {
            let (json, more) = build(images)
            return (json, warnings + more)
        }
    }

    /// Interprets `source` for a screen of `canvas` points.
    /// - Parameters:
    ///   - file: the name messages use ("Splash.swift").
    ///   - entry: the method to run instead of viewDidLoad/viewDidAppear.
    public static func program(source: String, file: String, canvas: Size, entry: String? = nil) throws(CodeError) -> Program {
        // Parsing and interpreting recurse with the file's nesting (bounded
        // by CodeLimits); a thread of its own with a large stack keeps those
        // bounds far from any caller's stack size (a test's, the preview's).
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do throws(CodeError) {
                box.result = .success(try interpret(source: source, file: file, canvas: canvas, entry: entry))
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        done.wait()
        return try box.result!.get()
    }

    /// The stack of the interpreting thread.
    static let stackBytes = 64 << 20

    private final class ResultBox: @unchecked Sendable {
        var result: Result<Program, CodeError>?
    }

    static func interpret(source: String, file: String, canvas: Size, entry: String?) throws(CodeError) -> Program {
        guard source.utf8.count <= CodeLimits.maximumFileBytes else {
            throw CodeError(file: file, line: 1, message: "the file is larger than \(CodeLimits.maximumFileBytes / 1024) KB: not a launch animation's source")
        }
        if let (line, message) = SourceNesting.excess(in: source) {
            throw CodeError(file: file, line: line, message: "\(message): not a launch animation's source")
        }
        // The parser's nesting bound keeps a deeply bracketed file from
        // exhausting the stack (it reports the excess as a syntax error).
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: CodeLimits.maximumParserNesting) }
        if let error = firstSyntaxError(in: tree, file: file) { throw error }
        let interpreter = Interpreter(file: file, tree: tree, canvas: canvas)
        let root: LayerObject
        do {
            root = try interpreter.runProgram(entry: entry)
        } catch {
            switch error {
            case .fail(let line, let message), .skip(let line, let message):
                throw CodeError(file: file, line: line, message: message)
            }
        }
        let warnings = interpreter.warnings
        let duration = min(max(((interpreter.lastActivity + 0.5) * 10).rounded(.up) / 10, 1), CodeLimits.maximumTime)
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let snapshot = SceneSnapshot(root: root, name: name, duration: duration, canvas: canvas, file: file)
        return Program(imageNames: interpreter.imageNames, warnings: warnings) { images in snapshot.json(images: images) }
    }

    /// The first error SwiftParser recovered from, as a one-line error.
    static func firstSyntaxError(in tree: SourceFileSyntax, file: String) -> CodeError? {
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var depth = 0
        func find(_ node: Syntax) -> Syntax? {
            depth += 1
            defer { depth -= 1 }
            guard depth < CodeLimits.maximumParserNesting * 4 else { return nil }
            if node.is(MissingExprSyntax.self) || node.is(MissingDeclSyntax.self) || node.is(MissingStmtSyntax.self) || node.is(UnexpectedNodesSyntax.self) {
                return node
            }
            if let token = node.as(TokenSyntax.self), token.presence == .missing { return node }
            for child in node.children(viewMode: .all) where child.hasError {
                if let found = find(child) { return found }
            }
            return nil
        }
        let node = find(Syntax(tree)) ?? Syntax(tree)
        let line = node.startLocation(converter: converter).line
        let text = node.trimmedDescription.split(separator: "\n").first.map { String($0.prefix(40)) } ?? ""
        let what = text.isEmpty ? "something is missing here" : "\"\(text)\" is not Swift the parser understands"
        return CodeError(file: file, line: line, message: "\(what) (a syntax error)")
    }
}

/// The interpreted tree, written as a scene on request (immutable once made).
final class SceneSnapshot: @unchecked Sendable {
    private let root: LayerObject
    private let name: String
    private let duration: Double
    private let canvas: Size
    private let file: String
    private let lock = NSLock()

    init(root: LayerObject, name: String, duration: Double, canvas: Size, file: String) {
        self.root = root
        self.name = name
        self.duration = duration
        self.canvas = canvas
        self.file = file
    }

    func json(images: [String: String]) -> (JSONOutput, [CodeWarning]) {
        lock.lock()
        defer { lock.unlock() }
        var export = SceneExport(images: images, file: file, duration: duration)
        let layer = export.layer(root, depth: 0)
        let background = root.staticState.backgroundColor ?? .white
        let json = JSONOutput.object([
            ("name", .string(name)),
            ("summary", .string("The launch animation of \(file)")),
            ("duration", JSONValues.number(duration)),
            ("backgroundColor", JSONValues.color(background)),
            ("layers", .array([layer])),
        ])
        return (json, export.warnings)
    }
}
