import Foundation
import Testing
@testable import SplashScene
@testable import SplashCompositor
import SplashRaster
import SplashSVG
@testable import SplashRender
import SplashTestSupport
@testable import SplashFormats
@testable import SplashImport
@testable import SplashReview
import SplashGeometry

/// The README's limits table says what the code enforces: each limit's
/// number, as the code holds it, stands in its row.
@Suite("README limits")
struct ReadmeLimitsTests {
    @Test func theTableHoldsEveryLimitTheCodeEnforces() throws {
        let readme = try String(contentsOf: PackageFolders.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Limits").dropFirst().first?.components(separatedBy: "\n## ").first)
        func row(_ what: String) -> String {
            section.split(separator: "\n").first { $0.hasPrefix("| \(what) |") }.map(String.init) ?? ""
        }
        let expectations: [(row: String, value: String)] = [
            ("picture", "\(RenderLimits.maximumSide) pixels a side"),
            ("picture", "scale at most \(Int(RenderLimits.maximumScale))"),
            ("picture", "\(RenderLimits.frameRates.lowerBound)–\(RenderLimits.frameRates.upperBound) fps"),
            ("scene file", "\(SceneSource.maximumFileBytes >> 20) MiB"),
            ("layers", "\(SceneDecoder.maximumLayerCount) in a scene"),
            ("layers", "at most \(SceneDecoder.maximumDepth) deep"),
            ("replicators", "\(SceneDecoder.maximumInstanceCount) copies a replicator"),
            ("expressions", "\(Expression.maximumLength) characters"),
            ("expressions", "\(Expression.maximumNesting) levels"),
            ("text", "\(SceneDecoder.maximumTextCharacters) in all"),
            ("keyframe animations", "\(SceneDecoder.maximumKeyframes) values or path segments an animation"),
            ("transitions", "\(TransitionReader.maximumCount) a layer"),
            ("images", "\(ImageAssets.maximumFileBytes >> 20) MiB a file"),
            ("images", "\(ImageAssets.maximumPixels / 1_000_000) megapixels an image"),
            ("images", "\(ImageAssets.maximumTotalPixels / 1_000_000) megapixels all"),
            ("SVG logos", "\(VectorImage.maximumByteCount >> 20) MiB"),
            ("scene file", "\(JSONReader.maximumValues) values"),
            ("vector work, per frame", "a stroke: \(FrameBuilder.maximumStrokePoints) points"),
            ("vector work, per frame", "the frame's strokes together as many"),
            ("what a scene draws, every copy counted", "\(ExpansionBudget.Limits.standard.layers) layers"),
            ("what a scene draws, every copy counted", "\(ExpansionBudget.Limits.standard.vertices) path vertices"),
            ("what a scene draws, every copy counted", "\(ExpansionBudget.Limits.standard.textCharacters) characters of text"),
            ("vector work, per frame", "a fill: \(RasterBudget.Limits.standard.cellsPerFill) pixel crossings"),
            ("vector work, per frame", "all fills: \(RasterBudget.Limits.standard.workPerFrame) segments"),
            ("batch manifest", "\(BatchManifest.maximumFileBytes >> 20) MiB, \(BatchManifest.maximumJobs) jobs"),
            ("diff", "a batch report \(DiffInputs.maximumReportBytes >> 20) MiB, \(DiffInputs.maximumJobs) jobs; \(DiffInputs.maximumFrames) frames a video"),
            ("diff", "stills and sheets \(DiffInputs.maximumImageBytes >> 20) MiB"),
        ]
        for (name, value) in expectations {
            #expect(row(name).contains(value), "README limits row \"\(name)\" does not say \"\(value)\": \(row(name))")
        }
        #expect(expectations.count == 27)
        #expect(FrameBuilder.maximumFrameStrokePoints == FrameBuilder.maximumStrokePoints)
    }
}

/// The README's table of the presets' parameters is the one the presets
/// make (`splashvid presets --markdown`): it cannot drift from them.
@Suite("README preset parameters")
struct ReadmePresetTableTests {
    @Test func theTableIsTheGeneratedOne() throws {
        let readme = try String(contentsOf: PackageFolders.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try PresetListing.markdownTable()
        #expect(table.count == 2 + PresetListing.names.count)
        #expect(readme.contains(table.joined(separator: "\n") + "\n"), "run `splashvid presets --markdown` and put its table in the README")
    }
}
