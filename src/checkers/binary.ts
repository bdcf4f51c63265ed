/**
 * An independent checker for binary CSPs given as relation tables: it reads the tables the
 * instance was made of (not the solver's constraint objects) and says which pairs fail.
 */
export interface BinaryRelation {
  /** The two variables the relation constrains. */
  x: number;
  y: number;
  /** `allowed[a][b]`: may x take value a while y takes value b? */
  allowed: readonly (readonly boolean[])[];
}

export interface BinaryCsp {
  /** Variable v takes a value in 0 .. domainSizes[v] - 1. */
  domainSizes: readonly number[];
  relations: readonly BinaryRelation[];
}

/** Returns the problems found; an empty list means `values` satisfies every relation. */
export function checkBinaryCsp(csp: BinaryCsp, values: ArrayLike<number>): string[] {
  const problems: string[] = [];
  if (values.length !== csp.domainSizes.length) return [`${values.length} values for ${csp.domainSizes.length} variables`];
  csp.domainSizes.forEach((size, v) => {
    const value = values[v]!;
    if (!Number.isInteger(value) || value < 0 || value >= size) problems.push(`variable ${v} holds ${value}, outside 0..${size - 1}`);
  });
  for (const { x, y, allowed } of csp.relations) {
    const a = values[x]!;
    const b = values[y]!;
    if (allowed[a]?.[b] !== true) problems.push(`relation (x${x}, x${y}) forbids (${a}, ${b})`);
  }
  return problems;
}
