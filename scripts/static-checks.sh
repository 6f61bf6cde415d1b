#!/usr/bin/env bash
# The static checks of `npm test`, side by side: each compiler and the linter use one core, so
# running them one after the other left CI's second core idle for minutes. Every check runs to the
# end, and each failure is named.
set -uo pipefail
cd "$(dirname "$0")/.."
checks=(
  'tsc -p web'
  'bash scripts/check-generated-types.sh'
  'eslint . --max-warnings=0'
  'tsc -p tsconfig.json'
  'tsc -p seed'
  'tsc -p studio'
  'tsc -p content'
  'tsc -p content-lake'
  'tsc -p bench'
)
printf '%s\0' "${checks[@]}" |
  xargs -0 -P "$(nproc)" -I{} sh -c 'PATH="$PWD/node_modules/.bin:$PATH" {} || { echo "FAILED: {}" >&2; exit 1; }'
