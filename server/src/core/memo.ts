/**
 * Per-line memory for work that depends on a line's text only: a rule asks for line i with its text and
 * gets the previous run's value when line i read the same (typing changes one line), or when any line of
 * the previous run read the same (lines moved), else computes it. Each run keeps only what it asked for,
 * so the memory is bounded by the document. Values must not hold line numbers.
 */
/** Below this many lines not found by index, computing them is cheaper than indexing the previous run by text. */
export const FEW_MISSES = 8;

export class LineMemo<T> {
  private texts: (string | undefined)[] = [];
  private values: T[] = [];
  private nextTexts: (string | undefined)[] = [];
  private nextValues: T[] = [];
  private byText: Map<string, T> | undefined;

  private misses = 0;

  get(i: number, text: string, compute: (text: string) => T): T {
    let v: T;
    if (this.texts[i] === text) v = this.values[i]!;
    else if (++this.misses <= FEW_MISSES) v = compute(text); // typing: a line or two changed, the rest hit by index
    else {
      if (!this.byText) {
        this.byText = new Map();
        for (let k = 0; k < this.texts.length; k++) { const t = this.texts[k]; if (t !== undefined) this.byText.set(t, this.values[k]!); }
      }
      v = this.byText.has(text) ? this.byText.get(text)! : compute(text);
    }
    this.nextTexts[i] = text;
    this.nextValues[i] = v;
    return v;
  }

  /** Ends a run: what it asked for is what the next run can reuse. */
  rotate(): void {
    this.texts = this.nextTexts;
    this.values = this.nextValues;
    this.nextTexts = [];
    this.nextValues = [];
    this.byText = undefined;
    this.misses = 0;
  }
}

/** The memos of one analyzer, by name (a rule id, or a rule id and what its options change). */
export class Memos {
  private memos = new Map<string, LineMemo<unknown>>();

  get<T>(name: string): LineMemo<T> {
    let m = this.memos.get(name);
    if (!m) { m = new LineMemo<unknown>(); this.memos.set(name, m); }
    return m as LineMemo<T>;
  }

  rotate(): void {
    for (const m of this.memos.values()) m.rotate();
  }
}
