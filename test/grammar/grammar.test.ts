/**
 * Grammar tests for syntaxes/postmortem.injection.tmLanguage.json with vscode-textmate + oniguruma:
 * each case names the text and the scopes expected on parts of it ("—" = no postmortem scope).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import vsctm from 'vscode-textmate';
import oniguruma from 'vscode-oniguruma';

const require = createRequire(import.meta.url);
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

async function loadRegistry(): Promise<vsctm.Registry> {
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer);
  const files: Record<string, string> = {
    'text.html.markdown': here('./markdown-stub.tmLanguage.json'),
    'text.postmortem.injection': here('../../syntaxes/postmortem.injection.tmLanguage.json'),
  };
  return new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (p: string[]) => new oniguruma.OnigScanner(p),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope) => {
      const file = files[scope];
      return file ? vsctm.parseRawGrammar(readFileSync(file, 'utf8'), file) : null;
    },
    getInjections: (scope) => (scope === 'text.html.markdown' ? ['text.postmortem.injection'] : undefined),
  });
}

const registryPromise = loadRegistry();

/** [token text, postmortem scope or undefined] for each token of the given lines. */
async function tokenize(text: string): Promise<[string, string | undefined][]> {
  const grammar = await (await registryPromise).loadGrammar('text.html.markdown');
  assert.ok(grammar);
  let rule = vsctm.INITIAL;
  const out: [string, string | undefined][] = [];
  for (const line of text.split('\n')) {
    const r = grammar.tokenizeLine(line, rule);
    for (const t of r.tokens) {
      const s = line.slice(t.startIndex, t.endIndex);
      out.push([s, t.scopes.find((x) => x.endsWith('.postmortem'))]);
    }
    rule = r.ruleStack;
  }
  return out;
}

async function scopeOf(text: string, part: string): Promise<string | undefined> {
  const tokens = await tokenize(text);
  const hit = tokens.find(([s]) => s === part);
  assert.ok(hit, `no token "${part}" in ${JSON.stringify(tokens)}`);
  return hit[1];
}

const T = 'constant.numeric.time.postmortem';
const Z = 'support.constant.timezone.postmortem';
const D = 'constant.numeric.date.postmortem';
const M = 'keyword.other.milestone.postmortem';
const S = 'constant.language.severity.postmortem';
const O = 'variable.other.owner.postmortem';

const cases: [string, string, string | undefined][] = [
  ['- 14:02 UTC — pager fires', '14:02', T],
  ['- 14:02 UTC — pager fires', 'UTC', Z],
  ['| 09:12:30 | deploy |', '09:12:30', T],
  ['at 2:15 pm PDT we paged', '2:15 pm', T],
  ['at 2:15 pm PDT we paged', 'PDT', Z],
  ['around 5pm the queue drained', '5pm', T],
  ['17:20pm is wrong', '17:20pm', T],
  ['**10:40 CEST** rollback', '10:40', T],
  ['**10:40 CEST** rollback', 'CEST', Z],
  ['14:02+02:00 start', '+02:00', Z],
  ['2024-03-14T09:12:00Z deploy', '2024-03-14', D],
  ['2024-03-14T09:12:00Z deploy', '09:12:00', T],
  ['2024-03-14T09:12:00Z deploy', 'Z', Z],
  ['On 2024-03-14 we', '2024-03-14', D],
  ['All times are UTC.', 'UTC', Z],
  ['| Time (UTC) | Event |', 'UTC', Z],
  ['- 14:05 DETECTED: alert', 'DETECTED', M],
  ['- 14:05 Mitigated: rollback', 'Mitigated', M],
  ['- 14:05 RÉSOLU : fin', 'RÉSOLU', M],
  ['It was a SEV-1 incident', 'SEV-1', S],
  ['priority P1 follow-up', 'P1', S],
  ['| fix retries | @jane.doe | 2024-04-01 |', '@jane.doe', O],
];

for (const [text, part, scope] of cases) {
  test(`${JSON.stringify(part)} in ${JSON.stringify(text)} → ${scope ?? 'nothing'}`, async () => {
    assert.equal(await scopeOf(text, part), scope);
  });
}

test('no false positives: versions, ratios, emails, URLs, prose words', async () => {
  for (const text of ['version 1.14.02 shipped', 'mail ops@example.com now', 'see https://x.test/12:30', 'the resolved issue', 'ratio 3:2:1', 'order #123']) {
    const hits = (await tokenize(text)).filter(([, s]) => s);
    assert.deepEqual(hits, [], text);
  }
});

test('nothing is highlighted inside fenced or inline code', async () => {
  const tokens = await tokenize('```\n14:02 UTC DETECTED @bob\n```\nuse `14:02 UTC` here');
  assert.deepEqual(tokens.filter(([, s]) => s), []);
});
