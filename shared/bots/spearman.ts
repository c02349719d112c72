/** Ranks with ties averaged (1-based). */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  const out = new Array<number>(xs.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.x === order[start]?.x) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) out[(order[k] as { i: number }).i] = rank;
    start = end + 1;
  }
  return out;
}

/**
 * Spearman's rank correlation (Pearson's over the ranks, ties averaged): how well sale prices
 * follow values. NaN with fewer than two pairs or no spread.
 */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return Number.NaN;
  const ra = ranks(a.slice(0, n));
  const rb = ranks(b.slice(0, n));
  const mean = (n + 1) / 2;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i += 1) {
    const da = (ra[i] as number) - mean;
    const db = (rb[i] as number) - mean;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return va === 0 || vb === 0 ? Number.NaN : cov / Math.sqrt(va * vb);
}
