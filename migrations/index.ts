import type { Migration } from 'kysely';
import * as m001 from './001_core.js';

/**
 * Every migration, in order. A static list (rather than reading the folder) so the
 * same code runs under tsx, vitest and bundlers without filesystem tricks.
 */
export const migrations: Record<string, Migration> = {
  '001_core': m001,
};
