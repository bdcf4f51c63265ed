/**
 * The trail: how a depth-first search takes back what it changed. Every change to a reversible
 * integer (a word of a domain, a domain's size, ...) first saves the cell's index and its old value;
 * undoing to a mark writes the old values back, newest first. Nothing is ever copied wholesale per
 * node. The generic search (`State`) and the all-different kernel keep their cells in one
 * Int32Array each and share this trail.
 */
export class Trail {
  private entries: Int32Array;
  /** Integers in use (two per saved change): the mark to come back to. */
  length = 0;

  constructor(capacity = 1024) {
    this.entries = new Int32Array(Math.max(2, capacity));
  }

  /** Remember that `cells[index]` was `old`. */
  save(index: number, old: number): void {
    if (this.length + 2 > this.entries.length) {
      const bigger = new Int32Array(this.entries.length * 2);
      bigger.set(this.entries);
      this.entries = bigger;
    }
    this.entries[this.length++] = index;
    this.entries[this.length++] = old;
  }

  /** Undo, in `cells`, every change saved since `mark`. */
  undoTo(mark: number, cells: Int32Array): void {
    const t = this.entries;
    for (let i = this.length - 2; i >= mark; i -= 2) cells[t[i]!] = t[i + 1]!;
    this.length = mark;
  }
}
