// `LinearShader`'s run inside the gradient for AVX2: eight pixels a step,
// without a branch per four pixels. See RasterKernels.h for what it computes.
#include "RasterKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

AVX2 void splash_linear_gradient_avx2(const uint32_t *tables, int64_t t, int64_t step, ptrdiff_t x, ptrdiff_t count,
                                      uint32_t *out) {
    ptrdiff_t i = 0;
    for (; i < count && ((x + i) & 3) != 0; i++, t += step) out[i] = tables[(t >> 16) * 4 + ((x + i) & 3)];
    // Four pixels span less than one entry (|3·step| < 1.0 in 16.16): they
    // read at most two entries, the first pixel's and the fourth's. Each
    // entry's four dither phases lie side by side, one 16-byte load; lane
    // k takes the fourth's where `(t mod 1.0) + k·step` has left 0 ..< 1.0.
    if (step > -21845 && step < 21845) {
        const __m256i offsets = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 0, 1, 2, 3), _mm256_set1_epi32((int)step));
        const __m256i zero = _mm256_setzero_si256();
        for (; i + 8 <= count; i += 8, t += 8 * step) {
            const int64_t t1 = t + 4 * step;
            __m256i first = _mm256_inserti128_si256(
                _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(tables + (t >> 16) * 4))),
                _mm_loadu_si128((const __m128i *)(tables + (t1 >> 16) * 4)), 1);
            __m256i fourth = _mm256_inserti128_si256(
                _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(tables + ((t + 3 * step) >> 16) * 4))),
                _mm_loadu_si128((const __m128i *)(tables + ((t1 + 3 * step) >> 16) * 4)), 1);
            __m256i fraction = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_set1_epi32((int)(t & 0xFFFF))),
                                                       _mm_set1_epi32((int)(t1 & 0xFFFF)), 1);
            __m256i stays = _mm256_cmpeq_epi32(_mm256_srai_epi32(_mm256_add_epi32(fraction, offsets), 16), zero);
            _mm256_storeu_si256((__m256i *)(out + i), _mm256_blendv_epi8(fourth, first, stays));
        }
    }
    for (; i < count; i++, t += step) out[i] = tables[(t >> 16) * 4 + ((x + i) & 3)];
}
#else
// Never called where `splash_kernels_avx2()` is 0; defined so the module links.
void splash_linear_gradient_avx2(const uint32_t *tables, int64_t t, int64_t step, ptrdiff_t x, ptrdiff_t count,
                                 uint32_t *out) {
    (void)tables; (void)t; (void)step; (void)x; (void)count; (void)out;
}
#endif
