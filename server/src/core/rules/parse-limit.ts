import { LIMITS } from '../parse/limits.js';
import type { ParseLimit } from '../types.js';
import { lineRange } from '../text.js';
import type { Rule } from './rule.js';

const n = (x: number): string => x.toLocaleString('en-US');

/** Why lines were read the bounded way, in words. */
function reasonText(reason: ParseLimit['reason']): string {
  switch (reason) {
    case 'long-line': return `a line longer than ${n(LIMITS.lineChars)} characters`;
    case 'deep-nesting': return `list or quote markers nested more than ${LIMITS.nesting} deep on one line`;
    case 'deep-indent': return `a line indented more than ${LIMITS.indentColumns} columns`;
    case 'many-cells': return `more than ${LIMITS.pipes} table cell separators on one line`;
    case 'large-block': return `a block of more than ${LIMITS.blockLines} lines or ${LIMITS.blockChars / 1024} KB`;
    case 'large-front-matter': return `front matter larger than ${LIMITS.frontMatterChars / 1024} KB`;
  }
}

const lines = (l: ParseLimit): string => (l.startLine === l.endLine ? `Line ${l.startLine + 1}` : `Lines ${l.startLine + 1}–${l.endLine + 1}`);

/** What happened to the lines of one limit. */
function sentence(l: ParseLimit): string {
  const what = l.reason === 'large-block' ? `${lines(l)} were read in parts of about ${LIMITS.pieceLines} lines`
    : l.reason === 'large-front-matter' ? `${lines(l)} (front matter) were not read as YAML or TOML`
      : `${lines(l)} ${l.startLine === l.endLine ? 'was' : 'were'} read as plain text`;
  return `${what}: ${reasonText(l.reason)}, which the Markdown parser reads too slowly.`;
}

export const parseLimit: Rule = {
  meta: {
    id: 'parse-limit',
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
    const rest = more === 0 ? '' : ` ${more} more place${more === 1 ? '' : 's'} too (${all.slice(1, 4).map((l) => lines(l).toLowerCase()).join(', ')}${more > 3 ? ', …' : ''}).`;
    return [{ range: lineRange(model.lines, first.startLine, first.endLine), message: sentence(first) + rest }];
  },
};
