"""Runs one corpus file through the two reference players and splashvid and
judges each chosen frame."""
import os
import re
import shutil
import subprocess
import sys

import numpy as np

from . import document, judge, png

WIDTH = 360
REFERENCE_TIMEOUT = 180
STILL_TIMEOUT = 120
WARNING = re.compile(r"^splashvid: warning: (.*)$")
# A frame's time is n / fr seconds, nudged 10⁻⁷ s later so that a hold keyframe at
# exactly frame n is reached despite the division's rounding (both players take n exactly).
NUDGE = 1e-7


def run_file(path, splashvid, work, sheets):
    """The results of one corpus file: a dict with its frames' verdicts."""
    name = os.path.basename(path)
    result = {"file": name, "frames": []}
    try:
        animation = document.load(path)
    except Exception as error:
        result["error"] = f"the harness could not read it: {error}"
        return result
    width, height = animation.canvas(WIDTH)
    result.update(size=[width, height], ip=animation.in_point, op=animation.out_point, fr=animation.frame_rate)
    folder = os.path.join(work, name)
    shutil.rmtree(folder, ignore_errors=True)
    json_path = animation.write(folder)
    frames = animation.frames_at()
    references = _references(json_path, width, height, folder, [n for _, n in frames])
    result["players"] = {p: references[p]["error"] for p in references if references[p]["error"]}
    for percent, n in frames:
        result["frames"].append(_judge_frame(path, name, animation, percent, n, width, height, folder, references, splashvid, sheets))
    result["warnings"] = sorted({w for f in result["frames"] for w in f["warnings"]})
    return result


def _references(json_path, width, height, folder, frames):
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    command = [sys.executable, "-m", "lottie_conformance.references", json_path, str(width), str(height), folder] + [str(n) for n in frames]
    status = None
    try:
        completed = subprocess.run(command, cwd=here, capture_output=True, timeout=REFERENCE_TIMEOUT)
        if completed.returncode != 0:
            status = f"the reference process ended with status {completed.returncode}"
    except subprocess.TimeoutExpired:
        status = f"the references took longer than {REFERENCE_TIMEOUT} s"
    out = {}
    for player in ("rlottie", "thorvg"):
        error_path = os.path.join(folder, f"{player}.error")
        error = open(error_path).read().strip() if os.path.exists(error_path) else None
        images = {}
        for n in frames:
            p = os.path.join(folder, f"{player}-{n}.npy")
            if os.path.exists(p):
                images[n] = np.load(p)
        if not images and error is None:
            error = status or "no frame rendered"
        out[player] = {"error": error, "images": images}
    return out


def _still(path, splashvid, seconds, width, height, output):
    command = [splashvid, "render", "--lottie", path, "--size", f"{width}x{height}", "--scale", "1",
               "--at", f"{seconds:.9f}", output]
    try:
        completed = subprocess.run(command, capture_output=True, timeout=STILL_TIMEOUT, text=True, errors="replace")
    except subprocess.TimeoutExpired:
        return None, [], f"timed out after {STILL_TIMEOUT} s"
    lines = completed.stderr.splitlines()
    warnings = [m.group(1) for m in map(WARNING.match, lines) if m]
    if completed.returncode != 0 or not os.path.exists(output):
        errors = [l for l in lines if not WARNING.match(l)]
        return None, warnings, (errors[-1] if errors else f"exit status {completed.returncode}")
    return png.read_rgba(output), warnings, None


def _judge_frame(path, name, animation, percent, n, width, height, folder, references, splashvid, sheets):
    seconds = n / animation.frame_rate + NUDGE
    still, warnings, error = _still(path, splashvid, seconds, width, height, os.path.join(folder, f"splashvid-{n}.png"))
    frame = {"percent": percent, "frame": n, "seconds": round(n / animation.frame_rate, 6), "warnings": warnings}
    rl, tv = references["rlottie"]["images"].get(n), references["thorvg"]["images"].get(n)
    if rl is None or tv is None:
        frame["verdict"] = "no-reference"
        frame["references_agree"] = None
        return frame
    agreement = judge.compare(rl, tv)
    frame["references"] = agreement
    frame["references_agree"] = agreement["match"]
    if error is not None:
        # A refusal is a difference whether or not the references agree: both drew the frame.
        frame["splashvid_error"] = error
        frame["verdict"] = "error"
        return frame
    against = {"rlottie": judge.compare(still, rl), "thorvg": judge.compare(still, tv)}
    frame["against"] = against
    matched = against["rlottie"]["match"] or against["thorvg"]["match"]
    if not agreement["match"]:
        frame["verdict"] = "references-disagree"
    else:
        frame["verdict"] = "match" if matched else "differs"
    if frame["verdict"] != "match" and sheets:
        os.makedirs(sheets, exist_ok=True)
        sheet = os.path.join(sheets, f"{name}@{n}.png")
        png.write_rgba(sheet, judge.side_by_side([rl, tv, still]))
        frame["sheet"] = sheet
    return frame
