/**
 * Writes docs/rules.md from the rules' own metadata (`npm run docs`). test/core/docs.test.ts fails when
 * the file is out of step with the code.
 */
import { writeFileSync } from 'node:fs';
import { RULES } from '../server/src/core/rules/index.js';
import { CONFIG_DOCS, DEFAULT_CONFIG } from '../server/src/core/config.js';

export function rulesMarkdown(): string {
  const out: string[] = [];
  out.push('# Rules', '');
  out.push('Generated from the rule metadata in `server/src/core/rules/` by `npm run docs`; a test keeps this page in step with the code.', '');
  out.push('Configure a rule in `.postmortemrc.json` or the VS Code setting `postmortem.rules`: `"rules": { "timezone-not-utc": "off", "timeline-order": "error" }`.', '');
  out.push('Turn rules off inside one document with HTML comments (the CLI, the language server and the library all honour them; comments inside code blocks do not count):', '');
  out.push('| Comment | Turns off |', '|---|---|');
  out.push('| `<!-- postmortem-disable RULE -->` / `<!-- postmortem-enable RULE -->` | RULE from this line on / turns it back on |');
  out.push('| `<!-- postmortem-disable-line RULE -->` | RULE on this line |');
  out.push('| `<!-- postmortem-disable-next-line RULE -->` | RULE on the next line |');
  out.push('| `<!-- postmortem-disable-file RULE -->` | RULE in the whole document |', '');
  out.push('Name several rules with spaces or commas; name none for every rule. Front matter `postmortem: false` marks a document that is not a postmortem (an RFC with an Impact heading): it gets no findings. The editor offers each of these as a quick fix ("Disable RULE for this line", "… for this file", "Not a postmortem").', '');
  out.push('| Rule | Default | Fix | Finds |', '|---|---|---|---|');
  for (const r of RULES) out.push(`| [\`${r.id}\`](#${r.id}) | ${r.defaultSeverity} | ${r.fixable ? 'yes' : '—'} | ${r.description} |`);
  out.push('');
  for (const r of RULES) {
    out.push(`## ${r.id}`, '');
    out.push(`${r.description}`, '');
    out.push(`- Default severity: **${r.defaultSeverity}**`, `- Fix: ${r.fixable ? 'yes' : 'no'}`, '');
    out.push(r.docs.rationale, '');
    out.push('Triggers:', '', '```markdown', r.docs.bad, '```', '');
    out.push('Passes:', '', '```markdown', r.docs.good, '```', '');
  }
  out.push('## Configuration keys', '');
  out.push('| Key | Default | Meaning |', '|---|---|---|');
  for (const [k, v] of Object.entries(CONFIG_DOCS)) out.push(`| \`${k}\` | \`${JSON.stringify(DEFAULT_CONFIG[k as keyof typeof DEFAULT_CONFIG])}\` | ${v} |`);
  out.push('');
  return out.join('\n');
}

if (process.argv[1]?.endsWith('gen-docs.ts')) {
  writeFileSync('docs/rules.md', rulesMarkdown());
  console.log('wrote docs/rules.md');
}
