/**
 * What `postmortem lint` reads: its options and the files its paths name. Kept apart from the linter so
 * the small launcher (bin.ts) can count the files of a run without loading the analysis.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A mistake in how the CLI was called: reported with the usage hint, exit status 2. */
export class UsageError extends Error {}

/** The options of `postmortem lint`, for node:util parseArgs. */
export const LINT_OPTIONS = {
  format: { type: 'string', default: 'text' },
  config: { type: 'string' },
  fix: { type: 'boolean', default: false },
  color: { type: 'boolean' },
} as const;

function walk(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  } catch (e) {
    throw new UsageError(`cannot read directory ${dir}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile() && /\.(md|markdown)$/i.test(e.name)) out.push(p);
  }
}

/** The files to lint: files named explicitly, and the Markdown files under directories (sorted, hidden ones and node_modules skipped). */
export function expandPaths(paths: string[]): string[] {
  const files: string[] = [];
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new UsageError(`no such file or directory: ${p}`);
    }
    if (st.isDirectory()) walk(p, files);
    else files.push(p);
  }
  return files;
}
