import CRasterKernels

/// Which build of the hottest raster loops a fill runs: a value passed
/// down with each fill (a compositor holds one for its whole render), not a
/// switch in the process.
///
/// The Swift loops are written for SSE2, the x86-64 baseline the compiler
/// targets. Where the CPU has AVX2, `CRasterKernels` does the same integer
/// math four pixels a step (twice the width); the result is bit for bit the
/// same, so a frame's bytes never depend on the choice (tests run the raster
/// and compositor suites with both). Elsewhere, including ARM, only the
/// Swift loops exist.
public enum VectorKernels: Sendable, Hashable {
    /// The AVX2 kernels (where the CPU has them; the portable loops otherwise).
    case avx2
    /// The portable Swift loops.
    case portable

    /// `true` when this CPU can run the AVX2 kernels.
    public static var supported: Bool { splash_kernels_avx2_supported() != 0 }

    /// The fastest this CPU runs.
    public static var best: VectorKernels { supported ? .avx2 : .portable }

    /// What a fill runs when not told: `best`, or `portable` where the
    /// calling task set `$portableOnly` (tests, which run each raster and
    /// compositor suite once more with the portable loops; a task-local
    /// value is seen by that test's own code only, never by other tests
    /// running in parallel). A compositor takes this once, when made, and
    /// passes it to every fill, on whatever thread.
    public static var current: VectorKernels { portableOnly ? .portable : best }

    @TaskLocal package static var portableOnly = false

    /// Whether the AVX2 kernels really run: chosen, and this CPU has them.
    var runsAVX2: Bool { self == .avx2 && Self.supported }

    /// "AVX2" or "portable (SIMD)", for benchmark and diagnostic output.
    public var summary: String { runsAVX2 ? "AVX2" : "portable (SIMD)" }

    /// The summary of `current`.
    public static var summary: String { current.summary }
}
