#!/bin/sh
# Makes sure the Debian Chromium the browser journeys drive is installed (never a downloaded browser).
set -eu
if [ -x /usr/bin/chromium ]; then
  echo "chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at /usr/bin/chromium. Install it as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-noto-cjk
echo "chromium installed: $(/usr/bin/chromium --version)"
