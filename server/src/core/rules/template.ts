import { MAINTENANCE_TITLES, OTHER_DOCUMENT_TITLES } from '../locale/index.js';
import type { Postmortem } from '../types.js';
import { modifiedAt } from './future-time.js';

/** Known sections a document needs before it can be a blank template rather than a postmortem. */
const TEMPLATE_MIN_SECTIONS = 3;

/**
/** The placeholders templates leave for dates, times and titles: "YYYY-MM-DD", "HH:MM", "<short title>". */
const TEMPLATE_TOKEN = /\b(?:YYYY-MM-DD|YYYY\/MM\/DD|DD\/MM\/YYYY|MM\/DD\/YYYY|DD\.MM\.YYYY|HH:MM(?::SS)?|hh:mm)\b|<[a-z]{1,20}(?: [a-z]{1,20}){1,4}>/;
/** Lines with such placeholders that make a document without timeline entries a template. */
const TEMPLATE_TOKENS = 2;

/**
 * Whether the document is a blank template: a postmortem form not filled in yet (no timeline entry,
 * and at least half of three or more known sections empty, or two lines with the placeholders of a form:
 * "YYYY-MM-DD", "HH:MM", "<short title>"). Checked into many repositories beside the
 * postmortems, and not one itself.
 */
export function isBlankTemplate(model: Postmortem): boolean {
  // A GitHub issue template's front matter ("name:", "about:") with a placeholder for the title ("[Postmortem] <short
  // description>"): the form new reports are opened from, its example rows and all. A report filed from it keeps the keys.
  const fm = model.frontMatter;
  if (typeof fm?.['name'] === 'string' && typeof fm['about'] === 'string' && typeof fm['title'] === 'string' && TEMPLATE_TOKEN.test(fm['title'])) return true;
  if (model.timeline.some((e) => e.time)) return false;
  let tokens = 0;
  for (let i = 0; i < model.lines.length && i < 400; i++) if (!model.code[i] && TEMPLATE_TOKEN.test(model.lines[i]!) && ++tokens >= TEMPLATE_TOKENS) return true;
  const known = model.sections.filter((s) => s.kind !== 'other' && s.level > 0);
  if (known.length < TEMPLATE_MIN_SECTIONS) return false;
  return known.filter((s) => s.empty).length * 2 >= known.length;
}

/** Does a title hold the words: as whole words where words are spaced ("all incidents", not in "small incidents"), anywhere in Han or kana. */
function titleHas(title: string, w: string): boolean {
  const at = title.indexOf(w);
  if (at < 0) return false;
  if (!/^[\p{L}\d]/u.test(w) || /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(w)) return true;
  for (let i = at; i >= 0; i = title.indexOf(w, i + 1)) {
    const before = title[i - 1] ?? ' '; const after = title[i + w.length] ?? ' ';
    if (!/[\p{L}\d]/u.test(before) && (!/[\p{L}\d]$/u.test(w) || !/[\p{L}\d]/u.test(after))) return true;
  }
  return false;
}

/** The document's titles, in lower case: its heading title and its front matter's `title` ("LumenForge 4.13.0" over "… release notes"). */
function titlesOf(model: Postmortem): string[] {
  const fm = model.frontMatter?.['title'];
  // A mail's subject, when the document opens with its header ("Subject: [ops-announce] Scheduled maintenance: …").
  const subject = model.lines.slice(0, 8).map((l) => /^\s*(?:\*\*)?(?:subject|asunto|betreff|objet|oggetto|assunto|onderwerp)(?:\*\*)?\s*:\s*(.+)$/i.exec(l)?.[1]).find((x) => !!x);
  return [model.title, typeof fm === 'string' ? fm : undefined, subject].filter((t): t is string => !!t).map((t) => t.toLowerCase());
}

/**
 * Whether the document announces planned maintenance: its title (or a mail's subject) says so ("Geplante Wartung: …",
 * "关于…升级维护的公告") and it gives no root cause or no timeline, which a postmortem of an incident during maintenance would.
 */
function isMaintenanceNotice(model: Postmortem): boolean {
  // A notice pasted as plain text opens with its addressee and sender ("荷主様各位", a date, the company) before its title line.
  const head = model.titleRange?.start.line === undefined || !/^\s{0,3}#/.test(model.lines[model.titleRange.start.line] ?? '')
    ? model.lines.slice(0, 12).filter((l) => l.trim() !== '' && l.length <= 80).map((l) => l.toLowerCase()) : [];
  if (![...titlesOf(model), ...head].some((title) => MAINTENANCE_TITLES.some((w) => titleHas(title, w)))) return false;
  // A notice may say why the work is done ("WHY"): with no timeline of what happened, it is still a notice.
  return !model.sections.some((s) => s.covers.includes('root-cause')) || !model.timeline.some((e) => e.time);
}

/**
 * Whether the title names a page about many incidents or about the postmortem process ("How we run postmortems", "障害情報一覧"),
 * and the page is not one incident's status history with its postmortem below ("Incident History" over one incident's
 * updates and a root cause): a root cause with text and a timeline of two timed entries or more make it a postmortem.
 */
function isOtherDocument(model: Postmortem): boolean {
  // Version numbers left out: "Patch 7.0.3 Notes" names patch notes.
  const titles = titlesOf(model).map((t) => t.replace(/\s+v?\d+(?:\.\d+)+(?=\s|$)/g, ''));
  if (!titles.some((title) => OTHER_DOCUMENT_TITLES.some((w) => titleHas(title, w)))) return false;
  const cause = model.sections.some((s) => s.covers.includes('root-cause') && !s.empty);
  return !(cause && model.timeline.filter((e) => e.time).length >= 2);
}

/**
 * Whether the page plans rather than reports: three timed entries or more, three in four of them after the page's own last
 * update ("last_updated: 2025-04-01" over a season's event windows, "updated: 2025-10-20" over a peak event's run-up), and no
 * root cause told. A postmortem with a wrong year has one such entry, not most.
 */
function isSchedule(model: Postmortem): boolean {
  const mod = modifiedAt(model.frontMatter);
  const timed = mod ? model.timeline.filter((e) => e.time && e.sortKey !== undefined) : [];
  if (timed.length < 3 || timed.filter((e) => e.sortKey! > mod!.ms).length * 4 < timed.length * 3) return false;
  return !model.sections.some((s) => s.covers.includes('root-cause') && !s.empty);
}

/** A list item that is a link and little else: "- [2024-03-05 Login outage](2024-03-05.md)". */
const LINK_ITEM = /^\s{0,3}(?:[-*+]|\d{1,3}[.)])\s{1,4}(?:\*\*|__)?\[[^\]]{1,300}\]\([^)]{1,500}\)/;
/** What a heading, front matter fence or blank line looks like: not body text. */
const NOT_BODY = /^\s*(?:#{1,6}\s|#{1,6}$|---\s*$|\+\+\+\s*$|$)/;

/** The lines of body text (not headings, fences or blank lines), counted up to `limit`. */
function bodyLines(model: Postmortem, limit: number): number {
  let body = 0;
  for (let i = 0; i < model.lines.length && body < limit; i++) if (!model.code[i] && !NOT_BODY.test(model.lines[i]!)) body++;
  return body;
}

/**
 * Whether the document is something other than a postmortem: a blank template, a maintenance notice, a page about many
 * incidents or about the process, a note (one or two
 * lines of text, no heading, no front matter), a stub (a title and at
 * most two lines, no front matter, no known section, no date or time: a README), or an
 * index page (a list of links to postmortems and no time: half its lines links, or at least three links
 * and no known section). Such files sit beside postmortems; only the rules that speak of any document
 * (`RuleMeta.anyDocument`) run on them.
 */
export function notAPostmortem(model: Postmortem): boolean {
  if (isBlankTemplate(model) || isMaintenanceNotice(model) || isOtherDocument(model) || isSchedule(model)) return true;
  // A note of one or two lines with no heading and no front matter ("**Notice, 02.06.2025:** … 20:00 to 22:00").
  if (model.sections.length === 0 && !model.frontMatterRange && bodyLines(model, 3) <= 2) return true;
  // Stubs and index pages have no time: a document with one is read as a postmortem at once.
  if (model.times.length > 0) return false;
  const fmEnd = model.frontMatterRange ? model.frontMatterRange.end.line : -1;
  let body = 0; let links = 0;
  for (let i = fmEnd + 1; i < model.lines.length; i++) {
    const l = model.lines[i]!;
    if (model.code[i] || NOT_BODY.test(l)) continue;
    body++;
    if (LINK_ITEM.test(l)) links++;
  }
  const noKnownSection = model.sections.every((s) => s.kind === 'other');
  if (body <= 2 && model.dates.length === 0 && !model.frontMatter && noKnownSection) return true;
  return links >= 3 && (links * 2 >= body || noKnownSection);
}
