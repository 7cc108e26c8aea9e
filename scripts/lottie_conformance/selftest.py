"""Checks of the harness itself, on images and headers made by hand, run
before every --fast run: the PNG round trip, compositing, the criterion's
two thresholds, and the frames chosen. Returns the number of checks made."""
import os
import tempfile

import numpy as np

from . import document, judge, png


def _check(results, name, actual, expected):
    if actual != expected:
        raise AssertionError(f"self-test {name}: {actual!r}, expected {expected!r}")
    results.append(name)


def run():
    done = []
    # PNG: what is written is read back byte for byte (filter 0 rows).
    image = np.arange(3 * 2 * 4, dtype=np.uint8).reshape(2, 3, 4)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "t.png")
        png.write_rgba(path, image)
        _check(done, "png round trip", png.read_rgba(path).tolist(), image.tolist())

    # Compositing a straight-alpha pixel: red at alpha 128 over white is
    # R = 255·128/255 + 255·127/255 = 255, G = B = 0 + 255·127/255 = 127;
    # over black R = 255·128/255 = 128, G = B = 0.
    pixel = np.array([[[255, 0, 0, 128]]], dtype=np.uint8)
    _check(done, "over white", judge.over(pixel, 255.0)[0, 0].tolist(), [255.0, 127.0, 127.0])
    _check(done, "over black", judge.over(pixel, 0.0)[0, 0].tolist(), [128.0, 0.0, 0.0])

    # The 97 % threshold: a 10×10 opaque red reference; 3 pixels 25 levels
    # off leave 97/100 within 24 on both backgrounds (a match), 4 leave 96.
    reference = np.zeros((10, 10, 4), dtype=np.uint8)
    reference[...] = [255, 0, 0, 255]
    three = reference.copy()
    three.reshape(-1, 4)[:3, 1] = 25
    four = reference.copy()
    four.reshape(-1, 4)[:4, 1] = 25
    _check(done, "97 % of pixels: 3 off", judge.compare(three, reference)["match"], True)
    _check(done, "97 % of pixels: 4 off", judge.compare(four, reference)["match"], False)

    # The drawn-pixel threshold: a 50×20 transparent canvas where the
    # reference draws 20 opaque red pixels and the candidate 8 of them:
    # 988/1000 pixels agree on both backgrounds (≥ 97 %), but 8/20 = 40 %
    # of the drawn pixels (< 60 %): no match; with 12 of them, 60 %: a match.
    canvas = np.zeros((20, 50, 4), dtype=np.uint8)
    drawn = canvas.copy()
    drawn.reshape(-1, 4)[:20] = [255, 0, 0, 255]
    eight = canvas.copy()
    eight.reshape(-1, 4)[:8] = [255, 0, 0, 255]
    twelve = canvas.copy()
    twelve.reshape(-1, 4)[:12] = [255, 0, 0, 255]
    figures = judge.compare(eight, drawn)
    _check(done, "drawn pixels: 8 of 20", (figures["white"], figures["black"], figures["drawn"], figures["match"]),
           (0.988, 0.988, 0.4, False))
    _check(done, "drawn pixels: 12 of 20", judge.compare(twelve, drawn)["match"], True)

    # Frames: ip 0, op 45 → round(p × 45) = 0, 11 (11.25), 23 (22.5 rounds up), 34 (33.75);
    # ip 10.4, op 70.6 → whole frames 10 and 71, 61 long → 0, 15 (15.25), 31 (30.5), 46 (45.75).
    def frames(ip, op):
        header = f'{{"w":100,"h":50,"ip":{ip},"op":{op},"fr":30,"layers":[]}}'.encode()
        return [n for _, n in document.Animation("t.json", header, {}).frames_at()]
    _check(done, "frames of 0–45", frames(0, 45), [0, 11, 23, 34])
    _check(done, "frames of 10.4–70.6", frames(10.4, 70.6), [0, 15, 31, 46])
    _check(done, "canvas 360 wide", document.Animation("t.json", b'{"w":1000,"h":333,"ip":0,"op":1,"fr":1}', {}).canvas(360), (360, 120))
    return len(done)
