/** Protocol tests: document detection, pushed diagnostics, versions, configuration. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LspClient, docUri, fixture } from './harness.js';

describe('diagnostics', () => {
  let client: LspClient;
  before(async () => { client = await LspClient.start(); });
  after(async () => { await client.stop(); });

  it('publishes findings on open, tagged with the version, code, docs link and source', async () => {
    const uri = docUri('checkout.md');
    const p = await client.open(uri, fixture('checkout.md'));
    assert.equal(p.version, 1);
    const timeFormat = p.diagnostics.find((d) => d.code === 'time-format');
    assert.ok(timeFormat, 'time-format finding');
    assert.equal(timeFormat.source, 'postmortem');
    assert.equal(timeFormat.severity, 1);
    assert.deepEqual(timeFormat.range, { start: { line: 25, character: 2 }, end: { line: 25, character: 9 } });
    assert.match(timeFormat.message, /14:21pm is not a valid time.*Expected 14:21/);
    assert.match(timeFormat.codeDescription!.href, /^file:\/\/.*\/docs\/rules\.md#time-format$/);
    assert.ok(p.diagnostics.some((d) => d.code === 'timeline-order'));
    assert.ok(p.diagnostics.some((d) => d.code === 'required-section' && /corrective actions/.test(d.message)));
    await client.close(uri);
  });

  it('a document whose incremental analyzer was dropped (many documents open) still gets exact diagnostics', async () => {
    const uris = Array.from({ length: 12 }, (_, i) => docUri(`warm/doc-${i}.md`));
    for (const u of uris) await client.open(u, fixture('checkout.md'));
    // doc-0 is the least recently used: its analyzer is gone; the edit is analysed from scratch.
    const p = await client.changeAndWait(uris[0]!, [{ range: { start: { line: 25, character: 7 }, end: { line: 25, character: 9 } }, text: '' }]);
    assert.equal(p.version, 2);
    assert.ok(!p.diagnostics.some((d) => d.code === 'time-format'));
    assert.ok(p.diagnostics.some((d) => d.code === 'timeline-order'));
    for (const u of uris) await client.close(u);
  });

  it('re-publishes after an incremental change, for the new version', async () => {
    const uri = docUri('checkout-edit.md');
    await client.open(uri, fixture('checkout.md'));
    // 14:21pm → 14:21 (delete "pm" on line 25)
    const p = await client.changeAndWait(uri, [{ range: { start: { line: 25, character: 7 }, end: { line: 25, character: 9 } }, text: '' }]);
    assert.equal(p.version, 2);
    assert.ok(!p.diagnostics.some((d) => d.code === 'time-format'));
    const closed = await client.close(uri);
    assert.deepEqual(closed.diagnostics, []);
  });

  it('leaves documents that are not postmortems alone', async () => {
    const uri = docUri('notes.md');
    const p = await client.open(uri, fixture('notes.md'));
    assert.deepEqual(p.diagnostics, []);
    const symbols = await client.request<unknown[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.deepEqual(symbols, []);
    await client.close(uri);
  });

  it('recognises postmortems by sections (plain text), front matter and path', async () => {
    const plain = docUri('billing.txt');
    let p = await client.open(plain, fixture('plain.txt'), 'plaintext');
    const t = await client.request<{ isPostmortem: boolean }>('postmortem/timeline', { uri: plain });
    assert.equal(t.isPostmortem, true);
    await client.close(plain);

    const notes = fixture('notes.md');
    const byFrontMatter = docUri('fm.md');
    p = await client.open(byFrontMatter, `---\ntype: postmortem\n---\n${notes}`);
    assert.ok(p.diagnostics.some((d) => d.code === 'required-section'), 'front matter type: postmortem');
    await client.close(byFrontMatter);

    const byFlag = docUri('flag.md');
    p = await client.open(byFlag, `---\npostmortem: true\n---\n${notes}`);
    assert.ok(p.diagnostics.length > 0, 'front matter postmortem: true');
    await client.close(byFlag);

    const byPath = docUri('2024/notes.md', '/tmp/pm-lsp-tests/incidents');
    p = await client.open(byPath, notes);
    assert.ok(p.diagnostics.some((d) => d.code === 'required-section'), 'path under incidents/');
    await client.close(byPath);

    const byName = docUri('q3-postmortem-draft.md');
    p = await client.open(byName, notes);
    assert.ok(p.diagnostics.length > 0, 'file name contains postmortem');
    await client.close(byName);
  });

  it('ignores other languages', async () => {
    const uri = docUri('script.js');
    void client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'javascript', version: 1, text: fixture('checkout.md') } });
    const hover = await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 25, character: 3 } });
    assert.equal(hover, null);
    await client.close(uri);
    assert.ok(!client.published.some((p) => p.uri === uri && p.diagnostics.length > 0));
  });
});

describe('configuration', () => {
  let dir: string;
  let client: LspClient;
  let settings: Record<string, unknown> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pm-lsp-config-'));
    client = await LspClient.start({ settings: () => settings, rootUri: pathToFileURL(dir).href });
  });
  after(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies workspace settings and re-validates on didChangeConfiguration', async () => {
    const uri = docUri('settings.md');
    let p = await client.open(uri, fixture('checkout.md'));
    assert.ok(p.diagnostics.some((d) => d.code === 'timeline-order'));
    settings = { rules: { 'timeline-order': 'off' }, requiredSections: ['impact'] };
    const next = client.waitForDiagnostics(uri, (d) => !d.diagnostics.some((x) => x.code === 'timeline-order'));
    await client.notify('workspace/didChangeConfiguration', { settings: null });
    p = await next;
    assert.ok(!p.diagnostics.some((d) => d.code === 'required-section'), 'requiredSections from settings');
    assert.ok(p.diagnostics.some((d) => d.code === 'time-format'), 'other rules still on');
    settings = {};
    const back = client.waitForDiagnostics(uri, (d) => d.diagnostics.some((x) => x.code === 'timeline-order'));
    await client.notify('workspace/didChangeConfiguration', { settings: null });
    await back;
    await client.close(uri);
  });

  it('merges the nearest .postmortemrc.json, reports a broken one on that file, re-validates on change', async () => {
    const sub = join(dir, 'team', 'postmortems');
    mkdirSync(sub, { recursive: true });
    const rc = join(dir, 'team', '.postmortemrc.json');
    const rcUri = pathToFileURL(rc).href;
    writeFileSync(rc, JSON.stringify({ rules: { 'time-format': 'off' } }));
    const uri = pathToFileURL(join(sub, 'checkout.md')).href;
    let p = await client.open(uri, fixture('checkout.md'));
    assert.ok(!p.diagnostics.some((d) => d.code === 'time-format'), 'rule turned off by the config file');
    assert.ok(p.diagnostics.some((d) => d.code === 'timeline-order'));

    // Broken JSON: one diagnostic on the config file; the document falls back to the defaults.
    writeFileSync(rc, '{ "rules": { "time-format": "off" ');
    const rcDiag = client.waitForDiagnostics(rcUri, (d) => d.diagnostics.length > 0);
    const docDiag = client.waitForDiagnostics(uri, (d) => d.diagnostics.some((x) => x.code === 'time-format'));
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: rcUri, type: 2 }] });
    const broken = await rcDiag;
    assert.equal(broken.diagnostics.length, 1);
    assert.match(broken.diagnostics[0]!.message, /not valid JSON/);
    assert.equal(broken.diagnostics[0]!.source, 'postmortem');
    await docDiag;

    // An invalid key: reported by name, the valid keys still apply.
    writeFileSync(rc, JSON.stringify({ rules: { 'time-format': 'off' }, timezone: { policy: 'sometimes' } }, null, 2));
    const keyDiag = client.waitForDiagnostics(rcUri, (d) => d.diagnostics.some((x) => /timezone\.policy/.test(x.message)));
    const docOk = client.waitForDiagnostics(uri, (d) => !d.diagnostics.some((x) => x.code === 'time-format'));
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: rcUri, type: 2 }] });
    const keyed = await keyDiag;
    assert.equal(keyed.diagnostics.length, 1);
    assert.equal(keyed.diagnostics[0]!.range.start.line, 5, 'points at the "policy" key');
    await docOk;

    // Fixed file: the config diagnostics are cleared.
    writeFileSync(rc, JSON.stringify({ rules: { 'time-format': 'off' } }));
    const cleared = client.waitForDiagnostics(rcUri, (d) => d.diagnostics.length === 0);
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: rcUri, type: 2 }] });
    await cleared;
    p = await client.close(uri);
    assert.deepEqual(p.diagnostics, []);
  });

  it('registers for configuration changes and config file events', () => {
    assert.ok(client.registrations.includes('workspace/didChangeConfiguration'));
    assert.ok(client.registrations.includes('workspace/didChangeWatchedFiles'));
  });
});

describe('clients without workspace/configuration', () => {
  it('uses initializationOptions.settings and settings pushed with didChangeConfiguration', async () => {
    const client = await LspClient.start({
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } },
      initializationOptions: { settings: { rules: { 'time-format': 'off' } } },
    });
    try {
      const uri = docUri('push.md');
      const p = await client.open(uri, fixture('checkout.md'));
      assert.ok(!p.diagnostics.some((d) => d.code === 'time-format'));
      const next = client.waitForDiagnostics(uri, (d) => d.diagnostics.some((x) => x.code === 'time-format'));
      await client.notify('workspace/didChangeConfiguration', { settings: { postmortem: { rules: {} } } });
      await next;
    } finally {
      await client.stop();
    }
  });
});
