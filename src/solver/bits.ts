/** Bit helpers for domains stored as arrays of 32-bit words. */

/** Number of set bits in a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Index (0..31) of the lowest set bit of a non-zero word. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Number of 32-bit words needed for `n` bits. */
export function wordsFor(n: number): number {
  return (n + 31) >>> 5;
}

/** Mask of the valid bits in the last word of an `n`-bit set (all ones when n is a multiple of 32). */
export function lastWordMask(n: number): number {
  const rest = n & 31;
  return rest === 0 ? -1 : (1 << rest) - 1;
}
