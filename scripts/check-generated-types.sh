#!/usr/bin/env bash
# Fails when the committed Sanity schema extract or TypeGen output is older than the Studio schema or
# the queries. It generates into a folder of its own (the Sanity CLI takes paths relative to studio/),
# so it can run beside the compiler, which reads the committed files.
set -euo pipefail
cd "$(dirname "$0")/.."
out=studio/.typegen-check
rm -rf "$out" "$out.log"
trap 'rm -rf "$out" "$out.log"' EXIT
export SANITY_TYPEGEN_SCHEMA=.typegen-check/schema.json SANITY_TYPEGEN_TYPES=.typegen-check/sanity.types.ts
if ! (cd studio &&
  npx --no-install sanity schema extract --path "$SANITY_TYPEGEN_SCHEMA" --enforce-required-fields --force &&
  npx --no-install sanity typegen generate) >"$out.log" 2>&1; then
  cat "$out.log" >&2
  echo "Could not generate the Sanity types (above)." >&2
  exit 1
fi
# The generated file names the schema it was made from.
sed -i 's|^// Source: .typegen-check/schema.json$|// Source: schema.json|' "$out/sanity.types.ts"
if ! cmp -s "$out/schema.json" studio/schema.json || ! cmp -s "$out/sanity.types.ts" shared/sanity.types.ts; then
  echo "The generated Sanity types are out of date: run npm run typegen, then review and commit studio/schema.json and shared/sanity.types.ts." >&2
  exit 1
fi
echo "Generated Sanity types are up to date."
