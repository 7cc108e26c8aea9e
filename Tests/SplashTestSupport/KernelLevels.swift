import Testing
import SplashRaster

/// Runs every test of a suite once per raster kernel level: with the AVX2
/// kernels (where this CPU has them), then with the portable Swift loops,
/// as tiny-skia runs its suite once per SIMD level. The two must give the
/// same bytes, so every reference image, byte-equivalence and arithmetic
/// test holds at both levels; an issue says at which level it was seen.
///
/// Why a trait with a task-local switch, not `VectorKernels.allow(false)`
/// in a serialized suite: Swift Testing runs tests in parallel in one
/// process, so flipping the process-wide switch would hand the portable
/// loops to whatever other tests were running (and give them back mid-way),
/// and only the handful of scenes such a suite re-rendered would be
/// checked. `VectorKernels.$portableOnly` is seen only by the test that set
/// it (the raster and compositor tests draw on their own task, starting no
/// threads), so each test's second run has the portable loops and nothing
/// else changes. Every suite in SplashRasterTests and SplashCompositorTests
/// carries it (KernelLevelTests checks that).
public struct EachKernelLevel: SuiteTrait, TestTrait, TestScoping {
    public init() {}

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        if VectorKernels.supported {
            try await Self.noting("with the AVX2 kernels", for: test, testCase: testCase, performing: function)
        }
        try await VectorKernels.$portableOnly.withValue(true) {
            try await Self.noting("with the portable loops (AVX2 kernels off)", for: test, testCase: testCase, performing: function)
        }
    }

    /// Runs `function`, adding `level` to the comments of every issue it records.
    private static func noting(_ level: Comment, for test: Test, testCase: Test.Case?,
                               performing function: @Sendable () async throws -> Void) async throws {
        let note = IssueHandlingTrait.compactMapIssues { issue in
            var noted = issue
            noted.comments.append(level)
            return noted
        }
        try await note.provideScope(for: test, testCase: testCase, performing: function)
    }
}

extension Trait where Self == EachKernelLevel {
    /// Runs each test once with the AVX2 raster kernels and once with the
    /// portable loops (see `EachKernelLevel`).
    public static var eachKernelLevel: Self { EachKernelLevel() }
}
