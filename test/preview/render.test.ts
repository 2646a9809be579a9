import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeHtml, formatDuration, formatOffset, renderInline, renderTimelineBody, renderTimelineHtml } from '../../preview/render.js';
import type { TimelineView } from '../../server/src/core/types.js';
import { sampleView } from './sample-view.js';
import { analyze } from '../../server/src/core/analyze.js';
import { timelineView } from '../../server/src/core/view.js';

/** A document whose timeline has `n` zone-less times (timezone-missing on each, fix not safe). */
const zoneless = (n: number) => timelineView(analyze(`# Cache outage on 2024-03-14\n\n## Timeline\n\n${Array.from({ length: n }, (_, i) => `- 09:${String(10 + i).padStart(2, '0')} step ${i + 1}`).join('\n')}\n`));
/** Three PST times: timezone-not-utc on each, with a safe conversion. */
const pst = () => timelineView(analyze('---\ntype: postmortem\ndate: 2024-01-12\n---\n\n# Queue outage\n\n## Timeline\n\n- 09:05 PST deploy started\n- 09:12 PST queue alert\n- 09:20 PST rollback started\n'));
const count = (html: string, needle: string) => html.split(needle).length - 1;

function withText(text: string, title: string | null = 'T'): TimelineView {
  const v = sampleView();
  v.title = title;
  v.entries[0] = { ...v.entries[0]!, text };
  return v;
}

/** Everything between tags, to check that no element other than the expected ones was produced. */
function tags(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase());
}

test('escapeHtml shows bidi controls and stray control characters as code points', () => {
  const trojan = 'rollback \u202Edone\u202C at 10:00 \u2066x\u2069\u0007';
  const html = escapeHtml(trojan);
  assert.equal(html, 'rollback [U+202E]done[U+202C] at 10:00 [U+2066]x[U+2069][U+0007]');
  const page = renderTimelineHtml(withText('step \u202Eenod', 'title \u202Ex'), { standalone: true });
  assert.doesNotMatch(page, /\u202E/);
  assert.match(page, /step \[U\+202E\]enod/);
  assert.equal(escapeHtml('tab\tand\nline'), 'tab\tand\nline');
});

test('escapeHtml escapes the five HTML specials and backticks', () => {
  assert.equal(escapeHtml(`<a href="x" onclick='y'>&\``), '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;');
});

test('inline Markdown: bold, em, code, links as text', () => {
  assert.equal(renderInline('**Alert** fires'), '<strong>Alert</strong> fires');
  assert.equal(renderInline('back to *normal* now'), 'back to <em>normal</em> now');
  assert.equal(renderInline('restart `svc --force`'), 'restart <code>svc --force</code>');
  assert.equal(renderInline('`**not bold**`'), '<code>**not bold**</code>');
  assert.equal(renderInline('see [the runbook](https://example.com/rb)'), 'see <span class="pm-link">the runbook</span>');
  assert.equal(renderInline('2 * 3 * 4'), '2 * 3 * 4');
  assert.equal(renderInline('snake_case_name stays'), 'snake_case_name stays');
});

test('XSS: <script> in an entry is shown as text', () => {
  const html = renderTimelineBody(withText('<script>alert(1)</script> deploy'));
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt; deploy'));
  assert.ok(!tags(html).includes('script'));
});

test('XSS: <img onerror> in an entry and in the title is shown as text', () => {
  const html = renderTimelineBody(withText('<img src=x onerror=alert(1)>', '<img src=x onerror="alert(2)">'));
  assert.ok(!tags(html).includes('img'));
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  assert.ok(html.includes('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;'));
});

test('XSS: javascript: links become plain text, no href anywhere', () => {
  const html = renderTimelineBody(withText('click [here](javascript:alert(1)) or <a href="javascript:alert(2)">there</a>'));
  assert.ok(!tags(html).includes('a'));
  assert.ok(!/href=/i.test(html.replaceAll('&lt;a href=&quot;javascript:alert(2)&quot;&gt;', '')), 'no real href');
  assert.ok(!html.includes('javascript:alert(1)'), 'the link target is dropped');
  assert.ok(html.includes('<span class="pm-link">here</span>'));
  assert.ok(html.includes('&lt;a href=&quot;javascript:alert(2)&quot;&gt;there&lt;/a&gt;'));
});

test('XSS: problem messages, rule ids and attributes are escaped', () => {
  const v = sampleView();
  v.entries[1]!.problems = [{ rule: '"><svg onload=x>', severity: 'error', message: '<b onmouseover=x>' }];
  v.entries[1]!.text = '" onfocus="alert(1)';
  const html = renderTimelineBody(v);
  assert.ok(!tags(html).includes('svg'));
  assert.ok(!tags(html).includes('b'));
  assert.ok(!/ onfocus="/.test(html));
  assert.ok(!/ onload=/.test(html.replace(/&lt;svg onload=x&gt;/g, '')));
});

test('emphasis cannot smuggle markup', () => {
  const out = renderInline('**<script>x</script>** *"onload=*');
  assert.ok(!out.includes('<script'));
  assert.ok(out.startsWith('<strong>&lt;script&gt;'));
});

test('standalone document: inline CSS, strict CSP, no script', () => {
  const html = renderTimelineHtml(sampleView(), { standalone: true });
  assert.ok(html.startsWith('<!DOCTYPE html>'));
  assert.ok(html.includes(`content="default-src 'none'; style-src 'unsafe-inline'"`));
  assert.ok(html.includes('<style>'));
  assert.ok(html.includes('prefers-color-scheme: dark'));
  assert.ok(!tags(html).includes('script'));
  assert.ok(!tags(html).includes('link'));
});

test('webview document: nonce script, cspSource styles, theme variables via stylesheet', () => {
  const html = renderTimelineHtml(sampleView(), { standalone: false, nonce: 'abc123', cspSource: 'vscode-resource:', scriptUri: 'vscode-resource:/p.js', styleUri: 'vscode-resource:/p.css' });
  assert.ok(html.includes(`default-src 'none'; style-src vscode-resource:; script-src 'nonce-abc123'; img-src vscode-resource:`));
  assert.ok(html.includes('<script nonce="abc123" src="vscode-resource:/p.js"></script>'));
  assert.ok(html.includes('<link rel="stylesheet" href="vscode-resource:/p.css">'));
  assert.ok(!html.includes('<style'));
  assert.equal((html.match(/<script/g) ?? []).length, 1);
});

test('entries carry data-line, tabindex and an ARIA label; milestones, gaps, T+ offsets', () => {
  const html = renderTimelineBody(sampleView());
  assert.equal((html.match(/class="pm-entry/g) ?? []).length, 6);
  assert.ok(html.includes('data-line="15"'));
  assert.ok(/<li class="pm-entry pm-ms pm-ms-detected" data-line="15" data-index="1" tabindex="-1" aria-label="2024-03-14 09:26, Detected, Alert fires/.test(html));
  assert.ok(html.includes('T+46m'));
  assert.ok(html.includes('T+3h28'));
  assert.ok(html.includes('2 h 42 min later'), 'the 162-minute gap is drawn as a break');
  assert.ok(html.includes('pm-has-problems'));
  assert.ok(html.includes('Time to detect'));
  assert.ok(html.includes('14 min'));
  assert.ok(html.includes('Other problems in the document'));
  assert.ok(html.includes('line 1'));
});

test('singular and plural counts', () => {
  const v = sampleView();
  v.problems = v.problems.slice(0, 1);
  assert.ok(renderTimelineBody(v).includes('1 problem<'));
  v.entries = v.entries.slice(0, 1);
  assert.ok(renderTimelineBody(v).includes('1 event<'));
});

test('empty timeline shows a hint', () => {
  const v = sampleView();
  v.entries = []; v.start = null; v.end = null; v.durationMinutes = null;
  const html = renderTimelineBody(v);
  assert.ok(html.includes('No timeline entries yet.'));
});

test('localised strings replace the defaults', () => {
  const html = renderTimelineBody(sampleView(), { strings: { eyebrow: 'Chronologie de l’incident', toDetect: 'Délai de détection' } });
  assert.ok(html.includes('Chronologie de l’incident'));
  assert.ok(html.includes('Délai de détection'));
});

test('duration and offset formats', () => {
  assert.equal(formatDuration(0), '0 min');
  assert.equal(formatDuration(45), '45 min');
  assert.equal(formatDuration(125), '2 h 05 min');
  assert.equal(formatDuration(120), '2 h');
  assert.equal(formatDuration(1500), '1 d 1 h');
  assert.equal(formatOffset(0), 'T+0');
  assert.equal(formatOffset(19), 'T+19m');
  assert.equal(formatOffset(208), 'T+3h28');
});

test('a key figure names its milestone time once: "UTC" only after a UTC time', () => {
  const v = sampleView();
  const detected = v.entries.find((e) => e.milestone === 'detected')!;
  Object.assign(detected, { time: null, label: '16:12pm UTC' });
  const html = renderTimelineHtml(v, { standalone: true });
  assert.match(html, /16:12pm UTC/);
  assert.doesNotMatch(html, /UTC UTC/);
  assert.match(html, /09:58 UTC/, 'a milestone with a UTC time still says so');
});

test('inline text reads as Markdown: character references, autolinks and backslash escapes', () => {
  assert.equal(renderInline('S&amp;O call at &#x41;&#66;C'), 'S&amp;O call at ABC');
  assert.equal(renderInline('see <https://status.example/incident?id=7&x=1>'), 'see <span class="pm-link">https://status.example/incident?id=7&amp;x=1</span>');
  assert.equal(renderInline('mail <ops@example.org>'), 'mail <span class="pm-link">ops@example.org</span>');
  assert.equal(renderInline('literal \\*stars\\* and &ast;no&ast; emphasis'), 'literal &#42;stars&#42; and &#42;no&#42; emphasis');
  assert.equal(renderInline('&lt;script&gt; stays text'), '&lt;script&gt; stays text');
  assert.equal(renderInline('&#x202E; and &#0; and &nosuchentity;'), '[U+202E] and \uFFFD and &amp;nosuchentity;');
  assert.equal(renderInline('<b>tag</b> is shown'), '&lt;b&gt;tag&lt;/b&gt; is shown');
});

test('an entry in another zone shows its time as written with UTC beside it', () => {
  const v = sampleView();
  Object.assign(v.entries[0]!, { written: '1:12 AM PST', label: '09:12' });
  const html = renderTimelineHtml(v, { standalone: true });
  assert.match(html, /<time class="pm-time" datetime="2024-03-14T09:12:00Z">1:12 AM PST<\/time><span class="pm-utc">09:12 UTC<\/span>/);
});

test('a timeline written newest first says so in the header and titles its gaps by the entry above', () => {
  const v = { ...sampleView(), order: 'newest-first' as const };
  const html = renderTimelineBody(v);
  assert.match(html, /<span class="pm-order">newest first<\/span>/);
  assert.doesNotMatch(html, /title="since previous"/);
  assert.doesNotMatch(renderTimelineBody(sampleView()), /pm-order/);
});

test('a problem repeated on three entries is shown once above the timeline; the entries keep a marker, not the message', () => {
  const html = renderTimelineBody(zoneless(4));
  const groups = html.slice(html.indexOf('<section class="pm-groups"'), html.indexOf('<ol class="pm-timeline"'));
  assert.ok(groups.startsWith('<section class="pm-groups" aria-label="Repeated problems"><h2>Repeated problems</h2>'), html);
  assert.match(groups, /<li class="pm-problem pm-group pm-sev-warning" data-line="4" tabindex="-1">.*<span class="pm-group-count">on 4 entries<\/span><span class="pm-message">No time zone, and the document declares none\. Expected a zone such as UTC\.<\/span><span class="pm-rule">timezone-missing<\/span><\/li>/);
  assert.ok(!groups.includes('<button'), 'appending the default zone is not a safe fix: no button');
  assert.equal(count(html, 'has no time zone'), 0, 'no entry repeats its message, in text or ARIA label');
  assert.equal(count(html, 'pm-problem pm-grouped pm-sev-warning'), 4, 'each entry keeps its severity marker');
  assert.equal(count(html, '<span class="pm-sr">see the repeated problem above the timeline: </span><span class="pm-rule">timezone-missing</span>'), 4);
  assert.match(html, /aria-label="2024-03-14 09:10, step 1, 1 problem: timezone-missing \(see the repeated problem above the timeline\)"/);
});

test('no group below three entries', () => {
  const html = renderTimelineBody(zoneless(2));
  assert.ok(!html.includes('pm-groups') && !html.includes('pm-grouped'));
  assert.equal(count(html, 'have no time zone and the document declares none'), 2 * 2, 'each entry of the run shows its message (text and ARIA label)');
});

test('a repeated problem with safe fixes has a "Fix all" button in the webview only', () => {
  const view = pst();
  const webview = renderTimelineHtml(view, { standalone: false, nonce: 'n0nce', cspSource: 'vscode-resource:', scriptUri: 'vscode-resource:/p.js' });
  assert.match(webview, /<span class="pm-message">Times in PST; timeline times should be in UTC\.<\/span><span class="pm-rule">timezone-not-utc<\/span><button type="button" class="pm-fix-all" data-rule="timezone-not-utc">Fix all 3<\/button>/);
  assert.ok(!/<button[^>]* on[a-z]+=/.test(webview), 'no inline handler: the script listens');
  assert.match(webview, /data-options="[^"]*&quot;fixButtons&quot;:true/);
  assert.equal(count(webview, '<script'), 1);
  const standalone = renderTimelineHtml(view, { standalone: true });
  assert.ok(standalone.includes('Times in PST') && !standalone.includes('<button'), 'a standalone page runs no script: no button');
  assert.ok(!renderTimelineBody(view).includes('<button'), 'buttons are asked for');
  assert.ok(renderTimelineBody(view, { fixButtons: true }).includes('<button'));
  const off = renderTimelineHtml(view, { standalone: false, fixButtons: false });
  assert.ok(!off.includes('<button') && /&quot;fixButtons&quot;:false/.test(off));
});

test('XSS: a group\'s message, rule and fix title are escaped', () => {
  const v = sampleView();
  v.groups = [{ rule: '"><svg onload=x>', severity: 'error', message: '<img src=x onerror=y>', lines: [14, 15, 16], fixable: 3, fixTitle: '</button><script>z</script>' }];
  const html = renderTimelineBody(v, { fixButtons: true });
  assert.ok(!tags(html).includes('svg') && !tags(html).includes('img') && !tags(html).includes('script'));
  assert.equal(count(html, '<button'), 1);
  assert.ok(html.includes('data-rule="&quot;&gt;&lt;svg onload=x&gt;"'));
  assert.ok(html.includes('&lt;/button&gt;&lt;script&gt;z&lt;/script&gt;</button>'));
});

test('a group\'s labels come from the string table', () => {
  const html = renderTimelineBody(zoneless(3), { strings: { repeatedProblems: 'Problèmes répétés', onEntries: 'sur {0} entrées', seeGrouped: 'voir le problème répété' } });
  assert.ok(html.includes('<h2>Problèmes répétés</h2>') && html.includes('sur 3 entrées'));
  assert.equal(count(html, 'voir le problème répété'), 3 * 2, 'screen-reader text and ARIA label of each entry');
});

test('status updates beside the timeline are tagged, have no gap and are left out of the start and end', () => {
  const doc = [
    '# Feeds late', '', '**Resolved**', 'Feeds are current.', 'Feb 4, 2025 - 13:50 UTC', '',
    '**Investigating**', 'Feeds are late.', 'Feb 4, 2025 - 10:20 UTC', '', '## Timeline', '', 'All times UTC, 4 February 2025.', '',
    '- 08:05 First file fails to import', '- 09:58 Support ticket about missing transactions', '- 13:30 Every file imported', '',
  ].join('\n');
  const view = timelineView(analyze(doc));
  assert.deepEqual(view.entries.map((e) => [e.statusUpdate ?? false, e.gapMinutes]), [[true, null], [true, null], [false, null], [false, 113], [false, 212]]);
  assert.equal(view.start, '2025-02-04T08:05:00Z');
  assert.equal(view.end, '2025-02-04T13:30:00Z');
  const html = renderTimelineBody(view);
  assert.equal(count(html, '<span class="pm-badge pm-badge-update">Status update</span>'), 2);
  assert.equal(count(html, 'class="pm-entry pm-update'), 2);
});
