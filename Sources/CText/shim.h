// The C side of splashvid's text stack: fontconfig finds fonts (and falls
// back per character), HarfBuzz shapes runs, FreeType supplies outlines.
// Shims for what Swift cannot import are prefixed `splash_` and say why.
#ifndef SPLASHVID_CTEXT_SHIM_H
#define SPLASHVID_CTEXT_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ft.h>

#endif
