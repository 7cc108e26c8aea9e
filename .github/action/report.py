#!/usr/bin/env python3
"""The pull-request half of the splashvid GitHub Action (action.yml).

After `splashvid batch` has rendered HEAD's previews, on a pull request:
fetch the base branch's latest previews artifact, run `splashvid diff`,
publish the diff's images where a comment can show them (image-host
"branch"), write the job summary, create or update ONE comment (found by
its hidden marker), and set a commit status with the counts. On any other
event it only says so: the batch step has already written its summary.

Everything it asks of GitHub goes through the `gh` command line (so that
the tests can put a recording `gh` on PATH); inputs come from the
environment the action sets (INPUT_*) and GitHub's own (GITHUB_*).

Exit status: 0, or 3 when fail-on-change is set and a job changed, was
added or was removed (as `splashvid diff --fail-on-change`), or 1 on an
error (one line naming what failed).
"""
import base64
import json
import os
import pathlib
import subprocess
import sys
import tempfile

MARKER = "<!-- splashvid-diff -->"
STATUS_CONTEXT = "splashvid"


class ActionError(Exception):
    pass


def env(name, default=None):
    value = os.environ.get(name, "")
    if value == "":
        if default is None:
            raise ActionError(f"{name} is not set")
        return default
    return value


def flag(name, default="false"):
    value = env(name, default).strip().lower()
    if value not in ("true", "false"):
        raise ActionError(f"{name.removeprefix('INPUT_').lower().replace('_', '-')} must be true or false, not {value!r}")
    return value == "true"


def gh(*args, input_text=None, check=True):
    """Runs gh; its standard output, or None when it failed and check is off."""
    result = subprocess.run(["gh", *args], input=input_text, capture_output=True, text=True)
    if result.returncode != 0:
        if check:
            raise ActionError(f"gh {' '.join(args[:3])} failed: {result.stderr.strip() or result.returncode}")
        return None
    return result.stdout


def append(path_variable, text):
    path = os.environ.get(path_variable)
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(text)


def set_output(name, value):
    append("GITHUB_OUTPUT", f"{name}={value}\n")


def fetch_base(repo, base_ref, workflow, artifact, folder):
    """Downloads the base branch's latest successful previews; False when there are none."""
    run = gh("run", "list", "--repo", repo, "--branch", base_ref, "--workflow", workflow,
             "--status", "success", "--limit", "1", "--json", "databaseId", "--jq", ".[0].databaseId",
             check=False)
    run = (run or "").strip()
    if not run or run == "null":
        return False
    return gh("run", "download", run, "--repo", repo, "--name", artifact, "--dir", str(folder), check=False) is not None


def publish_images(repo, branch, prefix_path, diff_folder):
    """Commits the diff folder's images to `branch` under `prefix_path`
    through the Git data API (blobs, one tree, one commit, the ref moved or
    made), so a comment can show them from raw.githubusercontent.com.
    Returns how many images were published."""
    images = sorted(p for p in diff_folder.rglob("*") if p.suffix.lower() in (".png", ".gif", ".webp") and p.is_file())
    if not images:
        return 0
    entries = []
    for image in images:
        payload = json.dumps({"content": base64.b64encode(image.read_bytes()).decode(), "encoding": "base64"})
        blob = json.loads(gh("api", f"repos/{repo}/git/blobs", "--input", "-", input_text=payload))
        entries.append({"path": f"{prefix_path}/{image.relative_to(diff_folder).as_posix()}",
                        "mode": "100644", "type": "blob", "sha": blob["sha"]})
    head = gh("api", f"repos/{repo}/git/ref/heads/{branch}", check=False)
    parent = json.loads(head)["object"]["sha"] if head else None
    tree_request = {"tree": entries}
    if parent:
        commit = json.loads(gh("api", f"repos/{repo}/git/commits/{parent}"))
        tree_request["base_tree"] = commit["tree"]["sha"]
    tree = json.loads(gh("api", f"repos/{repo}/git/trees", "--input", "-", input_text=json.dumps(tree_request)))
    commit_request = {"message": f"splashvid previews: {prefix_path}", "tree": tree["sha"], "parents": [parent] if parent else []}
    commit = json.loads(gh("api", f"repos/{repo}/git/commits", "--input", "-", input_text=json.dumps(commit_request)))
    if parent:
        gh("api", "-X", "PATCH", f"repos/{repo}/git/refs/heads/{branch}", "-f", f"sha={commit['sha']}", "-F", "force=false")
    else:
        gh("api", f"repos/{repo}/git/refs", "-f", f"ref=refs/heads/{branch}", "-f", f"sha={commit['sha']}")
    return len(images)


def upsert_comment(repo, number, body_file):
    """Edits the comment holding MARKER, or creates it; returns (id, created)."""
    listing = gh("api", "--paginate", f"repos/{repo}/issues/{number}/comments",
                 "--jq", f'.[] | select(.body | contains("{MARKER}")) | .id')
    ids = [line.strip() for line in listing.splitlines() if line.strip()]
    if ids:
        gh("api", "-X", "PATCH", f"repos/{repo}/issues/comments/{ids[0]}", "-F", f"body=@{body_file}")
        return ids[0], False
    created = json.loads(gh("api", f"repos/{repo}/issues/{number}/comments", "-F", f"body=@{body_file}"))
    return str(created.get("id", "")), True


def counts_line(summary):
    parts = [f"{summary.get(k, 0)} {k}" for k in ("changed", "added", "removed", "identical")]
    return ", ".join(parts)


def main():
    event_name = env("GITHUB_EVENT_NAME")
    if event_name not in ("pull_request", "pull_request_target"):
        print(f"splashvid action: {event_name} event: previews rendered and uploaded; no comparison (pull requests only)")
        set_output("compared", "false")
        return 0

    with open(env("GITHUB_EVENT_PATH"), encoding="utf-8") as f:
        event = json.load(f)
    pull = event.get("pull_request") or {}
    number = pull.get("number") or event.get("number")
    base_ref = (pull.get("base") or {}).get("ref")
    head_sha = (pull.get("head") or {}).get("sha") or env("GITHUB_SHA")
    if not number or not base_ref:
        raise ActionError("GITHUB_EVENT_PATH: the pull_request event has no number or base.ref")

    repo = env("GITHUB_REPOSITORY")
    splashvid = env("SPLASHVID", "splashvid")
    output = pathlib.Path(env("INPUT_OUTPUT", "previews"))
    artifact = env("INPUT_BASE_ARTIFACT", env("INPUT_ARTIFACT", "previews"))
    comment = flag("INPUT_COMMENT", "true")
    fail_on_change = flag("INPUT_FAIL_ON_CHANGE", "false")
    image_host = env("INPUT_IMAGE_HOST", "none")
    if image_host not in ("none", "branch"):
        raise ActionError(f"image-host must be none or branch, not {image_host!r}")
    image_branch = env("INPUT_IMAGE_BRANCH", "splashvid-previews")
    run_url = f"{env('GITHUB_SERVER_URL', 'https://github.com')}/{repo}/actions/runs/{env('GITHUB_RUN_ID', '0')}"

    base = pathlib.Path(tempfile.mkdtemp(prefix="splashvid-base-"))
    if not fetch_base(repo, base_ref, env("GITHUB_WORKFLOW", "previews"), artifact, base):
        text = f"{MARKER}\n### splashvid previews\n\nNo `{artifact}` artifact on `{base_ref}` yet: nothing to compare with. " \
               f"The previews of this pull request are in [the run's artifacts]({run_url}).\n"
        append("GITHUB_STEP_SUMMARY", text)
        body = base / "comment.md"
        body.write_text(text, encoding="utf-8")
        if comment:
            upsert_comment(repo, number, body)
        gh("api", f"repos/{repo}/statuses/{head_sha}", "-f", "state=success", "-f", f"context={STATUS_CONTEXT}",
           "-f", f"description=no base previews on {base_ref} to compare with", "-f", f"target_url={run_url}")
        set_output("compared", "false")
        return 0

    diff_folder = output / "diff"
    prefix_path = f"pr-{number}/{head_sha}"
    command = [splashvid, "diff", str(base), str(output), "--output", str(diff_folder),
               "--base-name", base_ref, "--head-name", f"#{number}", "--progress"]
    if image_host == "branch":
        command += ["--image-url-prefix", f"https://raw.githubusercontent.com/{repo}/{image_branch}/{prefix_path}/"]
    result = subprocess.run(command)
    if result.returncode != 0:
        raise ActionError(f"splashvid diff failed with status {result.returncode}")
    with open(diff_folder / "diff.json", encoding="utf-8") as f:
        summary = json.load(f)["summary"]
    if image_host == "branch":
        published = publish_images(repo, image_branch, prefix_path, diff_folder)
        print(f"splashvid action: published {published} images to {image_branch}/{prefix_path}")

    markdown = (diff_folder / "diff.md").read_text(encoding="utf-8")
    footer = f"\n\n<sub>[Previews and the diff page]({run_url}) (artifact `{env('INPUT_ARTIFACT', 'previews')}`) · {head_sha[:7]}</sub>\n"
    body = diff_folder / "comment.md"
    # diff.md opens with the marker itself; a diff.md from an older
    # splashvid may not.
    body.write_text(markdown + footer if markdown.startswith(MARKER) else f"{MARKER}\n{markdown}{footer}", encoding="utf-8")
    append("GITHUB_STEP_SUMMARY", markdown + "\n")

    changed = summary.get("changed", 0) + summary.get("added", 0) + summary.get("removed", 0)
    if comment:
        comment_id, created = upsert_comment(repo, number, body)
        set_output("comment-id", comment_id)
        print(f"splashvid action: {'created' if created else 'updated'} comment {comment_id} on #{number}")
    state = "failure" if (fail_on_change and changed) else "success"
    gh("api", f"repos/{repo}/statuses/{head_sha}", "-f", f"state={state}", "-f", f"context={STATUS_CONTEXT}",
       "-f", f"description={counts_line(summary)}", "-f", f"target_url={run_url}")
    set_output("compared", "true")
    for key in ("changed", "added", "removed", "identical"):
        set_output(key, summary.get(key, 0))
    return 3 if (fail_on_change and changed) else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ActionError as error:
        print(f"splashvid action: {error}", file=sys.stderr)
        sys.exit(1)
