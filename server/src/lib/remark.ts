/**
 * A unified plugin (`postmortem-studio/remark`) for remark and remark-lint setups: reports our
 * findings as vfile messages, so `remark`, `remark-cli`, vfile-reporter and editors that show remark
 * messages list them beside remark-lint's. Errors are fatal messages (as remark-lint's severity 2),
 * warnings plain ones, info and hints informational.
 *
 *   unified().use(remarkParse).use(remarkPostmortem, { rules: { 'timezone-not-utc': 'off' } })
 *
 * The options are a postmortem configuration. The plugin reads the file's text, not the tree: the
 * analysis has its own Markdown reading.
 */
import { analyze } from '../core/analyze.js';
import { ruleDocUrl } from '../docs-links.js';
import { resolveConfig } from './index.js';

/** The parts of vfile used here (vfile's types are not a dependency of the package). */
interface VFileMessageLike { fatal?: boolean | undefined; url?: string | undefined }
interface VFileLike {
  value: unknown;
  message(reason: string, options: { place: { start: { line: number; column: number }; end: { line: number; column: number } }; ruleId: string; source: string }): VFileMessageLike;
}

export default function remarkPostmortem(options: unknown = {}) {
  const config = resolveConfig(options ?? {});
  return (_tree: unknown, file: VFileLike): void => {
    const text = typeof file.value === 'string' ? file.value : new TextDecoder().decode(file.value as Uint8Array);
    for (const f of analyze(text, config).findings) {
      const m = file.message(f.message, {
        place: { start: { line: f.range.start.line + 1, column: f.range.start.character + 1 }, end: { line: f.range.end.line + 1, column: f.range.end.character + 1 } },
        ruleId: f.rule,
        source: 'postmortem',
      });
      m.fatal = f.severity === 'error' ? true : f.severity === 'warning' ? false : undefined;
      m.url = ruleDocUrl(f.rule);
    }
  };
}
