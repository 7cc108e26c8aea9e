// SplashGeometry: the shapes of a frame, before any pixel exists.
//
// Points, sizes and rectangles in iOS's coordinate space (y points down),
// affine and 3-D transforms with Core Graphics' and Core Animation's
// conventions, colours as designers write them, and `Path`: the outline of
// a logo, a card, a glyph or a mask, built from rectangles, ellipses,
// rounded rectangles, SVG path data and arcs, measured (tight bounds),
// flattened to polylines and stroked into an outline to fill. Everything
// is a value type and a pure function; nothing here allocates pixels, reads
// files or keeps state, so any number of frames can use it in parallel.
//
// It imports nothing but Foundation's maths. The scene model, the text
// stack, the SVG reader and the rasteriser all speak these types, and none
// of them has to import another to do so: a scene file's shape layer holds
// a `Path` and a `Color` without the scene model depending on the code
// that turns them into pixels.
//
// Folders, one idea per file:
//
//   Coordinates/  Point, Size, Rect, AffineTransform (Core Graphics
//                 conventions), Transform3D (CATransform3D conventions,
//                 perspective projection of the z = 0 plane)
//   Path/         Path and its elements; builders for rectangles, ellipses,
//                 rounded rects with circular or continuous ("squircle")
//                 corners, SVG arcs; SVG path data (`Path(svgPathData:)`,
//                 with the number grammar the SVG reader shares and an error
//                 that names the offset); tight bounds; polylines; stroke
//                 styles and the stroker; FillRule
//   VectorArt/    the vector art model SVG, PDF and the compositor share:
//                 `VectorImage` (a viewBox and shapes), `VectorShape`
//                 (a path, its paint, rule, stroke and scopes), `VectorPaint`
//                 (colours, gradients, embedded pictures); readers produce
//                 it, the compositor lowers it to fills
//   Color.swift   sRGB with straight alpha, parsed from #RGB/#RRGGBB/#RRGGBBAA
//
// What a colour or a fill rule means for pixels (premultiplied packing,
// coverage folding) is the rasteriser's business and lives there, as
// extensions on these types.
//
// Rejected: leaving geometry inside the rasteriser, where it began (the
// scene model and the text stack then depended on pixel code they never
// call, and every reader of a vector format had to live in the rasteriser
// to produce its paths); Core Graphics' own types (not on Linux; their
// conventions are kept here instead, by name).
