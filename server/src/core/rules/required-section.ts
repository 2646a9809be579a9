import { SECTION_HEADING, SECTION_ORDER } from '../catalog/sections.js';
import { SECTION_LABELS } from '../locale/index.js';
import { messagesFor } from '../locale/messages.js';
import type { Postmortem, Range, SectionKind, TextEdit } from '../types.js';
import type { Rule } from './rule.js';

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

/**
 * Where a finding about the whole document goes: the title's heading marker and first word (a short
 * range, so that it does not cover a real error elsewhere on the title line), else the first word of
 * the first non-blank line.
 */
export function documentAnchor(model: Postmortem): Range {
  const line = model.titleRange ? model.titleRange.start.line : Math.max(0, model.lines.findIndex((l) => l.trim() !== ''));
  const text = model.lines[line] ?? '';
  const m = /^(\uFEFF?\s*(?:#{1,6}\s+)?)(\S*)/u.exec(text)!;
  const start = model.titleRange && model.titleRange.start.line === line ? Math.min(model.titleRange.start.character, m[1]!.length) : m[1]!.length;
  const end = Math.max(start + 1, m[1]!.length + m[2]!.length);
  return { start: { line, character: Math.min(start, text.length) }, end: { line, character: Math.min(end, text.length) } };
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
    const present = new Set(model.sections.flatMap((s) => s.covers));
    const names = SECTION_LABELS[model.locale] ?? SECTION_LABELS['en']!;
    const headings = SECTION_HEADING[model.locale] ?? SECTION_HEADING['en']!;
    const missing = SECTION_ORDER.filter((k): k is Exclude<SectionKind, 'other'> => k !== 'other' && config.requiredSections.includes(k) && !present.has(k));
    if (missing.length === 0) return [];
    const m = messagesFor(model.locale);
    const list = missing.map((k) => names[k]).join(', ');
    const quoted = missing.map((k) => m.t('quote', { text: headings[k] }));
    const message = missing.length === 1
      ? m.t('required-section.one', { list, heading: quoted[0]! })
      : m.t('required-section.many', { list, headings: m.and(quoted) });
    const edits: TextEdit[] = [];
    for (const kind of missing) {
      const e = insertSection(model, kind, 'TBD');
      // A second section inserted at the same place follows the first without another blank line.
      if (edits.some((x) => x.range.start.line === e.range.start.line && x.range.start.character === e.range.start.character)) e.newText = e.newText.replace(/^\n+/, '\n');
      edits.push(e);
    }
    const title = missing.length === 1 ? m.t('required-section.fix.one', { heading: quoted[0]! }) : m.t('required-section.fix.many', { list });
    return [{ message, range: documentAnchor(model), fix: { title, edits, safe: false } }];
  },
};
