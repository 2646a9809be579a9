/**
 * Action items of the corrective-actions sections: list items and table rows, with their owner, tracking
 * reference or due date, and status. Read by the `action-item` rule, `inspect` and (for the code lens
 * "3 open · 2 done") the language server. Computed from the built model; nothing is re-parsed.
 */
import { tableCells } from '../text.js';
import { ACTION_LEADS, ACTION_MODALS, ACTION_VERBS_EN, ACTION_VERBS_FR, DONE_MARKERS, OPEN_MARKERS, OWNER_HEADERS, STATUS_HEADERS, TRACKING_HEADERS } from '../catalog/actions.js';
import { ACTION_NON_STARTS } from '../locale/index.js';
import type { Postmortem, Range, Section } from '../types.js';

export interface ActionItem {
  line: number;
  /** The item's text without list markers, checkbox, status or priority tags. */
  text: string;
  /** Range of the item's text on its line. */
  range: Range;
  kind: 'list-item' | 'table-row';
  section: Section;
  owner?: string;
  /** A link, an issue reference (#123, ABC-123) or a due date. */
  tracking?: string;
  status: 'done' | 'open' | 'unknown';
  startsWithVerb: boolean;
  /** For table rows: which columns the table has. */
  columns?: { owner: boolean; tracking: boolean };
}

const VERBS = new Set([...ACTION_VERBS_EN, ...ACTION_VERBS_FR]);
const NON_STARTS = new Set(ACTION_NON_STARTS);
const LEADS = [...ACTION_LEADS].sort((a, b) => b.length - a.length);
const LIST_RE = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
const URL_RE = /\bhttps?:\/\/\S{3,}/i;
const REF_RE = /(?<![\w/])(?:#\d{1,7}|[A-Z][A-Z\d]{1,9}-\d{1,7}|(?:issue|bug|ticket|pr)\s?#?\d{1,7})(?![\w-])/i;
const DUE_RE = /\b(?:due|by|before|until|deadline|eta|échéance|avant le|d'ici)\b[\s:]{0,3}(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|(?:Q[1-4]|H[12])\s?\d{4}|[A-Z][a-z]{2,8}\.? \d{1,2}|\d{1,2} [a-zé]{3,9}|end of [a-z]+|next [a-z]+)/i;
const OWNER_RE = /(?:^|[\s([])(?:owner|owners|assignee|assigned to|dri|responsable|porteur)\s?[:=]\s?([@\w][\w .,'@-]{0,40})|(?:^|[\s([])(@[\w-]{2,39})(?![\w-])|[([]\s?(?:owner:\s?)?(@?[\p{Lu}][\p{Ll}]{1,20}(?:\s[\p{Lu}][\p{Ll}]{1,20})?)\s?[)\]]\s*$|\s[—–-]\s(@?[\p{Lu}][\p{Ll}]{1,20}(?:\s[\p{Lu}][\p{Ll}]{1,20})?)\s?(?:\([^()]{0,40}\))?\s*$/u;

function stripTags(text: string): { text: string; offset: number; status?: 'done' | 'open'; label?: string } {
  let t = text; let offset = 0; let status: 'done' | 'open' | undefined; let label: string | undefined;
  for (let n = 0; n < 6; n++) {
    const m = /^(?:\[[ xX]\]|[✅✔☑❌⬜🔲]\uFE0F?|~~|\*\*[^*]{1,60}\*\*\s?:|\*\*[^*]{1,24}\*\*:?|\[#?[\w -]{1,16}\]:?|\([A-Za-z ]{1,16}\):?|P[0-4]\b:?|(?:HIGH|MEDIUM|LOW|DONE|TODO|WIP|DOING)\b:?|[-–—:])\s*/u.exec(t);
    if (!m) break;
    const tag = m[0].replace(/[*[\]():~]/g, '').trim().toLowerCase();
    if (DONE_MARKERS.includes(tag) || m[0].startsWith('[x') || m[0].startsWith('[X') || /^[✅✔☑]/u.test(m[0]) || m[0] === '~~') status = 'done';
    else if (OPEN_MARKERS.includes(tag) || m[0].startsWith('[ ]')) status = status ?? 'open';
    else if (/^\*\*/.test(m[0]) && !/:\s*$/.test(m[0]) && tag.split(/\s+/).length > 2) break; // a bold phrase, not a tag
    else if (/^\*\*/.test(m[0]) && /:\s*$/.test(m[0])) label = m[0].replace(/[*:]/g, '').trim(); // "**Add alerts**: details"
    t = t.slice(m[0].length); offset += m[0].length;
  }
  return { text: t, offset, ...(status ? { status } : {}), ...(label ? { label } : {}) };
}

/**
 * Does the item start with a word of the action verb lists ("Add …", "Ajouter …"), after its tags: a strict test, for
 * telling a list of actions from other lists (`startsWithVerb` also accepts words the lists do not know).
 */
export function startsWithKnownVerb(text: string): boolean {
  const word = /^[\p{L}'’-]+/u.exec(stripTags(text).text.toLowerCase().replace(/^[*_`"“]+/, ''))?.[0];
  return !!word && VERBS.has(word);
}

/** Does the item start with a verb (imperative, gerund, infinitive) or a lead such as "We will"? */
export function startsWithVerb(text: string): boolean {
  // Japanese and Chinese put the verb last: the word lists cannot judge them.
  if (/^[\s*_`"“]*[\u3040-\u30ff\u3400-\u9fff]/.test(text)) return true;
  let lower = text.toLowerCase().replace(/^[*_`"“]+/, '');
  let led = false;
  for (const lead of LEADS) {
    if (lower.startsWith(lead + ' ')) { lower = lower.slice(lead.length + 1); led = true; break; }
  }
  // A modal within the first words makes it an action: "All services should run …", "The alert needs …".
  const head = ' ' + lower.split(/\s+/).slice(0, 6).join(' ') + ' ';
  if (ACTION_MODALS.some((m) => head.includes(' ' + m + ' '))) return true;
  lower = lower.replace(/^(?:if possible,?|where possible,?|when possible,?|if needed,?|also|then|further|still|not|never|continue to|ensure we|try to|aussi|également)\s/, '');
  const word = /^[\p{L}'’-]+/u.exec(lower)?.[0] ?? '';
  if (word === '') return false;
  const w = word.replace(/['’]s$/, '');
  if (VERBS.has(w) || (led && ['need', 'have', 'want', 'plan', 'aim', 'intend', 'be', 'keep'].includes(w))) return true;
  if (/^[a-z]{3,}(?:ing|ed)$/.test(w)) return true; // "Adding …", "Added …"
  if (/^\p{L}{3,}ant$/u.test(w) && !/(?:ment|nant)$/.test(w)) return true; // French gerund: "réduisant …", "redémarrant …"
  const base = w.replace(/^re-/, '');
  if (base !== w && (VERBS.has(base) || /^[a-z]{3,}(?:ing|ed)$/.test(base))) return true;
  // Only a first word that cannot start an action makes it a wish: the verb lists cannot be complete
  // ("Engage …", "Fail over …"), and an owner written first ("Platform team: review …") is not a wish.
  if (!NON_STARTS.has(w)) return true;
  // "Additional alerting was added", "The vendor recommended …": a statement of what was done, not a wish;
  const rest = lower.split(/\s+/).slice(1, 8);
  // "The health check now fetches …", "… no longer retries": an adverb of a change already made.
  return rest.some((x) => /^(?:was|were|is|are|has|have|had|now|already|longer)$/.test(x) || /^[a-z]{3,}ed[,.;:]?$/.test(x));
}

const DONE_HEADING = /\b(?:completed?|done|finished|terminées?|réalisées?)\b/i;
const norm = (s: string) => s.replace(/[*_`]/g, '').trim().toLowerCase();
const EMPTY_CELL = /^(?:|-|–|—|\?|tbd|tba|n\/a|none|todo|unassigned|à définir)$/i;

function statusOf(text: string): 'done' | 'open' | undefined {
  const t = norm(text).replace(/[^\p{L}\d\s[\]✅✔☑-]/gu, ' ').trim();
  if (DONE_MARKERS.some((m) => t === m || t.startsWith(m + ' ')) || /^[✅✔☑]/u.test(text.trim())) return 'done';
  if (OPEN_MARKERS.some((m) => t === m || t.startsWith(m + ' '))) return 'open';
  return undefined;
}

export function actionItems(model: Postmortem): ActionItem[] {
  const out: ActionItem[] = [];
  const sections = model.sections.filter((s) => s.covers.includes('corrective-actions') && !s.empty);
  const done = new Set<number>();
  let entryLines: Set<number> | undefined;
  const tlFirst = model.timeline[0]?.line ?? -1; const tlLast = model.timeline[model.timeline.length - 1]?.line ?? -2;
  for (const sec of sections) {
    const first = sec.via === 'label' ? sec.headingRange.start.line + 1 : sec.headingRange.end.line + 1;
    let itemIndent = -1;
    let current: ActionItem | undefined;
    let table: { action: number; owner: number; tracking: number; status: number; none?: true } | undefined;
    let doneHeading = DONE_HEADING.test(sec.title);
    /** Indent of a bold-only item ("1. **Deeper monitoring**"): deeper lists after it are its details. */
    let boldParent = -1;
    let boldParentOrdered = false;
    // A bold label of another kind under the heading ("**What went well**" below "## Corrective actions") ends the actions.
    const other = model.sections.find((x) => x.via === 'label' && x.kind !== 'other' && !x.covers.includes('corrective-actions')
      && x.headingRange.start.line >= first && x.headingRange.start.line <= sec.range.end.line);
    const last = other ? other.headingRange.start.line - 1 : sec.range.end.line;
    for (let i = first; i <= last; i++) {
      // A timeline entry the follow-up part holds ("- `2025-05-21 08:15 UTC` — 4.12.3 withdrawn"): an event, not an action.
      if (done.has(i) || (i >= tlFirst && i <= tlLast && (entryLines ??= new Set(model.timeline.map((e) => e.line))).has(i))) { current = undefined; continue; }
      const l = model.lines[i]!;
      if (model.code[i]) continue;
      const h = /^\s{0,3}#{1,6}\s+(.*)$/.exec(l);
      if (h) { doneHeading = DONE_HEADING.test(h[1]!); current = undefined; itemIndent = -1; boldParent = -1; table = undefined; continue; }
      // Tables: a header row with an action column, then the rows.
      if (/^\s*\|?.*\|/.test(l) && l.includes('|')) {
        const cs = tableCells(l);
        if (/^\s*\|?\s*:?-{1,}/.test(l)) continue; // delimiter row
        const headers = cs.map((c) => norm(c.text));
        if (!table && model.lines[i + 1] && /^\s*\|?\s*:?-{1,}:?\s*\|/.test(model.lines[i + 1]!)) {
          const find = (names: string[]) => headers.findIndex((h) => names.includes(h) || names.some((n) => h.startsWith(n + ' ')));
          const owner = find(OWNER_HEADERS); const tracking = find(TRACKING_HEADERS); const status = find(STATUS_HEADERS);
          const action = headers.findIndex((h, k) => k !== owner && k !== tracking && k !== status && /action|item|task|remediation|recommendation|mesure|tâche|description|what/.test(h));
          // No column of actions, owners, due dates or status ("| Interval | Calls | Avg wait |"): figures, not actions.
          // Else the first column that is not a row's number or reference ("| No. | Recommendation | Owner |").
          const text = headers.findIndex((h, k) => k !== owner && k !== tracking && k !== status && !/^(?:#|no\.?|nr\.?|n[°º]|id|ref\.?|item #)$/.test(h));
          table = action < 0 && owner < 0 && tracking < 0 && status < 0 ? { action: 0, owner, tracking, status, none: true } : { action: action >= 0 ? action : Math.max(0, text), owner, tracking, status };
          continue;
        }
        if (!table || table.none) continue;
        const a = cs[table.action];
        if (!a || norm(a.text) === '') continue;
        const stripped = stripTags(a.text.trim().replace(/\s*<!--.*?-->\s*$/, ''));
        const lead = a.start + (a.text.length - a.text.trimStart().length) + stripped.offset;
        const item: ActionItem = {
          line: i, text: stripped.text.trim(), kind: 'table-row', section: sec, status: 'unknown', startsWithVerb: startsWithVerb(stripped.text) || (!!stripped.label && startsWithVerb(stripped.label)),
          range: { start: { line: i, character: lead }, end: { line: i, character: lead + stripped.text.trim().length } },
          columns: { owner: table.owner >= 0, tracking: table.tracking >= 0 },
        };
        const ownerCell = table.owner >= 0 ? cs[table.owner]?.text.replace(/[*_`]/g, '').trim() ?? '' : '';
        if (ownerCell !== '' && !EMPTY_CELL.test(ownerCell)) item.owner = ownerCell;
        const trackCell = table.tracking >= 0 ? cs[table.tracking]?.text.trim() ?? '' : '';
        if (trackCell !== '' && !EMPTY_CELL.test(trackCell.replace(/[*_`]/g, ''))) item.tracking = trackCell;
        else { const ref = URL_RE.exec(l)?.[0] ?? REF_RE.exec(l)?.[0]; if (ref) item.tracking = ref; }
        const st = (table.status >= 0 ? statusOf(cs[table.status]?.text ?? '') : undefined) ?? stripped.status;
        if (st) item.status = st;
        out.push(item);
        done.add(i);
        continue;
      }
      table = undefined;
      // A thematic break ("* * *", "- - -") is not an item.
      if (/^\s{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(l)) { current = undefined; continue; }
      const m = LIST_RE.exec(l);
      if (m) {
        const indent = m[1]!.length;
        const ordered = /^\s*\d/.test(l);
        // Details of a bold item: deeper items, or bullets under a numbered bold item ("1. **Monitoring**" then "- Lag").
        if (boldParent >= 0 && (indent > boldParent || (boldParentOrdered && !ordered))) continue;
        if (boldParent >= 0 && indent <= boldParent) boldParent = -1;
        if (itemIndent < 0 || indent <= itemIndent) {
          itemIndent = indent;
          const body = m[2]!.replace(/\s*<!--.*?-->\s*$/, '');
          const stripped = stripTags(body);
          const text = stripped.text.trim();
          const at = l.length - body.length + stripped.offset;
          current = {
            line: i, text, kind: 'list-item', section: sec, status: stripped.status ?? (doneHeading ? 'done' : 'unknown'), startsWithVerb: startsWithVerb(text) || (!!stripped.label && startsWithVerb(stripped.label)),
            range: { start: { line: i, character: at }, end: { line: i, character: at + text.length } },
          };
          out.push(current);
          done.add(i);
          if (/^\*\*[^*]+\*\*$/.test(text)) { boldParent = indent; boldParentOrdered = ordered; }
        }
      } else if (l.trim() === '' || !/^\s/.test(l)) {
        if (!/^\s/.test(l) && l.trim() !== '') { current = undefined; itemIndent = -1; }
        continue;
      }
      // The item's own line and its continuation or child lines give owner, tracking and status.
      if (current) {
        const src = (i === current.line ? current.text : l).replace(/<!--.*?-->/g, '');
        if (!current.tracking) { const ref = URL_RE.exec(src)?.[0] ?? REF_RE.exec(src)?.[0] ?? DUE_RE.exec(src)?.[0]; if (ref) current.tracking = ref; }
        if (!current.owner) { const o = OWNER_RE.exec(src); const who = o?.[1] ?? o?.[2] ?? o?.[3] ?? o?.[4]; if (who) current.owner = who.trim(); }
        if (current.status === 'unknown' && /\((?:done|completed|fixed|terminé)\)|~~$/i.test(src)) current.status = 'done';
      }
    }
  }
  return out.sort((a, b) => a.line - b.line);
}
