// Loaded into a benchmarked server with `--import` (BENCH_SQL=1, scripts/bench/sql-timing.ts): times
// every SQLite statement the server runs, by its SQL text, in the server's own process. On SIGUSR2
// it writes the totals so far to GAVEL_BENCH_SQL_OUT (whole, by a rename), so the bench can take
// the difference over its measured window. SQL text only: parameters are never recorded.
// `iterate` is timed to its iterator's creation only (the server streams no rows on its hot paths).
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const out = process.env.GAVEL_BENCH_SQL_OUT;
if (out) {
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const probe = new Database(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('select 1'));
  probe.close();
  /** SQL text → [calls, nanoseconds]. */
  const totals = new Map();
  for (const method of ['run', 'all', 'get', 'iterate']) {
    const original = Statement[method];
    Statement[method] = function timed(...args) {
      const start = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const entry = totals.get(this.source) ?? [0, 0];
        entry[0] += 1;
        entry[1] += Number(process.hrtime.bigint() - start);
        totals.set(this.source, entry);
      }
    };
  }
  let dumps = 0;
  process.on('SIGUSR2', () => {
    dumps += 1;
    writeFileSync(`${out}.tmp`, JSON.stringify({ dumps, totals: [...totals] }));
    renameSync(`${out}.tmp`, out);
  });
}
