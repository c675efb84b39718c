#!/bin/sh
# Runs the browser journeys against servers whose demo clock starts at three hours of the day (night,
# morning, evening), so no journey leans on what the live board happens to show when it runs.
# Usage: npm run test:e2e:hours [-- HH:MM HH:MM ...]   (after `npm run build`)
set -eu
[ "$#" -gt 0 ] || set -- 03:00 11:00 19:00
for clock in "$@"; do
  echo "== journeys with the demo clock at $clock UTC"
  DEMO_CLOCK_START="$clock" npx vitest run --project e2e
done
