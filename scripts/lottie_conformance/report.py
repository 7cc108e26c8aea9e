"""The conformance report: JSON (every frame's figures) and Markdown (the
summary and every frame that differs, with its warning and diagnosed cause)."""
import json
import os

VERDICTS = ("match", "differs", "error", "references-disagree", "no-reference")


def diagnosis_of(diagnoses, result, frame):
    """The cause recorded for a frame in diagnoses.json: by "file@frame", else by "file"."""
    frames = diagnoses.get("frames", {})
    key = frames.get(f"{result['file']}@{frame['frame']}") or frames.get(result["file"])
    if key is None:
        return None, None
    cause = diagnoses.get("causes", {}).get(key, {})
    return key, cause.get("title", key)


def summarise(results):
    counts = {v: 0 for v in VERDICTS}
    for result in results:
        for frame in result["frames"]:
            counts[frame["verdict"]] += 1
    judged = counts["match"] + counts["differs"] + counts["error"]
    files_right = sum(1 for r in results if r["frames"] and all(f["verdict"] in ("match", "references-disagree", "no-reference") for f in r["frames"]))
    silent = [(r["file"], f["frame"]) for r in results for f in r["frames"] if f["verdict"] in ("differs", "error") and not f["warnings"]]
    return {"files": len(results), "frames": sum(len(r["frames"]) for r in results), "counts": counts, "judged": judged,
            "match_rate": (counts["match"] / judged) if judged else None, "files_all_right": files_right,
            "silent_differences": len(silent)}


def write(results, diagnoses, folder, splashvid):
    os.makedirs(folder, exist_ok=True)
    summary = summarise(results)
    for result in results:
        for frame in result["frames"]:
            if frame["verdict"] in ("differs", "error"):
                frame["cause"], frame["cause_title"] = diagnosis_of(diagnoses, result, frame)
    with open(os.path.join(folder, "report.json"), "w") as out:
        json.dump({"splashvid": splashvid, "summary": summary, "results": results}, out, indent=1)
    lines = ["# Lottie conformance report", "",
             f"{summary['files']} files, {summary['frames']} frames. The references (rlottie, ThorVG) agree on "
             f"{summary['judged']} frames; splashvid matches {summary['counts']['match']} of them"
             + (f" ({summary['match_rate'] * 100:.1f} %)" if summary["match_rate"] is not None else "")
             + f"; {summary['counts']['differs']} differ, {summary['counts']['error']} failed to render. "
             f"{summary['counts']['references-disagree']} frames where the references disagree and "
             f"{summary['counts']['no-reference']} without a reference are not judged. "
             f"{summary['files_all_right']} files are right at every judged frame. "
             f"Silent differences (no warning printed): {summary['silent_differences']}.", "",
             "| file | % | frame | verdict | vs rlottie (white/black/drawn) | warned | cause | sheet |",
             "|---|---|---|---|---|---|---|---|"]
    for result in results:
        if "error" in result:
            lines.append(f"| {result['file']} | | | harness error | {result['error']} | | | |")
        for frame in result["frames"]:
            if frame["verdict"] not in ("differs", "error"):
                continue
            figures = frame.get("against", {}).get("rlottie")
            shown = (f"{figures['white'] * 100:.1f} / {figures['black'] * 100:.1f} / {figures['drawn'] * 100:.1f}"
                     if figures and "white" in figures else frame.get("splashvid_error", ""))
            warned = "yes" if frame["warnings"] else "**no**"
            lines.append(f"| {result['file']} | {frame['percent']} | {frame['frame']} | {frame['verdict']} | {shown} | {warned} | "
                         f"{frame.get('cause_title') or 'undiagnosed'} | {os.path.basename(frame.get('sheet', ''))} |")
    lines += ["", "## Frames the references disagree on", ""]
    for result in results:
        for frame in result["frames"]:
            if frame["verdict"] == "references-disagree":
                r = frame["references"]
                lines.append(f"- {result['file']} frame {frame['frame']} ({frame['percent']} %): ThorVG vs rlottie "
                             f"{r.get('white', 0) * 100:.1f} / {r.get('black', 0) * 100:.1f} / {r.get('drawn', 0) * 100:.1f}")
    lines += ["", "## Warnings printed, by file", ""]
    for result in results:
        if result.get("warnings"):
            lines.append(f"- {result['file']}: " + "; ".join(w.replace("|", "\\|") for w in result["warnings"]))
    with open(os.path.join(folder, "report.md"), "w") as out:
        out.write("\n".join(lines) + "\n")
    return summary
