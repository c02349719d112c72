import { z } from 'zod';
import { requiredEmail, requiredText } from '../fields.js';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '../league-rules.js';

/** Request bodies of /api/auth (docs/API.md, Accounts); strict: an unknown key is a 400. */

/**
 * A password being chosen. Spaces count, as in any password, but one of spaces alone is refused: it
 * passes the length rule while protecting nothing (docs/DECISIONS.md, Accounts). Signing in takes
 * any password, so an account made before this rule still signs in.
 */
function newPassword(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine((password) => /\S/.test(password), onlySpaces(label));
}

export const onlySpaces = (label: string) => `${label} cannot be only spaces`;
export const SAME_PASSWORD = 'The new password is the same as the current one';

/**
 * Kept for `npm run seed`'s demo accounts, so a real account never collides with one
 * (docs/DECISIONS.md, "First minutes"): usernames starting with `demo-`, and emails under the
 * `.invalid` top-level domain, which RFC 2606 reserves and which can never receive mail.
 */
export const DEMO_USERNAME_PREFIX = 'demo-';
export const RESERVED_EMAIL_TLD = '.invalid';
export const DEMO_USERNAME_TAKEN = `Usernames starting with "${DEMO_USERNAME_PREFIX}" are kept for the demo accounts`;
export const UNREACHABLE_EMAIL = `Email addresses ending in ${RESERVED_EMAIL_TLD} cannot receive mail; use your own address`;

/** POST /auth/register */
export const registerSchema = z.strictObject({
  username: requiredText('Username', MAX_USERNAME_LENGTH).refine((name) => !name.toLowerCase().startsWith(DEMO_USERNAME_PREFIX), DEMO_USERNAME_TAKEN),
  email: requiredEmail.refine((email) => !email.endsWith(RESERVED_EMAIL_TLD), UNREACHABLE_EMAIL),
  password: newPassword('Password'),
  display_name: z
    .string({ error: 'Display name must be text' })
    .trim()
    .max(MAX_NAME_LENGTH, `Display name must be at most ${MAX_NAME_LENGTH} characters`)
    .nullish(),
});

/** POST /auth/login */
export const loginSchema = z.strictObject({
  email: requiredEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

/** POST /auth/change-password */
export const changePasswordSchema = z
  .strictObject({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD_LENGTH, `Current password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    new_password: newPassword('New password'),
  })
  // A change that changes nothing would still end every other session: say so instead.
  .refine((body) => body.new_password !== body.current_password, { message: SAME_PASSWORD, path: ['new_password'] });

export type RegisterRequest = z.infer<typeof registerSchema>;
export type LoginRequest = z.infer<typeof loginSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
