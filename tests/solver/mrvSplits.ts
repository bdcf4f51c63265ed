/**
 * MRV with halving, recomputed for the tests of domain splitting (tests/solver/split.test.ts,
 * src/app/test/exerciseSplit.test.ts), over an arc-consistency `closure` each test writes its own
 * way: arc consistency; a wipe-out ends the branch, all single values are a solution; else split
 * the variable with the fewest values above one (the smallest on a tie) into its first ⌊n/2⌋
 * values and the rest, lower half first. Returns the splits, the splits made when the last
 * solution was reached, and the solutions in order.
 */
export type Domains = number[][];

export function mrvSplitsByHand(start: Domains, closure: (d: Domains) => Domains): { splits: number; toEverySolution: number; solutions: string[] } {
  let splits = 0;
  let toEverySolution = 0;
  const solutions: string[] = [];
  const go = (domains: Domains): void => {
    const d = closure(domains);
    if (d.some((x) => x.length === 0)) return;
    if (d.every((x) => x.length === 1)) {
      solutions.push(d.map((x) => x[0]).join(','));
      toEverySolution = splits;
      return;
    }
    let v = -1;
    d.forEach((x, u) => {
      if (x.length > 1 && (v < 0 || x.length < d[v]!.length)) v = u;
    });
    splits++;
    const middle = Math.floor(d[v]!.length / 2);
    go(d.map((x, u) => (u === v ? x.slice(0, middle) : x)));
    go(d.map((x, u) => (u === v ? x.slice(middle) : x)));
  };
  go(start);
  return { splits, toEverySolution, solutions };
}
