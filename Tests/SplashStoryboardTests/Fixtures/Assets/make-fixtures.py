#!/usr/bin/env python3
# Writes the asset catalog fixtures (run from this folder): Contents.json
# files laid out as Xcode writes them, tiny real PNGs, a one-page PDF and
# an SVG. The tests pin the sizes and colours written here.
import json, os, struct, zlib

INFO = {"author": "xcode", "version": 1}

def write_json(path, obj):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    # Xcode's layout: two-space indent, " : " separators, sorted keys.
    text = json.dumps(obj, indent=2, separators=(",", " : "), sort_keys=True)
    open(path, "w").write(text + "\n")

def png(path, w, h, gray=False):
    def chunk(kind, data):
        c = kind + data
        return struct.pack(">I", len(data)) + c + struct.pack(">I", zlib.crc32(c) & 0xffffffff)
    color_type, bpp = (0, 1) if gray else (6, 4)
    ihdr = struct.pack(">IIBBBBB", w, h, 8, color_type, 0, 0, 0)
    raw = b"".join(b"\x00" + b"\x80" * (w * bpp) for _ in range(h))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "wb").write(data)

def pdf(path, w, h):
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents 4 0 R /Resources << >> >>" % (w, h),
    ]
    stream = b"0 0 1 rg 0 0 %d %d re f" % (w, h)
    objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    out = b"%PDF-1.4\n"
    offsets = []
    for i, o in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    open(path, "wb").write(out)

dark = [{"appearance": "luminosity", "value": "dark"}]
high = [{"appearance": "contrast", "value": "high"}]

root = "Assets.xcassets"
write_json(f"{root}/Contents.json", {"info": INFO})

# A namespaced group holding a Display P3 colour in hex, light and dark,
# with a high-contrast variant that is never picked while the others match.
write_json(f"{root}/Brand/Contents.json", {"info": INFO, "properties": {"provides-namespace": True}})
write_json(f"{root}/Brand/Accent.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"color-space": "display-p3", "components": {"alpha": "1.000", "red": "0xFF", "green": "0x00", "blue": "0x00"}}, "idiom": "universal"},
    {"appearances": dark, "color": {"color-space": "display-p3", "components": {"alpha": "1.000", "red": "0x80", "green": "0x80", "blue": "0x80"}}, "idiom": "universal"},
    {"appearances": high, "color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0.000", "green": "1.000", "blue": "0.000"}}, "idiom": "universal"},
]})
# An image set inside the namespaced group: Brand/Mark.
write_json(f"{root}/Brand/Mark.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "mark.png", "idiom": "universal"}]})
png(f"{root}/Brand/Mark.imageset/mark.png", 10, 10, gray=True)

# sRGB in 0-255 integers, an iPad variant, a half-transparent alpha.
write_json(f"{root}/Background.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"color-space": "srgb", "components": {"alpha": "0.500", "red": "255", "green": "128", "blue": "0"}}, "idiom": "universal"},
    {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0", "green": "0", "blue": "255"}}, "idiom": "ipad"},
    {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "51", "green": "51", "blue": "51"}}, "idiom": "mac"},
]})
# A system colour by reference, and a gamma 2.2 grey.
write_json(f"{root}/Tint.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}]})
write_json(f"{root}/Gray.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"color-space": "gray-gamma-22", "components": {"alpha": "1.000", "white": "0.500"}}, "idiom": "universal"}]})
# Malformed sets.
os.makedirs(f"{root}/Broken.colorset", exist_ok=True)
open(f"{root}/Broken.colorset/Contents.json", "w").write('{\n  "colors" : [\n    { "idiom" : "universal", },\n  ]\n}\n')
write_json(f"{root}/OutOfRange.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "300", "green": "0", "blue": "0"}}, "idiom": "universal"}]})
write_json(f"{root}/AdobeRGB.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"color-space": "adobe-rgb", "components": {"alpha": "1.000", "red": "1.000", "green": "0", "blue": "0"}}, "idiom": "universal"}]})

# Bitmaps at 1x/2x/3x, a dark variant only at 2x.
write_json(f"{root}/Logo.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "logo.png", "idiom": "universal", "scale": "1x"},
    {"appearances": dark, "idiom": "universal", "scale": "1x"},
    {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"},
    {"appearances": dark, "filename": "logo-dark@2x.png", "idiom": "universal", "scale": "2x"},
    {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"},
    {"appearances": dark, "idiom": "universal", "scale": "3x"},
], "properties": {"template-rendering-intent": "original"}})
png(f"{root}/Logo.imageset/logo.png", 40, 20)
png(f"{root}/Logo.imageset/logo@2x.png", 80, 40)
png(f"{root}/Logo.imageset/logo@3x.png", 120, 60)
png(f"{root}/Logo.imageset/logo-dark@2x.png", 80, 40)

# A plain (not namespaced) group with a single-scale PDF and an SVG.
write_json(f"{root}/Vectors/Contents.json", {"info": INFO})
write_json(f"{root}/Vectors/Glyph.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "glyph.pdf", "idiom": "universal"}],
    "properties": {"preserves-vector-representation": True, "template-rendering-intent": "template"}})
pdf(f"{root}/Vectors/Glyph.imageset/glyph.pdf", 64, 32)
write_json(f"{root}/Vectors/Badge.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "badge.svg", "idiom": "universal"}], "properties": {"preserves-vector-representation": True}})
open(f"{root}/Vectors/Badge.imageset/badge.svg", "w").write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- A badge -->\n<svg xmlns="http://www.w3.org/2000/svg" width="96" viewBox="0 0 48 24">\n'
    '  <rect width="48" height="24" rx="12" fill="#007AFF"/>\n</svg>\n')

# A sliced bitmap.
write_json(f"{root}/Pill.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "pill@2x.png", "idiom": "universal", "scale": "2x",
     "resizing": {"mode": "3-part-horizontal", "center": {"mode": "tile", "width": 2}, "cap-insets": {"left": 10, "right": 9}}}]})
png(f"{root}/Pill.imageset/pill@2x.png", 40, 20)

# Broken image sets.
write_json(f"{root}/Missing.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "missing.png", "idiom": "universal", "scale": "1x"}]})
write_json(f"{root}/Corrupt.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "corrupt.png", "idiom": "universal", "scale": "1x"}]})
open(f"{root}/Corrupt.imageset/corrupt.png", "w").write("not a picture\n")
write_json(f"{root}/MacOnly.imageset/Contents.json", {"info": INFO, "images": [
    {"filename": "mac.png", "idiom": "mac", "scale": "1x"}]})
png(f"{root}/MacOnly.imageset/mac.png", 4, 4, gray=True)

# An Xcode 14+ single-size app icon (with a dark variant), and an older
# set of many sizes whose largest is the 1024 App Store one.
write_json(f"{root}/AppIcon.appiconset/Contents.json", {"info": INFO, "images": [
    {"filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"},
    {"appearances": dark, "filename": "icon-dark.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"},
    {"appearances": [{"appearance": "luminosity", "value": "tinted"}], "idiom": "universal", "platform": "ios", "size": "1024x1024"},
]})
png(f"{root}/AppIcon.appiconset/icon.png", 1024, 1024, gray=True)
png(f"{root}/AppIcon.appiconset/icon-dark.png", 1024, 1024, gray=True)
write_json(f"{root}/Classic.appiconset/Contents.json", {"info": INFO, "images": [
    {"filename": "icon-60@2x.png", "idiom": "iphone", "scale": "2x", "size": "60x60"},
    {"filename": "icon-60@3x.png", "idiom": "iphone", "scale": "3x", "size": "60x60"},
    {"idiom": "ipad", "scale": "2x", "size": "83.5x83.5"},
    {"filename": "marketing.png", "idiom": "ios-marketing", "scale": "1x", "size": "1024x1024"},
    {"filename": "mac.png", "idiom": "mac", "scale": "2x", "size": "512x512"},
]})
png(f"{root}/Classic.appiconset/icon-60@2x.png", 120, 120, gray=True)
png(f"{root}/Classic.appiconset/icon-60@3x.png", 180, 180, gray=True)
png(f"{root}/Classic.appiconset/marketing.png", 1024, 1024, gray=True)
png(f"{root}/Classic.appiconset/mac.png", 1024, 1024, gray=True)

# Skipped asset types.
write_json(f"{root}/Config.dataset/Contents.json", {"info": INFO, "data": []})

# A second catalog: its Background loses to the first's, its Extra is added.
extra = "Extra.xcassets"
write_json(f"{extra}/Contents.json", {"info": INFO})
write_json(f"{extra}/Background.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0", "green": "0", "blue": "0"}}, "idiom": "universal"}]})
write_json(f"{extra}/Extra.colorset/Contents.json", {"info": INFO, "colors": [
    {"color": {"color-space": "extended-srgb", "components": {"alpha": "1.000", "red": "1.200", "green": "-0.100", "blue": "0.250"}}, "idiom": "universal"}]})
