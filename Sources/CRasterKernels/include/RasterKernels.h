// SplashRaster's hot loops written for AVX2, chosen at run time.
//
// Swift compiles for the x86-64 baseline (SSE2) and has no way to build one
// function for a newer instruction set, so the loops where a frame spends
// most of its time are here, in C, each marked `target("avx2")` and only
// called when `splash_kernels_avx2_supported()` says the CPU has it and the
// fill's `VectorKernels` chose them. Every kernel
// computes exactly what its portable Swift twin computes (integer math,
// same rounding), so a frame's bytes do not depend on the CPU; tests
// compare the two on random input. On other architectures the kernels are
// not built and `splash_kernels_avx2_supported()` returns 0.
#ifndef SPLASH_RASTER_KERNELS_H
#define SPLASH_RASTER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this CPU (and operating system) runs AVX2 code, else 0.
int splash_kernels_avx2_supported(void);

/// Bilinear sampling, vertical pass (`AxisAlignedBilinearShader.mixVertically`):
/// for source columns `c` in `lo...hi`,
/// `mixed[c]` = `row0[c]·(256 − weight) + row1[c]·weight − 32640` per
/// channel, as four signed 16-bit lanes in memory order (the bias is the
/// form `splash_bilinear_shade_avx2` reads). `weight` is in 0...256.
/// `ahead` and `farther` are the source rows the next device row and the
/// one after will read that this one does not (in the image): their
/// columns `lo...hi` are prefetched while these are mixed, `ahead` into
/// the first-level cache and `farther` into the second, so new rows come
/// from the cache, not from memory (an image is usually far larger than
/// the cache; without this the loads of each new row stall this pass).
void splash_bilinear_mix_rows_avx2(const uint32_t *row0, const uint32_t *row1, const uint32_t *ahead,
                                   const uint32_t *farther, uint16_t weight, uint64_t *mixed, ptrdiff_t lo,
                                   ptrdiff_t hi);

/// Bilinear sampling, horizontal pass (`AxisAlignedBilinearShader.shade`):
/// device pixel `i` mixes `mixed[index[i]]` and `mixed[index[i] + 1]` (as
/// the vertical pass left them, biased) with
/// weights `pairs[i]` (`256 − w` in the low 16 bits, `w` in the high, the
/// same word four times: 16 bytes per pixel), rounded:
/// `(v₀·(256 − w) + v₁·w + 32768) >> 16` per channel.
///
/// With `factor` 255 the pixels are written to `out`; otherwise they are
/// drawn `factor`/255 source-over onto `out` for an opaque image:
/// `mul255(c, factor) + mul255(d, 255 − factor)` per channel.
void splash_bilinear_shade_avx2(const uint64_t *mixed, const int32_t *index, const uint32_t *pairs,
                                ptrdiff_t count, uint32_t factor, uint32_t *out);

/// A linear gradient's run whose every position lies inside the gradient
/// (`LinearShader.shade`): pixel `i` (device column `x + i`) is
/// `tables[((t + i·step) >> 16)·4 + ((x + i) & 3)]`, with `t` and `step`
/// table positions in 16.16 fixed point, `tables` the row's table of
/// dithered entries (four phases per entry, `GradientRamp.slot`). Every
/// index `(t + i·step) >> 16` for `i` in `0 ..< count` must lie in it.
void splash_linear_gradient_avx2(const uint32_t *tables, int64_t t, int64_t step, ptrdiff_t x, ptrdiff_t count,
                                 uint32_t *out);

#endif
