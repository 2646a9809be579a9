/** Small helpers shared by the benchmark scripts: statistics, formatting, timing. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'bench', 'out');

export function median(xs: readonly number[]): number {
  return percentile(xs, 50);
}

/** Nearest-rank percentile (p in 0..100); NaN for no samples. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length, Math.max(1, rank)) - 1]!;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Runs fn once after a full GC (when node runs with --expose-gc) and returns its wall time in ms. */
export function timeSync(fn: () => unknown): number {
  gc?.();
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function ms(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (x >= 10_000) return `${(x / 1000).toFixed(1)} s`;
  if (x >= 1000) return `${(x / 1000).toFixed(2)} s`;
  if (x >= 100) return `${x.toFixed(0)} ms`;
  if (x >= 10) return `${x.toFixed(1)} ms`;
  return `${x.toFixed(2)} ms`;
}

export function ratio(x: number): string {
  return Number.isFinite(x) ? `${x.toFixed(2)}×` : '—';
}

/** Resident set size of a process in MB, from /proc (Linux); undefined elsewhere. */
export function rssOf(pid: number): { rssMB: number; peakMB: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMB: kb('VmRSS') / 1024, peakMB: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Order of the competitors for repetition `rep`: rotated so no tool always runs first. */
export function rotate<T>(xs: readonly T[], rep: number): T[] {
  const k = rep % xs.length;
  return [...xs.slice(k), ...xs.slice(0, k)];
}
