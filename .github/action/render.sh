#!/usr/bin/env bash
# The render step of the splashvid GitHub Action (action.yml): the whole
# manifest, one shard of it (SHARD="K/N", in a matrix job), or, with
# MERGE=true, the shards' reports already downloaded into OUTPUT joined
# into one. Writes the name of the artifact to upload to $GITHUB_OUTPUT
# (NAME, or NAME-shard-K for a shard).
#
# Environment: MANIFEST, OUTPUT, SHARD, MERGE, ARTIFACT, SPLASHVID (default
# splashvid on PATH).
set -euo pipefail
splashvid="${SPLASHVID:-splashvid}"
: "${OUTPUT:?}" "${ARTIFACT:?}"
if [ "${MERGE:-false}" = true ]; then
  [ -z "${SHARD:-}" ] || { echo "splashvid action: give shard or merge, not both" >&2; exit 1; }
  "$splashvid" batch --merge "$OUTPUT"
  name="$ARTIFACT"
elif [ -n "${SHARD:-}" ]; then
  [[ "$SHARD" =~ ^[0-9]+/[0-9]+$ ]] || { echo "splashvid action: shard must be K/N (like 2/4), not '$SHARD'" >&2; exit 1; }
  "$splashvid" batch "${MANIFEST:?}" --output "$OUTPUT" --shard "$SHARD" --progress
  name="$ARTIFACT-shard-${SHARD%%/*}"
else
  "$splashvid" batch "${MANIFEST:?}" --output "$OUTPUT" --progress
  name="$ARTIFACT"
fi
echo "artifact=$name" >>"${GITHUB_OUTPUT:-/dev/null}"
