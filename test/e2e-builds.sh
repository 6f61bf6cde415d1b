#!/usr/bin/env bash
# Builds the site and the Studio for an e2e run side by side (CI's two cores; each build is mostly
# one), rather than one after the other as Playwright starts its web servers. Usage: e2e-builds.sh <studio build dir>
set -uo pipefail
cd "$(dirname "$0")/.."
studio_dir=$1
node=node_modules/.bin/node
(cd studio && "../$node" ../node_modules/.bin/sanity build "$studio_dir" --yes >/dev/null) &
studio_build=$!
"$node" node_modules/.bin/react-router build >/dev/null
site=$?
wait "$studio_build"
studio=$?
[ "$site" -eq 0 ] || echo "The site build failed." >&2
[ "$studio" -eq 0 ] || echo "The Studio build failed." >&2
[ "$site" -eq 0 ] && [ "$studio" -eq 0 ]
