# Writes logo.png (60 × 40), logo@2x.png (120 × 80) and logo@3x.png
# (180 × 120): one 60 × 40-point image at three scales, each its own flat
# colour (red, green, blue) so a test sees which scale was picked.
import zlib, struct
def png(path, w, h, rgb):
    raw = b''.join(b'\x00' + bytes(rgb) * w for _ in range(h))
    def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(data)
png('logo.png', 60, 40, (200, 30, 30))
png('logo@2x.png', 120, 80, (30, 200, 30))
png('logo@3x.png', 180, 120, (30, 30, 200))
