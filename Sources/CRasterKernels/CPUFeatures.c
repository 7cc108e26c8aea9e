// Which of the kernels this CPU can run: AVX2 needs the CPU's flag and the
// operating system saving the 256-bit registers (XCR0 bits 1 and 2).
#include "RasterKernels.h"

#include <stdatomic.h>

#if defined(__x86_64__)
#include <cpuid.h>

static int detect_avx2(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const unsigned int osxsave = 1u << 27, avx = 1u << 28;
    if ((ecx & osxsave) == 0 || (ecx & avx) == 0) return 0;
    unsigned int xcr0_low, xcr0_high;
    __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    if ((xcr0_low & 0x6) != 0x6) return 0;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    return (ebx & (1u << 5)) != 0;
}

int splash_kernels_avx2_supported(void) {
    // Detected once; two threads racing here both store the same value.
    static atomic_int cached = -1;
    int value = atomic_load_explicit(&cached, memory_order_relaxed);
    if (value < 0) {
        value = detect_avx2();
        atomic_store_explicit(&cached, value, memory_order_relaxed);
    }
    return value;
}
#else
int splash_kernels_avx2_supported(void) { return 0; }
#endif
