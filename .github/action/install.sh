#!/usr/bin/env bash
# Puts splashvid on the job's PATH for the splashvid GitHub Action
# (action.yml): the release's Debian package when the action is used at a
# release tag that has one (uses: OWNER/splashvid@v1.2.0), else a build of
# the action's own source (its checkout at github.action_path) with the
# Swift toolchain already on the runner; action.yml caches that build's
# .build folder. Also makes sure the GitHub CLI (gh) is there, which the
# pull-request step uses.
#
# Environment: ACTION_PATH, ACTION_REF, ACTION_REPOSITORY, GH_TOKEN.
set -euo pipefail
: "${ACTION_PATH:?}"
sudo=()
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo=(sudo); fi

if ! command -v gh >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  echo "splashvid action: installing the GitHub CLI" >&2
  "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq --no-install-recommends gh >/dev/null
fi

ref="${ACTION_REF:-}"
if [[ "$ref" =~ ^v[0-9] ]] && command -v apt-get >/dev/null 2>&1 && command -v gh >/dev/null 2>&1; then
  work="$(mktemp -d)"
  arch="$(dpkg --print-architecture)"
  if gh release download "$ref" --repo "$ACTION_REPOSITORY" --pattern "splashvid_*_${arch}.deb" --dir "$work" 2>/dev/null; then
    deb="$(ls "$work"/splashvid_*_"$arch".deb | head -n 1)"
    echo "splashvid action: installing $(basename "$deb") from the $ref release" >&2
    "${sudo[@]}" apt-get install -y -qq "$deb" >/dev/null
    splashvid --version >&2
    exit 0
  fi
  echo "splashvid action: no $arch package in the $ref release; building the action's source" >&2
fi

command -v swift >/dev/null 2>&1 || {
  echo "splashvid action: no release package for '${ref:-this ref}' and no Swift toolchain to build with: run the job in container swift:6.3-bookworm, or use the action at a release tag" >&2
  exit 1
}
"$ACTION_PATH/scripts/install-deps"
swift build -c release --package-path "$ACTION_PATH" --product splashvid >&2
echo "$ACTION_PATH/.build/release" >>"$GITHUB_PATH"
"$ACTION_PATH/.build/release/splashvid" --version >&2
