// SplashSVG: SVG logo files read into vector outlines and colours.
//
// A designer's logo arrives as an SVG file; it leaves this module as a
// `VectorImage`, a viewBox and a list of `VectorShape`s (a `Path` in viewBox
// coordinates, a solid `Color` with every opacity folded in, a `FillRule`),
// which the compositor lowers to ordinary fills drawn with the frame's full
// transform, so a logo zoomed 18× is as sharp as at 1×. Nothing here draws:
// the reader produces values, the rasteriser fills them.
//
// It imports SplashGeometry only. The supported subset (what logo exporters
// write for flat artwork) and the limits for untrusted files are described
// on `VectorImage`; anything outside it that would draw is an error naming
// the element, the attribute and the line, never silently skipped.
//
// Folders, in the order a document passes through them:
//
//   XML/       a hand-written pull tokenizer (tags, attributes, comments,
//              prolog, DOCTYPE, CDATA, entities), with line numbers; XML
//              whitespace trimming
//   Document/  the document reader (one iterative walk over the tags, with
//              a stack of open elements and the element and depth limits
//              checked per tag), typed attribute access, inherited style
//              (fill, opacities, fill rule, transform), CSS `style`
//              declarations, paints, lengths, numbers (SVG path data's own
//              grammar, from SplashGeometry), transform lists, basic shapes
//              to paths, and the error with its element and line
//   VectorImage.swift, VectorShape.swift  what comes out
//
// Rejected: reading SVG inside the rasteriser, where it began (the
// rasteriser then read a file format, and every client of pixels carried an
// XML reader); Foundation's `XMLParser` (on Linux it lives in FoundationXML
// and links libxml2 into every binary, for a subset that needs a few dozen
// lines); rasterising the logo once at load time (a bitmap blurs when a
// launch animation zooms it). It depends on SplashGeometry alone: shapes
// are filled with solid colours only, so no paint type of the rasteriser
// is needed to describe them.
