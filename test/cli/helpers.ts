import { spawnSync } from 'node:child_process';

export const CLI = 'server/out/cli.js';

export function runCli(args: string[], opts: { cwd?: string; input?: string; env?: Record<string, string> } = {}) {
  const env = opts.env ? { ...process.env, ...opts.env } : undefined;
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: opts.cwd, input: opts.input, env, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

export interface Inspect {
  path: string; locale: string; title: string | null; incidentDate: string | null; timezone: string | null;
  sections: { kind: string; covers: string[]; title: string; line: number; implicit: boolean }[];
  timeline: { line: number; raw: string; time: string | null; text: string }[];
  times: { line: number; column: number; raw: string; time: string | null; problem: string | null }[];
  diagnostics: { rule: string; severity: string; message: string; line: number; column: number; endLine: number; endColumn: number; fixable: boolean }[];
}

export function inspect(path: string): Inspect {
  const r = runCli(['inspect', path]);
  if (r.code !== 0) throw new Error(`inspect ${path} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as Inspect;
}
