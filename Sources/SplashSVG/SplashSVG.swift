// SplashSVG: SVG logo files read into vector outlines and colours.
//
// A designer's logo arrives as an SVG file; it leaves this module as a
// `VectorImage`, a viewBox and a list of `VectorShape`s (a `Path` with its
// transform to viewBox space, a `VectorPaint` (a colour or a gradient) with
// its own opacities folded in, a `FillRule`, a `StrokeStyle` when it is a
// stroke, and the scopes it lies in: clip paths, translucent groups,
// masks), which the compositor lowers to ordinary fills, clips and groups
// drawn with the frame's full transform, stroking
// at the frame's scale, so a logo zoomed 18× is as sharp as at 1×. Nothing here draws:
// the reader produces values, the rasteriser fills them.
//
// It imports SplashGeometry, SplashFormats (the XML tokenizer) and
// SplashText (fonts and glyph outlines for `<text>`) only;
// the vector art model it produces lives in SplashGeometry, shared with
// SplashPDF and the compositor. The supported subset (what logo exporters
// write for flat artwork) and the limits for untrusted files are described
// on `VectorImage`; anything outside it is never silently skipped: what
// can be left out with the rest drawn as its author sees it (an animation,
// a filter, an unknown element) is an `SVGWarning` naming the element and
// its line, as a browser draws without it; what would make the picture
// another one is an error naming the element, the attribute and the line.
// `<text>` is laid out by SplashText (floor 1) into glyph outlines.
//
// Folders, in the order a document passes through them:
//
//   Document/  the document reader (one iterative walk over the tags, with
//              a stack of open elements and the element and depth limits
//              checked per tag), typed attribute access, inherited style
//              (fill, stroke, opacities, rules, clip references,
//              transform), gradient definitions and their `href` chains, CSS `style`
//              declarations, paints, lengths, numbers (SVG path data's own
//              grammar, from SplashGeometry), transform lists, basic shapes
//              to paths, and the error with its element and line
//   VectorImage+SVG.swift  the door: `VectorImage(svg:)`, what comes out
//              (`VectorImage`, `VectorShape`: SplashGeometry's VectorArt/)
//
// Rejected: reading SVG inside the rasteriser, where it began (the
// rasteriser then read a file format, and every client of pixels carried an
// XML reader); Foundation's `XMLParser` (on Linux it lives in FoundationXML
// and links libxml2 into every binary, for a subset that needs a few dozen
// lines); rasterising the logo once at load time (a bitmap blurs when a
// launch animation zooms it). Paints
// are described in SVG's own terms (`VectorPaint`) and turned into the
// rasteriser's by the compositor.
