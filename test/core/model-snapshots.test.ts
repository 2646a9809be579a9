/**
 * Golden snapshots of the analysis model (serialiser: test/model/snapshot.ts). They characterise what the
 * model builder reads from each document today, so that a refactor of server/src/core/model shows every
 * change it makes, field by field, and `postmortem inspect` stays byte-identical.
 *
 * What is compared, one test per document:
 *   test/fixtures/model/NAME.md      ↔ test/fixtures/model/NAME.model.json  (one small postmortem per style)
 *   examples/NAME.md                 ↔ test/snapshots/examples/NAME.json
 *   test/fixtures/rules/NAME.md|txt  ↔ test/snapshots/rules/NAME.json       (sibling NAME.config.json applied)
 *   ../shared/corpus/real/**         ↔ test/snapshots/corpus.json            (hash and counts only, keyed by a hash of the path)
 *   ../shared/seeds/*                ↔ test/snapshots/seeds.json             (hash and counts only)
 * The shared documents are other people's text and are never stored here: their entry holds the sha256 of
 * the full snapshot JSON, the number of timeline entries, the section kinds and the findings as
 * "line:rule". When such a hash differs, run the serialiser on the document to see what changed.
 * The shared folders are looked up beside the repository root; when one is missing its tests are skipped
 * with a message saying so.
 *
 * A snapshot whose document is gone, or a document without a snapshot, fails: add or remove both.
 *
 * To rewrite every snapshot from the current code (after a change of behaviour you mean to make):
 *   npm run test:update
 * or, equivalently, UPDATE_SNAPSHOTS=1 node --import tsx --test test/core/model-snapshots.test.ts
 * (the runner reads UPDATE_SNAPSHOTS=1, or npm's npm_lifecycle_event=test:update so the script needs no
 * shell syntax to set a variable), then review the diff of test/fixtures/model and test/snapshots before committing it. With
 * UPDATE_SNAPSHOTS=1 the tests write instead of compare, and orphaned snapshots are deleted.
 *
 * Every snapshot is taken with the same fixed "now" (snapshot.ts NOW) and does not depend on the
 * machine's zone: TZ=UTC and TZ=America/Los_Angeles give the same result.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFor, formatJson, readText, snapshotOf, summaryOf } from '../model/snapshot.js';

/** Write instead of compare: UPDATE_SNAPSHOTS=1, or run as `npm run test:update` (works in any shell). */
const UPDATE = process.env['UPDATE_SNAPSHOTS'] === '1' || process.env['npm_lifecycle_event'] === 'test:update';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const at = (...p: string[]) => join(ROOT, ...p);
const posix = (p: string) => p.split(sep).join('/');
const DOC = /\.(md|txt)$/;

/** Where two JSON values differ, as "path: stored → actual" lines (at most 25). */
function changes(stored: unknown, actual: unknown, path = '$', out: string[] = []): string[] {
  if (out.length >= 25) return out;
  const show = (v: unknown) => (v === undefined ? '(absent)' : JSON.stringify(v).slice(0, 160));
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (Array.isArray(stored) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(stored.length, actual.length); i++) changes(stored[i], actual[i], `${path}[${i}]`, out);
  } else if (isObj(stored) && isObj(actual) && !Array.isArray(stored) && !Array.isArray(actual)) {
    for (const k of new Set([...Object.keys(stored), ...Object.keys(actual)])) changes(stored[k], actual[k], `${path}.${k}`, out);
  } else if (JSON.stringify(stored) !== JSON.stringify(actual)) {
    out.push(out.length === 24 ? '  …' : `  ${path}: ${show(stored)} → ${show(actual)}`);
  }
  return out;
}

function compareText(actual: string, expectedPath: string, label: string): void {
  const shown = posix(relative(ROOT, expectedPath));
  if (UPDATE) {
    mkdirSync(dirname(expectedPath), { recursive: true });
    if (!existsSync(expectedPath) || readFileSync(expectedPath, 'utf8') !== actual) writeFileSync(expectedPath, actual);
    return;
  }
  assert.ok(existsSync(expectedPath), `${label} has no snapshot ${shown}; run \`npm run test:update\` to create it`);
  const expected = readFileSync(expectedPath, 'utf8');
  if (actual === expected) return;
  // Field by field first (the readable diff), then the bytes (key order, formatting).
  const a = JSON.parse(actual) as unknown; const e = JSON.parse(expected) as unknown;
  assert.deepStrictEqual(a, e, `${label} differs from ${shown}:\n${changes(e, a).join('\n')}\nIf the change is intended, run \`npm run test:update\`.`);
  assert.equal(actual, expected, `${label}: same values as ${shown} but not the same JSON text (key order?)`);
}

/** One directory of documents, each with its own snapshot file. */
function perFile(opts: { name: string; dir: string; docs: (f: string) => boolean; snapDir: string; snapName: (doc: string) => string; isSnap: (f: string) => boolean }) {
  const docs = readdirSync(at(opts.dir)).filter((f) => opts.docs(f) && statSync(at(opts.dir, f)).isFile()).sort();
  const wanted = new Set(docs.map(opts.snapName));
  for (const doc of docs) {
    test(`${opts.name}: ${doc}`, () => {
      const path = posix(join(opts.dir, doc));
      const snap = snapshotOf(readText(at(path)), configFor(at(path)), path);
      compareText(formatJson(snap), at(opts.snapDir, opts.snapName(doc)), path);
    });
  }
  const stored = existsSync(at(opts.snapDir)) ? readdirSync(at(opts.snapDir)).filter(opts.isSnap).sort() : [];
  for (const s of stored.filter((f) => !wanted.has(f))) {
    test(`${opts.name}: snapshot ${s} has a document`, () => {
      if (UPDATE) { rmSync(at(opts.snapDir, s)); return; }
      assert.fail(`${posix(join(opts.snapDir, s))} has no document in ${opts.dir}/: delete it or restore the document`);
    });
  }
}

perFile({
  name: 'model fixture', dir: 'test/fixtures/model', docs: (f) => DOC.test(f), snapDir: 'test/fixtures/model',
  snapName: (d) => d.replace(DOC, '.model.json'), isSnap: (f) => f.endsWith('.model.json'),
});
perFile({
  name: 'example', dir: 'examples', docs: () => true, snapDir: 'test/snapshots/examples',
  snapName: (d) => d.replace(/\.[^.]+$/, '') + '.json', isSnap: (f) => f.endsWith('.json'),
});
perFile({
  name: 'rule fixture', dir: 'test/fixtures/rules', docs: (f) => DOC.test(f), snapDir: 'test/snapshots/rules',
  snapName: (d) => d.replace(DOC, '.json'), isSnap: (f) => f.endsWith('.json'),
});

/** Every file under a folder, as posix paths relative to it, sorted. */
function walk(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p, base));
    else if (e.isFile()) out.push(posix(relative(base, p)));
  }
  return out.sort();
}

type Summary = ReturnType<typeof summaryOf>;

/**
 * The key of a shared document in its map file: a hash of its path, not the path, since the file names
 * of other people's documents are their titles (their words stay out of the repository).
 */
const keyOf = (f: string): string => createHash('sha256').update(f).digest('hex').slice(0, 16);

/** A folder of shared documents (not stored here), summarised in one map file. */
function summarised(opts: { name: string; dir: string; mapFile: string; list: (dir: string) => string[] }) {
  const dir = resolve(ROOT, opts.dir);
  const mapPath = at(opts.mapFile);
  if (!existsSync(dir)) {
    test(`${opts.name}`, (t) => { t.skip(`${opts.dir} (${dir}) does not exist here: ${opts.mapFile} not checked`); });
    return;
  }
  const stored: Record<string, Summary> = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) as Record<string, Summary> : {};
  const files = opts.list(dir);
  const keys = files.map(keyOf);
  const fresh: Record<string, Summary> = {};
  for (const f of files) {
    const key = keyOf(f);
    test(`${opts.name}: ${f}`, () => {
      // The path `inspect` shows is the one from the repository root, so that running the serialiser
      // there on `${opts.dir}/${f}` reproduces the hash.
      const summary = summaryOf(snapshotOf(readText(join(dir, f)), configFor(join(dir, f)), posix(join(opts.dir, f))));
      fresh[key] = summary;
      if (UPDATE) return;
      assert.ok(key in stored, `${f} (in ${opts.dir}) has no entry ${key} in ${opts.mapFile}; run \`npm run test:update\``);
      assert.deepStrictEqual(summary, stored[key], `${opts.dir}/${f} (entry ${key}) no longer gives the snapshot stored in ${opts.mapFile}:\n${changes(stored[key], summary).join('\n')}\n`
        + 'Only a hash is kept: `node --import tsx test/model/snapshot.ts ${opts.dir}/${f}` (from the repository root) prints the full snapshot whose sha256 this is; run it before and after the change and diff.');
    });
  }
  for (const k of Object.keys(stored).filter((k) => !keys.includes(k)).sort()) {
    test(`${opts.name}: entry ${k} has a document`, () => {
      if (!UPDATE) assert.fail(`${opts.mapFile} has an entry ${k} for no document in ${opts.dir}/: remove the entry or restore the document`);
    });
  }
  if (UPDATE) {
    after(() => {
      if (Object.keys(fresh).length !== files.length) return; // a test failed: leave the map as it was
      const sorted = Object.fromEntries(Object.keys(fresh).sort().map((k) => [k, fresh[k]!]));
      const text = formatJson(sorted);
      mkdirSync(dirname(mapPath), { recursive: true });
      if (!existsSync(mapPath) || readFileSync(mapPath, 'utf8') !== text) writeFileSync(mapPath, text);
    });
  } else {
    test(`${opts.name}: ${opts.mapFile} is written in the canonical form`, () => {
      if (!existsSync(mapPath)) assert.fail(`${opts.mapFile} is missing; run \`npm run test:update\``);
      const sorted = Object.fromEntries(Object.keys(stored).sort().map((k) => [k, stored[k]!]));
      assert.equal(readFileSync(mapPath, 'utf8'), formatJson(sorted), `${opts.mapFile} is not sorted or not formatted as test:update writes it`);
    });
  }
}

summarised({ name: 'shared corpus', dir: '../shared/corpus/real', mapFile: 'test/snapshots/corpus.json', list: (d) => walk(d) });
// Seeds are `.txt` files read as they are, like test/cli/seeds.test.ts does with `postmortem inspect`.
summarised({
  name: 'shared seed', dir: '../shared/seeds', mapFile: 'test/snapshots/seeds.json',
  list: (d) => readdirSync(d).filter((f) => statSync(join(d, f)).isFile()).sort(),
});
