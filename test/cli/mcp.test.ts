/**
 * `postmortem mcp`, driven by the MCP SDK's own client over stdio against the built server
 * (server/out/cli.js → mcp.js). The server runs with a module that reports any network use.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI, runCli } from './helpers.js';

const DEFECTS = '# Queue stall on 2024-06-15\n\nStalled from 14:20pm UTC.\n\n## Impact\n\nJobs waited.\n\n## Root Cause\n\nA full disk.\n\n## Corrective Actions\n\n- Add disk alerts (owner: @kim)\n\n## Timeline (UTC)\n\n- 14:02 Restart\n- 14:35 PM Node back\n';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'pm-mcp-')));
const root = join(base, 'root');
const outside = join(base, 'outside');
const GUARD = join(base, 'no-network.mjs');
let client: Client;
let stderr = '';

before(async () => {
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(outside);
  cpSync('test/fixtures/report', join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'defects.md'), DEFECTS);
  writeFileSync(join(outside, 'secret.md'), DEFECTS);
  symlinkSync(join(outside, 'secret.md'), join(root, 'escape.md'));
  symlinkSync(outside, join(root, 'linkdir'));
  // A config above the root must not be read; one inside it is.
  writeFileSync(join(base, '.postmortemrc.json'), JSON.stringify({ rules: { 'time-format': 'off' } }));
  writeFileSync(join(base, 'default.json'), '{}');
  writeFileSync(join(root, 'docs', 'team-b', '.postmortemrc.json'), JSON.stringify({ rules: { 'timeline-missing': 'off' } }));
  writeFileSync(GUARD, [
    "import net from 'node:net'; import dns from 'node:dns'; import http from 'node:http'; import https from 'node:https';",
    "const trap = (what) => function () { process.stderr.write('NETWORK: ' + what + '\\n'); throw new Error('network use: ' + what); };",
    "net.connect = net.createConnection = trap('net.connect'); net.Socket.prototype.connect = trap('socket.connect');",
    "dns.lookup = trap('dns.lookup'); dns.promises.lookup = trap('dns.promises.lookup'); http.request = http.get = trap('http'); https.request = https.get = trap('https');",
    "globalThis.fetch = trap('fetch');",
  ].join('\n'));
  const transport = new StdioClientTransport({ command: process.execPath, args: ['--import', pathToFileURL(GUARD).href, resolve(CLI), 'mcp', '--root', root], stderr: 'pipe' });
  transport.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
  client = new Client({ name: 'postmortem-test', version: '1.0.0' });
  await client.connect(transport);
});

after(async () => {
  await client?.close();
});

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text?: string }[] };
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Result;
const errorText = (r: Result) => { assert.equal(r.isError, true, JSON.stringify(r.structuredContent)); return r.content.map((c) => c.text).join(''); };

test('mcp: the network guard of these tests does catch network use', () => {
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(GUARD).href, '-e', "try { require('node:net').connect(9) } catch {}"], { encoding: 'utf8' });
  assert.match(r.stderr, /NETWORK: net\.connect/);
});

test('mcp: five tools, each with a JSON schema for its input and its output', async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['fix', 'inspect', 'lint', 'report', 'timeline']);
  for (const t of tools) {
    assert.equal(t.inputSchema.type, 'object', t.name);
    assert.equal(t.outputSchema?.type, 'object', t.name);
    assert.ok(Object.keys(t.outputSchema?.properties ?? {}).length > 0, t.name);
    assert.ok((t.description ?? '').length > 40, t.name);
  }
});

test('mcp lint: the same diagnostics as the CLI, for a path, a folder and a draft given as text', async () => {
  const cli = JSON.parse(runCli(['lint', '--format', 'json', '--config', join(base, 'default.json'), join(root, 'defects.md')]).stdout) as { diagnostics: unknown[] }[];
  const r = await call('lint', { path: 'defects.md' });
  assert.equal(r.isError, undefined);
  const files = r.structuredContent!['files'] as { path: string; diagnostics: unknown[] }[];
  assert.deepEqual(files.map((f) => f.path), ['defects.md']);
  assert.deepEqual(files[0]!.diagnostics, cli[0]!.diagnostics);
  assert.deepEqual(r.structuredContent!['summary'], { files: 1, errors: 2, warnings: 0, infos: 0, fixable: 2 });
  const t = await call('lint', { text: DEFECTS });
  assert.deepEqual((t.structuredContent!['files'] as { diagnostics: unknown[] }[])[0]!.diagnostics, cli[0]!.diagnostics);
  // a folder: every postmortem under it, and never what a link inside leads to
  const all = await call('lint', { path: '.' });
  const paths = (all.structuredContent!['files'] as { path: string }[]).map((f) => f.path);
  assert.equal(paths.length, 6);
  assert.ok(!paths.some((p) => p.includes('secret') || p.includes('escape') || p.includes('linkdir')), paths.join(', '));
});

test('mcp: .postmortemrc.json is looked up inside the roots only', async () => {
  // above the root: ignored (time-format stays on); the CLI, which has no roots, does read it
  const r = await call('lint', { path: 'defects.md' });
  assert.ok((r.structuredContent!['files'] as { diagnostics: { rule: string }[] }[])[0]!.diagnostics.some((d) => d.rule === 'time-format'));
  assert.doesNotMatch(runCli(['lint', join(root, 'defects.md')]).stdout, /time-format/);
  // inside the root: read
  const rules = async (path: string) => ((await call('lint', { path })).structuredContent!['files'] as { diagnostics: { rule: string }[] }[])[0]!.diagnostics.map((d) => d.rule);
  assert.ok(!(await rules('docs/team-b/2025-04-dns-outage.md')).includes('timeline-missing'));
  assert.ok((await rules('docs/team-b/2025-04-dns-outage.md')).includes('required-section'));
});

test('mcp inspect and timeline: the numbers postmortem inspect shows', async () => {
  const file = join(root, 'docs', 'team-a', '2025-01-cart-timeouts.md');
  const cli = JSON.parse(runCli(['inspect', file]).stdout) as Record<string, unknown>;
  const r = await call('inspect', { path: 'docs/team-a/2025-01-cart-timeouts.md' });
  const s = r.structuredContent!;
  assert.equal(s['path'], join('docs', 'team-a', '2025-01-cart-timeouts.md'));
  assert.deepEqual(s['metrics'], cli['metrics']);
  assert.deepEqual(s['actionItems'], cli['actionItems']);
  assert.deepEqual(s['timeline'], cli['timeline']);
  const tl = await call('timeline', { path: 'docs/team-a/2025-01-cart-timeouts.md' });
  const view = tl.structuredContent as { entries: unknown[]; metrics: { timeToDetectMinutes: number; timeToResolveMinutes: number } };
  assert.equal(view.entries.length, 5);
  assert.deepEqual([view.metrics.timeToDetectMinutes, view.metrics.timeToResolveMinutes], [10, 70]);
});

test('mcp fix: text in, fixed text out; a path is rewritten in place and what is left is returned', async () => {
  const t = await call('fix', { text: DEFECTS });
  const s = t.structuredContent as { changed: boolean; written: boolean; applied: number; text: string; remaining: { fixable: boolean }[] };
  assert.equal(s.changed, true);
  assert.equal(s.written, false);
  assert.match(s.text, /Stalled from 14:20 UTC\./);
  assert.equal(readFileSync(join(root, 'defects.md'), 'utf8'), DEFECTS, 'text mode writes nothing');
  const dry = await call('fix', { path: 'defects.md', write: false });
  assert.equal((dry.structuredContent as { written: boolean }).written, false);
  assert.equal(readFileSync(join(root, 'defects.md'), 'utf8'), DEFECTS);
  const w = await call('fix', { path: 'defects.md' });
  const ws = w.structuredContent as { changed: boolean; written: boolean; remaining: { fixable: boolean; severity: string }[] };
  assert.deepEqual([ws.changed, ws.written], [true, true]);
  assert.equal(ws.remaining.filter((d) => d.fixable).length, 0);
  assert.equal(readFileSync(join(root, 'defects.md'), 'utf8'), s.text);
  assert.equal(runCli(['lint', join(root, 'defects.md')]).code, 0);
});

test('mcp report: the numbers of postmortem report --json over the same folder', async () => {
  const cli = JSON.parse(runCli(['report', '--json', '--as-of', '2025-03-15', join(root, 'docs')]).stdout) as Record<string, unknown>;
  const r = await call('report', { paths: ['docs'], asOf: '2025-03-15' });
  const s = r.structuredContent!;
  assert.deepEqual(s['metrics'], JSON.parse(JSON.stringify(cli['metrics']).replaceAll(join(root, 'docs'), 'docs')));
  assert.equal((s['incidents'] as { total: number }).total, 5);
  assert.equal((s['actions'] as { overdue: number }).overdue, 4);
  assert.deepEqual(s['problems'], []);
  const since = await call('report', { paths: ['docs'], since: '2025-02' });
  assert.equal((since.structuredContent!['incidents'] as { total: number }).total, 2);
});

test('mcp: paths outside the roots are refused — "..", absolute, and through symbolic links', async () => {
  const secret = join(outside, 'secret.md');
  for (const [tool, args, message] of [
    ['inspect', { path: '../outside/secret.md' }, /outside the allowed roots/],
    ['lint', { path: secret }, /outside the allowed roots/],
    ['timeline', { path: 'docs/../../outside/secret.md' }, /outside the allowed roots/],
    ['inspect', { path: 'escape.md' }, /leads outside the allowed roots \(through a symbolic link\)/],
    ['lint', { path: 'linkdir' }, /leads outside the allowed roots/],
    ['fix', { path: 'linkdir/secret.md' }, /leads outside the allowed roots/],
    ['fix', { path: 'escape.md' }, /leads outside the allowed roots/],
    ['report', { paths: ['linkdir'] }, /leads outside the allowed roots/],
    ['report', { paths: ['..'] }, /outside the allowed roots/],
  ] as const) {
    const r = await call(tool, args);
    assert.match(errorText(r), message, `${tool} ${JSON.stringify(args)}`);
    assert.doesNotMatch(errorText(r), /\n\s+at /);
  }
  assert.equal(readFileSync(secret, 'utf8'), DEFECTS, 'the file outside is untouched');
});

test('mcp: bad arguments get a clear error, not a stack trace', async () => {
  assert.match(errorText(await call('inspect', { path: 'defects.md', text: 'x' })), /give either "path" or "text"/);
  assert.match(errorText(await call('inspect', {})), /give either "path" or "text"/);
  assert.match(errorText(await call('inspect', { path: 'nope.md' })), /nope\.md: no such file or directory/);
  assert.match(errorText(await call('report', { since: 'last year' })), /--since expects a date as YYYY-MM-DD or YYYY-MM/);
  assert.match(errorText(await call('lint', { path: 42 })), /path/);
  assert.doesNotMatch(stderr, /NETWORK:/);
});

test('mcp: usage errors of the command itself', () => {
  const r = runCli(['mcp', '--root', join(base, 'missing')]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /root .*missing does not exist/);
  const p = runCli(['mcp', 'somewhere']);
  assert.equal(p.code, 2);
  assert.match(p.stderr, /mcp takes no PATH/);
});
