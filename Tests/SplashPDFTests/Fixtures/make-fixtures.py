#!/usr/bin/env python3
"""Writes the PDF fixtures of SplashPDFTests (run from this folder).

Each is a one-page PDF written by hand, so every coordinate in the tests can
be worked out from the content streams below. `logo-rsvg.pdf` is not made
here: it is `rsvg-convert -f pdf logo-rsvg.svg > logo-rsvg.pdf` (librsvg
2.54, cairo 1.16), a real exporter's output.
"""
import zlib


def pdf(objects, xref=True, header=b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"):
    """objects: {number: bytes}; object 1 is the catalog."""
    out = bytearray(header)
    offsets = {}
    for n in sorted(objects):
        offsets[n] = len(out)
        out += b"%d 0 obj\n" % n + objects[n] + b"\nendobj\n"
    if xref:
        size = max(objects) + 1
        start = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % size
        for n in range(1, size):
            out += b"%010d 00000 n \n" % offsets.get(n, 0)
        out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, start)
    else:
        out += b"%%EOF\n"
    return bytes(out)


def stream(data, extra=b"", compress=False, length=None):
    if compress:
        data = zlib.compress(data, 9)
        extra += b" /Filter /FlateDecode"
    n = len(data) if length is None else length
    return b"<< /Length %s%s >>\nstream\n" % (str(n).encode(), extra) + data + b"\nendstream"


def page(content, resources=b"<< >>", box=b"[0 0 100 50]", compress=False, extra=None):
    objects = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox %s >>" % box,
        3: b"<< /Type /Page /Parent 2 0 R /Resources %s /Contents 4 0 R >>" % resources,
        4: stream(content, compress=compress),
    }
    objects.update(extra or {})
    return objects


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


# A red rectangle: PDF x 10…40, y 10…30 on a 100×50 page (y up), so in the
# image (y down) x 10…40, y 20…40. Uncompressed, with an xref table.
write("red-rect.pdf", pdf(page(b"1 0 0 rg 10 10 30 20 re f\n")))

# The same page compressed, its /MediaBox inherited from /Pages, and no xref.
write("red-rect-flate.pdf", pdf(page(b"1 0 0 rg 10 10 30 20 re f\n", compress=True), xref=False))

# A circle of radius 20 about (50, 25) from four Béziers (k = 0.5523 · 20 =
# 11.046), blue, behind a cm-moved green square: `2 0 0 2 5 5 cm` then
# 0 0 5 5 re puts the square at PDF 5…15 (image x 5…15, y 35…45). Flate.
k = 11.046
circle = (b"0 0 1 rg 70 25 m 70 %.3f %.3f 45 50 45 c %.3f 45 30 %.3f 30 25 c 30 %.3f %.3f 5 50 5 c %.3f 5 70 %.3f 70 25 c h f\n"
          % (25 + k, 50 + k, 50 - k, 25 + k, 25 - k, 50 - k, 50 + k, 25 - k))
write("circle-cm.pdf", pdf(page(circle + b"q 2 0 0 2 5 5 cm 0 0.5 0 rg 0 0 5 5 re f Q\n", compress=True)))

# A stroked polyline 4 wide, round caps and joins, grey 0.2, at 50 % alpha
# through an ExtGState: from (10, 25) to (90, 25) (image y 25); and a
# dashed CMYK cyan line on PDF y = 45 (image y 5), 2 wide, dashes 10 on 10 off.
write("stroke-alpha.pdf", pdf(page(
    b"/GS0 gs 0.2 G 4 w 1 J 1 j 10 25 m 90 25 l S\n[10 10] 0 d 2 w 0 J 1 0 0 0 K 0 45 m 100 45 l S\n",
    resources=b"<< /ExtGState << /GS0 << /Type /ExtGState /CA 0.5 /ca 0.5 >> >> >>")))

# An axial shading pattern, red (x = 0) to blue (x = 100) through a Type 2
# function, filling the whole page through `scn`; on the right half a
# radial `sh`, clipped to PDF x 60…90, y 10…40, white at (75, 25) to black
# at r = 15 through a Type 3 stitching of two Type 2 functions (grey 0.5 at
# t = 0.5). ICCBased N=3 as the pattern's colour space.
write("gradients.pdf", pdf(page(
    b"/Pattern cs /P0 scn 0 0 60 50 re f\nq 60 10 30 30 re W n /Sh1 sh Q\n",
    resources=b"<< /Pattern << /P0 5 0 R >> /Shading << /Sh1 6 0 R >> >>",
    extra={
        5: b"<< /PatternType 2 /Shading << /ShadingType 2 /ColorSpace [/ICCBased 7 0 R] /Coords [0 0 100 0] "
           b"/Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> /Extend [true true] >> >>",
        6: b"<< /ShadingType 3 /ColorSpace /DeviceGray /Coords [75 25 0 75 25 15] /Extend [true true] "
           b"/Function << /FunctionType 3 /Domain [0 1] /Bounds [0.5] /Encode [0 1 0 1] /Functions ["
           b"<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0.5] /N 1 >> << /FunctionType 2 /Domain [0 1] /C0 [0.5] /C1 [0] /N 1 >>] >> >>",
        7: stream(b"(profile bytes are not read)", extra=b" /N 3"),
    })))

# A Form XObject (a 10×10 red square at its origin) drawn twice: at (10, 10)
# through its /Matrix, and under `2 0 0 2 50 10 cm`, with /ca 0.5 and a
# transparency /Group, so two overlapping squares inside fade as one.
write("form.pdf", pdf(page(
    b"/X0 Do q /GS0 gs 2 0 0 2 50 10 cm /X1 Do Q\n",
    resources=b"<< /XObject << /X0 5 0 R /X1 6 0 R >> /ExtGState << /GS0 << /ca 0.5 >> >> >>",
    extra={
        5: stream(b"1 0 0 rg 0 0 10 10 re f", extra=b" /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Matrix [1 0 0 1 10 10]"),
        6: stream(b"0 0 1 rg 0 0 10 10 re f 5 5 10 10 re f", extra=b" /Type /XObject /Subtype /Form /BBox [0 0 20 20] /Group << /S /Transparency >>"),
    })))

# Objects in an object stream (/Type /ObjStm, PDF 1.5), no xref table: the
# catalog, page tree and page are compressed; the content stream is not.
objstm_objects = [
    (1, b"<< /Type /Catalog /Pages 2 0 R >>"),
    (2, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    (3, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] /Contents 4 0 R >>"),
]
body = b""
header = b""
for n, o in objstm_objects:
    header += b"%d %d " % (n, len(body))
    body += o + b" "
write("object-stream.pdf", pdf({
    4: stream(b"0 1 0 rg 0 0 10 10 re f"),
    5: stream(header + body, extra=b" /Type /ObjStm /N 3 /First %d" % len(header), compress=True),
}, xref=False, header=b"%PDF-1.5\n"))

# A luminosity soft mask, as Figma and Sketch export a gradient's
# transparency: the red page is masked by a form whose shading runs white
# (x = 0) to black (x = 100); then `/GS1 gs` removes the mask (/SMask
# /None) for a blue square at PDF x 90…100, y 0…10.
write("soft-mask.pdf", pdf(page(
    b"q /GS0 gs 1 0 0 rg 0 0 100 50 re f /GS1 gs 0 0 1 rg 90 0 10 10 re f Q\n",
    resources=b"<< /ExtGState << /GS0 << /SMask << /Type /Mask /S /Luminosity /G 5 0 R >> >> /GS1 << /SMask /None >> >> >>",
    extra={
        5: stream(b"/Sh0 sh", extra=b" /Type /XObject /Subtype /Form /BBox [0 0 100 50] /Group << /S /Transparency /CS /DeviceGray >>"
                  b" /Resources << /Shading << /Sh0 << /ShadingType 2 /ColorSpace /DeviceGray /Coords [0 0 100 0]"
                  b" /Function << /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0] /N 1 >> /Extend [true true] >> >> >>"),
    })))

# A decompression bomb: 32 MiB of zeros deflated (about 32 KiB).
write("inflate-bomb.pdf", pdf(page(b"0 " * (16 << 20), compress=True)))
