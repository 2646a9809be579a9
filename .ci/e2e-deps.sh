#!/bin/bash
# System packages for the code-server end-to-end test (test/e2e/run.sh).
# code-server's native modules build against libkrb5 (g++, make, python3, pkg-config); Debian's ripgrep
# replaces @vscode/ripgrep's download; chromium + fonts are driven headless by playwright-core; curl
# polls code-server's /healthz.
set -euo pipefail
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
PKGS="libkrb5-dev pkg-config ripgrep chromium fonts-liberation g++ make python3 curl"
missing=""
for p in $PKGS; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"; done
if [ -z "$missing" ]; then echo "e2e-deps: all present"; exit 0; fi
echo "e2e-deps: installing$missing"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends $missing
