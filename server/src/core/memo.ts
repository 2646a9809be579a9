/**
 * Per-line memory for work that depends on a line's text only: a rule asks for line i with its text and
 * gets the previous run's value when line i read the same (typing changes one line), or when any line of
 * the previous run read the same (lines moved), else computes it. A memo keeps one value per line of the
 * document, updated in place: a keystroke writes only the lines it changed. Values must not hold line
 * numbers.
 */
/** Below this many lines not found by index, computing them is cheaper than indexing the previous run by text. */
export const FEW_MISSES = 8;

export class LineMemo<T> {
  /** The text each line had when its value was computed, and the value: updated in place, line by line. */
  private texts: (string | undefined)[] = [];
  private values: T[] = [];
  private byText: Map<string, T> | undefined;
  private misses = 0;
  /** One past the highest line asked for in this run: the arrays are cut there when it ends. */
  private asked = 0;

  get(i: number, text: string, compute: (text: string) => T): T {
    if (i >= this.asked) this.asked = i + 1;
    if (this.texts[i] === text) return this.values[i]!; // the line is unchanged: nothing to write
    let v: T;
    if (++this.misses <= FEW_MISSES) v = compute(text); // typing: a line or two changed, the rest hit by index
    else {
      // Many misses: lines moved. Index what is known by text once (values are pure functions of the
      // text, so a pair already overwritten in this run is as good as the one it replaced).
      if (!this.byText) {
        this.byText = new Map();
        for (let k = 0; k < this.texts.length; k++) { const t = this.texts[k]; if (t !== undefined) this.byText.set(t, this.values[k]!); }
      }
      v = this.byText.has(text) ? this.byText.get(text)! : compute(text);
    }
    this.texts[i] = text;
    this.values[i] = v;
    return v;
  }

  /** Ends a run: lines past the last one asked for are forgotten (the document got shorter). */
  rotate(): void {
    if (this.texts.length > this.asked) {
      this.texts.length = this.asked;
      this.values.length = this.asked;
    }
    this.byText = undefined;
    this.misses = 0;
    this.asked = 0;
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
