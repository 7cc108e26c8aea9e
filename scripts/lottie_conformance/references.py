"""Renders the reference frames of one animation with rlottie and ThorVG.

Run as its own process (`python3 -m lottie_conformance.references JSON W H OUT N...`)
so that a player that crashes on a file costs that file only. Writes
OUT/rlottie-N.npy and OUT/thorvg-N.npy: (H, W, 4) uint8 straight RGBA.
"""
import os
import sys

import numpy as np


def unpremultiply(rgb, alpha):
    a = alpha.astype(np.float64)[..., None]
    safe = np.where(a > 0, a, 1)
    out = np.where(a > 0, np.clip(rgb.astype(np.float64) * 255 / safe + 0.5, 0, 255), 0)
    return out.astype(np.uint8)


def rlottie_frames(json_path, width, height, frames):
    """rlottie draws premultiplied ARGB32 (bytes B, G, R, A), fitted into the size keeping the aspect."""
    from rlottie_python import LottieAnimation
    resource = os.path.dirname(json_path)
    with open(json_path, "rb") as f:
        data = f.read().decode("utf-8", "replace")
    out = {}
    with LottieAnimation.from_data(data, key_size=None, resource_path=resource + "/") as anim:
        if not anim.animation_p:
            raise RuntimeError("rlottie could not load the file")
        for n in frames:
            raw = anim.lottie_animation_render(frame_num=n, width=width, height=height)
            bgra = np.frombuffer(raw, dtype=np.uint8).reshape(height, width, 4)
            alpha = bgra[..., 3]
            rgb = unpremultiply(bgra[..., [2, 1, 0]], alpha)
            out[n] = np.dstack([rgb, alpha])
    return out


def thorvg_frames(json_path, width, height, frames):
    """ThorVG draws straight ABGR8888S words (bytes R, G, B, A); the picture is sized to the canvas."""
    import thorvg_python as tvg
    engine = tvg.Engine()
    engine.init(1)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, width, tvg.Colorspace.ABGR8888S)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(json_path) != tvg.Result.SUCCESS:
        raise RuntimeError("ThorVG could not load the file")
    picture.set_size(width, height)
    canvas.add(picture)
    out = {}
    for n in frames:
        animation.set_frame(float(n))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        out[n] = np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(height, width, 4).copy()
    engine.term()
    return out


def main(argv):
    json_path, width, height, folder = argv[0], int(argv[1]), int(argv[2]), argv[3]
    frames = [int(n) for n in argv[4:]]
    os.makedirs(folder, exist_ok=True)
    for player, render in (("rlottie", rlottie_frames), ("thorvg", thorvg_frames)):
        try:
            images = render(json_path, width, height, frames)
        except Exception as error:  # a player that refuses the file: recorded, the other still runs
            with open(os.path.join(folder, f"{player}.error"), "w") as out:
                out.write(f"{type(error).__name__}: {error}\n")
            continue
        for n, image in images.items():
            np.save(os.path.join(folder, f"{player}-{n}.npy"), image)


if __name__ == "__main__":
    main(sys.argv[1:])
