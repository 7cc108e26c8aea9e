// The C side of splashvid's text stack: fontconfig finds fonts (and falls
// back per character), HarfBuzz shapes runs, FreeType supplies outlines.
// Shims for what Swift cannot import are prefixed `splash_` and say why.
#ifndef SPLASHVID_CTEXT_SHIM_H
#define SPLASHVID_CTEXT_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
// The OS/2 table: a font's real weight class (fontconfig reports the
// requested weight when it plans synthetic bold).
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ft.h>

#endif
