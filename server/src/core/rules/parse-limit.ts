import { LIMITS } from '../parse/limits.js';
import type { ParseLimit } from '../types.js';
import { lineRange } from '../text.js';
import { messagesFor, type Messages } from '../locale/messages.js';
import type { Rule } from './rule.js';

/** Why lines were read the bounded way, in words. */
function reasonText(m: Messages, reason: ParseLimit['reason']): string {
  switch (reason) {
    case 'long-line': return m.t('parse-limit.reason.long-line', { n: m.num(LIMITS.lineChars) });
    case 'deep-nesting': return m.t('parse-limit.reason.deep-nesting', { n: LIMITS.nesting });
    case 'deep-indent': return m.t('parse-limit.reason.deep-indent', { n: LIMITS.indentColumns });
    case 'many-cells': return m.t('parse-limit.reason.many-cells', { n: LIMITS.pipes });
    case 'large-block': return m.t('parse-limit.reason.large-block', { lines: LIMITS.blockLines, kb: LIMITS.blockChars / 1024 });
    case 'large-front-matter': return m.t('parse-limit.reason.large-front-matter', { kb: LIMITS.frontMatterChars / 1024 });
  }
}

const lines = (m: Messages, l: ParseLimit): string => (l.startLine === l.endLine
  ? m.t('parse-limit.line', { line: l.startLine + 1 })
  : m.t('parse-limit.lines', { from: l.startLine + 1, to: l.endLine + 1 }));

/** What happened to the lines of one limit. */
function sentence(m: Messages, l: ParseLimit): string {
  const one = l.startLine === l.endLine;
  const shown = lines(m, l);
  const what = l.reason === 'large-block' ? m.t(one ? 'parse-limit.parts.one' : 'parse-limit.parts.many', { lines: shown, n: LIMITS.pieceLines })
    : l.reason === 'large-front-matter' ? m.t(one ? 'parse-limit.front-matter.one' : 'parse-limit.front-matter.many', { lines: shown })
      : m.t(one ? 'parse-limit.plain.one' : 'parse-limit.plain.many', { lines: shown });
  return m.t('parse-limit.sentence', { what, reason: reasonText(m, l.reason) });
}

export const parseLimit: Rule = {
  meta: {
    id: 'parse-limit',
    anyDocument: true,
    description: 'Part of the document has a shape the Markdown parser reads too slowly (a huge line, deep nesting, huge front matter), so it was read in a simpler way.',
    defaultSeverity: 'info',
    fixable: false,
    docs: {
      rationale: 'The full CommonMark parser takes super-linear time on a few shapes no postmortem needs: list or quote markers nested dozens '
        + 'deep, lines of tens of thousands of characters, tables with hundreds of columns, blocks of hundreds of lines that only that '
        + 'parser can read, front matter of more than 16 KB. Such lines are read as plain text (or in parts, or the front matter not at '
        + 'all) so that every document is checked in linear time; this finding says where, once per document, because times or '
        + 'sections written there may have been missed.',
      bad: '# Incident\n\n> > > > > > > > > > deep quote\n',
      good: '# Incident\n\n> > a quote in a quote\n',
    },
  },
  check({ model }) {
    const all = model.parseLimits;
    if (!all || all.length === 0) return [];
    const first = all[0]!;
    const more = all.length - 1;
    const m = messagesFor(model.locale);
    const list = `${all.slice(1, 4).map((l) => lines(m, l).toLowerCase()).join(', ')}${more > 3 ? ', …' : ''}`;
    const rest = more === 0 ? '' : ` ${m.t(more === 1 ? 'parse-limit.more.one' : 'parse-limit.more.many', { n: more, list })}`;
    return [{ range: lineRange(model.lines, first.startLine, first.endLine), message: sentence(m, first) + rest }];
  },
};
