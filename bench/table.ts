/** Plain-text tables for benchmark output. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(line(r));
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Repeat `f` until `budgetMs` has passed (at least `min` times); returns each run's result. */
export function repeat<T>(f: () => T, budgetMs = 200, min = 3, max = 200): T[] {
  const out: T[] = [];
  const start = performance.now();
  while (out.length < min || (out.length < max && performance.now() - start < budgetMs)) out.push(f());
  return out;
}
