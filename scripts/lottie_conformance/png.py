"""Reading and writing 8-bit RGBA PNG files with the standard library and numpy.

Reads what splashvid writes (8-bit RGB or RGBA, not interlaced, any of the
five row filters of PNG 1.2 §6); writes RGBA with no row filter.
"""
import struct
import zlib

import numpy as np

_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def read_rgba(path):
    """The image at `path` as an (h, w, 4) uint8 array of straight (not premultiplied) RGBA."""
    data = open(path, "rb").read()
    if not data.startswith(_SIGNATURE):
        raise ValueError(f"{path}: not a PNG file")
    pos, idat, header = 8, [], None
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        pos += 12 + length
    if header is None:
        raise ValueError(f"{path}: no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    channels = {6: 4, 2: 3}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA, not interlaced, is read (depth {depth}, colour type {colour})")
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), dtype=np.uint8)
    stride = width * channels
    rows = raw.reshape(height, stride + 1)
    out = np.zeros((height, stride), dtype=np.uint8)
    previous = np.zeros(stride, dtype=np.uint8)
    for y in range(height):
        kind, line = rows[y, 0], rows[y, 1:]
        if kind == 0:
            row = line.copy()
        elif kind == 1:  # Sub: a running sum of each channel along the row, modulo 256
            row = np.cumsum(line.reshape(width, channels).astype(np.uint32), axis=0).astype(np.uint8).reshape(stride)
        elif kind == 2:  # Up
            row = (line.astype(np.uint16) + previous).astype(np.uint8)
        else:
            row = _unfilter_sequential(kind, line, previous, channels)
        out[y] = row
        previous = row
    image = out.reshape(height, width, channels)
    if channels == 3:
        image = np.dstack([image, np.full((height, width), 255, np.uint8)])
    return image


def _unfilter_sequential(kind, line, previous, bpp):
    """Average (3) and Paeth (4), which depend on the byte just decoded."""
    row = bytearray(line.tobytes())
    up = previous.tobytes()
    for i in range(len(row)):
        left = row[i - bpp] if i >= bpp else 0
        if kind == 3:
            row[i] = (row[i] + ((left + up[i]) >> 1)) & 0xFF
        elif kind == 4:
            upper_left = up[i - bpp] if i >= bpp else 0
            p = left + up[i] - upper_left
            pa, pb, pc = abs(p - left), abs(p - up[i]), abs(p - upper_left)
            predictor = left if pa <= pb and pa <= pc else (up[i] if pb <= pc else upper_left)
            row[i] = (row[i] + predictor) & 0xFF
        else:
            raise ValueError(f"unknown PNG row filter {kind}")
    return np.frombuffer(bytes(row), dtype=np.uint8)


def write_rgba(path, image):
    """Writes an (h, w, 4) uint8 array as an RGBA PNG."""
    height, width = image.shape[:2]
    rows = np.zeros((height, width * 4 + 1), dtype=np.uint8)
    rows[:, 1:] = image.reshape(height, width * 4)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as out:
        out.write(_SIGNATURE)
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        out.write(chunk(b"IDAT", zlib.compress(rows.tobytes(), 6)))
        out.write(chunk(b"IEND", b""))
