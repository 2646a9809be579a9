import { messagesFor } from '../locale/messages.js';
import { unreadLanguage } from './language.js';
import type { Rule } from './rule.js';
import { documentAnchor, insertSection } from './required-section.js';
import { UPDATE_WORDS } from '../locale/index.js';
import { wordTrie } from '../text.js';
import type { Postmortem } from '../types.js';

/**
 * A line that opens a dated status update: marks, an update word, separators, then a date ("* Update 2/12/2022 *",
 * "UPDATE - 2023 - 09 - 11", "\[Update 1 oct. 10:45]"); "Update1:" is a numbered update, not a dated one.
 */
const UPDATE_LINE = new RegExp(String.raw`^[\s>#*_\[\\-]{0,12}(?:${wordTrie(UPDATE_WORDS, { flags: 'iu' })})(?![\p{L}\d])[\s:|.,\-–—]{0,6}\d{1,4}(?:\s{0,2}[-/.]\s{0,2}\d{1,2}|\.?\s{1,2}\p{L}{3})`, 'iu');
/** A heading that is an update word alone ("## Updates", "## 更新", "### Actualizaciones"). */
const UPDATE_HEADING = new RegExp(String.raw`^(?:${wordTrie(UPDATE_WORDS, { flags: 'iu' })})\s{0,2}[:：]?$`, 'iu');

/**
 * Whether the document keeps its chronology as a log of updates, which is a timeline of a kind even when
 * none of its entries has a time to read: a heading that is an update word alone, or a line that opens a
 * dated update.
 */
export function updateLog(model: Pick<Postmortem, 'sections' | 'lines' | 'code'>): boolean {
  if (model.sections.some((s) => s.via === 'heading' && UPDATE_HEADING.test(s.title.trim()))) return true;
  for (let i = 0; i < model.lines.length; i++) {
    if (!model.code[i] && UPDATE_LINE.test(model.lines[i]!.slice(0, 80))) return true;
  }
  return false;
}

/** A link in Markdown or a bare URL. */
const LINK = /\]\(|<?https?:\/\//;

/**
 * Whether the timeline section only points elsewhere: no entry, no date or time, and every line of text
 * in it holds a link ("A full timeline is on [the status page](…)").
 */
function linkOnly(model: Pick<Postmortem, 'timelineSection' | 'timeline' | 'lines' | 'code' | 'dates' | 'times'>): boolean {
  const sec = model.timelineSection;
  if (!sec || model.timeline.length > 0) return false;
  const from = sec.headingRange.end.line + 1; const to = sec.range.end.line;
  if (to - from > 20) return false;
  let text = 0;
  for (let i = from; i <= to; i++) {
    const l = model.lines[i]!;
    if (/^\s*(?:[-=]{2,}\s*)?$/.test(l)) continue;
    if (model.code[i] || !LINK.test(l)) return false;
    text++;
  }
  const inside = (line: number) => line >= from && line <= to;
  return text > 0 && !model.dates.some((d) => inside(d.range.start.line)) && !model.times.some((t) => inside(t.range.start.line));
}

/** A list item, as its line opens. */
const LIST_ITEM = /^\s{0,3}(?:[-*+]|\d{1,2}[.)])\s/;

/**
 * Whether the document lists its key times instead of a timeline: two milestones stated with their times ("検知：…午前10時26分",
 * "Resolved: 15:10") in a list of three timed items or more, one after another ("- Start: …", "- Detected: …", "- Resolved: …").
 */
function keyTimesList(model: Pick<Postmortem, 'metrics' | 'lines' | 'code' | 'times'>): boolean {
  const keyLines = model.metrics.keyEvents.filter((k) => k.source === 'key-event').map((k) => k.line);
  if (keyLines.length < 2) return false;
  const timed = new Set(model.times.map((t) => t.range.start.line));
  const item = (i: number) => !model.code[i] && LIST_ITEM.test(model.lines[i] ?? '') && timed.has(i);
  return keyLines.some((line) => {
    if (!item(line)) return false;
    let a = line; let b = line;
    while (a > 0 && item(a - 1)) a--;
    while (b + 1 < model.lines.length && item(b + 1)) b++;
    return b - a + 1 >= 3 && keyLines.filter((l) => l >= a && l <= b).length >= 2;
  });
}

export const timelineMissing: Rule = {
  meta: {
    id: 'timeline-missing',
    description: 'The postmortem has no timeline.',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'A UTC timeline is the backbone of a postmortem: it is what detection, mitigation and resolution times are measured from. '
        + 'A timeline is any timeline section, a run of timed list items or event headings, a status-page update log, or a table with a time column; '
        + 'a log of dated updates ("Update 2/12/2022", an "Updates" heading) counts even when its updates carry no time, '
        + 'and so does a list of key times (three timed items or more, two of them labelled milestones: "Detected: 10:26", "Resolved: 11:40"). '
        + 'A timeline section that only links elsewhere (a status page) is reported at its heading: the document has no timeline of its own. '
        + 'Notes of a line or two without a heading are not postmortems and are not checked. '
        + 'The fix inserts a timeline table skeleton.',
      bad: '# Queue outage\n\n## Impact\n\nJobs were delayed.',
      good: '# Queue outage\n\n## Timeline\n\n| Time (UTC) | Event |\n|---|---|\n| 09:12 | Queue depth alarm fires |',
    },
  },
  check({ model }) {
    if (model.timeline.length > 0 || unreadLanguage(model)) return [];
    const m = messagesFor(model.locale);
    // A timeline heading over nothing but a link elsewhere: reported at the heading, with no section to insert.
    if (model.timelineSection) return linkOnly(model) ? [{ range: model.timelineSection.headingRange, message: m.t('timeline-missing.message') }] : [];
    if (updateLog(model) || keyTimesList(model)) return [];
    return [{
      range: documentAnchor(model),
      message: m.t('timeline-missing.message'),
      fix: { title: m.t('timeline-missing.fix'), edits: [insertSection(model, 'timeline', '| Time (UTC) | Event |\n|---|---|\n|  |  |')], safe: false },
    }];
  },
};
