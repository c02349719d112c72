import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { changePasswordSchema, type ChangePasswordRequest } from '#shared/accounts/requests.js';
import { MIN_PASSWORD_LENGTH } from '#shared/league-rules.js';
import { changePassword } from '../api/auth.js';
import { failureMessage } from '../api/transport.js';
import { Field } from '../components/Field.js';
import { notifySuccess } from '../toasts/notify.js';
import { useSession } from '../stores/session.js';

/** docs/DECISIONS.md, Accounts: the spec names the call but none of the screen's texts. */
export const PASSWORD_MISMATCH = 'New passwords do not match';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';

type Form = { current: string; next: string; confirm: string };
const EMPTY: Form = { current: '', next: '', confirm: '' };

/** The request the form would send, or the first rule it breaks (the server's own schema, then the repeat). */
export function checkPasswordForm(form: Form): { ok: true; request: ChangePasswordRequest } | { ok: false; error: string } {
  const parsed = changePasswordSchema.safeParse({ current_password: form.current, new_password: form.next });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? CHANGE_PASSWORD_FAILED };
  if (form.next !== form.confirm) return { ok: false, error: PASSWORD_MISMATCH };
  return { ok: true, request: parsed.data };
}

/**
 * /account/password, from the account menu. Every other session of the account ends; this one
 * gets the fresh token from the answer and stays signed in (docs/API.md, Accounts).
 */
export default function ChangePasswordPage() {
  const signIn = useSession((s) => s.signIn);
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user, message }) => {
      signIn(token, user);
      setForm(EMPTY);
      setDone(message);
      notifySuccess(message);
    },
    // Shown next to the form, not only in a toast: the reason is about what was typed here.
    onError: (err) => setError(failureMessage(err, CHANGE_PASSWORD_FAILED)),
  });

  const set = (key: keyof Form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [key]: event.target.value });
    setDone(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const check = checkPasswordForm(form);
    if (!check.ok) return setError(check.error);
    setError(null);
    submit.mutate(check.request);
  };

  return (
    <div className="page page-narrow">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link href="/leagues">← My Leagues</Link>
      </nav>
      <header className="page-header">
        <div>
          <h1 className="page-title">Change Password</h1>
          <p className="page-subtitle">Your other devices are signed out; this one stays signed in.</p>
        </div>
      </header>
      <section className="card">
        <form onSubmit={onSubmit} className="form-stack" noValidate aria-label="Change Password">
          <Field label="Current password">
            {({ id }) => (
              <input id={id} className="input" type="password" name="current_password" autoComplete="current-password" required value={form.current} onChange={set('current')} />
            )}
          </Field>
          <Field label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters`}>
            {({ id, describedBy }) => (
              <input
                id={id}
                className="input"
                type="password"
                name="new_password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                aria-describedby={describedBy}
                value={form.next}
                onChange={set('next')}
              />
            )}
          </Field>
          <Field label="Repeat new password">
            {({ id }) => (
              <input id={id} className="input" type="password" name="confirm_password" autoComplete="new-password" required value={form.confirm} onChange={set('confirm')} />
            )}
          </Field>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          {done && (
            <p className="field-success" role="status">
              {done}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
              {submit.isPending ? 'Changing...' : 'Change Password'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
