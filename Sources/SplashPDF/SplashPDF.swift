// SplashPDF: the vector subset of PDF that asset catalogs' "Preserve Vector
// Data" images use, read into a `VectorImage` (SplashSVG's model), so a
// PDF logo is drawn like an SVG one: outlines rasterised with the frame's
// full transform.
//
// Such files come from Sketch, Figma, Illustrator or cairo (`rsvg-convert
// -f pdf`): one page whose content stream fills and strokes paths with
// flat colours or axial and radial shadings, inside clips and Form
// XObjects. Fonts and pictures are not read: an outlined logo has none, and
// a logo whose wordmark went missing would reach review, so text and images
// are refused with a message saying so.
//
// Folders, in the order a file passes through them:
//
//   Syntax/    the lexer (PDF 32000-1 §7.2, §7.3): numbers, strings, names,
//              arrays, dictionaries, references, content-stream operators
//   Document/  objects found by scanning for `N G obj` (the xref table is
//              not trusted), streams, /FlateDecode through zlib with bounds,
//              object streams, the first page, its boxes and resources
//   Content/   the content-stream interpreter (PDF 32000-1 §8): graphics
//              state, paths, painting, clipping, colour spaces, ExtGState
//              alpha, shadings and their functions, Form XObjects
//   VectorImage+PDF.swift  the public entry point
//
// Every size taken from the file is bounded before use (the limits are on
// `PDFLimits`); every failure is a `PDFDocumentError` naming what and where.
