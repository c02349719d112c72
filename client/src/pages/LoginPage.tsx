import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '#shared/league-rules.js';
import type { AuthResponse } from '#shared/league-types.js';
import { login, register } from '../api/auth.js';
import { failureMessage } from '../api/transport.js';
import { Field } from '../components/Field.js';
import { notifySuccess } from '../toasts/notify.js';
import { HOME_PATH, LOGIN_PATH, nextPathFrom } from '../navigation/return-to.js';
import { useSession } from '../stores/session.js';

type Mode = 'login' | 'register';

const COPY = {
  login: { title: 'Sign in', submit: 'Sign In', busy: 'Signing in...', success: 'Login successful!', failure: 'Login failed' },
  register: { title: 'Create your account', submit: 'Create Account', busy: 'Creating account...', success: 'Registration successful!', failure: 'Registration failed' },
} as const;

/**
 * The mode rides in the address (`?mode=register`) beside the return-to, so a reload of the
 * register form stays on it (docs/DECISIONS.md, Accounts).
 */
const MODE_PARAM = 'mode';
const modeOf = (search: string): Mode => (new URLSearchParams(search).get(MODE_PARAM) === 'register' ? 'register' : 'login');
function addressFor(search: string, mode: Mode): string {
  const params = new URLSearchParams(search);
  if (mode === 'register') params.set(MODE_PARAM, mode);
  else params.delete(MODE_PARAM);
  return params.size > 0 ? `${LOGIN_PATH}?${params.toString()}` : LOGIN_PATH;
}

/**
 * One screen that toggles between sign-in and register (spec 01 §2). A refusal shows under the form,
 * not as a toast: on a phone, toasts stacked over the button (docs/DECISIONS.md, Accounts).
 */
export default function LoginPage() {
  const signedIn = useSession((s) => s.token !== null);
  // Decided once: after a successful sign-in this page navigates itself, to the remembered page.
  const [signedInOnArrival] = useState(signedIn);
  const signIn = useSession((s) => s.signIn);
  const search = useSearch();
  const [, navigate] = useLocation();
  const mode = modeOf(search);
  const [form, setForm] = useState({ email: '', password: '', username: '', displayName: '' });
  const copy = COPY[mode];

  const submit = useMutation({
    mutationFn: (): Promise<AuthResponse> => {
      const email = form.email.trim();
      if (mode === 'login') return login({ email, password: form.password });
      const username = form.username.trim();
      return register({ username, email, password: form.password, display_name: form.displayName.trim() || username });
    },
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      notifySuccess(copy.success);
      navigate(nextPathFrom(search), { replace: true });
    },
  });

  if (signedInOnArrival) return <Redirect to={HOME_PATH} replace />;

  // A refusal was about what was sent: once a field changes it no longer describes the form, and goes.
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [key]: event.target.value });
    if (submit.isError) submit.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submit.isPending) submit.mutate();
  };
  const switchTo = (next: Mode) => {
    navigate(addressFor(search, next), { replace: true });
    submit.reset();
  };

  return (
    <main className="auth-screen">
      <div className="auth-card card">
        <div className="auth-brand">
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <div>
            <p className="auth-product">Gavel</p>
            <p className="muted">Live fantasy football auction drafts</p>
          </div>
        </div>
        <h1 className="auth-title">{copy.title}</h1>
        {nextPathFrom(search).startsWith('/join/') && <p className="muted">Sign in, or create an account, to pick your team in the league you were invited to.</p>}
        <form onSubmit={onSubmit} className="form-stack">
          {mode === 'register' && (
            <Field label="Username">
              {({ id }) => (
                <input id={id} className="input" name="username" autoComplete="username" required value={form.username} onChange={set('username')} />
              )}
            </Field>
          )}
          <Field label="Email">
            {({ id }) => <input id={id} className="input" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />}
          </Field>
          <Field label="Password" hint={mode === 'register' ? `At least ${MIN_PASSWORD_LENGTH} characters` : undefined}>
            {({ id, describedBy }) => (
              <input
                id={id}
                className="input"
                type="password"
                name="password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                required
                minLength={mode === 'register' ? MIN_PASSWORD_LENGTH : undefined}
                aria-describedby={describedBy}
                value={form.password}
                onChange={set('password')}
              />
            )}
          </Field>
          {mode === 'register' && (
            <Field label="Display name (optional)" hint="Shown to your league. Defaults to your username.">
              {({ id, describedBy }) => (
                <input id={id} className="input" name="display_name" autoComplete="nickname" aria-describedby={describedBy} value={form.displayName} onChange={set('displayName')} />
              )}
            </Field>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submit.isPending}>
            {submit.isPending ? copy.busy : copy.submit}
          </button>
        </form>
        {submit.isError && (
          <p className="field-error auth-refusal" role="alert">
            {failureMessage(submit.error, copy.failure)}
          </p>
        )}
        <p className="auth-switch">
          {mode === 'login' ? (
            <>
              New to Gavel?{' '}
              <button type="button" className="link-btn" onClick={() => switchTo('register')}>
                Create an account
              </button>
            </>
          ) : (
            <>
              Already have an account?{' '}
              <button type="button" className="link-btn" onClick={() => switchTo('login')}>
                Sign in
              </button>
            </>
          )}
        </p>
      </div>
    </main>
  );
}
