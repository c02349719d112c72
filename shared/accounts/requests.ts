import { z } from 'zod';
import { requiredEmail, requiredText } from '../fields.js';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '../league-rules.js';

/** Request bodies of /api/auth (docs/API.md, Accounts); strict: an unknown key is a 400. */

function newPassword(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

/** POST /auth/register */
export const registerSchema = z.strictObject({
  username: requiredText('Username', MAX_USERNAME_LENGTH),
  email: requiredEmail,
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
export const changePasswordSchema = z.strictObject({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH, `Current password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  new_password: newPassword('New password'),
});

export type RegisterRequest = z.infer<typeof registerSchema>;
export type LoginRequest = z.infer<typeof loginSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
