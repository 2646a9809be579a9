import { SECTION_LABELS } from '../locale/index.js';
import { messagesFor } from '../locale/messages.js';
import type { Section } from '../types.js';
import type { Rule, RuleFinding } from './rule.js';

/** The first line below the front matter that is neither blank nor an ATX heading: where the document's text starts. */
function mastheadEnd(lines: readonly string[], frontMatterEnd: number): number {
  let i = frontMatterEnd + 1;
  while (i < lines.length && /^\s*(?:#{1,6}(?:\s.*)?)?$/.test(lines[i]!)) i++;
  return i;
}

/** Whether a section's lines below its heading write a placeholder ("TBD"), not only blank lines or comments. */
function placeholderWritten(lines: readonly string[], s: Section): boolean {
  for (let i = s.headingRange.end.line + 1; i <= s.range.end.line; i++) if (/\p{L}/u.test(lines[i]!) && !/^\s*<!--.*-->\s*$/.test(lines[i]!)) return true;
  return false;
}

/** A line that is a bold label and nothing else, with its colon inside or after the bold ("**Lessons learned**", "**影响：**"). */
const LABEL_ALONE = /^\s*(\*\*|__)[^*_]{1,60}\1\s*[:：]?\s*$/;

/** A comment's byline as a code host exports it ("kenji-ito commented on Sep 8, 2025", "… opened this issue"). */
const BYLINE = /^[*_\s]*[\w.-]{1,39}[*_]*\s+(?:commented|replied|opened this|closed this|reopened this)\b/;

export const sectionEmpty: Rule = {
  meta: {
    id: 'section-empty',
    description: 'A section has no content, or only TBD/TODO placeholders.',
    defaultSeverity: 'warning',
    fixable: false,
    docs: {
      rationale: 'A heading with nothing under it looks complete in an outline but tells the reader nothing. '
        + 'Required sections are checked by kind (every heading of that kind empty, or one whose only text is a placeholder beside another of its kind); '
        + 'any other heading below the title is reported when nothing but blank lines or placeholders stands under it. '
        + 'A placeholder may say when it will be filled ("TBD after the review", "À compléter après le comité"). '
        + 'A heading without words, or one that holds its own value ("## Date: 2024-03-02"), is not.',
      bad: '## Root Cause\n\nTBD\n\n## Corrective Actions',
      good: '## Root Cause\n\nThe connection pool was sized for half the traffic.',
    },
  },
  check({ model, config }) {
    const out: RuleFinding[] = [];
    const m = messagesFor(model.locale);
    const labels = SECTION_LABELS[m.locale] ?? SECTION_LABELS['en']!;
    // A heading that is a timeline entry ("06.05.2026, 08:15 – Cause found") names an event, not a section to fill.
    const entryHeadings = new Set(model.timeline.filter((e) => e.kind === 'heading').map((e) => e.line));
    const reported = new Set<number>();
    for (const kind of config.requiredSections) {
      const of = model.sections.filter((s) => s.covers.includes(kind) && !entryHeadings.has(s.headingRange.start.line));
      // Every section of the kind empty: the first is reported. Otherwise a Markdown heading of the kind whose only text is
      // a placeholder ("## Root Cause", "TBD – waiting for analysis") beside another that has text ("## Contributing factors").
      const flagged = of.length === 0 ? [] : of.every((s) => s.empty) ? [of[0]!] : of.filter((s) => s.empty && s.via === 'heading' && placeholderWritten(model.lines, s));
      for (const s of flagged) {
        if (reported.has(s.headingRange.start.line)) continue;
        reported.add(s.headingRange.start.line);
        out.push({ range: s.headingRange, message: m.t('section-empty.message', { title: s.title, kind: kind === 'other' ? kind : labels[kind] }) });
      }
    }
    // Any other Markdown heading with nothing under it but blank lines or placeholders ("## Analysis" then the
    // next heading). Not the title (the first heading, at any level), a heading without words (a spacer), or one that holds its own value
    // ("## Date: December 15, 2022").
    const required = new Set<string>(config.requiredSections);
    const headings = model.sections.filter((s) => s.via === 'heading');
    const first = headings[0];
    const masthead = mastheadEnd(model.lines, model.frontMatterRange?.end.line ?? -1);
    for (const s of model.sections) {
      if (s === first) continue;
      // A masthead: headings stacked above any text, the lower ones before a higher one ("# Agglomération de Valmont",
      // "## Direction des systèmes d'information", then "# Compte rendu d'incident"): the organisation, not sections.
      if (s.headingRange.start.line < masthead && (headings[headings.indexOf(s) + 1]?.level ?? 7) < s.level) continue;
      if (!s.empty || entryHeadings.has(s.headingRange.start.line)) continue;
      // A bold label alone on its line stands for a heading ("**六、经验教训**"), when it names a known section.
      // So does one of any name over a placeholder alone ("**Customer communications**" / "TBD").
      // And a plain-text heading of a known kind over a placeholder alone ("LESSONS LEARNED" / "TODO - fill in after the retro").
      const pseudo = (s.via === 'label' && (s.kind !== 'other' || placeholderWritten(model.lines, s)) && LABEL_ALONE.test(model.lines[s.headingRange.start.line]!))
        || (s.via === 'implicit' && s.kind !== 'other' && placeholderWritten(model.lines, s));
      if (!pseudo && (s.via !== 'heading' || s.level < 2)) continue;
      if (s.covers.some((k) => required.has(k)) || s.headingRange.start.line === model.titleRange?.start.line) continue;
      if (!/\p{L}/u.test(s.title) || /[:：]\s*\S/.test(s.title)) continue;
      // A heading that opens with a handle is a comment's or an event's byline ("### @kmarsh closed this as completed").
      if (/^[*_\s]*@[\w-]/.test(s.title) || BYLINE.test(s.title)) continue;
      // Its only text a placeholder ("## Ce qui a bien fonctionné" over "À compléter."): said as such.
      out.push(placeholderWritten(model.lines, s)
        ? { range: s.headingRange, message: m.t('section-empty.placeholder', { title: s.title }) }
        : { range: s.headingRange, message: m.t('section-empty.heading', { title: s.title }) });
    }
    return out;
  },
};
