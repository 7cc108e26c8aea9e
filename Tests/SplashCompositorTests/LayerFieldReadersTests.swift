import Foundation
import Testing
import SplashTestSupport

/// Only `FrameBuilder` reads what a layer draws: everywhere else outside
/// the scene model, a layer tree is only handed on whole (`[Layer]`), so a
/// new layer property is lowered in one place and no shortcut can miss it.
/// Importers (SplashLottie) build layer trees in the scene model's terms and
/// read nothing a layer draws: they may name `Layer`.
@Suite("Layer fields are read by the frame builder only", .eachKernelLevel)
struct LayerFieldReadersTests {
    @Test func noSourceOutsideTheBuilderTouchesALayer() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let allowed = ["Sources/SplashScene/", "Sources/SplashLottie/", "Sources/SplashStoryboard/", "Sources/SplashCompositor/FrameBuilder/"]
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        var scanned = 0
        let word = try Regex(#"\bLayer\b"#)
        for file in files {
            let relative = "Sources/" + file.path.dropFirst(sources.path.count + 1)
            guard !allowed.contains(where: { relative.hasPrefix($0) }) else { continue }
            scanned += 1
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.replacing("[Layer]", with: "")
                guard !code.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                let usesALayer = code.firstMatch(of: word) != nil
                #expect(!usesALayer, "\(relative):\(number + 1) uses a Layer outside the frame builder: \(line)")
            }
        }
        #expect(scanned > 50, "only \(scanned) source files scanned")
    }
}
