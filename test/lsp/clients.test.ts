/** Other ways in: the --node-ipc transport (the VS Code client), Debian's Neovim 0.7 built-in client and Emacs eglot. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, fork, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createProtocolConnection, IPCMessageReader, IPCMessageWriter, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node.js';
import { CAPABILITIES, FIXTURES, LspClient, SERVER, docUri, fixture } from './harness.js';
import { NODE_FLAGS } from '../../server/src/launch.js';

describe('transports and clients', () => {
  it('speaks LSP over --node-ipc', async () => {
    // As the VS Code client forks it: TransportKind.ipc, execArgv NODE_FLAGS.
    const child = fork(SERVER, ['--node-ipc'], { execArgv: [...NODE_FLAGS], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    const conn = createProtocolConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
    const published = new Promise<PublishDiagnosticsParams>((resolve) => {
      conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => { if (p.diagnostics.length) resolve(p); });
    });
    conn.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => ({})));
    conn.onRequest('client/registerCapability', () => null);
    conn.listen();
    try {
      const init = await conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: CAPABILITIES, initializationOptions: { debounceMs: 20 } }) as { capabilities: { textDocumentSync: { change: number } } };
      assert.equal(init.capabilities.textDocumentSync.change, 2, 'incremental sync');
      await conn.sendNotification('initialized', {});
      const uri = 'file:///tmp/pm-ipc/checkout.md';
      await conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version: 1, text: fixture('checkout.md') } });
      const p = await published;
      assert.equal(p.version, 1);
      assert.ok(p.diagnostics.some((d) => d.code === 'time-format'));
      await conn.sendRequest('shutdown');
      await conn.sendNotification('exit');
    } finally {
      conn.dispose();
      if (child.exitCode === null) await new Promise((r) => { child.once('exit', r); setTimeout(() => child.kill(), 5000).unref(); });
    }
  });

  it('says once, as information, when Node was started without the launch flags', async () => {
    const hint = /started without --v8-pool-size=1/;
    for (const nodeFlags of [[], NODE_FLAGS]) {
      const client = await LspClient.start({ nodeFlags });
      try {
        // Messages arrive in order: the hint, sent when the client says it is initialised, comes before these diagnostics.
        await client.open(docUri('flags/checkout.md'), fixture('checkout.md'));
        assert.equal(client.logs.filter((l) => hint.test(l.message)).length, nodeFlags.length === 0 ? 1 : 0, `flags: ${nodeFlags.join(' ') || 'none'}`);
        if (nodeFlags.length === 0) assert.equal(client.logs.find((l) => hint.test(l.message))!.type, 3, 'an info message');
      } finally {
        await client.stop();
      }
    }
  });

  /** The Neovim 0.7 snippet of docs/editors.md: its settings table, read from the page as Lua. */
  function documentedNeovimSettings(): { lua: string; json: unknown } {
    const page = readFileSync('docs/editors.md', 'utf8');
    const lua = /^local postmortem_settings = (\{.*\})$/m.exec(page)?.[1];
    assert.ok(lua, 'docs/editors.md has the Neovim settings line');
    assert.match(page, /init_options = \{ postmortem = postmortem_settings \}/);
    // The table is a literal: keys `name =` or `['name'] =`, single-quoted strings.
    const json = lua.replace(/\['([^']+)'\]\s*=/g, '"$1":').replace(/([A-Za-z_][\w]*)\s*=/g, '"$1":').replace(/'/g, '"');
    return { lua, json: JSON.parse(json) };
  }

  it('a client like Neovim 0.7 (no workspace/configuration, no dynamic registration): settings from init_options as documented, nothing registered', async () => {
    const { json } = documentedNeovimSettings();
    // What Neovim 0.7 offers: neither workspace/configuration nor dynamic registration.
    const capabilities = { textDocument: { publishDiagnostics: { versionSupport: true } }, workspace: { workspaceEdit: { documentChanges: true }, didChangeConfiguration: { dynamicRegistration: false } } };
    const client = await LspClient.start({ capabilities, initializationOptions: { postmortem: json } });
    try {
      const p = await client.open(docUri('nvim07/checkout.md'), fixture('checkout.md'));
      assert.equal(p.diagnostics.find((d) => d.code === 'timeline-order')?.severity, 1, 'the documented rules setting applies');
      assert.deepEqual(client.registrations, [], 'no dynamic registration the client did not offer');
    } finally {
      await client.stop();
    }
    // A client that offers only one of them gets only that one.
    const half = await LspClient.start({ capabilities: { ...capabilities, workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } } });
    try {
      await half.open(docUri('half/checkout.md'), fixture('checkout.md'));
      assert.deepEqual(half.registrations, ['workspace/didChangeWatchedFiles']);
    } finally {
      await half.stop();
    }
  });

  const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
  const hasNvim = nvim.status === 0;
  it('works with Neovim\'s built-in client (vim.lsp.start_client)', { skip: !hasNvim && 'nvim not installed (apt-get install neovim)' }, () => {
    console.log(nvim.stdout.split('\n')[0]);
    const dir = mkdtempSync(join(tmpdir(), 'pm-nvim-'));
    try {
      const file = join(dir, 'checkout-postmortem.md');
      copyFileSync(join(FIXTURES, 'checkout.md'), file);
      const out = join(dir, 'out.json');
      execFileSync('nvim', ['--headless', '-n', '-u', 'NONE', '-i', 'NONE', '--cmd', 'filetype on', '-c', `luafile ${join(FIXTURES, 'nvim-smoke.lua')}`, file], {
        cwd: dir, env: { ...process.env, PM_SERVER: SERVER, PM_OUT: out, HOME: dir, XDG_STATE_HOME: dir, XDG_DATA_HOME: dir }, timeout: 30000, stdio: 'ignore',
      });
      const result = JSON.parse(readFileSync(out, 'utf8')) as { error?: string; codes: string[]; hover: string; symbols: number; nvim_diagnostics: number };
      assert.equal(result.error, undefined);
      assert.ok(result.codes.includes('time-format') && result.codes.includes('timeline-order'), result.codes.join(','));
      assert.equal(result.nvim_diagnostics, result.codes.length, 'Neovim shows them');
      assert.match(result.hover, /14:21pm is not a valid time/);
      assert.equal(result.symbols, 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the Neovim 0.7 setup of docs/editors.md, verbatim as init.lua: its settings apply', { skip: !hasNvim && 'nvim not installed (apt-get install neovim)' }, () => {
    const page = readFileSync('docs/editors.md', 'utf8');
    const snippet = /## Neovim\n[\s\S]*?```lua\n([\s\S]*?)```/.exec(page)?.[1];
    assert.ok(snippet?.includes('vim.lsp.start_client'), 'the first Lua block of the Neovim section');
    const dir = mkdtempSync(join(tmpdir(), 'pm-nvim-doc-'));
    try {
      // Only the placeholder path changes.
      writeFileSync(join(dir, 'init.lua'), snippet!.split('/path/to/postmortem-studio/server/out/server.js').join(resolve(SERVER)));
      const file = join(dir, 'checkout.md');
      copyFileSync(join(FIXTURES, 'checkout.md'), file);
      const out = join(dir, 'out.json');
      execFileSync('nvim', ['--headless', '-n', '-i', 'NONE', '-u', join(dir, 'init.lua'), '--cmd', 'filetype on', '-c', `luafile ${join(FIXTURES, 'nvim-wait.lua')}`, file], {
        cwd: dir, env: { ...process.env, PM_OUT: out, HOME: dir, XDG_STATE_HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir }, timeout: 40000, stdio: 'ignore',
      });
      const result = JSON.parse(readFileSync(out, 'utf8')) as { error?: string; diagnostics: { code: string; severity: number }[] };
      assert.equal(result.error, undefined);
      // timeline-order is a warning (2) by default; the documented settings make it an error (1).
      assert.equal(result.diagnostics.find((d) => d.code === 'timeline-order')?.severity, 1, JSON.stringify(result.diagnostics));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const emacs = spawnSync('emacs', ['--batch', '-q', '--eval', "(progn (require 'eglot) (princ emacs-version))"], { encoding: 'utf8' });
  const hasEglot = emacs.status === 0;
  it('works with Emacs eglot, set up as docs/editors.md says, without warnings', { skip: !hasEglot && 'emacs with eglot not installed (apt-get install emacs-nox elpa-eglot)' }, () => {
    const page = readFileSync('docs/editors.md', 'utf8');
    const setup = /## Emacs \(eglot\)\n[\s\S]*?```elisp\n([\s\S]*?)```/.exec(page)?.[1];
    assert.ok(setup?.includes('eglot-server-programs'), 'the eglot block of docs/editors.md');
    const dir = mkdtempSync(join(tmpdir(), 'pm-eglot-'));
    try {
      writeFileSync(join(dir, 'setup.el'), setup!.split('/path/to/postmortem-studio/server/out/server.js').join(resolve(SERVER)));
      const file = join(dir, 'checkout.md');
      copyFileSync(join(FIXTURES, 'checkout.md'), file);
      const out = join(dir, 'out.json');
      spawnSync('emacs', ['--batch', '-q', '--eval', "(require 'eglot)", '-l', join(dir, 'setup.el'), '-l', join(FIXTURES, 'eglot-smoke.el')], {
        cwd: dir, env: { ...process.env, PM_FILE: file, PM_OUT: out, HOME: dir }, timeout: 60000, stdio: 'ignore',
      });
      const result = JSON.parse(readFileSync(out, 'utf8')) as { diagnostics: string[]; messages: string };
      assert.ok(result.diagnostics.some((d) => /14:21pm is not a valid time/.test(d)), JSON.stringify(result));
      assert.doesNotMatch(result.messages, /unsupported capability|not supported|Unknown request/i, result.messages);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the Helix languages.toml of docs/editors.md: the server command and flags, and its config as initializationOptions', async () => {
    const page = readFileSync('docs/editors.md', 'utf8');
    const block = /## Helix\n[\s\S]*?```toml\n([\s\S]*?)```/.exec(page)?.[1];
    assert.ok(block, 'the Helix block of docs/editors.md');
    const { parse } = await import('smol-toml');
    const toml = parse(block) as { 'language-server': { postmortem: { command: string; args: string[]; config: Record<string, unknown> } }; language: { name: string; 'language-servers': string[] }[] };
    const server = toml['language-server'].postmortem;
    assert.equal(server.command, 'node');
    assert.deepEqual(server.args.slice(0, NODE_FLAGS.length), [...NODE_FLAGS]);
    assert.deepEqual(server.args.slice(-2), ['/path/to/postmortem-studio/server/out/server.js', '--stdio']);
    assert.ok(toml.language.some((l) => l.name === 'markdown' && l['language-servers'].includes('postmortem')));
    // Helix sends `config` as initializationOptions: a policy of "any" there turns the zone checks off.
    const config = { postmortem: { ...(server.config['postmortem'] as object), timezone: { default: 'UTC', policy: 'any' } } };
    const client = await LspClient.start({ capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } }, initializationOptions: config });
    try {
      const p = await client.open(docUri('incidents/helix-zones.md'), '# Outage on 2024-01-01\n\n## Timeline\n\n- 10:00 CET alert\n- 10:05 CET fix\n- 10:10 CET done\n');
      assert.ok(p.diagnostics.length > 0 && !p.diagnostics.some((d) => String(d.code).startsWith('timezone')), JSON.stringify(p.diagnostics.map((d) => d.code)));
    } finally {
      await client.stop();
    }
    const strict = await LspClient.start({ capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } }, initializationOptions: server.config });
    try {
      const p = await strict.open(docUri('incidents/helix-zones.md'), '# Outage on 2024-01-01\n\n## Timeline\n\n- 10:00 CET alert\n- 10:05 CET fix\n- 10:10 CET done\n');
      assert.ok(p.diagnostics.some((d) => d.code === 'timezone-not-utc'), 'the documented utc-only policy applies');
    } finally {
      await strict.stop();
    }
  });
});
