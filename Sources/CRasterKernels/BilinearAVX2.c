// The two passes of `AxisAlignedBilinearShader` for AVX2: four pixels a
// step where the Swift loops (SSE2) do two. See RasterKernels.h for what
// each computes; the Swift file explains the two-pass filter.
#include "RasterKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

// The vertical mix leaves each 16-bit value `v` (0...65280) biased by
// −32640, as the horizontal pass's signed multiply-add needs it (see
// `mix_two`): stored as `v + 0x8080`, which wraps to `v − 32640`.
#define VERTICAL_BIAS ((short)0x8080)

AVX2 void splash_bilinear_mix_rows_avx2(const uint32_t *row0, const uint32_t *row1, const uint32_t *ahead,
                                        const uint32_t *farther, uint16_t weight, uint64_t *mixed, ptrdiff_t lo,
                                        ptrdiff_t hi) {
    const __m256i w0 = _mm256_set1_epi16((short)(256 - weight)), w1 = _mm256_set1_epi16((short)weight);
    const __m256i bias = _mm256_set1_epi16(VERTICAL_BIAS);
    ptrdiff_t c = lo;
    for (; c + 4 <= hi + 1; c += 4) {
        // One cache line (16 pixels) of each row the next two device rows need.
        if ((c & 15) < 4) {
            _mm_prefetch((const char *)(ahead + c), _MM_HINT_T0);
            _mm_prefetch((const char *)(farther + c), _MM_HINT_T1);
        }
        __m256i a = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(row0 + c)));
        __m256i b = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(row1 + c)));
        __m256i v = _mm256_add_epi16(_mm256_mullo_epi16(a, w0), _mm256_mullo_epi16(b, w1));
        _mm256_storeu_si256((__m256i *)(mixed + c), _mm256_add_epi16(v, bias));
    }
    for (; c <= hi; c++) {
        __m128i a = _mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)row0[c]));
        __m128i b = _mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)row1[c]));
        __m128i v = _mm_add_epi16(_mm_mullo_epi16(a, _mm256_castsi256_si128(w0)),
                                  _mm_mullo_epi16(b, _mm256_castsi256_si128(w1)));
        _mm_storel_epi64((__m128i *)(mixed + c), _mm_add_epi16(v, _mm256_castsi256_si128(bias)));
    }
}

// Channel pairs for `_mm_madd_epi16`: from [v₀ r g b a | v₁ r g b a]
// (16-bit lanes) to [v₀r v₁r v₀g v₁g v₀b v₁b v₀a v₁a].
#define INTERLEAVE 0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15

// The horizontal sum, exactly: with the stored values `s = v − 32640` and
// weights adding up to 256, Σs·w = Σv·w − 32640·256, so
// (Σv·w + 32768) >> 16 = (Σs·w + 128·65536) >> 16 = (Σs·w >> 16) + 128
// (arithmetic shift). |Σs·w| ≤ 32640·256 fits a signed multiply-add, and
// Σs·w >> 16 lies in −128...127: the +128 is added after packing to 16 bits.
// Two pixels: the channels of the first in the low half (four 32-bit lanes),
// the second in the high half.
AVX2 static inline __m256i mix_two(const uint64_t *mixed, int32_t first, int32_t second, const uint32_t *pairs) {
    const __m256i interleave = _mm256_setr_epi8(INTERLEAVE, INTERLEAVE);
    __m256i v = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(mixed + first))),
                                        _mm_loadu_si128((const __m128i *)(mixed + second)), 1);
    __m256i sum = _mm256_madd_epi16(_mm256_shuffle_epi8(v, interleave), _mm256_loadu_si256((const __m256i *)pairs));
    return _mm256_srai_epi32(sum, 16);
}

AVX2 static inline __m128i mix_one(const uint64_t *mixed, int32_t index, const uint32_t *pairs) {
    const __m128i interleave = _mm_setr_epi8(INTERLEAVE);
    __m128i v = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(mixed + index)), interleave);
    __m128i sum = _mm_srai_epi32(_mm_madd_epi16(v, _mm_loadu_si128((const __m128i *)pairs)), 16);
    return _mm_add_epi16(_mm_packs_epi32(sum, sum), _mm_set1_epi16(128));
}

// x·k/255 rounded, per 16-bit lane (x, k ≤ 255): with t = x·k + 128 (below
// 2¹⁶), ((t + (t >> 8)) >> 8) = (t·257) >> 16, the high half of one
// unsigned multiply. (Adding t's fraction t/256 − ⌊t/256⌋ < 1 to the integer
// t + ⌊t/256⌋ cannot reach the next multiple of 256.)
AVX2 static inline __m256i mul255(__m256i x, __m256i k) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(x, k), _mm256_set1_epi16(128));
    return _mm256_mulhi_epu16(t, _mm256_set1_epi16(257));
}

AVX2 static inline __m128i mul255_128(__m128i x, __m128i k) {
    __m128i t = _mm_add_epi16(_mm_mullo_epi16(x, k), _mm_set1_epi16(128));
    return _mm_mulhi_epu16(t, _mm_set1_epi16(257));
}

AVX2 void splash_bilinear_shade_avx2(const uint64_t *mixed, const int32_t *index, const uint32_t *pairs,
                                     ptrdiff_t count, uint32_t factor, uint32_t *out) {
    const __m256i k = _mm256_set1_epi16((short)factor), inverse = _mm256_set1_epi16((short)(255 - factor));
    const __m256i half = _mm256_set1_epi16(128);
    // mul255(c + 128, k) with the +128 folded into its rounding constant:
    // (c + 128)·k + 128 = c·k + (128·k + 128), where c·k (|c| ≤ 128)
    // fits a signed lane and the sum lies in 128...65153.
    const __m256i folded = _mm256_set1_epi16((short)(128 * factor + 128));
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        // Pixels 0 and 1 in one register, 2 and 3 in the other; the pack
        // interleaves 128-bit halves ([0 2 | 1 3]), the permute restores order.
        // Each channel is still c = value − 128 here.
        __m256i channels = _mm256_packs_epi32(mix_two(mixed, index[i], index[i + 1], pairs + 4 * i),
                                              mix_two(mixed, index[i + 2], index[i + 3], pairs + 4 * (i + 2)));
        channels = _mm256_permute4x64_epi64(channels, 0xD8);
        if (factor != 255) {
            __m256i d = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(out + i)));
            __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(channels, k), folded);
            channels = _mm256_add_epi16(_mm256_mulhi_epu16(t, _mm256_set1_epi16(257)), mul255(d, inverse));
        } else {
            channels = _mm256_add_epi16(channels, half);
        }
        __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(channels), _mm256_extracti128_si256(channels, 1));
        _mm_storeu_si128((__m128i *)(out + i), bytes);
    }
    for (; i < count; i++) {
        __m128i channels = mix_one(mixed, index[i], pairs + 4 * i);
        if (factor != 255) {
            __m128i d = _mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)out[i]));
            channels = _mm_add_epi16(mul255_128(channels, _mm256_castsi256_si128(k)),
                                     mul255_128(d, _mm256_castsi256_si128(inverse)));
        }
        out[i] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(channels, channels));
    }
}
#else
// Never called where `splash_kernels_avx2()` is 0; defined so the module links.
void splash_bilinear_mix_rows_avx2(const uint32_t *row0, const uint32_t *row1, const uint32_t *ahead,
                                   const uint32_t *farther, uint16_t weight, uint64_t *mixed, ptrdiff_t lo,
                                   ptrdiff_t hi) {
    (void)row0; (void)row1; (void)ahead; (void)farther; (void)weight; (void)mixed; (void)lo; (void)hi;
}
void splash_bilinear_shade_avx2(const uint64_t *mixed, const int32_t *index, const uint32_t *pairs,
                                ptrdiff_t count, uint32_t factor, uint32_t *out) {
    (void)mixed; (void)index; (void)pairs; (void)count; (void)factor; (void)out;
}
#endif
