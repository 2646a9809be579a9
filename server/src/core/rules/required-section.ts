import { SECTION_HEADING, SECTION_ORDER } from '../catalog/sections.js';
import { SECTION_LABELS } from '../locale/index.js';
import type { Postmortem, Range, SectionKind, TextEdit } from '../types.js';
import type { Rule, RuleFinding } from './rule.js';

/** Where a new section of `kind` goes: before the first section that templates put after it, else at the end. */
export function insertSection(model: Postmortem, kind: Exclude<SectionKind, 'other'>, body: string): TextEdit {
  const order = SECTION_ORDER.indexOf(kind);
  const topLevels = model.sections.filter((s) => s.level > 0).map((s) => s.level);
  const level = topLevels.length > 0 ? Math.max(2, topLevels.reduce((m, l) => (l > 1 && l < m ? l : m), 2)) : 2;
  const heading = `${'#'.repeat(level)} ${(SECTION_HEADING[model.locale] ?? SECTION_HEADING['en']!)[kind]}`;
  const before = model.sections.find((s) => s.level !== 1 && (s.level === 0 || s.level <= level) && s.kind !== 'other' && SECTION_ORDER.indexOf(s.kind) > order);
  if (before) {
    const at = { line: before.headingRange.start.line, character: 0 };
    return { range: { start: at, end: at }, newText: `${heading}\n\n${body}\n\n` };
  }
  const last = model.lines.length - 1;
  const end = { line: last, character: model.lines[last]!.length };
  const sep = model.lines[last]!.trim() === '' ? '\n' : '\n\n';
  return { range: { start: end, end }, newText: `${sep}${heading}\n\n${body}\n` };
}

export function documentAnchor(model: Postmortem): Range {
  if (model.titleRange) return model.titleRange;
  const first = model.lines.findIndex((l) => l.trim() !== '');
  const line = Math.max(0, first);
  return { start: { line, character: 0 }, end: { line, character: (model.lines[line] ?? '').length } };
}

export const requiredSection: Rule = {
  meta: {
    id: 'required-section',
    description: 'A required section (by default impact, root cause and corrective actions) is missing.',
    defaultSeverity: 'warning',
    fixable: true,
    docs: {
      rationale: 'A postmortem without its impact, its root cause or its corrective actions cannot be acted on. '
        + 'Sections are recognised by Markdown headings, by known names on a line of their own ("Root cause"), by bold labels ("**Impact**:") '
        + 'and by lead-in lines ("We have planned the following corrective actions:"). Configure the list with `requiredSections` and extra names with `sectionNames`.',
      bad: '# Login outage\n\n## Summary\n\nLogins failed for 20 minutes.\n\n## Timeline\n\n- 09:10 UTC Errors start',
      good: '# Login outage\n\n## Impact\n\n12% of logins failed.\n\n## Root Cause\n\nAn expired certificate.\n\n## Corrective Actions\n\n- Alert on certificate expiry (owner: @sam)',
    },
  },
  check({ model, config }) {
    const out: RuleFinding[] = [];
    const present = new Set(model.sections.flatMap((s) => s.covers));
    const names = SECTION_LABELS[model.locale] ?? SECTION_LABELS['en']!;
    for (const kind of config.requiredSections) {
      if (kind === 'other' || present.has(kind)) continue;
      const heading = (SECTION_HEADING[model.locale] ?? SECTION_HEADING['en']!)[kind];
      const message = model.locale === 'fr'
        ? `Section obligatoire absente : ${names[kind]}. Ajoutez une section « ${heading} ».`
        : `Missing required section: ${names[kind]}. Expected a section such as "${heading}".`;
      out.push({
        message,
        range: documentAnchor(model),
        fix: { title: `Add a "${heading}" section`, edits: [insertSection(model, kind, 'TBD')], safe: false },
      });
    }
    return out;
  },
};
