#!/usr/bin/env bash
# `npm test`: the unit tests, then the end-to-end tests with the static checks beside them at the
# lowest priority. The browser tests leave about a third of CI's two cores idle (pages loading, the
# Studio saving); the static checks (90 s of CPU, none of it timed) fill that time rather than
# taking 45 s of their own. Beside the unit tests, which keep both cores busy, they slowed them by
# as much. Their output follows the tests'; any failure fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
npm run test:unit
tests=$?
nice -n 19 bash scripts/static-checks.sh >"$log" 2>&1 &
checks=$!
if [ "$tests" -eq 0 ]; then
  npm run test:e2e
  tests=$?
fi
wait "$checks"
checked=$?
echo
echo "Static checks (npm run check):"
cat "$log"
[ "$checked" -eq 0 ] || echo "The static checks failed (above)." >&2
[ "$tests" -eq 0 ] && [ "$checked" -eq 0 ]
