import CRasterKernels

/// Which build of the hottest raster loops runs on this CPU.
///
/// The Swift loops are written for SSE2, the x86-64 baseline the compiler
/// targets. Where the CPU has AVX2, `CRasterKernels` does the same integer
/// math four pixels a step (twice the width); the result is bit for bit the
/// same, so a frame's bytes never depend on the CPU (tests compare both on
/// random input). Elsewhere, including ARM, the Swift loops run.
public enum VectorKernels {
    /// `true` when the AVX2 kernels are to run (supported, allowed, and not
    /// forbidden to this task); read once per fill.
    static var avx2: Bool { splash_kernels_avx2() != 0 && !portableOnly }

    /// Forbids the AVX2 kernels to the code this task runs, whatever
    /// `allow` says (`false` unless set with `$portableOnly.withValue`).
    /// For tests, which run the raster and compositor suites with the
    /// portable loops as well (SplashTestSupport's `eachKernelLevel`): they
    /// run in parallel in one process, where flipping the process-wide
    /// `allow` would change the loops under other tests mid-run. A task-local
    /// value is seen by its own task's code only (not by threads it starts).
    @TaskLocal package static var portableOnly = false

    /// `true` when this CPU can run the AVX2 kernels.
    public static var supported: Bool { splash_kernels_avx2_supported() != 0 }

    /// Allows or forbids the AVX2 kernels in this process (allowed at
    /// start). For measuring the portable loops beside them and for
    /// diagnosis; the pixels are the same either way.
    public static func allow(_ allow: Bool) {
        splash_kernels_allow(allow ? 1 : 0)
    }

    /// Which loops run here, for benchmark and diagnostic output:
    /// "AVX2" or "portable (SIMD)".
    public static var summary: String { avx2 ? "AVX2" : "portable (SIMD)" }
}
