/**
 * Config files the server cannot use never stall it: a FIFO, a link to a device, a link out of the
 * workspace, a file above the size bound. Each is a diagnostic on the first line of the documents it
 * would apply to and one message, and the server keeps answering for every document. Config files
 * above the workspace root are not read.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LspClient, fixture } from './harness.js';

const CEILING_MS = 20000;

describe('config files that cannot be read', () => {
  let outside: string;
  let dir: string;
  let ws: string;
  let client: LspClient;

  before(async () => {
    outside = mkdtempSync(join(tmpdir(), 'pm-lsp-rc-'));
    dir = join(outside, 'repo');
    ws = join(dir, 'ws');
    mkdirSync(ws, { recursive: true });
    // Above the workspace root: turns a rule off, and must not be read.
    writeFileSync(join(dir, '.postmortemrc.json'), JSON.stringify({ rules: { 'timeline-order': 'off' } }));
    writeFileSync(join(outside, 'elsewhere.json'), JSON.stringify({ rules: { 'timeline-order': 'off' } }));
    const make = (name: string) => { mkdirSync(join(ws, name)); return join(ws, name); };
    execFileSync('mkfifo', [join(make('fifo'), '.postmortemrc.json')]);
    symlinkSync('/dev/zero', join(make('zero'), '.postmortemrc.json'));
    symlinkSync(join(outside, 'elsewhere.json'), join(make('out'), '.postmortemrc'));
    writeFileSync(join(make('big'), '.postmortemrc.json'), `{"rules": {}, "x": "${'x'.repeat(2 ** 20)}"}`);
    make('plain');
    client = await LspClient.start({ rootUri: pathToFileURL(ws).href });
  });
  after(async () => {
    await client.stop();
    rmSync(outside, { recursive: true, force: true });
  });

  const cases: [string, RegExp][] = [
    ['fifo', /named pipe, not a regular file/],
    ['zero', /device, not a regular file/],
    ['out', /leads outside the workspace/],
    ['big', /larger than 1048576 bytes/],
  ];
  for (const [name, message] of cases) {
    it(`${name}: a diagnostic on the document's first line, one message, and other documents still answered`, async () => {
      const uri = pathToFileURL(join(ws, name, 'postmortem.md')).href;
      const other = pathToFileURL(join(ws, 'plain', `${name}-postmortem.md`)).href;
      const opened = await client.open(uri, fixture('checkout.md'));
      const problem = opened.diagnostics.find((d) => d.code === 'config');
      assert.ok(problem, JSON.stringify(opened.diagnostics.map((d) => d.message)));
      assert.match(problem.message, message);
      assert.deepEqual(problem.range.start, { line: 0, character: 0 });
      assert.ok(opened.diagnostics.some((d) => d.code === 'timeline-order'), 'the defaults apply');
      assert.equal(client.messages.filter((m) => message.test(m.message)).length, 1);
      // The server is not stuck on the file: another document opens and answers a hover.
      const start = Date.now();
      await client.open(other, fixture('checkout.md'));
      const hover = await client.request('textDocument/hover', { textDocument: { uri: other }, position: { line: 0, character: 2 } });
      assert.ok(Date.now() - start < CEILING_MS);
      assert.notEqual(hover, undefined);
      // Asking again for the same file reads nothing new and sends no second message.
      await client.changeAndWait(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: ' ' }]);
      assert.equal(client.messages.filter((m) => message.test(m.message)).length, 1);
      await client.close(uri);
      await client.close(other);
    });
  }

  it('reads no config file above the workspace root', async () => {
    const uri = pathToFileURL(join(ws, 'plain', 'postmortem.md')).href;
    const opened = await client.open(uri, fixture('checkout.md'));
    assert.ok(opened.diagnostics.some((d) => d.code === 'timeline-order'), 'the file above the root did not turn the rule off');
    assert.ok(!opened.diagnostics.some((d) => d.code === 'config'));
    await client.close(uri);
  });
});
