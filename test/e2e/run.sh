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
# The test-only probe extension (test/e2e/lm-probe: calls the language-model tools through vscode.lm),
# installed beside the packaged extension; it is in neither the .vsix nor the npm package.
( cd "$ROOT/test/e2e/lm-probe" && node "$ROOT/node_modules/@vscode/vsce/vsce" package --no-dependencies \
    --allow-missing-repository --skip-license --out "$W/lm-probe.vsix" >"$W/package-probe.log" 2>&1 ) \
  || { cat "$W/package-probe.log"; exit 1; }

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
"${CS[@]}" --install-extension "$W/ext.vsix" --install-extension "$W/lm-probe.vsix" >"$W/install-ext.log" 2>&1 || { cat "$W/install-ext.log"; exit 1; }
lap "extension installed"

# Starts code-server with the given user data folder (the extensions are shared) and waits for /healthz.
start_cs() {
  setsid "$CSR/app/node_modules/.bin/code-server" --user-data-dir "$1" --extensions-dir "$W/exts" --config "$W/cs-config.yaml" \
    --auth none --bind-addr "127.0.0.1:$PORT" --disable-telemetry --disable-update-check \
    --disable-workspace-trust --disable-getting-started-override >"$2" 2>&1 &
  CSPID=$!
  for _ in $(seq 1 600); do curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" && break; sleep 0.1; done
  curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" || { cat "$2"; echo "code-server did not start" >&2; exit 1; }
  lap "code-server listening on $PORT"
}
stop_cs() { kill -- -"$CSPID" 2>/dev/null || true; wait "$CSPID" 2>/dev/null || true; CSPID=; }
CSPID=
cleanup() { [ -n "$CSPID" ] && kill -- -"$CSPID" 2>/dev/null || true; }
trap cleanup EXIT

# E2E_PHASES picks the phases (default "node web").
PHASES=" ${E2E_PHASES:-node web} "
rm -f "$SHOTS"/summary*.txt
rc=0

# One phase: code-server on a user data folder and a workspace, the driver script against it; its exit
# status in $phase_rc and a failing summary line when the script wrote none.
run_phase() { # N DATA LOG WS PROFILE SCRIPT SUMMARY
  start_cs "$2" "$3"
  set +e
  CS_URL="http://127.0.0.1:$PORT/?folder=$4" WS="$4" EXTS="$W/exts/" SHOTS="$SHOTS" CHROMIUM="$CHROMIUM" \
    CHROME_PROFILE="$5" node "$ROOT/test/e2e/$6"
  phase_rc=$?
  set -e
  lap "phase $1 done (exit $phase_rc)"
  [ -f "$SHOTS/$7" ] || echo "e2e: 0 passed, 1 failed" > "$SHOTS/$7"
}

# Phase 1 (test/e2e/e2e.mjs): the extension in code-server's Node extension host.
if [[ $PHASES == *" node "* ]]; then
  run_phase 1 "$W/data" "$W/cs.log" "$W/ws" "$W/chrome-profile" e2e.mjs summary.txt
  rc=$phase_rc
  stop_cs
fi

# Phase 2 (test/e2e/web.mjs): the same installed .vsix in the web worker extension host, as in VS Code
# for the Web. remote.extensionKind ["web"] makes the workbench run it there although code-server
# installed it on its server; a fresh user data folder and workspace copy.
if [[ $PHASES == *" web "* ]]; then
  mkdir -p "$W/data-web/User" "$W/ws-web"
  cp -r "$ROOT/test/e2e/workspace/." "$W/ws-web/"
  node -e 'const fs=require("fs"),[src,dest]=process.argv.slice(1);const s=JSON.parse(fs.readFileSync(src,"utf8"));
    s["remote.extensionKind"]={"postmortem-studio.postmortem-studio":["web"]};fs.writeFileSync(dest,JSON.stringify(s,null,2))' \
    "$W/data/User/settings.json" "$W/data-web/User/settings.json"
  run_phase 2 "$W/data-web" "$W/cs-web.log" "$W/ws-web" "$W/chrome-profile-web" web.mjs summary-web.txt
  [ "$rc" = 0 ] && rc=$phase_rc
  cp "$W/cs-web.log" "$SHOTS/code-server-web.log" 2>/dev/null || true
fi
# Keep the logs next to the screenshots for CI artifacts.
cp "$W/cs.log" "$SHOTS/code-server.log" 2>/dev/null || true
find "$W/data/logs" -name '*Postmortem*' -exec cp {} "$SHOTS/" \; 2>/dev/null || true
lap "done (exit $rc); screenshots in $SHOTS"
# The closing line CI reads: the phases' counts summed.
cat "$SHOTS"/summary*.txt 2>/dev/null | awk '{p += $2; f += $4} END {printf "e2e: %d passed, %d failed\n", p, f}'
exit $rc
