import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlySpaces, SAME_PASSWORD } from '#shared/accounts/requests.js';
import { auth, registerUser, uniqueName } from '#tests/helpers/fixtures.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

const PASSWORD = 'correct horse battery';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) => request(t.app).post('/api/auth/register').send(body);
  const login = (email: string, password: string) => request(t.app).post('/api/auth/login').send({ email, password });

  describe('register', () => {
    it('answers 201 {token, user}; display_name defaults to the username; email is stored lower-cased', async () => {
      const name = uniqueName('Reg');
      const res = await register({ username: name, email: `  ${name.toUpperCase()}@Example.COM `, password: PASSWORD });
      expect(res.status).toBe(201);
      expect(typeof res.body.token).toBe('string');
      expect(res.body.user).toEqual({
        fantasy_user_id: expect.any(Number),
        username: name,
        email: `${name.toLowerCase()}@example.com`,
        display_name: name,
      });
      const me = await request(t.app).get('/api/auth/me').set(auth(res.body.token));
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ user: res.body.user, leagues: [] });
    });

    it('keeps a given display name, and treats a blank one as none', async () => {
      const name = uniqueName('disp');
      const given = await register({ username: name, email: `${name}@example.com`, password: PASSWORD, display_name: ' The Boss ' });
      expect(given.body.user.display_name).toBe('The Boss');
      const blank = uniqueName('blank');
      const res = await register({ username: blank, email: `${blank}@example.com`, password: PASSWORD, display_name: '   ' });
      expect(res.body.user.display_name).toBe(blank);
    });

    it('refuses a taken email or username regardless of case with 409', async () => {
      const user = await registerUser(t.app);
      const sameEmail = await register({ username: uniqueName('other'), email: user.email.toUpperCase(), password: PASSWORD });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ error: 'Email already registered', code: 'conflict' });
      const sameName = await register({ username: user.username.toUpperCase(), email: `${uniqueName('x')}@example.com`, password: PASSWORD });
      expect(sameName.status).toBe(409);
      expect(sameName.body.error).toBe('Username already taken');
    });

    it.each([
      [{ email: 'a@example.com', password: PASSWORD }, 'Username is required'],
      [{ username: '   ', email: 'a@example.com', password: PASSWORD }, 'Username is required'],
      [{ username: 'someone', password: PASSWORD }, 'Email is required'],
      [{ username: 'someone', email: 'not-an-email', password: PASSWORD }, 'Invalid email format'],
      [{ username: 'someone', email: 'a@example.com' }, 'Password is required'],
      [{ username: 'someone', email: 'a@example.com', password: 'short12' }, 'Password must be at least 8 characters'],
      [{ username: 'someone', email: 'a@example.com', password: ' '.repeat(8) }, onlySpaces('Password')],
      [{ username: 'someone', email: 'a@example.com', password: ' \t \n'.repeat(3) }, onlySpaces('Password')],
      [{ username: 'x'.repeat(51), email: 'a@example.com', password: PASSWORD }, 'Username must be at most 50 characters'],
      [{ username: 42, email: 'a@example.com', password: PASSWORD }, 'Username must be text'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });
  });

  describe('login', () => {
    it('answers 200 {token, user} for the right password, whatever the email case', async () => {
      const user = await registerUser(t.app);
      const res = await login(user.email.toUpperCase(), PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.user.fantasy_user_id).toBe(user.id);
      const me = await request(t.app).get('/api/auth/me').set(auth(res.body.token));
      expect(me.body.user.username).toBe(user.username);
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const user = await registerUser(t.app);
      const wrong = await login(user.email, 'wrong password');
      const unknown = await login(`${uniqueName('nobody')}@example.com`, PASSWORD);
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'Invalid email or password', code: 'unauthorized' });
      }
    });

    it('requires email and password', async () => {
      expect((await request(t.app).post('/api/auth/login').send({ password: PASSWORD })).body.error).toBe('Email is required');
      const noPassword = await request(t.app).post('/api/auth/login').send({ email: 'a@example.com' });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.error).toBe('Password is required');
    });
  });

  describe('tokens', () => {
    const me = (token?: string) => {
      const req = request(t.app).get('/api/auth/me');
      return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
    };

    it('refuses a missing, malformed, foreign, expired or alg=none token with 401', async () => {
      const user = await registerUser(t.app);
      const secret = t.ctx.config.jwtSecret;
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const claims = Buffer.from(JSON.stringify({ sub: String(user.id), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
      const tokens = [
        undefined,
        'garbage',
        `${header}.${claims}.`,
        jwt.sign({}, 'another-secret-another-secret-another', { subject: String(user.id), expiresIn: 3600 }),
        jwt.sign({}, secret, { subject: String(user.id), expiresIn: -10 }),
        jwt.sign({}, secret, { subject: String(user.id), expiresIn: 3600, algorithm: 'HS512' }),
        jwt.sign({}, secret, { subject: String(user.id) }),
        jwt.sign({}, secret, { subject: '999999', expiresIn: 3600 }),
      ];
      for (const token of tokens) {
        const res = await me(token);
        expect(res.status, String(token)).toBe(401);
        expect(res.body.error).toEqual(expect.any(String));
      }
      expect((await me(jwt.sign({}, secret, { subject: String(user.id), expiresIn: -10 }))).body.error).toBe(
        'Session expired, please sign in again',
      );
      expect((await me(user.token)).status).toBe(200);
    });
  });

  describe('change password', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      request(t.app).post('/api/auth/change-password').set(auth(token)).send(body);

    it('refuses a wrong current password with 400 (not 401, which would sign the user out)', async () => {
      const user = await registerUser(t.app);
      const res = await change(user.token, { current_password: 'not it at all', new_password: 'brand new password' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Current password is incorrect');
      expect((await login(user.email, PASSWORD)).status).toBe(200);
    });

    it('refuses a new password shorter than 8 characters', async () => {
      const user = await registerUser(t.app);
      const res = await change(user.token, { current_password: PASSWORD, new_password: 'short' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('New password must be at least 8 characters');
    });

    it('refuses a new password of spaces alone, and keeps the old one', async () => {
      const user = await registerUser(t.app);
      const res = await change(user.token, { current_password: PASSWORD, new_password: ' '.repeat(8) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(onlySpaces('New password'));
      expect((await login(user.email, ' '.repeat(8))).status).toBe(401);
      expect((await login(user.email, PASSWORD)).status).toBe(200);
    });

    it('refuses the current password as the new one with 400, and ends no session', async () => {
      const user = await registerUser(t.app);
      const res = await change(user.token, { current_password: PASSWORD, new_password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(SAME_PASSWORD);
      // Nothing changed: the token from before still works.
      expect((await request(t.app).get('/api/auth/me').set(auth(user.token))).status).toBe(200);
    });

    it('takes spaces inside or around a password as part of it', async () => {
      const user = await registerUser(t.app);
      const spaced = `  ${PASSWORD}  `;
      expect((await change(user.token, { current_password: PASSWORD, new_password: spaced })).status).toBe(200);
      expect((await login(user.email, spaced)).status).toBe(200);
      expect((await login(user.email, PASSWORD)).status).toBe(401);
    });

    it('replaces the password: the new one signs in, the old one no longer does', async () => {
      const user = await registerUser(t.app);
      const res = await change(user.token, { current_password: PASSWORD, new_password: 'brand new password' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Password changed successfully',
        token: expect.any(String),
        user: { fantasy_user_id: user.id, username: user.username, email: user.email, display_name: user.username },
      });
      expect((await login(user.email, 'brand new password')).status).toBe(200);
      expect((await login(user.email, PASSWORD)).status).toBe(401);
    });

    it('requires a session', async () => {
      const res = await request(t.app).post('/api/auth/change-password').send({ current_password: PASSWORD, new_password: 'x'.repeat(9) });
      expect(res.status).toBe(401);
    });
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 {error} after 10 tries per 15 minutes for one IP and email, not for another email', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await request(t.app).post('/api/auth/login').send({ email: user.email, password: 'wrong password' });
      expect(res.status).toBe(401);
    }
    const limited = await request(t.app).post('/api/auth/login').send({ email: user.email.toUpperCase(), password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.stringMatching(/Too many attempts/), code: 'rate_limited' });
    expect(limited.headers['ratelimit-policy']).toMatch(/q=10; w=900/);

    const other = await registerUser(t.app);
    expect((await request(t.app).post('/api/auth/login').send({ email: other.email, password: PASSWORD })).status).toBe(200);
  });

  it('limits registration tries for one email too', async () => {
    const limited = await openTestApp({ authRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const email = `${uniqueName('reg')}@example.com`;
      const attempt = (username: string) => request(limited.app).post('/api/auth/register').send({ username, email, password: PASSWORD });
      expect((await attempt(uniqueName('a'))).status).toBe(201);
      expect((await attempt(uniqueName('b'))).status).toBe(409);
      expect((await attempt(uniqueName('c'))).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
