/**
 * Overlap tests between the spans of one line's dates, as the scanners of time/scan.ts read them, in
 * O(log n) (a line of 50,000 dates is read in linear time, not quadratic): the earlier scanners' spans
 * sorted by start with the running maximum of their ends, and the current scanner's, which come in order
 * without overlapping each other (only its last can overlap).
 */
export class Spans {
  private done: Array<[number, number]> = [];
  private maxEnd: number[] = [];
  private current: Array<[number, number]> = [];
  add(s: number, e: number): void { this.current.push([s, e]); }
  /** Another scanner starts: the current spans join the sorted ones. */
  next(): void {
    if (this.current.length === 0) return;
    for (const x of this.current) this.done.push(x);
    this.current = [];
    this.done.sort((a, b) => a[0] - b[0]);
    let max = -1;
    this.maxEnd = this.done.map(([, e]) => (max = Math.max(max, e)));
  }
  overlaps(s: number, e: number): boolean {
    const last = this.current[this.current.length - 1];
    if (last && s < last[1] && e > last[0]) return true;
    let lo = 0; let hi = this.done.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (this.done[mid]![0] < e) lo = mid + 1; else hi = mid; }
    return lo > 0 && this.maxEnd[lo - 1]! > s;
  }
}
