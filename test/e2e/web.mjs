// Phase 2 of the e2e: the installed .vsix in code-server's web worker extension host, where VS Code for
// the Web runs it. run.sh starts code-server with "remote.extensionKind": ["web"] for the extension, so
// the workbench runs its "browser" entry (client/out/browser.js) in the web worker extension host and
// the language server in a Web Worker (server/out/browser-server.js). Started by test/e2e/run.sh with
// CS_URL, WS, SHOTS, CHROMIUM, CHROME_PROFILE. Every step waits on a selector or a condition.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { openWorkbench } from './workbench.mjs';

const URL = process.env.CS_URL ?? 'http://127.0.0.1:8123/';
const SHOTS = process.env.SHOTS ?? 'test-results/e2e';
const PROFILE = process.env.CHROME_PROFILE ?? '/tmp/pm-e2e/chrome-profile-web';
const WS = process.env.WS ?? '/tmp/pm-e2e/run/ws-web';
const FIXTURE = '2024-05-07-search-latency.md';
const STAMPEDE = '2024-07-02-cache-stampede.md';

const { ctx, page, load, log, check, checks, until, shot, editor, viewLines, runCommand, pickFocused, quickOpen, goTo } = await openWorkbench({ tag: 'web', profile: PROFILE, shots: SHOTS });
async function openFile(name, text) {
  await quickOpen(name);
  await until(`${name} in the editor`, async () => (await viewLines()).includes(text));
}
/** Processes running the Node language server of the extension installed for this run. */
const EXTS = process.env.EXTS ?? '/tmp/pm-e2e/run/exts';
const nodeServers = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => {
  try { return readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').filter(Boolean); } catch { return []; }
}).filter((argv) => argv.some((a) => a.startsWith(EXTS) && a.endsWith('server/out/server.js')));

let failed = false;
try {
  await load(URL);

  // 1. Diagnostics: the browser server answers from its Web Worker.
  await page.locator('.monaco-workbench .part.editor').click();
  await openFile(FIXTURE, 'Search latency spike');
  await page.locator(`${editor} .squiggly-error`).first().waitFor();
  await page.locator(`${editor} .squiggly-warning`).first().waitFor();
  check('error and warning squiggles', true);
  // The Postmortems (Incidents) view belongs to the desktop extension: none, not an empty one, here.
  const incidentsHeaders = await page.locator('.pane-header h3.title', { hasText: /^Postmortems$/i }).count();
  check('no empty Postmortems view in the web host', incidentsHeaders === 0, `${incidentsHeaders} found`);
  await page.keyboard.press('Control+Shift+M');
  const rows = page.locator('.markers-panel .monaco-list-row');
  const rowTexts = await until('Problems rows for time-format and timeline-order', async () => {
    const s = (await rows.allInnerTexts()).join('\n');
    return s.includes('17:20pm is not a valid time') && s.includes('is earlier than the entry before it') ? s : null;
  });
  check('Problems panel rows', true, `${rowTexts.split('\n').length} lines`);
  await shot('w1-web-diagnostics');
  await page.keyboard.press('Control+Shift+M');

  // 2. Where it runs: the client's log says the server is the Web Worker one (browser.ts alone writes
  // that line), and no Node language server was forked for this workbench.
  await runCommand('Output: Show Output Channels...', { staysOpen: true });
  await pickFocused('Postmortem Studio');
  const output = page.locator('.part.panel .monaco-editor .view-lines').first();
  const outText = await until('the extension\'s log in the Output view', async () => {
    const t = (await output.innerText()).replace(/\u00a0/g, ' ');
    return /language server started \(web worker\)/.test(t) ? t : null;
  });
  check('the browser entry started its server in a Web Worker', true, outText.split('\n').find((l) => l.includes('web worker')));
  check('no Node language server forked', nodeServers().length === 0, nodeServers().map((a) => a.join(' ')).join(' | '));
  await shot('w2-web-output');
  await runCommand('View: Hide Panel');

  // 3. The workbench's own account: Running Extensions names each extension's host.
  await runCommand('Developer: Show Running Extensions');
  const running = page.locator('.runtime-extensions-editor .monaco-list-row');
  const ourRow = await until('Postmortem Studio among the running extensions', async () =>
    (await running.allInnerTexts()).find((t) => t.startsWith('Postmortem Studio\n')));
  const markdownRow = (await running.allInnerTexts()).find((t) => t.startsWith('Markdown Language Features\n')) ?? '';
  check('Running Extensions: ours in the web worker host, built-ins on the server', /\bweb worker\b/.test(ourRow) && !/web worker/.test(markdownRow),
    `${ourRow.replace(/\s+/g, ' ')} | ${markdownRow.replace(/\s+/g, ' ')}`);
  await shot('w3-web-running-extensions');

  // 4. A hover from the Web Worker server: a PDT time, its offset on that date and the time in UTC.
  const stampede = readFileSync(`${WS}/postmortems/${STAMPEDE}`, 'utf8').split('\n');
  const pdtLine = stampede.findIndex((l) => l.includes('09:05 PDT')) + 1;
  await openFile(STAMPEDE, 'Cache stampede');
  await page.locator(`${editor} .squiggly-info`).first().waitFor();
  await goTo(pdtLine, stampede[pdtLine - 1].indexOf('PDT') + 2);
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+I');
  const zoneHover = page.locator('.monaco-hover', { hasText: 'UTC−07:00 on 2024-07-02' }).first();
  await zoneHover.waitFor();
  const zoneText = await zoneHover.innerText();
  check('zone hover from the Web Worker server', /09:05 PDT is 16:05 UTC/.test(zoneText), zoneText.split('\n').slice(0, 2).join(' | '));
  await shot('w4-web-hover');
  await page.keyboard.press('Escape');

  // 5. The timeline preview, fed by the Web Worker server's postmortem/timeline.
  await openFile(FIXTURE, 'Search latency spike');
  await runCommand('Postmortem: Open Timeline Preview to the Side');
  const frame = await until('timeline webview frame', async () => {
    for (const f of page.frames()) {
      try { if (await f.locator('#pm-root .pm-entry').count()) return f; } catch { /* frame navigating */ }
    }
    return null;
  });
  const entries = await until('7 timeline entries', async () => {
    const texts = await frame.locator('.pm-entry').allInnerTexts();
    return texts.length === 7 ? texts : null;
  });
  check('timeline preview opens with the events', entries[0].includes('Nightly index rebuild') && (await frame.locator('.pm-title').innerText()).includes('Search latency spike'), `${entries.length} events`);
  const marked = await frame.locator('.pm-entry.pm-has-problems').allInnerTexts();
  check('problems marked on events', marked.some((t) => t.includes('earlier than the entry before it')), `${marked.length} marked`);
  check('webview script ran', (await frame.locator('body[data-ready="true"]').count()) === 1);
  await shot('w5-web-preview');
} catch (e) {
  failed = true;
  log(`FAIL: ${e.stack ?? e}`);
  await page.screenshot({ path: `${SHOTS}/99-web-failure.png` }).catch(() => {});
}
await ctx.close();
const passed = checks.filter((c) => c.ok).length;
log(`${failed ? 'FAILED' : 'OK'}: ${passed}/${checks.length} checks passed`);
const failedChecks = checks.length - passed + (failed && passed === checks.length ? 1 : 0);
writeFileSync(`${SHOTS}/summary-web.txt`, `e2e: ${passed} passed, ${failedChecks} failed\n`);
process.exit(failed ? 1 : 0);
