// SplashRaster: anti-aliased filling, paints and compositing into pixels.
//
// Pixels are premultiplied RGBA8 in sRGB, composited in sRGB space as iOS
// does, so fades and edges match the device. Nothing here knows of scenes,
// layers, files or video; everything is a value type, there is no global
// mutable state, and any number of frames can be drawn in parallel.
//
// It imports SplashGeometry (the points, transforms, colours and paths it
// fills) and CRasterKernels (the AVX2 twins of its hottest loops), and
// reads no file format: SVG documents are read by SplashSVG into paths and
// colours, bitmaps are decoded by SplashVideo into pixels, and this module
// only draws what they produce.
//
// Folders follow the pipeline, one idea per file:
//
//   Paint/     Paint, gradients, the gradient lookup table, dithering,
//              image patterns and their mipmap chains (SampledImage), and a
//              colour as one premultiplied pixel
//   Scan/      curve flattening in device space and exact-area scan
//              conversion into sparse coverage cells, swept into runs
//              (a fill rule's coverage folding among them)
//   Pipeline/  Pixmap, Mask, 8-bit pixel arithmetic (scalar, and eight
//              pixels at a time in 16-bit vector lanes), span painters, fill
//              and composite (at any integer offset, for offscreens the size
//              of a layer's bounds), image sampling (copy, bilinear,
//              trilinear; two-pass fast paths when nothing rotates),
//              Gaussian mask blur and mask fills for shadows, drawing an
//              offscreen layer through a perspective transform; paths filled
//              straight into 8-bit coverage (masks, clips), and the proof a
//              compositor needs for occlusion (a fill that replaces every
//              pixel without reading it)
//
// How a fill works: the path is transformed to device pixels, curves are
// flattened to 0.01 px, and every line segment adds its exact signed area
// to the pixels it crosses (FreeType's "gray" rasteriser idea). Sweeping
// the sorted cells of a row yields runs of constant coverage; an interior
// run of an opaque solid colour is one repeated store. Coverage is exact
// area, so a slowly moving edge steps through every level.
//
// Rejected: 4×4 supersampling (17 levels step visibly on slow edges in
// video, and costs per sample); a dense per-pixel accumulation buffer as in
// font-rs (a float per pixel of the bounding box and a full pass over it even
// for a plain rectangle); linear-light compositing (correct physically, but
// iOS does not, and fades would not match the device).
