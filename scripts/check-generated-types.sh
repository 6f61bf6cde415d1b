#!/usr/bin/env bash
# Fails when the committed Sanity schema extract or TypeGen output is older than the Studio schema or the queries.
set -euo pipefail
cd "$(dirname "$0")/.."
generated=(studio/schema.json web/src/lib/sanity/sanity.types.ts)
before=$(cat "${generated[@]}" | sha1sum)
npm run --silent typegen >/dev/null
after=$(cat "${generated[@]}" | sha1sum)
if [ "$before" != "$after" ]; then
  echo "The generated Sanity types were out of date; they have just been regenerated: review and commit ${generated[*]}." >&2
  exit 1
fi
echo "Generated Sanity types are up to date."
