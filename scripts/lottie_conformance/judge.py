"""The criterion a frame is judged by, the same between the two references
and between splashvid and a reference.

Two straight-RGBA images of one size match when, composited over white and
over black, at least 97 % of the pixels are within 24 (of 255) in every
channel on both backgrounds, AND at least 60 % of the pixels the reference
draws (alpha > 0) are within 24 in every channel on both backgrounds (so a
small drawing on a large empty canvas cannot pass on its background alone).
"""
import numpy as np

TOLERANCE = 24
ALL_PIXELS = 0.97
DRAWN_PIXELS = 0.60
BACKGROUNDS = {"white": 255.0, "black": 0.0}


def over(image, background):
    """`image` (straight RGBA) composited over an opaque grey level, as float RGB."""
    rgb = image[..., :3].astype(np.float64)
    alpha = image[..., 3:4].astype(np.float64) / 255
    return rgb * alpha + background * (1 - alpha)


def compare(candidate, reference):
    """The figures of the criterion: fraction of pixels close over white and over black,
    fraction of the reference's drawn pixels close on both, and whether it passes."""
    if candidate.shape != reference.shape:
        return {"match": False, "reason": f"size {candidate.shape[1]}x{candidate.shape[0]} is not {reference.shape[1]}x{reference.shape[0]}"}
    close_on_both = np.ones(reference.shape[:2], dtype=bool)
    figures = {}
    for name, level in BACKGROUNDS.items():
        close = np.max(np.abs(over(candidate, level) - over(reference, level)), axis=2) <= TOLERANCE
        figures[name] = float(close.mean())
        close_on_both &= close
    drawn = reference[..., 3] > 0
    figures["drawn"] = float(close_on_both[drawn].mean()) if drawn.any() else 1.0
    figures["match"] = bool(figures["white"] >= ALL_PIXELS and figures["black"] >= ALL_PIXELS and figures["drawn"] >= DRAWN_PIXELS)
    return figures


def side_by_side(images, labels=None):
    """One picture for a designer: a column per image (rlottie, ThorVG, splashvid, difference),
    the top row over white, the bottom row over black, 4-pixel grey gutters."""
    height, width = images[0].shape[:2]
    gutter = 4
    columns = len(images) + 1
    sheet = np.full((height * 2 + gutter * 3, columns * (width + gutter) + gutter, 4), 128, dtype=np.uint8)
    sheet[..., 3] = 255
    reference = images[0]
    for row, level in enumerate(BACKGROUNDS.values()):
        top = gutter + row * (height + gutter)
        tiles = [over(image, level) for image in images]
        difference = np.max(np.abs(tiles[-1] - tiles[0]), axis=2)
        heat = np.zeros((height, width, 3))
        heat[..., 0] = np.where(difference > TOLERANCE, 255, difference * 4)
        heat[..., 1] = np.where(difference > TOLERANCE, 0, 64)
        heat[..., 2] = np.where(difference > TOLERANCE, 0, 64)
        for column, tile in enumerate(tiles + [heat]):
            left = gutter + column * (width + gutter)
            sheet[top:top + height, left:left + width, :3] = np.clip(tile + 0.5, 0, 255).astype(np.uint8)
    return sheet
