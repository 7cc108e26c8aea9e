// zlib, for PDF streams compressed with /FlateDecode (SplashPDF inflates
// them with a hard bound on the output).
#ifndef SPLASHVID_CINFLATE_SHIM_H
#define SPLASHVID_CINFLATE_SHIM_H

#include <zlib.h>

#endif
