import Foundation
import Testing

/// The module graph as the README's "How it works" draws it: every
/// `import` of a splashvid module in `Sources/` goes to a lower floor, so
/// readers never import each other and the engine never imports the
/// products built on it. Read from the sources themselves, not from
/// Package.swift, so an import added without a new dependency line (which
/// a transitive dependency can let through) fails here too.
@Suite struct ModuleGraphTests {
    /// Floor of each module; within floor 4, Import < Render < Review. The
    /// C modules (system libraries' headers) are below floor 0: SplashFormats
    /// inflates through zlib (CInflate).
    static let floors: [String: Double] = [
        "SplashAnimation": 0, "SplashGeometry": 0, "SplashFormats": 0,
        "CFFmpeg": -1, "CText": -1, "CInflate": -1, "CRasterKernels": -1,
        "SplashRaster": 1, "SplashText": 1, "SplashVideo": 1, "SplashScene": 1,
        "SplashSVG": 2, "SplashPDF": 2, "SplashLottie": 2, "SplashStoryboard": 2, "SplashCode": 2,
        "SplashCompositor": 3,
        "SplashImport": 4, "SplashRender": 4.1, "SplashReview": 4.2,
        "SplashPreview": 5,
        "splashvid": 6,
    ]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
    }

    /// (importing module, imported module, file) for every splashvid import.
    static func imports() throws -> [(String, String, String)] {
        var found: [(String, String, String)] = []
        for module in floors.keys.sorted() {
            let folder = sources.appendingPathComponent(module)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in walker where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                          words[..<i].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "private"].contains($0) }) else { continue }
                    let name = String(words[i + 1].split(separator: ".")[0])
                    if floors[name] != nil { found.append((module, name, "\(module)/\(file)")) }
                }
            }
        }
        return found
    }

    @Test func everyImportGoesDownAFloor() throws {
        let all = try Self.imports()
        for (module, imported, file) in all {
            #expect(Self.floors[imported]! < Self.floors[module]!, "\(file) imports \(imported), which is not below \(module)")
        }
        // Every module above floor 0 imports another of splashvid's, and
        // SplashFormats imports zlib's.
        let importing = Set(all.map(\.0))
        #expect(importing.count == 16, "\(importing.sorted())")
    }

    @Test func readersImportNoOtherReaderNorTheEngine() throws {
        let readers: Set = ["SplashSVG", "SplashPDF", "SplashLottie", "SplashStoryboard", "SplashCode"]
        let reached = try Self.imports().filter { readers.contains($0.0) }
        #expect(!reached.isEmpty)
        for (module, imported, file) in reached {
            #expect(!readers.contains(imported) && Self.floors[imported]! <= 1, "\(file): the reader \(module) imports \(imported)")
        }
    }
}
