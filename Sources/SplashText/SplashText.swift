// SplashText: strings to vector outlines, through the real text stack.
//
// fontconfig chooses fonts by family, weight and style, and falls back per
// character when a font lacks a glyph (a Chinese slogan in a Latin font);
// HarfBuzz shapes each run (kerning, ligatures, complex scripts); FreeType
// gives glyph outlines, which become `SplashGeometry.Path`s so text is filled
// by the same exact-area rasteriser as every other vector, sharp at any
// scale. Colour glyphs (emoji of a CBDT font) come out as pictures placed
// in the layout instead. Layout happens once per scene, not per frame.
