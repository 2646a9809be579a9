#!/bin/bash
# End-to-end test of the packaged extension in a real VS Code (code-server 4.100.3) driven by
# playwright-core + Debian chromium. Offline apart from the npm registry (first run only).
#   npm run test:e2e            build, package, install, run test/e2e/e2e.mjs
#   test/e2e/run.sh --install   only install code-server (cached under $E2E_HOME)
# System packages: .ci/e2e-deps.sh (run by this script when needed and allowed). Everything but
# screenshots lives outside the repo.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
E2E_HOME=${E2E_HOME:-/tmp/pm-e2e}
CS_VERSION=4.100.3
CSR=$E2E_HOME/code-server          # cached install + npm cache (kept between runs)
W=$E2E_HOME/run                    # per-run state (wiped)
PORT=${E2E_PORT:-$((18000 + RANDOM % 2000))}
SHOTS=${E2E_SHOTS:-$ROOT/test-results/e2e}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
T0=$(date +%s%N)
lap() { local d=$(( ($(date +%s%N) - T0) / 100000000 )); printf '[e2e %4d.%ds] %s\n' $((d / 10)) $((d % 10)) "$1"; }

# System packages: installed here through .ci/e2e-deps.sh when they are missing and this runs as root with
# apt-get (a fresh CI machine); otherwise one message naming the script. E2E_NO_INSTALL=1 never installs.
cs_cached() {
  [ -x "$CSR/app/node_modules/.bin/code-server" ] && \
    [ "$(node -p "require('$CSR/app/node_modules/code-server/package.json').version" 2>/dev/null)" = "$CS_VERSION" ]
}
missing_deps() {
  local m=""
  for bin in "$CHROMIUM" rg curl; do command -v "$bin" >/dev/null || m="$m $bin"; done
  # Building code-server's native modules (first run only) needs the compilers and libkrb5's headers.
  if ! cs_cached; then
    for bin in g++ make python3 pkg-config; do command -v "$bin" >/dev/null || m="$m $bin"; done
    pkg-config --exists krb5-gssapi 2>/dev/null || m="$m libkrb5-dev"
  fi
  echo "$m"
}
missing=$(missing_deps)
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && [ -z "${E2E_NO_INSTALL:-}" ]; then
    lap "installing system packages (missing:$missing)"
    bash "$ROOT/.ci/e2e-deps.sh" >"${TMPDIR:-/tmp}/pm-e2e-deps.log" 2>&1 \
      || { tail -20 "${TMPDIR:-/tmp}/pm-e2e-deps.log"; echo "e2e: .ci/e2e-deps.sh failed" >&2; exit 2; }
    missing=$(missing_deps)
  fi
  [ -z "$missing" ] || { echo "e2e: missing$missing — run .ci/e2e-deps.sh (as root, with apt-get) first" >&2; exit 2; }
fi

install_code_server() {
  local app=$CSR/app
  if cs_cached; then lap "code-server $CS_VERSION cached"; return; fi
  mkdir -p "$app" "$CSR/tmp" "$CSR/rg"
  # Pre-seed @vscode/ripgrep's download cache with Debian's rg (no GitHub access here).
  local rgc=$CSR/tmp/vscode-ripgrep-cache-1.15.11
  mkdir -p "$rgc"; cp "$(command -v rg)" "$CSR/rg/rg"
  tar czf "$rgc/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$CSR/rg" rg
  [ -f "$app/package.json" ] || echo '{"private":true}' > "$app/package.json"
  ( cd "$app" && env npm_config_cache="$CSR/npm-cache" npm_config_yes=true npm_config_unsafe_perm=true \
      npm_config_nodedir=/usr npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false \
      TMPDIR="$CSR/tmp" npm install --no-save "code-server@$CS_VERSION" >"$CSR/install.log" 2>&1 ) \
    || { tail -40 "$CSR/install.log"; echo "code-server install failed (log: $CSR/install.log)" >&2; exit 1; }
  test -x "$app/node_modules/code-server/lib/vscode/node_modules/@vscode/ripgrep/bin/rg"
  lap "code-server $CS_VERSION installed"
}

install_code_server
[ "${1:-}" = "--install" ] && exit 0

# Build and package the extension (bundled code only).
rm -rf "$W"; mkdir -p "$W"/{data/User,exts,home,tmp,ws} "$SHOTS"
rm -f "$SHOTS"/*.png
( cd "$ROOT" && npm run --silent package -- --out "$W/ext.vsix" >"$W/package.log" 2>&1 ) \
  || { cat "$W/package.log"; exit 1; }
lap "packaged $(du -k "$W/ext.vsix" | cut -f1) KB"

# Workspace: the fixtures, copied so the test may edit them.
cp -r "$ROOT/test/e2e/workspace/." "$W/ws/"

export HOME=$W/home XDG_CONFIG_HOME=$W/home/.config XDG_DATA_HOME=$W/home/.local/share \
       XDG_CACHE_HOME=$W/home/.cache TMPDIR=$W/tmp
cat > "$W/data/User/settings.json" <<JSON
{
  "security.workspace.trust.enabled": false,
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.welcomePage.walkthroughs.openOnInstall": false,
  "telemetry.telemetryLevel": "off",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "update.mode": "none",
  "editor.lightbulb.enabled": "on",
  "window.commandCenter": false,
  "chat.commandCenter.enabled": false,
  "workbench.colorTheme": "Default Dark Modern"
}
JSON
printf 'bind-addr: 127.0.0.1:%s\nauth: none\ncert: false\n' "$PORT" > "$W/cs-config.yaml"
CS=("$CSR/app/node_modules/.bin/code-server" --user-data-dir "$W/data" --extensions-dir "$W/exts" --config "$W/cs-config.yaml")
"${CS[@]}" --install-extension "$W/ext.vsix" >"$W/install-ext.log" 2>&1 || { cat "$W/install-ext.log"; exit 1; }
lap "extension installed"

setsid "${CS[@]}" --auth none --bind-addr "127.0.0.1:$PORT" --disable-telemetry --disable-update-check \
  --disable-workspace-trust --disable-getting-started-override >"$W/cs.log" 2>&1 &
CSPID=$!
cleanup() { kill -- -"$CSPID" 2>/dev/null || true; }
trap cleanup EXIT
for _ in $(seq 1 600); do curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" && break; sleep 0.1; done
curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" || { cat "$W/cs.log"; echo "code-server did not start" >&2; exit 1; }
lap "code-server listening on $PORT"

set +e
rm -f "$SHOTS/summary.txt"
CS_URL="http://127.0.0.1:$PORT/?folder=$W/ws" WS="$W/ws" SHOTS="$SHOTS" CHROMIUM="$CHROMIUM" \
  CHROME_PROFILE="$W/chrome-profile" node "$ROOT/test/e2e/e2e.mjs"
rc=$?
set -e
# Keep the logs next to the screenshots for CI artifacts.
cp "$W/cs.log" "$SHOTS/code-server.log" 2>/dev/null || true
find "$W/data/logs" -name '*Postmortem*' -exec cp {} "$SHOTS/" \; 2>/dev/null || true
lap "done (exit $rc); screenshots in $SHOTS"
cat "$SHOTS/summary.txt" 2>/dev/null || echo "e2e: 0 passed, 1 failed"
exit $rc
