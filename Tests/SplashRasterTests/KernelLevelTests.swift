import Testing
@testable import SplashRaster
import SplashTestSupport

/// The raster and compositor suites run once per kernel level (the
/// `eachKernelLevel` trait): the trait really switches the loops, and no
/// suite of those two targets is left out.
@Suite("Kernel levels", .eachKernelLevel)
struct KernelLevelTests {
    actor Seen {
        var levels: [String] = []
        func add(_ level: String) { levels.append(level) }
    }

    @Test func eachKernelLevelRunsATestWithTheAVX2KernelsThenWithThePortableLoops() async throws {
        let seen = Seen()
        let test = try #require(Test.current)
        // From the default level, whichever level this test itself is running at.
        try await VectorKernels.$portableOnly.withValue(false) {
            try await EachKernelLevel().provideScope(for: test, testCase: Test.Case.current) {
                await seen.add(VectorKernels.summary)
            }
        }
        let expected = VectorKernels.supported ? ["AVX2", "portable (SIMD)"] : ["portable (SIMD)"]
        #expect(await seen.levels == expected)
    }

    @Test func everySuiteOfTheRasterAndCompositorTestsRunsAtEachKernelLevel() throws {
        for target in ["SplashRasterTests", "SplashCompositorTests"] {
            let sources = try PackageFolders.swiftSources(of: target)
            let declarations = sources.flatMap { source in Self.topLevelTypes(in: source.text).map { (file: source.path, type: $0) } }
            let headers = Dictionary(declarations.filter { !$0.type.isExtension }.map { ($0.type.name, $0.type.header) }) { first, _ in first }
            var filesWithSuites: Set<String> = []
            for (file, type) in declarations where type.body.contains("@Test") {
                filesWithSuites.insert(file)
                let header = type.isExtension ? headers[type.name] ?? "" : type.header
                #expect(header.contains(".eachKernelLevel"),
                        "\(target)/\(file): \(type.name)'s tests run with the AVX2 kernels only; add .eachKernelLevel to its @Suite")
            }
            // The scan must find every file's tests, or it checks nothing.
            let filesWithTests = Set(sources.filter { $0.text.contains("@Test") }.map(\.path))
            #expect(!filesWithTests.isEmpty && filesWithSuites == filesWithTests,
                    "\(target): tests found in \(filesWithTests.sorted()), in suites the scan understood: \(filesWithSuites.sorted())")
        }
    }

    /// The types declared at the start of a line in `text`: each one's
    /// name, header (its attributes and declaration line) and the lines up
    /// to the next top-level declaration.
    static func topLevelTypes(in text: String) -> [(name: String, isExtension: Bool, header: String, body: String)] {
        var types: [(name: String, isExtension: Bool, header: String, body: String)] = []
        var attributes = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let atColumnZero = line.first.map { !$0.isWhitespace && $0 != "/" } ?? false
            if atColumnZero, let declaration = line.firstMatch(of: #/^(?:@.*\s)?(?:(?:public|package|internal|fileprivate|private|final)\s+)*(struct|class|enum|actor|extension)\s+(\w+)/#) {
                types.append((String(declaration.output.2), declaration.output.1 == "extension", attributes + line, ""))
                attributes = ""
            } else if line.hasPrefix("@") && !line.hasPrefix("@testable") {
                attributes += line + "\n"
            } else {
                // A closing brace or an import ends the attributes being gathered.
                if atColumnZero { attributes = "" }
                if !types.isEmpty { types[types.count - 1].body += line + "\n" }
            }
        }
        return types
    }
}
