/**
 * What the shared server code expects of its host and a Web Worker lacks: `setImmediate` (the
 * diagnostics scheduler's "now" run). A zero-delay timer stands in for it.
 */
const g = globalThis as unknown as { setImmediate?: unknown; clearImmediate?: unknown };
if (typeof g.setImmediate !== 'function') {
  g.setImmediate = (fn: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(fn, 0, ...args);
  g.clearImmediate = (h: ReturnType<typeof setTimeout>) => clearTimeout(h);
}
export {};
