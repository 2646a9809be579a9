// End-to-end test of the installed .vsix in code-server (real VS Code), driven by playwright-core with
// Debian's chromium. Started by test/e2e/run.sh, which provides CS_URL, WS, SHOTS, CHROMIUM, CHROME_PROFILE.
// Every step waits on a selector or a condition — no fixed sleeps.
import { copyFileSync, rmSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openWorkbench, STEP_TIMEOUT } from './workbench.mjs';

const URL = process.env.CS_URL ?? 'http://127.0.0.1:8123/';
const SHOTS = process.env.SHOTS ?? 'test-results/e2e';
const PROFILE = process.env.CHROME_PROFILE ?? '/tmp/pm-e2e/chrome-profile';
const FIXTURE = '2024-05-07-search-latency.md';
const WS = process.env.WS ?? '/tmp/pm-e2e/run/ws';
// The extensions folder of this run: the server process checked is the one of the extension installed there.
const EXTS = process.env.EXTS ?? '/tmp/pm-e2e/run/exts';

const { ctx, page, load, log, check, checks, until, shot, editor, viewLines, selectionStatus, pickFocused, quickOpen, runCommand, goTo, timelineFrame } = await openWorkbench({ tag: 'e2e', profile: PROFILE, shots: SHOTS });
const dialogs = [];
// A reload with an untitled document not yet backed up asks "leave the page?": accept that one; any other
// dialog (alert/confirm/prompt from document content) is recorded and fails the hostile-content check.
page.on('dialog', (d) => {
  if (d.type() === 'beforeunload') { void d.accept(); return; }
  dialogs.push(d.message());
  void d.dismiss();
});
const cspViolations = [];
page.on('console', (m) => { if (/Content Security Policy|Refused to (load|execute|apply)/i.test(m.text())) cspViolations.push(m.text()); });

let failed = false;
try {
  await load(URL);

  // 1. Open the fixture through Quick Open.
  await page.locator('.monaco-workbench .part.editor').click();
  await page.keyboard.press('Control+P');
  await page.locator('.quick-input-widget input').waitFor({ state: 'visible' });
  await page.keyboard.type(FIXTURE);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: FIXTURE }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator(`${editor} .view-lines`).waitFor();
  await until('fixture text in the editor', async () => (await viewLines()).includes('Search latency spike'));
  log('fixture opened');

  // 2. Diagnostics from the language server: squiggles and the status bar item.
  await page.locator(`${editor} .squiggly-error`).first().waitFor();
  await page.locator(`${editor} .squiggly-warning`).first().waitFor();
  check('error and warning squiggles', true);
  // The extension forks the server as the shared launch settings say (server/src/launch.ts).
  const serverCmd = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => {
    try { return readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').filter(Boolean); } catch { return []; }
  }).find((argv) => argv.some((a) => a.startsWith(EXTS) && a.endsWith('server/out/server.js')));
  check('language server forked with --v8-pool-size=1', !!serverCmd?.includes('--v8-pool-size=1'), (serverCmd ?? ['no server process']).map((a) => a.split('/').pop()).join(' '));
  // The language status item: hovering "{}" beside the language mode lists it.
  const langStatus = page.locator('[id="status.languageStatus"]').first();
  await langStatus.waitFor();
  await langStatus.hover();
  const statusHover = page.locator('.workbench-hover, .monaco-hover').filter({ hasText: /\d+ problems? · 7 events/ }).first();
  await statusHover.waitFor();
  check('language status item', true, (await statusHover.innerText()).replace(/\s+/g, ' '));
  await shot('01a-language-status');
  await page.mouse.move(700, 500);
  await statusHover.waitFor({ state: 'hidden' }).catch(() => {});
  // Our own preview icon in the editor title, beside the built-in Markdown preview's.
  const ourIcon = page.locator('.part.editor .editor-group-container.active .editor-actions a.action-label[aria-label^="Open Timeline Preview to the Side"]').first();
  await ourIcon.waitFor();
  const iconCss = await ourIcon.evaluate((e) => getComputedStyle(e).backgroundImage + getComputedStyle(e).maskImage);
  check('own preview icon in the editor title', /preview-dark\.svg/.test(iconCss), iconCss.slice(0, 120));
  await page.locator('.part.editor .editor-group-container.active .title').first().screenshot({ path: `${SHOTS}/01b-preview-icon.png` });
  log('screenshot 01b-preview-icon.png');
  await shot('01-diagnostics');

  // 2b. The Incidents view ("Postmortems" in the Explorer): one item per postmortem with its metrics,
  // the numbers of `postmortem inspect`; a metric opens its file at the milestone's line.
  const inspected = JSON.parse(execFileSync(process.execPath, [fileURLToPath(new globalThis.URL('../../server/out/cli.js', import.meta.url)), 'inspect', `${WS}/postmortems/${FIXTURE}`], { encoding: 'utf8' }));
  const ttd = inspected.metrics.timeToDetect;
  const ttdLine = inspected.metrics.milestones[ttd.to].line;
  // The folders pane collapsed, so the view has the sidebar's height and renders all its rows.
  // Found by its title (the folder's name): a collapsed pane has no body, so no .explorer-folders-view.
  const folderName = WS.split('/').filter(Boolean).pop();
  const foldersHeader = page.locator('.pane-header', { has: page.locator('h3.title', { hasText: new RegExp(`^${folderName}$`, 'i') }) }).first();
  if ((await foldersHeader.getAttribute('aria-expanded')) === 'true') await foldersHeader.click();
  await until('the folders pane collapsed', async () => (await foldersHeader.getAttribute('aria-expanded')) === 'false');
  const incidentsHeader = page.locator('.pane-header', { has: page.locator('h3.title', { hasText: /^Postmortems$/i }) }).first();
  await incidentsHeader.waitFor();
  if ((await incidentsHeader.getAttribute('aria-expanded')) !== 'true') await incidentsHeader.click();
  const incidentsPane = page.locator('.pane', { has: incidentsHeader }).first();
  const incidentRow = incidentsPane.locator('.monaco-list-row', { hasText: `${inspected.incidentDate} · ${inspected.title}` }).first();
  await incidentRow.waitFor();
  const incidentRows = await until('the three postmortems in the view', async () => {
    const all = await incidentsPane.locator('.monaco-list-row[aria-level="1"]').allInnerTexts();
    return all.length === 3 ? all : null;
  });
  check('Incidents view: one item per postmortem, newest first', /^2024-07-02 · Cache stampede/.test(incidentRows[0]) && /^2024-05-07 · Search latency/.test(incidentRows[1]) && /^undated · /.test(incidentRows[2]), incidentRows.map((r) => r.split('\n')[0]).join(' | '));
  const ttdRow = incidentsPane.locator('.monaco-list-row[aria-level="2"]', { hasText: `TTD ${ttd.minutes} min` }).first();
  await ttdRow.waitFor();
  check('Incidents view: TTD as inspect measures it', true, `TTD ${ttd.minutes} min, detected at line ${ttdLine}`);
  await shot('01c-incidents-view');
  await goTo(1, 1);
  await ttdRow.click();
  await until(`cursor on line ${ttdLine} of the fixture`, async () => (await selectionStatus()).startsWith(`Ln ${ttdLine}, Col 1`)
    && (await page.locator('.part.editor .editor-group-container.active .tab.active').first().innerText()).includes(FIXTURE));
  check('Incidents view: a metric opens the file at its milestone', true, await selectionStatus());
  await foldersHeader.click();
  await until('the folders pane back', async () => (await foldersHeader.getAttribute('aria-expanded')) === 'true');

  // 3. Problems panel rows.
  await page.keyboard.press('Control+Shift+M');
  const rows = page.locator('.markers-panel .monaco-list-row');
  await rows.first().waitFor();
  const rowTexts = await until('Problems rows for time-format and timeline-order', async () => {
    const all = await rows.allInnerTexts();
    const s = all.join('\n');
    return s.includes('17:20pm is not a valid time') && s.includes('is earlier than the entry before it') ? all : null;
  });
  check('Problems panel rows', rowTexts.length >= 3, `${rowTexts.length} rows`);
  // Workspace diagnostics: a postmortem never opened in this window has its problems listed too.
  const unopened = await until('the problems of a postmortem that is not open', async () => {
    const s = (await rows.allInnerTexts()).join('\n');
    return s.includes('2024-07-02-cache-stampede.md') ? s : null;
  });
  check('Problems panel lists a postmortem that was never opened', /cache-stampede\.md/.test(unopened)
    && (await page.locator('.tabs-container .tab', { hasText: 'cache-stampede' }).count()) === 0);
  await shot('02-problems');
  await page.keyboard.press('Control+Shift+M'); // toggle the panel away again
  await page.locator('.markers-panel').waitFor({ state: 'hidden' }).catch(() => {});

  // 4. Quick fix through the lightbulb: "17:20pm" → "17:20".
  // Line numbers (1-based) from the fixture on disk: the editor only renders the visible lines.
  const source = readFileSync(`${WS}/postmortems/${FIXTURE}`, 'utf8').split('\n');
  const lineOf = (text) => source.findIndex((l) => l.includes(text)) + 1;
  const fixLine = lineOf('17:20pm');
  check('17:20pm line found', fixLine > 0, `line ${fixLine}`);
  await page.locator(`${editor} .view-lines`).click();
  // The editor only renders the visible lines; Quick Open ":line:col" scrolls and places the cursor.
  await goTo(fixLine, 3);
  const bulb = page.locator(`${editor} .lightBulbWidget`).first();
  await bulb.waitFor({ state: 'visible' });
  await shot('03-lightbulb');
  await bulb.click();
  const action = page.locator('.action-widget .monaco-list-row', { hasText: 'Change to 17:20' }).first();
  await action.waitFor();
  await shot('04-quick-fix-menu');
  // Choose it with the keyboard (the widget's pointer block swallows synthetic clicks).
  await until('the fix focused in the lightbulb menu', async () => {
    const focused = await page.locator('.action-widget .monaco-list-row.focused').first().getAttribute('aria-label');
    if (focused === 'Change to 17:20') return true;
    await page.keyboard.press('ArrowDown');
    return false;
  }, 10000);
  await page.keyboard.press('Enter');
  await until('the quick fix edit', async () => {
    const t = await viewLines();
    return !t.includes('17:20pm') && /17:20 UTC.*Old pool drained/.test(t);
  });
  check('quick fix applied through the lightbulb', true, '17:20pm → 17:20');
  // One time-format error (13:25pm) is left for Fix All.
  await until('the 17:20pm error is gone', async () => (await page.locator(`${editor} .squiggly-error`).count()) === 1);
  check('its error squiggle cleared', true);

  // 5. Timeline preview beside the editor.
  await runCommand('Postmortem: Open Timeline Preview to the Side');
  const frame = await timelineFrame();
  await frame.locator('.pm-entry').first().waitFor();
  const entries = await until('7 timeline entries with the fixed time', async () => {
    const texts = await frame.locator('.pm-entry').allInnerTexts();
    return texts.length === 7 && texts.some((t) => t.includes('17:20')) ? texts : null;
  });
  check('preview lists the events', entries[0].includes('Nightly index rebuild'), `${entries.length} events`);
  check('preview title', (await frame.locator('.pm-title').innerText()).includes('Search latency spike'));
  const marked = await frame.locator('.pm-entry.pm-has-problems').allInnerTexts();
  check('problems marked on events', marked.some((t) => t.includes('earlier than the entry before it')), `${marked.length} marked`);
  const milestones = await frame.locator('.pm-badge').allInnerTexts();
  check('milestones shown', milestones.map((m) => m.toLowerCase()).includes('detected'), milestones.join(', '));
  // The webview's CSP allowed our nonce'd script (it rendered the body) and no inline script.
  check('webview script ran', (await frame.locator('body[data-ready="true"]').count()) === 1);
  await shot('05-preview');

  // 6. Live update: typing in the editor re-renders the preview.
  await goTo(fixLine, 999); // clamps to the end of the line
  await page.keyboard.type(' (all clear)');
  await until('preview follows the edit', async () => (await frame.locator('.pm-entry').allInnerTexts()).some((t) => t.includes('(all clear)')));
  check('preview updates while typing', true);

  // 7. Cursor → highlight in the preview.
  const detectedLine = lineOf('DETECTED');
  await goTo(detectedLine, 5);
  await until('highlighted entry', async () => (await frame.locator(`.pm-entry.pm-current[data-line="${detectedLine - 1}"]`).count()) === 1);
  check('cursor highlights its event', true, `line ${detectedLine}`);

  // 8. Click an event → the editor reveals and selects its line.
  const target = frame.locator('.pm-entry', { hasText: 'Rebuild paused' }).first();
  const targetLine = Number(await target.getAttribute('data-line')) + 1;
  await target.click();
  const sel = await until('editor selection on the clicked event', async () => {
    // The status bar shows the selection only while the text editor has the focus; when the webview
    // keeps it after the click, give it to the first editor group (its selection is kept).
    if ((await page.locator('[id="status.editor.selection"]').count()) === 0) { await page.keyboard.press('Control+1'); return null; }
    const s = await selectionStatus();
    return s.startsWith(`Ln ${targetLine},`) && /selected/.test(s) ? s : null;
  });
  check('click selects the event line', true, sel);
  // The editor took the focus; its cursor is now on the event, so the preview highlights it.
  await until('clicked entry highlighted', async () => (await frame.locator(`.pm-entry.pm-current[data-line="${targetLine - 1}"]`).count()) === 1);
  check('clicked event highlighted', true);
  await shot('06-preview-click');

  // 9. Fix All Problems: every safe fix at once (here: 13:25pm → 13:25).
  await runCommand('Postmortem: Fix All Problems');
  await until('safe fixes applied by Fix All', async () => /13:25 UTC.*Rebuild paused/.test(await viewLines()));
  const fixedToast = page.locator('.notification-toast', { hasText: /Postmortem: fixed 1 problem; (\d+ remain|1 remains)/ }).first();
  await fixedToast.waitFor();
  check('Fix All says what it fixed and what remains', true, (await fixedToast.innerText()).split('\n')[0]);
  await runCommand('Notifications: Clear All Notifications');
  await fixedToast.waitFor({ state: 'hidden' });
  await until('no error squiggle left', async () => (await page.locator(`${editor} .squiggly-error`).count()) === 0);
  check('Fix All Problems applied the safe fixes', true);
  await until('preview shows the duration', async () => (await frame.locator('.pm-figure-duration').count()) === 1);
  check('key figures after the fixes', true, (await frame.locator('.pm-figures').innerText()).replace(/\s+/g, ' '));

  // The README screenshot: preview beside the editor, cursor on the detection event.
  await goTo(lineOf('DETECTED'), 1);
  await page.mouse.move(10, 10); // no hover effects in the picture
  await until('detected entry highlighted', async () => (await frame.locator('.pm-entry.pm-current.pm-ms-detected').count()) === 1);
  await frame.evaluate(() => window.scrollTo(0, 0));
  await shot('07-preview-beside-editor');

  // 10. Insert Timeline Entry (UTC now) after the last event; the preview gains an event.
  await goTo(lineOf('17:20pm'), 999);
  const insertAt = lineOf('17:20pm') + 1;
  await runCommand('Postmortem: Insert Timeline Entry (UTC now)');
  // The snippet puts the cursor on its "event" placeholder on the new line.
  await until('cursor on the inserted line', async () => (await selectionStatus()).startsWith(`Ln ${insertAt},`));
  await page.keyboard.type('Postmortem review scheduled');
  await until('inserted entry in the editor', async () => /- \d{2}:\d{2} UTC.*— Postmortem review scheduled/.test(await viewLines()));
  await until('inserted entry in the preview', async () => (await frame.locator('.pm-entry', { hasText: 'Postmortem review scheduled' }).count()) === 1);
  check('Insert Timeline Entry', true);
  await shot('08-inserted-entry');

  // 11. Themes: the preview follows light and high-contrast themes.
  for (const [theme, cls, name] of [['Light Modern', 'vs', '09-theme-light'], ['Dark High Contrast', 'hc-black', '10-theme-high-contrast']]) {
    await runCommand('Preferences: Color Theme', { staysOpen: true });
    const input = page.locator('.quick-input-widget input');
    await until('the theme picker', async () => (await input.inputValue()) === '' && (await page.locator('.quick-input-list .monaco-list-row', { hasText: theme }).count()) > 0);
    await input.fill(theme);
    await pickFocused(theme);
    await page.locator(`.monaco-workbench.${cls}`).waitFor();
    await until(`webview in ${theme}`, async () => (await frame.locator(`body.vscode-${cls === 'vs' ? 'light' : 'high-contrast'}`).count()) === 1);
    await shot(name);
  }
  check('light and high-contrast themes', true);

  // 12. Hostile content: markup in the document shows as text, nothing runs, the CSP is not violated.
  const HOSTILE = '2024-06-01-hostile-content.md';
  await quickOpen(HOSTILE);
  await until('preview follows to the hostile document', async () => /Cache purge/.test(await frame.locator('.pm-title').innerText().catch(() => '')));
  const hostile = await frame.evaluate(() => ({
    title: document.querySelector('.pm-title')?.textContent ?? '',
    texts: [...document.querySelectorAll('.pm-entry .pm-text')].map((e) => e.textContent ?? ''),
    injected: document.querySelectorAll('#pm-root img, #pm-root a, #pm-root script, #pm-root [onerror], #pm-root [href]').length,
    alertScripts: [...document.scripts].filter((x) => (x.textContent ?? '').includes('alert(')).length,
    strong: document.querySelector('.pm-text strong')?.textContent,
    code: document.querySelector('.pm-text code')?.textContent,
  }));
  check('no element injected by document text', hostile.injected === 0 && hostile.alertScripts === 0);
  check('markup shown as text', hostile.title.includes('<img src=x onerror=') && hostile.texts[0].includes("<script>alert('script')</script>"), hostile.texts[0]);
  check('javascript: link reduced to its text', hostile.texts[2].includes('see the runbook and <a href=') && !hostile.texts[2].includes("javascript:alert('link')"), hostile.texts[2]);
  check('inline Markdown rendered', hostile.strong === 'stale' && hostile.code === 'price-api');
  check('no dialog opened, no CSP violation', dialogs.length === 0 && cspViolations.length === 0, JSON.stringify({ dialogs, cspViolations }));
  await shot('11-hostile-content');

  // 13. New Postmortem (untitled, from the template): the preview follows the active editor.
  await runCommand('Postmortem: New Postmortem');
  await until('template in an untitled editor', async () => /## Corrective actions/.test(await viewLines()));
  await until('preview follows to the new document', async () => /Incident title/.test(await frame.locator('.pm-title').innerText().catch(() => '')));
  check('New Postmortem + preview follows the active editor', true, await page.locator('.tabs-container .tab.active').first().innerText());
  await shot('12-new-postmortem');

  // 14. A second postmortem: a zone hover, "Disable RULE for this line" from Ctrl+., fix all on save.
  const STAMPEDE = '2024-07-02-cache-stampede.md';
  const stampede = readFileSync(`${WS}/postmortems/${STAMPEDE}`, 'utf8').split('\n');
  const pdtLine = stampede.findIndex((l) => l.includes('09:05 PDT')) + 1;
  await quickOpen(STAMPEDE);
  await until('the second postmortem in the editor', async () => (await viewLines()).includes('Cache stampede'));
  // Two time-format errors, a timeline-order warning, and the PDT time as a timezone-not-utc info.
  await until('its squiggles', async () => (await page.locator(`${editor} .squiggly-error`).count()) === 2 && (await page.locator(`${editor} .squiggly-warning`).count()) === 1
    && (await page.locator(`${editor} .squiggly-info`).count()) === 1);
  await goTo(pdtLine, stampede[pdtLine - 1].indexOf('PDT') + 2);
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+I');
  const zoneHover = page.locator('.monaco-hover', { hasText: 'UTC−07:00 on 2024-07-02' }).first();
  await zoneHover.waitFor();
  const zoneText = await zoneHover.innerText();
  check('zone hover: offset on that date and the time in UTC', /09:05 PDT is 16:05 UTC/.test(zoneText), zoneText.split('\n').slice(0, 3).join(' | '));
  await shot('14-zone-hover');
  await page.keyboard.press('Escape');
  await zoneHover.waitFor({ state: 'hidden' });
  await page.keyboard.press('Control+.');
  const disable = page.locator('.action-widget .monaco-list-row', { hasText: 'Disable timezone-not-utc for this line' }).first();
  await disable.waitFor();
  await shot('15-disable-line-menu');
  await until('"Disable timezone-not-utc for this line" focused', async () => {
    const focused = await page.locator('.action-widget .monaco-list-row.focused').first().getAttribute('aria-label');
    if (focused === 'Disable timezone-not-utc for this line') return true;
    await page.keyboard.press('ArrowDown');
    return false;
  }, 10000);
  await page.keyboard.press('Enter');
  await until('the suppression comment', async () => /postmortem-disable/.test(await viewLines()));
  await until('its info squiggle gone', async () => (await page.locator(`${editor} .squiggly-info`).count()) === 0);
  check('disable-line quick fix silences the finding', (await page.locator(`${editor} .squiggly-error`).count()) === 2 && (await page.locator(`${editor} .squiggly-warning`).count()) === 1);
  await shot('16-disabled-for-line');
  // editor.codeActionsOnSave runs source.fixAll.postmortem (test/e2e/workspace/.vscode/settings.json).
  // An explicit save through the palette: Ctrl+S did not reach the workbench in headless Chromium.
  // The palette's save can be lost while the workbench is busy (the tab stays dirty): saved again then.
  const savedMessage = page.locator('.part.statusbar', { hasText: 'Postmortem: fixed 2 problems; 1 remains' }).first();
  for (let attempt = 1; ; attempt++) {
    await runCommand('File: Save');
    try { await savedMessage.waitFor({ timeout: 20000 }); break; } catch (e) { if (attempt === 3) throw e; }
  }
  await until('no error squiggle after the save', async () => (await page.locator(`${editor} .squiggly-error`).count()) === 0);
  const onDisk = await until('the fixed text saved', async () => {
    const t = readFileSync(`${WS}/postmortems/${STAMPEDE}`, 'utf8');
    return /16:12 UTC — MITIGATED/.test(t) && !/pm UTC/.test(t) ? t : null;
  });
  check('fix all on save, with what remains', /postmortem-disable/.test(onDisk) && /09:05 PDT/.test(onDisk), 'fixed 2 problems; 1 remains');
  await shot('17-fixed-on-save');

  // 15. Back to the fixture (the preview follows), then reload the window: the WebviewPanelSerializer
  // restores the preview on the same document.
  await quickOpen(FIXTURE);
  await until('preview back on the fixture', async () => /Search latency spike/.test(await frame.locator('.pm-title').innerText().catch(() => '')));
  const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: STEP_TIMEOUT });
  await runCommand('Developer: Reload Window', { staysOpen: true });
  await reloaded;
  await page.locator('.monaco-workbench .part.statusbar').waitFor();
  const restored = await timelineFrame();
  await until('restored preview with events', async () => (await restored.locator('.pm-entry').count()) > 0);
  check('preview restored after reload', true, `${await restored.locator('.pm-entry').count()} events`);
  await shot('13-restored-after-reload');

  // 16. The walkthrough for the first run.
  await runCommand('Welcome: Open Walkthrough...', { staysOpen: true });
  await pickFocused('Get started with Postmortem Studio');
  const walkthrough = page.locator('.gettingStartedContainer', { hasText: 'Start a postmortem' }).first();
  await walkthrough.waitFor();
  const stepTitles = await walkthrough.locator('.getting-started-step .step-title').allInnerTexts();
  check('walkthrough with its steps', stepTitles.length === 4 && stepTitles.includes('Fix on save'), stepTitles.join(' | '));
  await shot('18-walkthrough');

  // 17. VS Code's own Markdown preview of the fixture: our timeline card above the document
  // (markdown.markdownItPlugins), styled by our stylesheet (markdown.previewStyles), in the current
  // (high-contrast) theme and in the dark one.
  await quickOpen(FIXTURE);
  await until('the fixture in the active tab again', async () => (await page.locator('.part.editor .editor-group-container.active .tab.active').first().innerText()).includes(FIXTURE));
  await goTo(1, 1); // the preview follows the editor's scroll: start at the top, where the card is
  await runCommand('Markdown: Open Preview to the Side');
  const mdFrame = await until('Markdown preview with the timeline card', async () => {
    for (const f of page.frames()) {
      try { if (await f.locator('.markdown-body .pm-md .pm-entry').count()) return f; } catch { /* frame navigating */ }
    }
    return null;
  });
  const mdCard = await mdFrame.evaluate(() => {
    const card = document.querySelector('.pm-md');
    const body = card?.closest('.markdown-body');
    const style = card ? getComputedStyle(card) : undefined;
    return {
      first: body?.firstElementChild === card,
      title: card?.querySelector('.pm-title')?.textContent ?? '',
      entries: card?.querySelectorAll('.pm-entry').length ?? 0,
      badges: [...(card?.querySelectorAll('.pm-badge') ?? [])].map((b) => b.textContent),
      problems: card?.querySelectorAll('.pm-problem').length ?? -1,
      docHeading: [...(body?.querySelectorAll(':scope > h1') ?? [])].map((h) => h.textContent),
      radius: style?.borderTopLeftRadius,
      listStyle: card?.querySelector('.pm-timeline') ? getComputedStyle(card.querySelector('.pm-timeline')).listStyleType : '',
      bodyClass: document.body.className,
    };
  });
  check('Markdown preview: card above the document', mdCard.first && mdCard.docHeading.some((h) => h.includes('Search latency spike')), JSON.stringify(mdCard.docHeading));
  check('Markdown preview: the timeline from our model', mdCard.title.includes('Search latency spike') && mdCard.entries >= 7 && mdCard.badges.includes('Detected') && mdCard.problems === 0, `${mdCard.entries} events, ${mdCard.badges.join(', ')}`);
  check('Markdown preview: our stylesheet applies', mdCard.radius === '8px' && mdCard.listStyle === 'none', `${mdCard.radius} ${mdCard.listStyle} (${mdCard.bodyClass})`);
  const cardInView = () => until('the card in view', () => mdFrame.evaluate(() => {
    window.scrollTo(0, 0);
    const r = document.querySelector('.pm-md')?.getBoundingClientRect();
    return !!r && r.top >= 0 && r.top < 100;
  }));
  await cardInView();
  await shot('19-markdown-preview-high-contrast');
  await runCommand('Preferences: Color Theme', { staysOpen: true });
  const themeInput = page.locator('.quick-input-widget input');
  await until('the theme picker', async () => (await themeInput.inputValue()) === '' && (await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Dark Modern' }).count()) > 0);
  await themeInput.fill('Dark Modern');
  await pickFocused('Dark Modern');
  await page.locator('.monaco-workbench.vs-dark').waitFor();
  await until('Markdown preview in the dark theme', async () => (await mdFrame.locator('body.vscode-dark .pm-md').count()) === 1);
  check('Markdown preview card in the dark theme', true);
  await cardInView();
  await shot('19-markdown-preview');

  // 18. The language-model tools through VS Code's own API, as a chat agent calls them: the test-only
  // extension test/e2e/lm-probe lists vscode.lm.tools and calls vscode.lm.invokeTool on a postmortem
  // copied into the workspace now (the Incidents view above counted three), then writes what it saw.
  const LM = '2024-08-14-queue-backlog.md';
  const lmFixture = fileURLToPath(new globalThis.URL(`./lm-probe/${LM}`, import.meta.url));
  copyFileSync(lmFixture, `${WS}/postmortems/${LM}`);
  const probeOut = `${WS}/.lm-probe-result.json`;
  rmSync(probeOut, { force: true });
  await runCommand('Postmortem E2E: Probe Language Model Tools');
  const probe = await until('the probe\'s result file', () => { try { return JSON.parse(readFileSync(probeOut, 'utf8')); } catch { return null; } });
  check('vscode.lm.tools and vscode.lm.invokeTool in this host', probe.ok, probe.ok ? JSON.stringify(probe.api) : probe.error);
  const declared = JSON.parse(readFileSync(fileURLToPath(new globalThis.URL('../../package.json', import.meta.url)), 'utf8')).contributes.languageModelTools;
  const listed = Object.fromEntries(probe.tools.map((t) => [t.name, t]));
  check('vscode.lm.tools lists our three tools with their input schemas',
    declared.length === 3 && probe.tools.length === 3 && declared.every((d) => JSON.stringify(listed[d.name]?.inputSchema) === JSON.stringify(d.inputSchema) && listed[d.name].description === d.modelDescription),
    probe.tools.map((t) => `${t.name}(${Object.keys(t.inputSchema?.properties ?? {}).join(',')})`).join(' '));
  // The CLI reads a copy of the fixture at the same relative path: the workspace's copy is saved by the
  // web workbench's auto-save (afterDelay by default there) once the fix tool has changed it.
  const lmPath = `postmortems/${LM}`;
  const cliDir = `${WS}/../lm-cli`;
  mkdirSync(`${cliDir}/postmortems`, { recursive: true });
  copyFileSync(lmFixture, `${cliDir}/${lmPath}`);
  const cli = (...args) => { try { return execFileSync(process.execPath, [fileURLToPath(new globalThis.URL('../../server/out/cli.js', import.meta.url)), ...args], { cwd: cliDir, encoding: 'utf8' }); } catch (e) { return e.stdout; } };
  const lintLines = probe.lint.text.trimEnd().split('\n');
  const lintJson = JSON.parse(lintLines.pop());
  const lintRules = lintJson.diagnostics.map((d) => `${d.line}:${d.rule}`).join(' ');
  check('postmortem_lint: the findings, as the CLI prints them', lintRules === '18:timezone-not-utc 20:timeline-order 22:time-format'
    && lintJson.path === lmPath && probe.lint.text.startsWith(`${cli('lint', lmPath)}\n{`), `${lintRules} (${probe.lint.ms} ms)`);
  const timelineEntries = probe.timeline.text.split('\n').filter((l) => /^ +\d+ +2024-08-14 /.test(l));
  check('postmortem_timeline: seven entries, as the CLI prints them', timelineEntries.length === 7 && /Order queue backlog/.test(probe.timeline.text)
    && probe.timeline.text === cli('timeline', lmPath), `${timelineEntries.length} entries`);
  const fixedCopy = `${cliDir}/fixed.md`;
  copyFileSync(lmFixture, fixedCopy);
  cli('lint', '--fix', fixedCopy);
  const expectedFixed = readFileSync(fixedCopy, 'utf8');
  check('postmortem_fix: the safe fixes applied to the open document, as --fix applies them',
    probe.before.text === readFileSync(lmFixture, 'utf8') && probe.after.text === expectedFixed
    && /- 10:14 UTC — Support hears/.test(probe.after.text) && /- 13:15 UTC — RESOLVED/.test(probe.after.text) && !/PDT|pm UTC/.test(probe.after.text)
    && /fixed 2 problems \(2 edits\); 1 remain/.test(probe.fix.text), probe.fix.text.split('\n')[0]);
  const codes = (d) => d.map((x) => `${x.line}:${x.code}`).sort().join(' ');
  check('the language server agrees: three diagnostics before the fix, one after', codes(probe.before.diagnostics) === '18:timezone-not-utc 20:timeline-order 22:time-format'
    && codes(probe.after.diagnostics) === '20:timeline-order', `${codes(probe.before.diagnostics)} → ${codes(probe.after.diagnostics)}`);
  check('without "file" a tool reads the active editor', probe.lintActive.text.startsWith(`${lmPath}:20:3 warning timeline-order`), probe.lintActive.text.split('\n')[0]);
  await until('the fixed text in the editor', async () => /10:14 UTC.*Support hears/.test(await viewLines()));
  await shot('20-lm-tools-fixed');

  // 21. A problem repeated on every entry is shown once in the preview, with one button that fixes
  // them all: four zone-less times, "Append UTC to all 4".
  const ZONELESS = '2024-09-03-zoneless-times.md';
  writeFileSync(`${WS}/postmortems/${ZONELESS}`, [
    '# Badge printer queue stalled on 2024-09-03', '', '## Impact', '', 'Visitors waited at the front desk for about half an hour.', '',
    '## Root cause', '', 'The print spooler ran out of disk space.', '', '## Timeline', '',
    '- 08:40 Queue stops moving', '- 08:52 Desk staff call facilities', '- 09:05 Old jobs are cleared', '- 09:11 Badges print again', '',
    '## Corrective actions', '', '- Alert on spooler disk usage (owner: @lee)', '',
  ].join('\n'));
  // Quick Open's file list is cached from before the file existed: open it from the Explorer, where
  // the file watcher has added it.
  await until('the new file in the Explorer', async () => (await page.locator('.explorer-folders-view .monaco-list-row', { hasText: ZONELESS }).count()) === 1);
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: ZONELESS }).click();
  await until('the new file in the editor', async () => /Badge printer/.test(await viewLines().catch(() => '')));
  await runCommand('Postmortem: Open Timeline Preview to the Side');
  const gframe = await until('the preview on the new file', async () => {
    for (const f of page.frames()) {
      try { if (/Badge printer/.test(await f.locator('.pm-title').innerText({ timeout: 500 }))) return f; } catch { /* not this frame */ }
    }
    return null;
  });
  const button = await until('the repeated problem, grouped, with its button', async () => {
    const b = gframe.locator('.pm-groups .pm-fix-all');
    return (await b.count()) === 1 ? b : null;
  });
  const groupText = await gframe.locator('.pm-groups .pm-group').first().innerText();
  const repeated = await gframe.locator('.pm-entry .pm-problem .pm-message').count();
  check('a problem on every entry is shown once, not repeated on each', /4/.test(groupText) && repeated === 0 && (await button.innerText()) === 'Append UTC to all 4', `${groupText.replace(/\s+/g, ' ')} | ${await button.innerText()}`);
  await shot('21-grouped-problem');
  await button.click();
  // The click leaves the focus in the preview: read the document's editor in its own group.
  const docLines = async () => (await page.locator('.monaco-editor .view-lines', { hasText: 'Badge printer' }).first().innerText({ timeout: 1000 })).replace(/\u00a0/g, ' ');
  // (or the file, which the workbench's auto-save writes a moment later).
  const utcCount = (t) => t.match(/\d\d:\d\d UTC /g)?.length ?? 0;
  let seen = '';
  await until('all four times get UTC in the document', async () => {
    seen = await docLines().catch(() => '');
    return utcCount(seen) === 4 || utcCount(readFileSync(`${WS}/postmortems/${ZONELESS}`, 'utf8')) === 4;
  }).catch((e) => { log(`editor text: ${JSON.stringify(seen.slice(0, 400))}`); throw e; });
  await until('the group is gone from the preview', async () => (await gframe.locator('.pm-groups').count()) === 0);
  check('"Append UTC to all" fixes every entry at once', true);
  await shot('22-grouped-fixed');
} catch (e) {
  failed = true;
  log(`FAIL: ${e.stack ?? e}`);
  await page.screenshot({ path: `${SHOTS}/99-failure.png` }).catch(() => {});
}
await ctx.close();
const passed = checks.filter((c) => c.ok).length;
log(`${failed ? 'FAILED' : 'OK'}: ${passed}/${checks.length} checks passed`);
// The closing line CI reads ("N passed, N failed"); run.sh prints it last.
const failedChecks = checks.length - passed + (failed && passed === checks.length ? 1 : 0);
writeFileSync(`${SHOTS}/summary.txt`, `e2e: ${passed} passed, ${failedChecks} failed\n`);
process.exit(failed ? 1 : 0);
