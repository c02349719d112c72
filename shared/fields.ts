import { z } from 'zod';
import { isValidEmail, MAX_EMAIL_LENGTH } from './league-rules.js';

/**
 * Zod building blocks whose messages read well in a toast ("League name is required"),
 * shared by the route schemas so the same field fails the same way everywhere.
 */

const missingOr = (missing: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrongType;

/** Trimmed, non-empty text of at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: missingOr(`${label} is required`, `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An integer in [min, max]; the message names the range. */
export function integerBetween(label: string, min: number, max: number) {
  const range = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: missingOr(`${label} is required`, range) }).int(range).min(min, range).max(max, range);
}

export function numberBetween(label: string, min: number, max: number) {
  const range = `${label} must be a number from ${min} to ${max}`;
  return z.number({ error: missingOr(`${label} is required`, range) }).min(min, range).max(max, range);
}

/** The data's player ids are short (00-0034857, DEF-KC); a longer one cannot match any player. */
export const MAX_PLAYER_ID_LENGTH = 64;

/** A player named in a command (`nfl_player_id`): an id too long to exist is simply not found. */
export function nflPlayerIdField() {
  return z
    .string({ error: 'nfl_player_id is required' })
    .trim()
    .min(1, 'nfl_player_id is required')
    .max(MAX_PLAYER_ID_LENGTH, 'Player not found');
}

export function positiveId(label: string) {
  const message = `${label} must be a positive integer`;
  return z.number({ error: missingOr(`${label} is required`, message) }).int(message).positive(message).max(2_147_483_647, message);
}

export function booleanField(label: string) {
  return z.boolean({ error: `${label} must be true or false` });
}

/** A required address, trimmed and lower-cased (emails are stored lower-cased). */
export const requiredEmail = z
  .string({ error: missingOr('Email is required', 'Email must be text') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .refine(isValidEmail, 'Invalid email format');

/**
 * An owner email: null, '' or blank means an unclaimed team (stored as null);
 * anything else must match the simple address pattern. Absent stays undefined.
 */
export const ownerEmailField = z
  .string({ error: 'Owner email must be text or null' })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, 'Invalid email format')
  .refine((v) => v === '' || isValidEmail(v), 'Invalid email format')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
