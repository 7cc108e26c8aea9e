import Testing
import SplashTestSupport

/// A PNG in a References folder that no test compares with is stale: it
/// looks like a checked picture and is not. The names in use are read from
/// the test sources (and, where a test builds them, from that test's own
/// code), not gathered while tests run, so the answer does not depend on
/// which tests ran first or in parallel. It lives here because the preset
/// snapshots are the one set of built names.
@Suite(.eachKernelLevel) struct ReferenceImageUseTests {
    @Test func everyReferencePNGIsComparedByATest() throws {
        let targets = ReferenceImages.targets()
        #expect(Set(["SplashRasterTests", "SplashTextTests", "SplashCompositorTests"]).isSubset(of: targets),
                "References folders found: \(targets)")
        var looked = 0
        for target in targets {
            let built = target == "SplashCompositorTests" ? try PresetSnapshotTests.referenceNames() : []
            let unused = try ReferenceImages.unusedNames(of: target, computedNames: built)
            #expect(unused.isEmpty, "\(target)/References: no test compares with \(unused.map { $0 + ".png" }); delete them or check them")
            looked += ReferenceImages.pngNames(of: target).count
        }
        #expect(looked > 0, "no reference PNG found under \(PackageFolders.tests.path)")
    }
}
