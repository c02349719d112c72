/**
 * Did a write fail on a UNIQUE constraint? Checks run before inserts, but two requests can
 * race past them; the constraint is the last word and must become a 409, not a 500.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  // better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE; PostgreSQL reports SQLSTATE 23505.
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}
