/**
 * `postmortem mcp [--root DIR]… [--config FILE]`: a Model Context Protocol server over stdio (the
 * official TypeScript SDK), so that an agent drafting a postmortem can check and fix it with the
 * same rules as the CLI and the editor. Tools: lint, inspect, timeline, fix, report; each declares a
 * JSON schema for its input and its output (structured content).
 *
 * It reads and writes only inside its roots (default: the working directory; see roots.ts) — its
 * `.postmortemrc.json` lookup too, which stops at the root — takes
 * text directly as an alternative to a path, and opens no network connection: stdio is its only
 * channel. The process's working directory becomes the first root, so relative paths are read from
 * there and every path it returns is relative to it.
 */
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { Analyzer } from '../core/analyze.js';
import type { Config } from '../core/config.js';
import { applyEdits, safeFixEdits } from '../core/fix.js';
import type { AnalysisResult, Finding } from '../core/types.js';
import { timelineView } from '../core/view.js';
import { UsageError, selectFiles } from '../cli/files.js';
import { inspectJson, jsonDiagnostic } from '../cli/format.js';
import { readPostmortem } from '../report/collect.js';
import { runReport } from '../report/command.js';
import { PathError, RootedConfigs, Roots } from './roots.js';


const diagnostic = z.object({
  rule: z.string(), severity: z.enum(['error', 'warning', 'info', 'hint']), message: z.string(),
  line: z.number().int(), column: z.number().int(), endLine: z.number().int(), endColumn: z.number().int(), fixable: z.boolean(),
  url: z.string().describe("The rule's documentation."),
});
const source = {
  path: z.string().optional().describe('A postmortem file (or, for lint, a folder) inside the server\'s roots; relative to the first root.'),
  text: z.string().optional().describe('The postmortem\'s Markdown, instead of a path (for a draft not yet saved).'),
};
const minutes = z.number().nullable();
const metric = z.object({ minutes: z.number(), from: z.string(), to: z.string() }).nullable();

const lintOutput = {
  files: z.array(z.object({ path: z.string(), diagnostics: z.array(diagnostic) })),
  summary: z.object({ files: z.number().int(), errors: z.number().int(), warnings: z.number().int(), infos: z.number().int(), fixable: z.number().int() }),
  problems: z.array(z.string()).describe('Files that could not be read.'),
};
const inspectOutput = {
  path: z.string(), locale: z.string(), title: z.string().nullable(), incidentDate: z.string().nullable(), timezone: z.string().nullable(),
  frontMatter: z.record(z.string(), z.unknown()).nullable(),
  sections: z.array(z.object({ kind: z.string(), covers: z.array(z.string()), title: z.string(), line: z.number().int() }).loose()),
  timeline: z.array(z.object({ line: z.number().int(), raw: z.string(), time: z.string().nullable(), text: z.string() }).loose()),
  times: z.array(z.object({ line: z.number().int(), raw: z.string() }).loose()),
  dates: z.array(z.object({ line: z.number().int(), raw: z.string() }).loose()),
  diagnostics: z.array(diagnostic),
  metrics: z.object({
    milestones: z.record(z.string(), z.object({ line: z.number().int(), time: z.string().nullable(), raw: z.string(), source: z.string() })),
    impact: metric, timeToDetect: metric, timeToMitigate: metric, timeToResolve: metric,
    keyEvents: z.array(z.object({ milestone: z.string(), line: z.number().int() }).loose()),
  }),
  actionItems: z.array(z.object({ line: z.number().int(), text: z.string(), status: z.string(), owner: z.string().nullable(), tracking: z.string().nullable() })),
};
const timelineOutput = {
  title: z.string().nullable(), incidentDate: z.string().nullable(), zone: z.string().nullable(), start: z.string().nullable(), end: z.string().nullable(),
  durationMinutes: minutes,
  metrics: z.object({ impactMinutes: minutes, timeToDetectMinutes: minutes, timeToMitigateMinutes: minutes, timeToResolveMinutes: minutes, milestones: z.record(z.string(), z.number().int()) }).optional(),
  entries: z.array(z.object({ line: z.number().int().describe('0-based'), raw: z.string(), time: z.string().nullable(), label: z.string(), date: z.string().nullable(), text: z.string(), gapMinutes: minutes, offsetMinutes: minutes }).loose()),
  problems: z.array(z.object({ rule: z.string(), severity: z.string(), message: z.string(), line: z.number().int().describe('0-based') })),
};
const fixOutput = {
  path: z.string().nullable(), changed: z.boolean(), written: z.boolean(),
  applied: z.number().int().describe('Safe fixes applied.'),
  text: z.string().optional().describe('The fixed text (for text input, or when write is false).'),
  remaining: z.array(diagnostic).describe('What is left after the fixes: these need a person (or an agent) to decide.'),
};
const distribution = z.object({ n: z.number().int(), median: minutes, p90: minutes, min: minutes, max: minutes, histogram: z.array(z.object({ label: z.string(), from: z.number(), to: z.number().nullable(), count: z.number().int() })), missing: z.array(z.string()) });
const reportOutput = {
  schemaVersion: z.number().int(),
  generatedFor: z.object({ asOf: z.string(), since: z.string().nullable(), paths: z.array(z.string()) }),
  incidents: z.object({ total: z.number().int() }).loose(),
  metrics: z.object({ timeToDetect: distribution, timeToMitigate: distribution, timeToResolve: distribution, impact: distribution }),
  quarters: z.array(z.object({ quarter: z.string(), incidents: z.number().int() }).loose()),
  actions: z.object({ total: z.number().int(), open: z.number().int(), done: z.number().int(), withoutOwner: z.number().int(), overdue: z.number().int() }).loose(),
  quality: z.object({ documents: z.number().int(), missingRequiredSections: z.number().int(), withoutTimeline: z.number().int() }).loose(),
  recurring: z.object({ heuristic: z.string() }).loose(),
  incidentList: z.array(z.object({ path: z.string() }).loose()),
  problems: z.array(z.string()).describe('Files that could not be read or were refused.'),
};

function diagnostics(findings: Finding[]) {
  return findings.map(jsonDiagnostic);
}

/** What the tools share: the roots, the config lookup and one analyzer per config. */
class Workspace {
  readonly configs: RootedConfigs;
  private readonly analyzers = new Map<Config, Analyzer>();

  constructor(readonly roots: Roots, explicitConfig?: string) {
    this.configs = new RootedConfigs(roots, explicitConfig);
  }

  analyze(text: string, configFor: string): AnalysisResult {
    const { config } = this.configs.forFile(configFor);
    let a = this.analyzers.get(config);
    if (!a) { a = new Analyzer(config); this.analyzers.set(config, a); }
    return a.analyze(text);
  }

  /** A document from `path` (inside the roots) or `text`; exactly one of them. */
  document(args: { path?: string | undefined; text?: string | undefined }): { path: string | null; real: string | null; text: string; result: AnalysisResult } {
    if ((args.path === undefined) === (args.text === undefined)) throw new UsageError('give either "path" or "text"');
    if (args.text !== undefined) return { path: null, real: null, text: args.text, result: this.analyze(args.text, join(this.roots.dirs[0]!, 'draft.md')) };
    const real = this.roots.resolve(args.path!);
    const text = readPostmortem(real);
    return { path: this.roots.display(real), real, text, result: this.analyze(text, real) };
  }

  /** Keeps only files whose real path is inside the roots (folders may hold links). */
  readonly filter = (file: string): string | undefined => {
    try {
      this.roots.resolve(file);
      return undefined;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  };
}

const json = (value: unknown) => [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }];

/** Tool errors the client should see as such (a message, never a stack). */
function guard<A, R>(fn: (args: A) => R): (args: A) => R | { isError: true; content: { type: 'text'; text: string }[] } {
  return (args: A) => {
    try {
      return fn(args);
    } catch (e) {
      const message = e instanceof UsageError || e instanceof PathError ? e.message : `internal error: ${e instanceof Error ? e.message : String(e)}`;
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  };
}

export function createServer(ws: Workspace, version: string): McpServer {
  const server = new McpServer({ name: 'postmortem', version });

  server.registerTool('lint', {
    title: 'Lint postmortems',
    description: 'Checks a postmortem (or every *.md/*.markdown file under a folder) with the Postmortem Studio rules: timeline order, UTC times, '
      + 'required sections, milestones, action items, blameless wording. Lines and columns are 1-based.',
    inputSchema: source, outputSchema: lintOutput, annotations: { readOnlyHint: true, openWorldHint: false },
  }, guard((args) => {
    const files: { path: string; diagnostics: ReturnType<typeof diagnostics> }[] = [];
    const problems: string[] = [];
    if (args.text !== undefined || args.path === undefined) {
      const d = ws.document(args);
      files.push({ path: d.path ?? '<text>', diagnostics: diagnostics(d.result.findings) });
    } else {
      const real = ws.roots.resolve(args.path);
      for (const file of selectFiles([relative(process.cwd(), real) || '.']).files) {
        try {
          const d = ws.document({ path: file });
          files.push({ path: d.path!, diagnostics: diagnostics(d.result.findings) });
        } catch (e) {
          problems.push(e instanceof Error ? e.message : String(e));
        }
      }
    }
    const all = files.flatMap((f) => f.diagnostics);
    const summary = { files: files.length, errors: all.filter((d) => d.severity === 'error').length, warnings: all.filter((d) => d.severity === 'warning').length, infos: all.filter((d) => d.severity === 'info' || d.severity === 'hint').length, fixable: all.filter((d) => d.fixable).length };
    const out = { files, summary, problems };
    return { content: json(out), structuredContent: out };
  }));

  server.registerTool('inspect', {
    title: 'Inspect a postmortem',
    description: 'The model of one postmortem, as `postmortem inspect` prints it: sections, timeline, times, dates, diagnostics, '
      + 'milestones and metrics in minutes (impact, time to detect/mitigate/resolve, from impact start), action items.',
    inputSchema: source, outputSchema: inspectOutput, annotations: { readOnlyHint: true, openWorldHint: false },
  }, guard((args) => {
    const d = ws.document(args);
    const out = inspectJson(d.path ?? '<text>', d.result);
    return { content: json(out), structuredContent: out as unknown as Record<string, unknown> };
  }));

  server.registerTool('timeline', {
    title: 'Timeline of a postmortem',
    description: 'The timeline as the preview shows it: entries with UTC instants, gaps and T+ offsets, milestones, metrics and problems (0-based lines).',
    inputSchema: source, outputSchema: timelineOutput, annotations: { readOnlyHint: true, openWorldHint: false },
  }, guard((args) => {
    const out = timelineView(ws.document(args).result);
    return { content: json(out), structuredContent: out as unknown as Record<string, unknown> };
  }));

  server.registerTool('fix', {
    title: 'Apply safe fixes',
    description: 'Applies every safe fix (as `postmortem lint --fix`) until none is left, and returns what remains. '
      + 'With a path the file is rewritten in place unless write is false; with text the fixed text is returned.',
    inputSchema: { ...source, write: z.boolean().optional().describe('For a path: write the fixed file (default true).') },
    outputSchema: fixOutput, annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  }, guard((args) => {
    const d = ws.document(args);
    const configFor = d.real ?? join(ws.roots.dirs[0]!, 'draft.md');
    let current = d.text;
    let result = d.result;
    let applied = 0;
    for (let round = 0; round < 10; round++) {
      const edits = safeFixEdits(result.findings);
      if (edits.length === 0) break;
      const r = applyEdits(current, edits);
      if (r.applied === 0 || r.text === current) break;
      applied += r.applied;
      current = r.text;
      result = ws.analyze(current, configFor);
    }
    const changed = current !== d.text;
    const write = d.real !== null && args.write !== false;
    if (write && changed) writeFileSync(d.real!, current);
    const out = { path: d.path, changed, written: write && changed, applied, ...(write ? {} : { text: current }), remaining: diagnostics(result.findings) };
    return { content: json(out), structuredContent: out };
  }));

  server.registerTool('report', {
    title: 'Report across postmortems',
    description: 'The cross-incident report of `postmortem report --json` (docs/report.md): incidents per month and severity, time to detect/'
      + 'mitigate/resolve and impact as median, p90, min/max and histogram with sample sizes, trends by quarter, action items '
      + '(open, done, without owner, overdue), quality, recurring services and components.',
    inputSchema: {
      paths: z.array(z.string()).optional().describe('Files or folders inside the roots (default: the first root).'),
      since: z.string().optional().describe('YYYY-MM-DD or YYYY-MM: leave out incidents before it (and undated ones).'),
      asOf: z.string().optional().describe('YYYY-MM-DD "today" for overdue action items (default: today).'),
    },
    outputSchema: reportOutput, annotations: { readOnlyHint: true, openWorldHint: false },
  }, guard((args) => {
    const paths = (args.paths && args.paths.length > 0 ? args.paths : ['.']).map((p) => relative(process.cwd(), ws.roots.resolve(p)) || '.');
    const { report, problems } = runReport({ paths, ...(args.since !== undefined ? { since: args.since } : {}), ...(args.asOf !== undefined ? { asOf: args.asOf } : {}) }, ws.filter, ws.configs);
    const out = { ...report, problems };
    return { content: json(out), structuredContent: out as unknown as Record<string, unknown> };
  }));

  return server;
}

/** Runs the server until the client closes stdin. */
export async function runMcp(args: string[], version: string): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { root: { type: 'string', multiple: true }, config: { type: 'string' } } });
  if (positionals.length > 0) throw new UsageError(`mcp takes no PATH (got "${positionals[0]}"); give folders with --root`);
  let roots: Roots;
  try {
    roots = new Roots(values.root ?? ['.']);
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const ws = new Workspace(roots, values.config ? resolve(values.config) : undefined);
  process.chdir(roots.dirs[0]!);
  const server = createServer(ws, version);
  const closed = new Promise<void>((resolveClosed) => {
    process.stdin.once('end', resolveClosed);
    process.stdin.once('close', resolveClosed);
  });
  await server.connect(new StdioServerTransport());
  process.stderr.write(`postmortem mcp: serving ${roots.dirs.join(', ')} over stdio\n`);
  await closed;
  await server.close();
  return 0;
}
