import type { z } from 'zod';
import { validationFailed } from '../errors.js';

/** Parse input with a zod schema; the first issue becomes a 400 with a readable message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid input';
  // 'league_name' is named in 'League name is required' already; zod's own messages are not.
  const lastKey = String(issue?.path.at(-1) ?? '').replaceAll('_', ' ').toLowerCase();
  const named = lastKey !== '' && message.toLowerCase().replaceAll('_', ' ').includes(lastKey);
  throw validationFailed(field && !named ? `${field}: ${message}` : message);
}

/** Ids are 32-bit serial columns on PostgreSQL; a larger number would fail there, not just miss. */
const MAX_ID = 2_147_483_647;

/** Route params are strings; ids must be positive integers or the resource does not exist. */
export function idParam(value: unknown, what = 'Resource'): number {
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || n < 1 || n > MAX_ID) {
    throw validationFailed(`${what} id must be a positive integer`);
  }
  return n;
}
