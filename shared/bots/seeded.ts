/**
 * Seeded randomness for the bots (docs/ARCHITECTURE.md, Bots): the same seed gives the same
 * personalities and the same pauses, so a practice run is reproducible from its seed.
 */

/** A 32-bit hash of a few integers (FNV-1a over their bytes). */
export function hashInts(...parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    let n = Math.trunc(part) >>> 0;
    for (let i = 0; i < 4; i += 1) {
      h ^= n & 0xff;
      h = Math.imul(h, 0x01000193) >>> 0;
      n >>>= 8;
    }
  }
  return h >>> 0;
}

/** mulberry32: a small, fast generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One number in [0, 1) for these integers: the same inputs, the same number. */
export const seededUnit = (...parts: readonly number[]): number => seededRandom(hashInts(...parts))();
