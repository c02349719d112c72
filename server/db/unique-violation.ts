/**
 * Did a write fail on a UNIQUE constraint? Checks run before inserts, but two requests can
 * race past them; the constraint is the last word and must become a 409, not a 500.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  // better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE; PostgreSQL reports SQLSTATE 23505.
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}

/**
 * Did a write fail on the unique index or constraint covering `column`? PostgreSQL names the
 * constraint (our index names spell out their columns); SQLite lists `table.column` in its message.
 */
export function isUniqueViolationOn(err: unknown, column: string): boolean {
  if (!isUniqueViolation(err)) return false;
  const e = err as { constraint?: unknown; message?: unknown };
  return [e.constraint, e.message].some((text) => typeof text === 'string' && text.includes(column));
}
