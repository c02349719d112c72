import type { PasswordCost } from '../config.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { DbOrTrx } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { badRequest, conflict, unauthorized } from '../errors.js';
import type { UserRowForPresenter } from './user-presenter.js';

export const EMAIL_TAKEN = 'Email already registered';
export const USERNAME_TAKEN = 'Username already taken';
export const BAD_CREDENTIALS = 'Invalid email or password';

export interface RegisterInput {
  username: string;
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
  display_name?: string | undefined;
}

async function findTakenField(db: DbOrTrx, email: string, usernameLower: string): Promise<string | undefined> {
  const byEmail = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (byEmail) return EMAIL_TAKEN;
  const byName = await db.selectFrom('users').select('id').where('username_lower', '=', usernameLower).executeTakeFirst();
  return byName ? USERNAME_TAKEN : undefined;
}

/** Create an account; email and username are unique regardless of case. */
export async function registerUser(db: DbOrTrx, input: RegisterInput, cost: PasswordCost): Promise<UserRowForPresenter> {
  const usernameLower = input.username.toLowerCase();
  const taken = await findTakenField(db, input.email, usernameLower);
  if (taken) throw conflict(taken);
  const passwordHash = await hashPassword(input.password, cost);
  const row = {
    username: input.username,
    username_lower: usernameLower,
    email: input.email,
    display_name: input.display_name || input.username,
    password_hash: passwordHash,
    created_at: new Date().toISOString(),
  };
  try {
    const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    return { id, username: row.username, email: row.email, display_name: row.display_name };
  } catch (err) {
    // Another registration with the same email or name committed while we hashed.
    if (isUniqueViolation(err)) throw conflict((await findTakenField(db, input.email, usernameLower)) ?? EMAIL_TAKEN);
    throw err;
  }
}

/**
 * The user for an email and password, with the token version to sign; the same 401 whether the
 * email or the password is wrong.
 */
export async function checkCredentials(
  db: DbOrTrx,
  email: string,
  password: string,
  cost: PasswordCost,
): Promise<UserRowForPresenter & { tokenVersion: number }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'display_name', 'password_hash', 'token_version'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) {
    // Spend the same hashing time so response timing does not reveal which emails exist.
    await hashPassword(password, cost);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(password, user.password_hash))) throw unauthorized(BAD_CREDENTIALS);
  return { id: user.id, username: user.username, email: user.email, display_name: user.display_name, tokenVersion: user.token_version };
}

/**
 * Replace the password after checking the current one, and bump the token version so every
 * token signed before (other devices, open sockets) stops working; answers the new version.
 * A wrong current password is a 400, not a 401: the client treats every 401 as "signed out"
 * and would drop the session.
 */
export async function changePassword(
  db: DbOrTrx,
  userId: number,
  currentPassword: string,
  newPassword: string,
  cost: PasswordCost,
): Promise<number> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!user || !(await verifyPassword(currentPassword, user.password_hash))) {
    throw badRequest('Current password is incorrect');
  }
  const passwordHash = await hashPassword(newPassword, cost);
  // One statement: the new hash and the new version land together, and concurrent changes each
  // get their own version.
  const updated = await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirst();
  if (!updated) throw unauthorized('Invalid token');
  return updated.token_version;
}
