"""A corpus file as the reference players take it: Bodymovin JSON (.json),
gzip-compressed JSON (a Telegram sticker, .tgs), or a dotLottie archive
(.lottie: a zip with manifest.json, animations/ID.json and images/).

The frames a file is judged at are chosen here, as the players index them
(see `frames_at`).
"""
import gzip
import io
import json
import math
import os
import zipfile

# Bounds on what a corpus file may expand to (a .tgs or .lottie is compressed).
MAX_JSON_BYTES = 64 * 1024 * 1024
PERCENTS = (0, 25, 50, 75)


class Animation:
    """One animation: its JSON bytes, header fields, and a folder its images resolve from."""

    def __init__(self, name, json_bytes, images):
        self.name = name
        self.json_bytes = json_bytes
        self.images = images  # {"images/img_0.png": bytes} for a .lottie; {} otherwise
        header = json.loads(json_bytes)
        self.width = float(header["w"])
        self.height = float(header["h"])
        self.in_point = float(header["ip"])
        self.out_point = float(header["op"])
        self.frame_rate = float(header["fr"])

    def write(self, folder):
        """Writes the JSON (and a .lottie's images beside it) into `folder`; returns the JSON's path."""
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "animation.json")
        with open(path, "wb") as out:
            out.write(self.json_bytes)
        for name, data in self.images.items():
            target = os.path.join(folder, os.path.normpath(name))
            if not target.startswith(os.path.abspath(folder)):
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(data)
        return path

    def canvas(self, width):
        """The render size: `width` pixels wide, the height keeping the composition's aspect (at least 1)."""
        return width, max(1, int(math.floor(width * self.height / self.width + 0.5)))

    def frames_at(self):
        """The frames judged, as (percent, frame): frame n counts from the start of the
        animation (0 is `ip`), as rlottie's lottie_animation_render and ThorVG's
        Animation.set_frame both index it; n = round(p × (op − ip)) with ip and op
        rounded to whole frames, which is rlottie's lottie_animation_get_frame_at_pos(p)
        (lottiemodel.h: frameAtPos = round(pos × frameDuration), frameDuration = op − ip).
        splashvid is asked for the still at n / fr seconds (its time 0 is `ip`)."""
        duration = int(math.floor(self.out_point + 0.5)) - int(math.floor(self.in_point + 0.5))
        return [(p, int(math.floor(p / 100 * duration + 0.5))) for p in PERCENTS]


def load(path):
    """The animation a corpus file holds (a .lottie: the manifest's initial animation, else its first)."""
    data = open(path, "rb").read()
    name = os.path.basename(path)
    if path.endswith(".tgs"):
        with gzip.GzipFile(fileobj=io.BytesIO(data)) as stream:
            return Animation(name, _bounded(stream.read(MAX_JSON_BYTES + 1)), {})
    if path.endswith(".lottie"):
        return _dotlottie(name, data)
    return Animation(name, data, {})


def _bounded(data):
    if len(data) > MAX_JSON_BYTES:
        raise ValueError(f"expands past {MAX_JSON_BYTES} bytes")
    return data


def _dotlottie(name, data):
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        manifest = json.loads(archive.read("manifest.json"))
        animations = manifest.get("animations") or []
        if not animations:
            raise ValueError("the archive's manifest lists no animation")
        chosen = (manifest.get("initial") or {}).get("animation") or animations[0]["id"]
        candidates = [n for n in archive.namelist()
                      if not n.startswith("__MACOSX/") and n in (f"animations/{chosen}.json", f"a/{chosen}.json")]
        if not candidates:
            raise ValueError(f"the archive has no animations/{chosen}.json")
        json_bytes = _bounded(archive.read(candidates[0]))
        images = {n: archive.read(n) for n in archive.namelist()
                  if n.startswith(("images/", "i/")) and not n.endswith("/") and archive.getinfo(n).file_size < MAX_JSON_BYTES}
        return Animation(name, json_bytes, images)
