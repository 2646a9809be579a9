import { messagesFor } from '../locale/messages.js';
import { leadUpCount } from '../model/impact.js';
import { frontMatterNamesIncidentDay } from '../model/frontmatter.js';
import { isLabelledDate } from '../model/incident.js';
import { dayKey } from '../model/order.js';
import { unreadLanguage } from './language.js';
import type { Rule } from './rule.js';
import type { DateMention, Postmortem } from '../types.js';
import { documentAnchor } from './required-section.js';
import { ownTimeline } from '../model/timeline/entries.js';
import { isValidDate } from '../time/zone.js';

const DAY = 86_400_000;
/** Days between the incident date and the nearest date of the timeline beyond which they contradict each other. */
const FAR_DAYS = 3;

/** Whether the incident date took its year from the front matter while the text writes no year at all. */
function yearOnlyInFrontMatter(model: Postmortem): boolean {
  const at = model.incidentDateRange?.start;
  if (!at) return false;
  const mention = model.dates.find((d) => d.range.start.line === at.line && d.range.start.character === at.character);
  return mention?.yearInferred === true && !model.dates.some((d) => !d.yearInferred && d.date.year !== undefined);
}

/** A date whose year was inferred and whose written weekday is that year's ("8月30日(金)" in 2024): as good as a full date. */
const weekdayFits = (d: DateMention): boolean => d.weekday !== undefined && d.date.year !== undefined
  && (new Date(Date.UTC(d.date.year, d.date.month - 1, d.date.day)).getUTCDay() || 7) === d.weekday;

export const incidentDate: Rule = {
  meta: {
    id: 'incident-date',
    description: 'The postmortem gives no incident date, one without a year, or one days away from every date of its timeline.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'Without a full date the timeline cannot be turned into UTC instants, zone labels cannot be checked against daylight saving time, '
        + 'and readers cannot find the incident later. Give it in the front matter (`date: 2021-09-30`), the title, or on the first timeline entry. '
        + 'A document written in a language the analysis does not read gets no "no incident date" finding: its month names are unknown. '
        + 'An incident date more than three days from every date the timeline writes (a title with the day the report was published), or more than one day when a label names it as the incident\'s ("Incident date: …", "Vorfall vom …"), is reported too. '
        + 'A front matter `date` is taken for the day a blog post was published when the text writes a full date within the timeline\'s days, unless the text or the title restates the front matter\'s day as the incident\'s.',
      bad: '# June 15: API outage\n\n## Impact\n\nThe API returned errors for 20 minutes.',
      good: '# 2025-06-15: API outage\n\n## Impact\n\nThe API returned errors for 20 minutes.',
    },
  },
  check({ model }) {
    const m = messagesFor(model.locale);
    if (!model.incidentDate) {
      // Its dates may be written with month names the analysis does not know.
      if (unreadLanguage(model)) return [];
      return [{ range: documentAnchor(model), message: m.t('incident-date.none') }];
    }
    // A year the body never writes (only a front matter field other than `date` holds one) is still missing for a reader;
    // unless the front matter does not parse (front-matter reports it), when its `date` may be the one it meant to give.
    const yearUnwritten = model.frontMatter !== undefined && model.frontMatter['date'] === undefined && !model.frontMatterError && yearOnlyInFrontMatter(model);
    if (model.incidentDate.year === undefined || yearUnwritten) {
      // Not when the front matter, which would hold the year, does not parse (front-matter reports it).
      if (model.frontMatterError) return [];
      const range = model.incidentDateRange ?? documentAnchor(model);
      const raw = model.lines[range.start.line]!.slice(range.start.character, range.end.character);
      return [{ range, message: m.t('incident-date.no-year', { raw }) }];
    }
    // A date far from every date the timeline writes: the title or front matter names another day (the
    // day it was published, a typo), and readers look for the incident on the wrong one.
    const day = dayKey(model.incidentDate);
    // Every entry's day: written, carried from a day heading or an entry above, or the incident date itself
    // for an entry that gives none (then the two agree).
    // Lead-up entries (a change merged weeks before) are not the incident's days: a date between them and the incident is
    // still days away from it.
    const timed = ownTimeline(model).filter((e) => e.time && e.sortKey !== undefined).sort((a, b) => a.sortKey! - b.sortKey!);
    const named = new Set(timed.filter((e) => e.milestone).map((e) => e.text));
    const leadUp = new Set(timed.slice(0, leadUpCount(timed, (t) => named.has(t))));
    const dated = ownTimeline(model).filter((e) => e.time && e.date?.year !== undefined && !leadUp.has(e)).map((e) => dayKey(e.date!));
    const from = model.incidentDateRange?.start.line;
    if (dated.length === 0 || from === undefined || model.timeline.some((e) => e.line === from)) return [];
    // A date labelled as the incident's ("Incident date: …", "| 故障日期 | …") says which day it was: two days off is a
    // contradiction (one may be the zone's difference); it is compared with every day the timeline writes, on its entries
    // or in day headings (an entry dated by nothing has the incident's day). Any other date (a title's, the first in the
    // text: the day the report was published or reviewed) only when more than three days from the days its entries write.
    const at = model.incidentDateRange!.start;
    const mention = model.dates.find((d) => d.range.start.line === at.line && d.range.start.character === at.character);
    const labelled = !!mention && !mention.yearInferred && isLabelledDate(mention, model.lines);
    // Entries under day headings carry their heading's day: against a date the author gives as the incident's (labelled, or
    // the front matter's), another day written there counts too; a date found elsewhere ("**Review:** 19. Juli") may be any day.
    // So is the title's, which names the incident ("# Incidente del 3 giugno 2024 — …").
    const fmRange = model.frontMatterRange;
    const given = labelled || (!!fmRange && at.line >= fmRange.start.line && at.line <= fmRange.end.line) || at.line === model.titleRange?.start.line;
    if (!ownTimeline(model).some((e) => e.dateExplicit || (given && e.date?.year !== undefined && dayKey(e.date) !== day))) return [];
    let lo = Infinity; let hi = -Infinity;
    for (const k of dated) { if (k < lo) lo = k; if (k > hi) hi = k; }
    // A year beyond what a date can hold (a five-digit typo) gives no day to compare.
    if (![day, lo, hi].every(Number.isFinite)) return [];
    // The day a lead-up entry happened (the change that began a slow incident) is a day of the incident too.
    if ([...leadUp].some((e) => e.date?.year !== undefined && isValidDate(e.date) && dayKey(e.date) === day)) return [];
    const gap = Math.round(Math.min(Math.abs(day - lo), Math.abs(day - hi)) / DAY);
    const far = labelled ? 1 : FAR_DAYS;
    if ((day >= lo && day <= hi) || gap <= far) return [];
    // The front matter's `date` of a blog post is the day it was published: the text that writes the incident's own
    // full date ("On Monday, January 29, 2024, …") within the timeline's days says so. Not a key that names the incident's
    // day (`incident_date`): that is the author's word for it.
    // Not when the text labels that same day as the incident's ("| **Incident date** | Thursday, 16 January 2025 |")
    const fm = model.frontMatterRange;
    // …or as its title's ("# Incident du 2 décembre 2024 — …").
    const titleLine = model.sections.find((x) => x.level === 1)?.headingRange.start.line;
    const restated = !!fm && model.dates.some((d) => d.range.start.line > fm.end.line && !d.yearInferred && d.date.year !== undefined && dayKey(d.date) === day
      && (d.range.start.line === titleLine || isLabelledDate(d, model.lines)));
    // A page is published after its incident, not days before it.
    if (fm && !restated && day > hi && at.line >= fm.start.line && at.line <= fm.end.line && !frontMatterNamesIncidentDay(model.frontMatter)
      && model.dates.some((d) => d.range.start.line > fm.end.line && (!d.yearInferred || weekdayFits(d)) && d.date.year !== undefined && !d.problem
        && dayKey(d.date) >= lo - DAY && dayKey(d.date) <= hi + DAY)) return [];
    const iso = (k: number) => new Date(k).toISOString().slice(0, 10);
    return [{ range: model.incidentDateRange!, message: m.t('incident-date.timeline', { date: iso(day), days: gap, from: iso(lo), to: iso(hi) }) }];
  },
};
