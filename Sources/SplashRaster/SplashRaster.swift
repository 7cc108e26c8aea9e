// SplashRaster: geometry, paths, anti-aliased filling and compositing.
//
// Pixels are premultiplied RGBA8 in sRGB, composited in sRGB space as iOS
// does. Coverage is the exact area of each pixel covered by the path
// (accumulated signed area), not a supersampled estimate, so a slowly moving
// edge steps through every one of the 255 levels. Nothing here knows of
// scenes, layers, files or video.
