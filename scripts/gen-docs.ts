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
