import CFFmpeg

/// The SIMD instruction sets libx264 is allowed to use (its `asm`
/// parameter), so that the same frames give the same bytes.
///
/// libx264 picks its assembly by CPU detection, and two of its choices
/// break the reproducible-bytes promise:
///
/// * **AVX-512 reads memory it never initialised.** On an AVX-512 CPU
///   (libx264 0.164.3095, Debian 12), 12 encodes of the same 30 frames in
///   one process, with unrelated heap allocations between them, gave 11
///   different files (3064–3180 bytes); with `asm=AVX2` all 12 were
///   identical, as were 24 concurrent encodes. Renders in parallel jobs
///   (`splashvid batch`) or beside other work in one process came out
///   different each time.
/// * **Its SIMD levels are not all bit-exact with each other.** The same
///   clip encodes to one set of bytes with C, SSE2 or SSE3, to another with
///   SSSE3 through AVX2 (identical to each other), and to a third with
///   AVX-512.
///
/// So on x86-64 the best level up to AVX2 the CPU has is named explicitly:
/// every CPU from SSSE3 on writes the same bytes, at AVX2's speed where it
/// exists. Other architectures keep libx264's own choice (not measured
/// there: an ARM Mac may write other bytes than an x86-64 machine).
public enum X264InstructionSet {
    /// The value for libx264's `asm` parameter, or nil to let it detect.
    public static let pinned: String? = {
        #if arch(x86_64) || arch(i386)
        return level(cpuFlags: av_get_cpu_flags())
        #else
        return nil
        #endif
    }()

    /// The highest level up to AVX2 that `cpuFlags` (libavutil's
    /// `AV_CPU_FLAG_*`, which account for the operating system's support
    /// of the AVX registers) allow. The names are libx264's and each
    /// implies the ones below it.
    static func level(cpuFlags: Int32) -> String {
        func has(_ flag: Int32) -> Bool { cpuFlags & flag == flag }
        if has(AV_CPU_FLAG_AVX2 | AV_CPU_FLAG_FMA3 | AV_CPU_FLAG_BMI2) { return "AVX2" }
        if has(AV_CPU_FLAG_AVX) { return "AVX" }
        if has(AV_CPU_FLAG_SSE42) { return "SSE4.2" }
        if has(AV_CPU_FLAG_SSE4) { return "SSE4.1" }
        if has(AV_CPU_FLAG_SSSE3) { return "SSSE3" }
        if has(AV_CPU_FLAG_SSE3) { return "SSE3" }
        if has(AV_CPU_FLAG_SSE2) { return "SSE2" }
        return "0"
    }
}
