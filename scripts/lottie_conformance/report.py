"""The conformance report: JSON (every frame's figures) and Markdown (the
summary and every frame that differs, with its warning and diagnosed cause)."""
import json
import os

VERDICTS = ("match", "differs", "error", "references-disagree", "no-reference")


def diagnosis_of(diagnoses, result, frame):
    """The causes recorded for a frame in diagnoses.json ("file@frame", else "file"): a list of cause ids."""
    frames = diagnoses.get("frames", {})
    causes = frames.get(f"{result['file']}@{frame['frame']}") or frames.get(result["file"]) or []
    return [causes] if isinstance(causes, str) else list(causes)


def ranked_causes(results, diagnoses):
    """Each diagnosed cause with the differing frames and files it explains, most frames first."""
    table = {}
    for result in results:
        for frame in result["frames"]:
            for cause in frame.get("causes", []):
                entry = table.setdefault(cause, {"frames": 0, "files": set(), "warned": 0, "example": None})
                entry["frames"] += 1
                entry["files"].add(result["file"])
                entry["warned"] += bool(frame["warnings"])
                entry["example"] = entry["example"] or f"{result['file']} frame {frame['frame']}"
    rows = [(cause, e) for cause, e in table.items()]
    rows.sort(key=lambda row: (-row[1]["frames"], -len(row[1]["files"]), row[0]))
    known = diagnoses.get("causes", {})
    return [{"cause": cause, "title": known.get(cause, {}).get("title", cause), "warned": known.get(cause, {}).get("warned", "?"),
             "frames": e["frames"],
             "files": len(e["files"]), "warned_frames": e["warned"], "example": e["example"]} for cause, e in rows]


def summarise(results):
    counts = {v: 0 for v in VERDICTS}
    for result in results:
        for frame in result["frames"]:
            counts[frame["verdict"]] += 1
    judged = counts["match"] + counts["differs"] + counts["error"]
    files_right = sum(1 for r in results if r["frames"] and all(f["verdict"] in ("match", "references-disagree", "no-reference") for f in r["frames"]))
    # Where the references disagree: which of them splashvid's still matches, if either.
    sides = {"thorvg": 0, "rlottie": 0, "both": 0, "neither": 0}
    for result in results:
        for frame in result["frames"]:
            if frame["verdict"] == "references-disagree":
                against = frame.get("against", {})
                tv, rl = against.get("thorvg", {}).get("match"), against.get("rlottie", {}).get("match")
                sides["both" if tv and rl else "thorvg" if tv else "rlottie" if rl else "neither"] += 1
    # Silent: splashvid drew the frame differently and printed no warning at all (a refusal is loud: it is an error).
    silent = [(r["file"], f["frame"]) for r in results for f in r["frames"] if f["verdict"] == "differs" and not f["warnings"]]
    return {"files": len(results), "frames": sum(len(r["frames"]) for r in results), "counts": counts, "judged": judged,
            "match_rate": (counts["match"] / judged) if judged else None, "files_all_right": files_right,
            "silent_differences": len(silent),
            "silent_files": len({f for f, _ in silent}), "disagreements_matched": sides}


def write(results, diagnoses, folder, splashvid):
    os.makedirs(folder, exist_ok=True)
    summary = summarise(results)
    for result in results:
        for frame in result["frames"]:
            if frame["verdict"] in ("differs", "error"):
                frame["causes"] = diagnosis_of(diagnoses, result, frame)
    causes = ranked_causes(results, diagnoses)
    unwarned = [(r["file"], f["frame"]) for r in results for f in r["frames"] if f["verdict"] == "differs"
                and not any(diagnoses.get("causes", {}).get(c, {}).get("warned") == "yes" for c in f["causes"])]
    summary["unwarned_differences"] = len(unwarned)
    summary["unwarned_files"] = len({f for f, _ in unwarned})
    summary["undiagnosed_frames"] = sum(1 for r in results for f in r["frames"] if f["verdict"] in ("differs", "error") and not f["causes"])
    with open(os.path.join(folder, "report.json"), "w") as out:
        json.dump({"splashvid": splashvid, "summary": summary, "causes": causes, "results": results}, out, indent=1)
    lines = ["# Lottie conformance report", "",
             f"{summary['files']} files, {summary['frames']} frames. splashvid is judged on {summary['judged']} frames "
             f"(where the references, rlottie and ThorVG, agree, and wherever splashvid refuses a frame both drew); "
             f"it matches {summary['counts']['match']} of them"
             + (f" ({summary['match_rate'] * 100:.1f} %)" if summary["match_rate"] is not None else "")
             + f"; {summary['counts']['differs']} differ, {summary['counts']['error']} failed to render. "
             f"{summary['counts']['references-disagree']} frames where the references disagree and "
             f"{summary['counts']['no-reference']} without a reference are not judged. "
             f"{summary['files_all_right']} files are right at every judged frame. "
             f"Silent differences (a differing frame, no warning printed): {summary['silent_differences']} frames "
             f"in {summary['silent_files']} files; differing frames whose cause no warning names: "
             f"{summary['unwarned_differences']} in {summary['unwarned_files']} files.", "",
             "## Causes of the differing frames, most frames first", "",
             "| cause | frames | files | the cause warned? | frames with any warning | example |", "|---|---|---|---|---|---|"]
    lines += [f"| {c['title']} (`{c['cause']}`) | {c['frames']} | {c['files']} | {c['warned']} | {c['warned_frames']} | {c['example']} |" for c in causes]
    lines += ["", f"Undiagnosed differing frames: {summary['undiagnosed_frames']}.", "", "## Every differing frame", "",
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
                         f"{', '.join(frame['causes']) or 'undiagnosed'} | {os.path.basename(frame.get('sheet', ''))} |")
    sides = summary["disagreements_matched"]
    lines += ["", "## Frames the references disagree on", "",
              f"Not judged. splashvid's still matches ThorVG's on {sides['thorvg']}, rlottie's on {sides['rlottie']}, "
              f"both on {sides['both']}, neither on {sides['neither']}.", ""]
    for result in results:
        for frame in result["frames"]:
            if frame["verdict"] == "references-disagree":
                r = frame["references"]
                against = frame.get("against", {})
                close = [p for p in ("thorvg", "rlottie") if against.get(p, {}).get("match")]
                lines.append(f"- {result['file']} frame {frame['frame']} ({frame['percent']} %): ThorVG vs rlottie "
                             f"{r.get('white', 0) * 100:.1f} / {r.get('black', 0) * 100:.1f} / {r.get('drawn', 0) * 100:.1f}; "
                             f"splashvid matches {' and '.join(close) or 'neither'}")
    lines += ["", "## Warnings printed, by file", ""]
    for result in results:
        if result.get("warnings"):
            lines.append(f"- {result['file']}: " + "; ".join(w.replace("|", "\\|") for w in result["warnings"]))
    with open(os.path.join(folder, "report.md"), "w") as out:
        out.write("\n".join(lines) + "\n")
    return summary
