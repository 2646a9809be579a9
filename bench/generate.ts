/**
 * Deterministic generator of realistic postmortems for the benchmark (seeded PRNG, no I/O in the
 * library part). Shapes:
 *  - table:    timeline as a Markdown table
 *  - list:     timeline as a bullet list
 *  - headings: timeline as one time heading per event, each followed by prose
 *  - paralist: many "paragraph + short list" blocks (the shape micromark handles quadratically)
 * Every shape has front matter and prose sections with lists; the size is a target in bytes.
 *
 * CLI: `node --import tsx bench/generate.ts [--out DIR]` writes the standard set to bench/out/docs/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Shape = 'table' | 'list' | 'headings' | 'paralist';
export const SHAPES: readonly Shape[] = ['table', 'list', 'headings', 'paralist'];

export interface Generated {
  shape: Shape;
  text: string;
  bytes: number;
  /** Timeline entries written (each has one time, in increasing order). */
  entries: number;
  /** "Paragraph + list" blocks written (paralist shape only). */
  blocks: number;
}

/** mulberry32: tiny, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Writer {
  private rnd: () => number;
  constructor(seed: number) { this.rnd = prng(seed); }
  int(lo: number, hi: number): number { return lo + Math.floor(this.rnd() * (hi - lo + 1)); }
  pick<T>(xs: readonly T[]): T { return xs[Math.floor(this.rnd() * xs.length)]!; }
  chance(p: number): boolean { return this.rnd() < p; }
}

// Vocabulary written for this generator.
const SERVICES = ['billing-api', 'search-indexer', 'auth-gateway', 'media-cdn', 'orders-db', 'notifier', 'ledger', 'edge-proxy', 'queue-broker', 'session-cache', 'geo-router', 'report-worker'];
const TEAMS = ['platform', 'payments', 'storage', 'networking', 'identity', 'observability', 'release engineering'];
const PEOPLE = ['Ana Duarte', 'Kenji Mori', 'Lena Fischer', 'Omar Haddad', 'Rosa Ibarra', 'Sven Aalto', 'Yara Nunes', 'Wei Zhang', 'Dara Kelly', 'Ike Obi'];
const HANDLES = ['@ana', '@kenji', '@lena', '@omar', '@rosa', '@sven', '@yara', '@wei', '@dara', '@ike'];
const METRICS = ['p99 latency', 'error ratio', 'queue depth', 'CPU steal', 'heap usage', 'replication lag', 'cache hit rate', 'open file handles', 'TLS handshake failures', 'disk IOPS'];
const SUBJECTS = ['The on-call engineer', 'The deploy pipeline', 'A canary host', 'The load balancer', 'The incident commander', 'A retry storm', 'The scheduler', 'The primary replica', 'The rate limiter', 'Customer support', 'The autoscaler', 'A cron job'];
const VERBS = ['noticed', 'restarted', 'rolled back', 'paged', 'drained', 'throttled', 'promoted', 'flagged', 'rebuilt', 'isolated', 'scaled out', 'reverted'];
const OBJECTS = ['the stale configuration', 'the failing shard', 'three worker pools', 'the west region', 'the feature flag', 'the certificate bundle', 'the connection pool', 'the DNS record', 'the hot partition', 'the migration job', 'the read replicas', 'the alert rule'];
const TAILS = ['after the dashboards showed a sharp step', 'while traffic was still climbing', 'without waiting for the next deploy window', 'because the runbook step had been skipped', 'once the backlog stopped growing', 'and posted an update in the incident channel', 'which bought the team some headroom', 'but the symptoms came back within minutes', 'as a precaution', 'to confirm the working theory'];
const EVENTS = ['Alert fires for elevated {m} on {s}', 'Deploy of {s} reaches 50% of hosts', '{p} acknowledges the page', 'Incident declared; {p} takes command', '{s} {m} back under threshold', 'Rollback of {s} started', 'Rollback of {s} complete', 'Status page updated', 'Traffic shifted away from {s}', 'Hypothesis: {m} regression in {s}', 'Customer reports about {s} arrive', 'Mitigation confirmed on {s}', 'Capacity added to {s}', 'Config change on {s} reverted'];
const ACTIONS = ['Add an alert on {m} for {s}', 'Write a runbook entry for draining {s}', 'Cap retries in the {s} client', 'Load-test {s} before each release', 'Make {s} fail fast when its config is missing', 'Track {m} on the team dashboard'];
const LIST_ITEMS = ['logs attached', 'see the graph', 'owner: {h}', 'ticket {t}', 'affects {s}', 'checked twice', 'needs follow-up', 'no data loss', 'about {n}% of requests', 'region {r}'];
const REGIONS = ['eu-west', 'us-east', 'ap-south', 'sa-east', 'us-west'];

function fill(w: Writer, template: string): string {
  return template
    .replace(/\{s\}/g, () => w.pick(SERVICES))
    .replace(/\{m\}/g, () => w.pick(METRICS))
    .replace(/\{p\}/g, () => w.pick(PEOPLE))
    .replace(/\{h\}/g, () => w.pick(HANDLES))
    .replace(/\{t\}/g, () => `INC-${w.int(100, 9999)}`)
    .replace(/\{n\}/g, () => String(w.int(1, 60)))
    .replace(/\{r\}/g, () => w.pick(REGIONS));
}

function sentence(w: Writer): string {
  let s = `${w.pick(SUBJECTS)} ${w.pick(VERBS)} ${w.pick(OBJECTS)} ${w.pick(TAILS)}.`;
  if (w.chance(0.25)) s = s.replace(/ (the \w+)/, ' `$1`'.replace('$1', w.pick(SERVICES)) + ' and $1');
  return s;
}

/** A prose paragraph of n sentences, wrapped at about 100 columns as people write it. */
function paragraph(w: Writer, n: number): string {
  const words = Array.from({ length: n }, () => sentence(w)).join(' ').split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length + 1 > 100) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function bulletList(w: Writer, n: number, short = false): string {
  return Array.from({ length: n }, () => `- ${short ? fill(w, w.pick(LIST_ITEMS)) : sentence(w)}`).join('\n');
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A UTC clock that moves forward by a few minutes per event, across days. */
class Clock {
  private t: number;
  constructor(private w: Writer, start: Date) { this.t = start.getTime(); }
  next(): { date: string; time: string } {
    this.t += this.w.int(1, 9) * 60_000;
    const d = new Date(this.t);
    return { date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` };
  }
}

function frontMatter(w: Writer, title: string, date: string): string {
  const a = w.pick(PEOPLE);
  let b = w.pick(PEOPLE);
  if (b === a) b = PEOPLE[(PEOPLE.indexOf(a) + 1) % PEOPLE.length]!;
  return ['---', `title: ${title}`, `date: ${date}`, `severity: SEV${w.int(1, 3)}`, 'status: final',
    `authors: [${a}, ${b}]`, `team: ${w.pick(TEAMS)}`, 'timezone: UTC', '---'].join('\n');
}

function codeBlock(w: Writer, clock: Clock): string {
  const lines = Array.from({ length: w.int(2, 5) }, () => {
    const { date, time } = clock.next();
    return `${date}T${time}:${pad(w.int(0, 59))}Z ${w.pick(['WARN', 'ERROR', 'INFO'])} ${w.pick(SERVICES)}: ${w.pick(METRICS)} ${w.int(1, 999)}`;
  });
  return ['```text', ...lines, '```'].join('\n');
}

/** Prose sections: a paragraph, then subsections of paragraphs, lists and the odd log excerpt. */
function proseSection(w: Writer, heading: string, budget: number, logClock: Clock): string {
  const parts = [`## ${heading}`, paragraph(w, w.int(2, 4))];
  let size = parts.join('\n\n').length;
  let sub = 1;
  while (size < budget) {
    const chunk: string[] = [];
    if (w.chance(0.35)) chunk.push(`### ${fill(w, w.pick(['Contributing factor: {m} on {s}', 'Why {s} degraded', 'Follow-up on {s}', 'Observation {n}']))} (${sub++})`);
    chunk.push(paragraph(w, w.int(1, 4)));
    if (w.chance(0.6)) chunk.push(bulletList(w, w.int(2, 5)));
    if (w.chance(0.08)) chunk.push(codeBlock(w, logClock));
    const text = chunk.join('\n\n');
    parts.push(text);
    size += text.length + 2;
  }
  return parts.join('\n\n');
}

function timeline(w: Writer, shape: Exclude<Shape, 'paralist'>, clock: Clock, budget: number): { text: string; entries: number } {
  const out: string[] = [];
  let size = 0;
  let entries = 0;
  const add = (s: string, sep: number): void => { out.push(s); size += s.length + sep; };
  if (shape === 'table') {
    add('## Timeline', 2);
    add('| Time (UTC) | Event | Owner |\n|---|---|---|', 1);
    while (size < budget) {
      const { date, time } = clock.next();
      add(`| ${date} ${time} | ${fill(w, w.pick(EVENTS))} | ${w.pick(HANDLES)} |`, 1);
      entries++;
    }
    return { text: `${out[0]}\n\n${out.slice(1).join('\n')}`, entries };
  }
  if (shape === 'list') {
    add('## Timeline', 2);
    add('All times are UTC.', 2);
    const items: string[] = [];
    while (size < budget) {
      const { date, time } = clock.next();
      const item = `- ${date} ${time} UTC — ${fill(w, w.pick(EVENTS))}${w.chance(0.2) ? `; ${sentence(w).toLowerCase()}` : ''}`;
      items.push(item);
      size += item.length + 1;
      entries++;
    }
    return { text: `${out.join('\n\n')}\n\n${items.join('\n')}`, entries };
  }
  add('## Timeline', 2);
  while (size < budget) {
    const { date, time } = clock.next();
    add(`### ${date} ${time} UTC`, 2);
    add(`${fill(w, w.pick(EVENTS))}. ${w.chance(0.5) ? paragraph(w, w.int(1, 2)) : ''}`.trim(), 2);
    if (w.chance(0.3)) add(bulletList(w, w.int(2, 3), true), 2);
    entries++;
  }
  return { text: out.join('\n\n'), entries };
}

function correctiveActions(w: Writer, due: string): string {
  const rows = Array.from({ length: w.int(3, 6) }, (_, i) => `| ${fill(w, w.pick(ACTIONS))} | ${w.pick(HANDLES)} | OPS-${100 + i} | ${due} |`);
  return ['## Corrective Actions', '', '| Action | Owner | Tracking | Due |', '|---|---|---|---|', ...rows].join('\n');
}

/**
 * A postmortem of at least `targetBytes` (UTF-8), at most a few hundred bytes more.
 * Same (shape, targetBytes, seed) → same text.
 */
export function generate(shape: Shape, targetBytes: number, seed = 1): Generated {
  // The prose budget is an estimate: top it up until the target is reached (same seed, same text).
  let slack = 0;
  for (;;) {
    const g = generateOnce(shape, targetBytes, seed, slack);
    if (g.bytes >= targetBytes || slack > targetBytes) return g;
    slack += targetBytes - g.bytes + 200;
  }
}

function generateOnce(shape: Shape, targetBytes: number, seed: number, slack: number): Generated {
  const w = new Writer(seed * 7919 + targetBytes);
  const year = 2021 + w.int(0, 4);
  const start = new Date(Date.UTC(year, w.int(0, 11), w.int(1, 28), w.int(0, 20), w.int(0, 59)));
  const clock = new Clock(w, start);
  const logClock = new Clock(w, start);
  const day = start.toISOString().slice(0, 10);
  const title = fill(w, `${w.pick(['Elevated errors', 'Partial outage', 'Slow responses', 'Data delay'])} in {s}`);
  const head = [frontMatter(w, title, day), `# ${title}`, '## Summary', paragraph(w, 3), '## Impact', paragraph(w, 2), bulletList(w, 3)].join('\n\n');
  const tail = (budget: number): string => [
    proseSection(w, 'Root Cause', budget * 0.5, logClock),
    proseSection(w, 'Detection', budget * 0.15, logClock),
    proseSection(w, 'Resolution', budget * 0.15, logClock),
    correctiveActions(w, `${year + 1}-01-15`),
    proseSection(w, 'Lessons Learned', budget * 0.2, logClock),
  ].join('\n\n');

  let body: string;
  let entries = 0;
  let blocks = 0;
  if (shape === 'paralist') {
    // N blocks of a one-line paragraph followed by a 2–3 item list: ~100 bytes per block.
    const parts: string[] = ['## Analysis'];
    let size = head.length + 2000 - slack;
    while (size < targetBytes) {
      const p = `${w.pick(SUBJECTS)} ${w.pick(VERBS)} ${w.pick(OBJECTS)}.`;
      const l = bulletList(w, w.int(2, 3), true);
      parts.push(p, l);
      size += p.length + l.length + 4;
      blocks++;
    }
    const tl = timeline(w, 'list', clock, 400);
    entries = tl.entries;
    body = [tl.text, parts.join('\n\n'), tail(0)].join('\n\n');
  } else {
    const rest = Math.max(0, targetBytes - head.length - 2500 + slack);
    const tl = timeline(w, shape, clock, rest * 0.6);
    entries = tl.entries;
    body = [tl.text, tail(rest * 0.4)].join('\n\n');
  }
  const text = `${head}\n\n${body}\n`;
  return { shape, text, bytes: Buffer.byteLength(text), entries, blocks };
}

export const KB = 1024;
/** The standard set: every shape at 10 KB, 100 KB and 1 MB. */
export const STANDARD_SIZES = [10 * KB, 100 * KB, 1024 * KB] as const;

export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * KB ? `${+(bytes / (1024 * KB)).toFixed(1)} MB` : `${Math.round(bytes / KB)} KB`;
}

function main(): void {
  const args = process.argv.slice(2);
  const i = args.indexOf('--out');
  const root = resolve(fileURLToPath(new URL('.', import.meta.url)));
  const out = i >= 0 ? resolve(args[i + 1]!) : join(root, 'out', 'docs');
  mkdirSync(out, { recursive: true });
  for (const shape of SHAPES) {
    for (const size of STANDARD_SIZES) {
      const g = generate(shape, size);
      const file = join(out, `${shape}-${sizeLabel(size).replace(' ', '').toLowerCase()}.md`);
      writeFileSync(file, g.text);
      console.log(`${file}  ${g.bytes} bytes  ${g.entries} timeline entries${g.blocks ? `  ${g.blocks} blocks` : ''}`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
