/**
 * The timeline renderer: TimelineView → HTML. Used by the VS Code webview (standalone: false; the
 * webview script re-renders the body with `renderTimelineBody` on every update) and by
 * `postmortem timeline --html` (standalone: true). Pure: no Node, no vscode, no DOM.
 *
 * Safety: every piece of document text goes through `escapeHtml` before any markup is added; the tiny
 * inline-Markdown renderer only wraps already-escaped text in fixed tags, links become plain text.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { Milestone, Severity, TimelineProblemGroup, TimelineView, TimelineViewEntry } from '../server/src/core/types.js';
import { STANDALONE_THEME_CSS, TIMELINE_CSS } from './styles.js';
import { offsetLabel, signedDuration } from '../server/src/core/features/format.js';

export interface RenderOptions {
  /** true: a self-contained page (inline CSS, no script); false: the VS Code webview document. */
  standalone: boolean;
  /** Webview only: the nonce allowed to run the script. */
  nonce?: string;
  /** Webview only: `webview.cspSource`. */
  cspSource?: string;
  /** Webview only: URI of the bundled preview script. */
  scriptUri?: string;
  /** Webview only: URI of the stylesheet (client/media/preview.css). */
  styleUri?: string;
  /** UI strings (the extension passes localised ones). */
  strings?: Partial<PreviewStrings>;
  /** Gaps at least this long (minutes) are drawn as breaks in the rail. Default 60. */
  longGapMinutes?: number;
  /**
   * Webview only: a "Fix all" button on each repeated problem with safe fixes (the script posts
   * `fixAll` with its rule). Never in a standalone page, which runs no script.
   */
  fixButtons?: boolean;
}

export interface PreviewStrings {
  eyebrow: string;
  untitled: string;
  event: string;
  events: string;
  problem: string;
  problems: string;
  timesIn: string;
  start: string;
  end: string;
  duration: string;
  toDetect: string;
  toMitigate: string;
  toResolve: string;
  later: string;
  earlier: string;
  sincePrevious: string;
  /** The gap's title in a timeline written newest first. */
  beforeAbove: string;
  /** The header's note on a timeline written newest first. */
  newestFirst: string;
  otherProblems: string;
  /** The heading of the problems repeated on several entries, shown once above the timeline. */
  repeatedProblems: string;
  /** "on {0} entries": how many entries a repeated problem is on. */
  onEntries: string;
  /** Screen-reader text of a repeated problem at its entry, in place of its message. */
  seeGrouped: string;
  line: string;
  empty: string;
  emptyHint: string;
  timelineLabel: string;
  figuresLabel: string;
  milestones: Record<Milestone, string>;
  severities: Record<Severity, string>;
  /** The tag of an update a status page posted, quoted beside the timeline. */
  statusUpdate: string;
}

export const DEFAULT_STRINGS: PreviewStrings = {
  eyebrow: 'Incident timeline',
  untitled: 'Untitled postmortem',
  event: 'event',
  events: 'events',
  problem: 'problem',
  problems: 'problems',
  timesIn: 'times in',
  start: 'Start',
  end: 'End',
  duration: 'Duration',
  toDetect: 'Time to detect',
  toMitigate: 'Time to mitigate',
  toResolve: 'Time to resolve',
  later: 'later',
  earlier: 'earlier',
  sincePrevious: 'since previous',
  beforeAbove: 'before the entry above',
  newestFirst: 'newest first',
  otherProblems: 'Other problems in the document',
  repeatedProblems: 'Repeated problems',
  onEntries: 'on {0} entries',
  seeGrouped: 'see the repeated problem above the timeline',
  line: 'line',
  empty: 'No timeline entries yet.',
  emptyHint: 'Add a Timeline section with one event per line, for example',
  timelineLabel: 'Timeline events',
  figuresLabel: 'Key figures',
  milestones: { start: 'Start', detected: 'Detected', acknowledged: 'Acknowledged', mitigated: 'Mitigated', resolved: 'Resolved' },
  severities: { error: 'Error', warning: 'Warning', info: 'Info', hint: 'Hint' },
  statusUpdate: 'Status update',
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c).replace(INVISIBLE, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
}

/**
 * Characters that would change how the text around them reads without being seen: bidirectional
 * overrides and isolates (a "Trojan Source" line can show one order and mean another) and C0/C1
 * controls other than tab and line breaks. An entity would still be the character, so they are shown
 * as their code point.
 */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is matched
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Beyond these, an entry's text is shown as escaped plain text: longer than `chars`, or with more than
 * `markers` of `*`, `_`, `[` and `` ` `` (each can start an emphasis, link or code match that looks ahead
 * through the rest of the text, so the work grows with their number times the length). Real entries stay
 * far below (lines under 1,000 characters, 26 such markers at most); the cap keeps every render linear.
 */
export const INLINE_LIMITS = { chars: 4000, markers: 64 } as const;

/** Whether text is too long, or has too many emphasis or link markers, for inline Markdown. */
function tooComplex(text: string): boolean {
  if (text.length > INLINE_LIMITS.chars) return true;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === 42 || c === 95 || c === 91 || c === 96) && ++n > INLINE_LIMITS.markers) return true;
  }
  return false;
}

/**
 * The code spans of text, as [open, close) pairs of backtick-run offsets: a run of n backticks is closed
 * by the next run of exactly n (CommonMark), else it is literal. Linear: runs are visited once, and the
 * search for each length moves forward only.
 */
function codeSpans(text: string): { start: number; end: number; open: number }[] {
  const runs: { at: number; len: number }[] = [];
  for (let i = text.indexOf('`'); i >= 0; i = text.indexOf('`', i)) {
    let j = i;
    while (text.charCodeAt(j) === 96) j++;
    runs.push({ at: i, len: j - i });
    i = j;
  }
  const byLen = new Map<number, number[]>();
  runs.forEach((r, k) => { const l = byLen.get(r.len); if (l) l.push(k); else byLen.set(r.len, [k]); });
  const next = new Map<number, number>(); // per length: the first index in byLen not yet passed
  const spans: { start: number; end: number; open: number }[] = [];
  for (let k = 0; k < runs.length; k++) {
    const r = runs[k]!;
    const same = byLen.get(r.len)!;
    let p = next.get(r.len) ?? 0;
    while (p < same.length && same[p]! <= k) p++;
    next.set(r.len, p);
    if (p === same.length) continue; // no closing run: literal backticks
    const c = runs[same[p]!]!;
    spans.push({ start: r.at, end: c.at + c.len, open: r.len });
    k = same[p]!;
  }
  return spans;
}

/**
 * A deliberately tiny inline-Markdown renderer: `code`, **bold** / __bold__, *em* / _em_, and links
 * and images reduced to their text. Everything is escaped first; only fixed tags are added. Text over
 * `INLINE_LIMITS` is escaped only.
 */
export function renderInline(text: string): string {
  if (tooComplex(text)) return escapeHtml(text);
  const out: string[] = [];
  // Code spans first: their content is shown verbatim (escaped), no emphasis inside.
  let last = 0;
  for (const sp of codeSpans(text)) {
    out.push(renderEmphasis(text.slice(last, sp.start)));
    const code = text.slice(sp.start + sp.open, sp.end - sp.open);
    out.push(`<code>${escapeHtml(code.trim() || code)}</code>`);
    last = sp.end;
  }
  out.push(renderEmphasis(text.slice(last)));
  return out.join('');
}

// Links and images → their text, marked as a non-navigable span (the URL is never used).
const LINK = /!?\[([^\]]*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/g;

/** Plain text of an inline-Markdown string (for ARIA labels): links reduced to their text, markers dropped. */
export function plainInline(text: string): string {
  if (tooComplex(text)) return text;
  return text.replace(LINK, '$1').replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '$1').replace(/`+([^`]+)`+/g, '$1');
}

function renderEmphasis(raw: string): string {
  const pieces: string[] = [];
  let last = 0;
  for (let m = LINK.exec(raw); m; m = LINK.exec(raw)) {
    pieces.push(emphasis(inlineText(raw.slice(last, m.index))));
    pieces.push(`<span class="pm-link">${emphasis(inlineText(m[1] ?? ''))}</span>`);
    last = m.index + m[0].length;
  }
  pieces.push(emphasis(inlineText(raw.slice(last))));
  return pieces.join('');
}

// An autolink (<https://…>, <name@host>), a character reference (&amp; &#38; &#x26;) or a backslash escape.
const TEXT_TOKEN = /<((?:https?|ftp|mailto):[^\s<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>|&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});|\\([!-/:-@[-`{-~])/g;

/**
 * Escaped HTML for inline text as Markdown reads it: character references decoded (`S&amp;O` is
 * "S&O"), autolinks shown as their address (never a link: the preview loads nothing), backslash escapes
 * as the character. A decoded `*`, `_` or backtick is written as a numeric reference so that emphasis
 * never starts from it.
 */
function inlineText(raw: string): string {
  let out = '';
  let last = 0;
  for (let m = TEXT_TOKEN.exec(raw); m; m = TEXT_TOKEN.exec(raw)) {
    out += escapeHtml(raw.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1] !== undefined) { out += `<span class="pm-link">${literal(m[1])}</span>`; continue; }
    const ch = m[2] !== undefined ? characterReference(m[2]) : m[3]!;
    out += ch === undefined ? escapeHtml(m[0]) : literal(ch);
  }
  return out + escapeHtml(raw.slice(last));
}

/** Escaped text in which emphasis markers are inert. */
function literal(text: string): string {
  return escapeHtml(text).replace(/[*_]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function characterReference(ref: string): string | undefined {
  if (ref[0] !== '#') { const v = decodeNamedCharacterReference(ref); return v === false ? undefined : v; }
  const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
  // As CommonMark: 0 and code points outside Unicode or in the surrogate range become U+FFFD.
  return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(code);
}

/** Emphasis on already-escaped text (escaping never produces `*` or `_`). */
function emphasis(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=\S)([\s\S]*?\S)__(?!\w)/g, '$1<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=[^\s*])([^*]*?[^\s*])\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=[^\s_])([^_]*?[^\s_])_(?!\w)/g, '$1<em>$2</em>');
}

/** "45 min", "2 h 05 min", "1 d 3 h" (server/src/core/features/format.ts). */
export const formatDuration = signedDuration;

/** "T+0", "T+45m", "T+2h05". */
export const formatOffset = offsetLabel;

function isoParts(iso: string | null): { date: string; time: string } | null {
  if (!iso) return null;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(iso);
  if (!m) return null;
  return { date: m[1] ?? '', time: (m[2] ?? '') + (m[3] && m[3] !== ':00' ? m[3] : '') };
}

const SEV_ICON: Record<Severity, string> = { error: '✕', warning: '⚠', info: 'ℹ', hint: '•' };

interface Figure { key: string; label: string; value: string; sub?: string }

function keyFigures(view: TimelineView, s: PreviewStrings): Figure[] {
  const figs: Figure[] = [];
  const start = isoParts(view.start);
  const end = isoParts(view.end);
  // Without UTC instants, start and end are the first and last entries with a valid time.
  const timed = view.entries.filter((e) => e.offsetMinutes !== null);
  const newest = view.order === 'newest-first';
  const first = newest ? timed[timed.length - 1] : timed[0];
  const last = newest ? timed[0] : timed[timed.length - 1];
  if (start) figs.push({ key: 'start', label: s.start, value: `${start.time} UTC`, sub: start.date });
  else if (first) figs.push({ key: 'start', label: s.start, value: first.label, sub: first.date ?? undefined });
  if (end) figs.push({ key: 'end', label: s.end, value: `${end.time} UTC`, sub: end.date });
  else if (last && last !== first) figs.push({ key: 'end', label: s.end, value: last.label, sub: last.date ?? undefined });
  if (view.durationMinutes !== null) figs.push({ key: 'duration', label: s.duration, value: formatDuration(view.durationMinutes) });
  // The incident metrics as the model measured them (the code lens, hovers and `inspect` show the same).
  const ms: [Milestone, string, number | null | undefined][] = [
    ['detected', s.toDetect, view.metrics?.timeToDetectMinutes], ['mitigated', s.toMitigate, view.metrics?.timeToMitigateMinutes], ['resolved', s.toResolve, view.metrics?.timeToResolveMinutes],
  ];
  for (const [milestone, label, minutes] of ms) {
    if (minutes === null || minutes === undefined) continue;
    const line = view.metrics?.milestones[milestone];
    const e = line === undefined ? undefined : view.entries.find((x) => x.line === line);
    figs.push({ key: milestone, label, value: formatDuration(minutes), ...(e ? { sub: e.time ? `${e.label} UTC` : e.label } : {}) });
  }
  return figs;
}

function entryAria(e: TimelineViewEntry, s: PreviewStrings): string {
  const when = e.written ? `${e.written} (${e.label} UTC)` : e.label;
  const bits = [e.date ? `${e.date} ${when}` : when];
  if (e.statusUpdate) bits.push(s.statusUpdate);
  else if (e.milestone) bits.push(s.milestones[e.milestone]);
  bits.push(plainInline(e.text));
  if (e.problems.length) bits.push(`${e.problems.length} ${e.problems.length === 1 ? s.problem : s.problems}: ${e.problems.map((p) => (p.grouped ? `${p.rule} (${s.seeGrouped})` : p.message)).join('; ')}`);
  return bits.join(', ');
}

function renderEntry(e: TimelineViewEntry, index: number, prevDate: string | null, s: PreviewStrings, newest: boolean): string {
  const cls = ['pm-entry'];
  if (e.statusUpdate) cls.push('pm-update');
  else if (e.milestone) cls.push('pm-ms', `pm-ms-${e.milestone}`);
  if (e.problems.length) cls.push('pm-has-problems');
  const showDate = e.date && e.date !== prevDate;
  const when = [
    // As the document writes it, with UTC beside it when the document writes another zone.
    e.time && e.written
      ? `<time class="pm-time" datetime="${escapeHtml(e.time)}">${escapeHtml(e.written)}</time><span class="pm-utc">${escapeHtml(e.label)} UTC</span>`
      : e.time ? `<time class="pm-time" datetime="${escapeHtml(e.time)}">${escapeHtml(e.label)}</time>` : `<span class="pm-time">${escapeHtml(e.label)}</span>`,
    showDate ? `<span class="pm-date">${escapeHtml(e.date ?? '')}</span>` : '',
    e.offsetMinutes !== null ? `<span class="pm-offset">${escapeHtml(formatOffset(e.offsetMinutes))}</span>` : '',
  ].join('');
  const tags: string[] = [];
  if (e.statusUpdate) tags.push(`<span class="pm-badge pm-badge-update">${escapeHtml(s.statusUpdate)}</span>`);
  else if (e.milestone) tags.push(`<span class="pm-badge pm-badge-${e.milestone}">${escapeHtml(s.milestones[e.milestone])}</span>`);
  if (e.gapMinutes !== null && index > 0) tags.push(`<span class="pm-gap" title="${escapeHtml(newest ? s.beforeAbove : s.sincePrevious)}">${e.gapMinutes >= 0 ? '+' : ''}${escapeHtml(formatDuration(e.gapMinutes))}</span>`);
  const problems = e.problems.length
    ? `<ul class="pm-problems">${e.problems.map((p) => `<li class="pm-problem${p.grouped ? ' pm-grouped' : ''} pm-sev-${p.severity}"><span class="pm-sev-icon" aria-hidden="true">${SEV_ICON[p.severity]}</span><span class="pm-sr">${escapeHtml(s.severities[p.severity])}: </span>${p.grouped ? `<span class="pm-sr">${escapeHtml(s.seeGrouped)}: </span>` : `<span class="pm-message">${escapeHtml(p.message)}</span>`}<span class="pm-rule">${escapeHtml(p.rule)}</span></li>`).join('')}</ul>`
    : '';
  return `<li class="${cls.join(' ')}" data-line="${e.line}" data-index="${index}" tabindex="${index === 0 ? 0 : -1}" aria-label="${escapeHtml(entryAria(e, s))}">`
    + `<div class="pm-when">${when}</div><div class="pm-dot" aria-hidden="true"></div>`
    + `<div class="pm-body">${tags.length ? `<div class="pm-tags">${tags.join('')}</div>` : ''}<p class="pm-text">${renderInline(e.text)}</p>${problems}</div></li>`;
}

/**
 * The problems repeated on several entries, once each: severity, how many entries, the shared text, the
 * rule, and with `fixButtons` a button that applies the rule's fix-all when these findings have safe fixes.
 * A click on the line (not the button) reveals its first entry.
 */
function renderGroups(groups: readonly TimelineProblemGroup[], s: PreviewStrings, fixButtons: boolean): string {
  const items = groups.map((g) => {
    const button = fixButtons && g.fixable > 0 && g.fixTitle
      ? `<button type="button" class="pm-fix-all" data-rule="${escapeHtml(g.rule)}">${escapeHtml(g.fixTitle)}</button>`
      : '';
    return `<li class="pm-problem pm-group pm-sev-${g.severity}" data-line="${g.lines[0] ?? 0}" tabindex="-1"><span class="pm-sev-icon" aria-hidden="true">${SEV_ICON[g.severity]}</span>`
      + `<span class="pm-sr">${escapeHtml(s.severities[g.severity])}: </span><span class="pm-group-count">${escapeHtml(s.onEntries.replace('{0}', String(g.lines.length)))}</span>`
      + `<span class="pm-message">${escapeHtml(g.message)}</span><span class="pm-rule">${escapeHtml(g.rule)}</span>${button}</li>`;
  });
  return `<section class="pm-groups" aria-label="${escapeHtml(s.repeatedProblems)}"><h2>${escapeHtml(s.repeatedProblems)}</h2><ul class="pm-problems">${items.join('')}</ul></section>`;
}

/** The document body (everything inside `<main>`); the webview script calls this on updates. */
export function renderTimelineBody(view: TimelineView, options: Pick<RenderOptions, 'strings' | 'longGapMinutes' | 'fixButtons'> = {}): string {
  const s: PreviewStrings = { ...DEFAULT_STRINGS, ...options.strings };
  const longGap = options.longGapMinutes ?? 60;
  const html: string[] = [];
  const problemCount = view.problems.length;
  const meta: string[] = [];
  if (view.incidentDate) meta.push(`<span class="pm-date-meta"><time datetime="${escapeHtml(view.incidentDate)}">${escapeHtml(view.incidentDate)}</time></span>`);
  meta.push(`<span class="pm-count-events">${view.entries.length} ${escapeHtml(view.entries.length === 1 ? s.event : s.events)}</span>`);
  if (view.order === 'newest-first') meta.push(`<span class="pm-order">${escapeHtml(s.newestFirst)}</span>`);
  if (view.zone) meta.push(`<span class="pm-zone">${escapeHtml(s.timesIn)} ${escapeHtml(view.zone)}</span>`);
  if (problemCount) meta.push(`<span class="pm-count-problems">${problemCount} ${escapeHtml(problemCount === 1 ? s.problem : s.problems)}</span>`);
  html.push(`<header class="pm-header"><p class="pm-eyebrow">${escapeHtml(s.eyebrow)}</p><h1 class="pm-title">${view.title ? renderInline(view.title) : escapeHtml(s.untitled)}</h1><p class="pm-meta">${meta.join('')}</p></header>`);

  const figs = keyFigures(view, s);
  if (figs.length) {
    html.push(`<dl class="pm-figures" aria-label="${escapeHtml(s.figuresLabel)}">${figs.map((f) => `<div class="pm-figure pm-figure-${f.key}"><dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}${f.sub ? `<small>${escapeHtml(f.sub)}</small>` : ''}</dd></div>`).join('')}</dl>`);
  }

  if (view.entries.length === 0) {
    html.push(`<div class="pm-empty"><p>${escapeHtml(s.empty)}</p><p>${escapeHtml(s.emptyHint)}: <code>- 14:02 UTC — ${escapeHtml(s.milestones.detected)} …</code></p></div>`);
  } else {
    if (view.groups?.length) html.push(renderGroups(view.groups, s, options.fixButtons === true));
    const items: string[] = [];
    let prevDate: string | null = null;
    view.entries.forEach((e, i) => {
      if (i > 0 && e.gapMinutes !== null && e.gapMinutes >= longGap) {
        const word = view.order === 'newest-first' ? s.earlier : s.later;
        items.push(`<li class="pm-break" role="separator" aria-label="${escapeHtml(`${formatDuration(e.gapMinutes)} ${word}`)}"><span></span><span class="pm-break-rail" aria-hidden="true"></span><span class="pm-break-label">${escapeHtml(formatDuration(e.gapMinutes))} ${escapeHtml(word)}</span></li>`);
      }
      items.push(renderEntry(e, i, prevDate, s, view.order === 'newest-first'));
      prevDate = e.date ?? prevDate;
    });
    html.push(`<ol class="pm-timeline" aria-label="${escapeHtml(s.timelineLabel)}">${items.join('')}</ol>`);
  }

  const entryLines = new Set(view.entries.map((e) => e.line));
  const others = view.problems.filter((p) => !entryLines.has(p.line));
  if (others.length) {
    html.push(`<section class="pm-other" aria-label="${escapeHtml(s.otherProblems)}"><h2>${escapeHtml(s.otherProblems)}</h2><ul class="pm-problems">${others.map((p) => `<li class="pm-problem pm-sev-${p.severity}" data-line="${p.line}" tabindex="-1"><span class="pm-sev-icon" aria-hidden="true">${SEV_ICON[p.severity]}</span><span class="pm-sr">${escapeHtml(s.severities[p.severity])}: </span><span class="pm-line">${escapeHtml(s.line)} ${p.line + 1}</span><span class="pm-message">${escapeHtml(p.message)}</span><span class="pm-rule">${escapeHtml(p.rule)}</span></li>`).join('')}</ul></section>`);
  }
  return html.join('\n');
}

/**
 * A standalone page (`timeline --html`, `report --html`): no scripts, a CSP that allows only inline
 * styles, the shared theme. `title` must already be escaped; `body` is markup built from escaped text.
 */
export function standalonePage(p: { title: string; generator: string; css: string; bodyClass?: string; main: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="${escapeHtml(p.generator)}">
<title>${p.title}</title>
<style>${STANDALONE_THEME_CSS}${p.css}</style>
</head>
<body${p.bodyClass ? ` class="${escapeHtml(p.bodyClass)}"` : ''}>
<main ${p.main}>
${p.body}
</main>
</body>
</html>
`;
}

/** The whole HTML document. */
export function renderTimelineHtml(view: TimelineView, opts: RenderOptions): string {
  const title = escapeHtml(`${(opts.strings?.eyebrow ?? DEFAULT_STRINGS.eyebrow)}${view.title ? ` — ${view.title}` : ''}`);
  const fixButtons = !opts.standalone && opts.fixButtons !== false;
  const body = renderTimelineBody(view, { ...opts, fixButtons });
  if (opts.standalone) return standalonePage({ title, generator: 'postmortem timeline', css: TIMELINE_CSS, bodyClass: 'pm-standalone', main: 'class="pm" id="pm-root"', body });
  const csp = escapeHtml(opts.cspSource ?? '');
  const nonce = escapeHtml(opts.nonce ?? '');
  const state = escapeHtml(JSON.stringify({ strings: opts.strings ?? {}, longGapMinutes: opts.longGapMinutes ?? 60, fixButtons }));
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${csp}; script-src 'nonce-${nonce}'; img-src ${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${opts.styleUri ? `<link rel="stylesheet" href="${escapeHtml(opts.styleUri)}">` : ''}
</head>
<body class="pm-webview">
<main class="pm" id="pm-root" data-options="${state}">
${body}
</main>
${opts.scriptUri ? `<script nonce="${nonce}" src="${escapeHtml(opts.scriptUri)}"></script>` : ''}
</body>
</html>
`;
}
