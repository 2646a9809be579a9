// What both e2e phases (e2e.mjs: the Node extension host; web.mjs: the web worker extension host) drive
// code-server with: a headless Chromium on a fresh profile, the log and checks, polling (every step waits
// on a selector or a condition, never a fixed sleep) and the workbench gestures they share.
import { chromium } from 'playwright-core';
import { mkdirSync, rmSync } from 'node:fs';

export const STEP_TIMEOUT = Number(process.env.E2E_STEP_TIMEOUT ?? 60000);

/** Opens the browser on `profile`; `tag` prefixes the log lines ("e2e", "web"). */
export async function openWorkbench({ tag, profile, shots }) {
  const t0 = Date.now();
  const log = (m) => console.log(`[${tag} ${((Date.now() - t0) / 1000).toFixed(1).padStart(5)}s] ${m}`);
  const checks = [];
  function check(name, ok, detail = '') {
    checks.push({ name, ok });
    log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    if (!ok) throw new Error(`check failed: ${name} ${detail}`);
  }

  /** Polls `fn` until it returns a truthy value (or throws after `timeout`). */
  async function until(what, fn, timeout = STEP_TIMEOUT, interval = 100) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      try { last = await fn(); if (last) return last; } catch (e) { last = e; }
      if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
      await new Promise((r) => setTimeout(r, interval));
    }
  }

  mkdirSync(shots, { recursive: true });
  rmSync(profile, { recursive: true, force: true });
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1500, height: 920 },
    deviceScaleFactor: 1,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  page.on('pageerror', (e) => log(`pageerror: ${e.message}`));
  const shot = async (name) => { await page.screenshot({ path: `${shots}/${name}.png` }); log(`screenshot ${name}.png`); };

  const editor = '.part.editor .editor-group-container.active .monaco-editor';
  const viewLines = async () => (await page.locator(`${editor} .view-lines`).first().innerText()).replace(/\u00a0/g, ' ');
  const selectionStatus = async () => (await page.locator('[id="status.editor.selection"]').first().innerText()).trim();

  /** Moves the quick-input focus down to the row labelled `label` (exactly, or followed by a keybinding), then Enter. */
  async function pickFocused(label) {
    const focusedLabel = () => page.locator('.quick-input-list .monaco-list-row.focused').first().getAttribute('aria-label').catch(() => '');
    await page.locator('.quick-input-list .monaco-list-row').first().waitFor();
    await until(`"${label}" focused in the quick pick`, async () => {
      const l = (await focusedLabel()) ?? '';
      if (l === label || l.startsWith(`${label},`) || l.startsWith(`${label} `)) return true;
      await page.keyboard.press('ArrowDown');
      return false;
    }, 15000, 150);
    await page.keyboard.press('Enter');
  }

  /**
   * Opens the file `name` with Quick Open (Ctrl+P). The workbench can take the focus back while the
   * widget opens (a walkthrough or an editor finishing its layout), which closes it: open it again
   * and type again until its list shows a row for the name, then pick that row.
   */
  async function quickOpen(name) {
    const widget = page.locator('.quick-input-widget');
    const input = page.locator('.quick-input-widget input');
    await until(`Quick Open listing "${name}"`, async () => {
      if (!(await widget.isVisible())) {
        await page.keyboard.press('Control+P');
        await input.waitFor({ state: 'visible', timeout: 5000 });
      }
      // A widget that is closing stays "visible" while its input no longer takes text: give up on it quickly, close it
      // and open it again on the next round, instead of waiting out the whole step on one fill.
      if ((await input.inputValue({ timeout: 2000 }).catch(() => null)) !== name) {
        if (!(await input.fill(name, { timeout: 2000 }).then(() => true, () => false))) {
          await page.keyboard.press('Escape');
          return false;
        }
      }
      return (await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).count()) > 0;
    }, STEP_TIMEOUT, 250);
    await pickFocused(name);
  }

  /** Runs a command from the command palette (F1) by its label. */
  async function runCommand(label, { staysOpen = false } = {}) {
    await page.keyboard.press('F1');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill(`>${label}`);
    await pickFocused(label);
    if (!staysOpen) await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  }

  /** Moves the cursor with Quick Open's ":line:col" (1-based); a column past the end clamps to the end of the line. */
  async function goTo(line, col = 1) {
    await page.keyboard.press('Control+P');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill(`:${line}:${col}`);
    await page.keyboard.press('Enter');
    await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
    await until(`cursor at ${line}:${col}`, async () => (await selectionStatus()).startsWith(col >= 999 ? `Ln ${line},` : `Ln ${line}, Col ${col}`));
  }

  /** Opens the workbench at `url` and waits for its status bar and the Explorer's first row. */
  async function load(url) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator('.monaco-workbench .part.statusbar').waitFor();
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor();
    log('workbench loaded');
  }

  /** The frame that holds the timeline webview's document. */
  async function timelineFrame() {
    return until('timeline webview frame', async () => {
      for (const f of page.frames()) {
        try { if (await f.locator('#pm-root').count()) return f; } catch { /* frame navigating */ }
      }
      return null;
    });
  }

  return { ctx, page, load, log, check, checks, until, shot, editor, viewLines, selectionStatus, pickFocused, quickOpen, runCommand, goTo, timelineFrame };
}
