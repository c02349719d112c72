/** Competition ranks ("1, 2, 2, 4") by points, overall and within each position; no points, no rank. */
export function rankByPoints<T extends { position: string }>(
  rows: T[],
  pointsOf: (row: T) => number | null,
): Map<T, { overall: number; position: number }> {
  const scored = rows.filter((r) => pointsOf(r) !== null).sort((a, b) => (pointsOf(b) ?? 0) - (pointsOf(a) ?? 0));
  const ranks = new Map<T, { overall: number; position: number }>();
  const assign = (list: T[], key: 'overall' | 'position') => {
    list.forEach((row, i) => {
      const previous = list[i - 1];
      const tied = previous !== undefined && pointsOf(previous) === pointsOf(row);
      const entry = ranks.get(row) ?? { overall: 0, position: 0 };
      entry[key] = tied ? (ranks.get(previous)?.[key] ?? i + 1) : i + 1;
      ranks.set(row, entry);
    });
  };
  assign(scored, 'overall');
  const byPosition = new Map<string, T[]>();
  for (const row of scored) {
    const list = byPosition.get(row.position);
    if (list) list.push(row);
    else byPosition.set(row.position, [row]);
  }
  for (const list of byPosition.values()) assign(list, 'position');
  return ranks;
}
