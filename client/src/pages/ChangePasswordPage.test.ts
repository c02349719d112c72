import { describe, expect, it } from 'vitest';
import { onlySpaces, SAME_PASSWORD } from '#shared/accounts/requests.js';
import { checkPasswordForm, PASSWORD_MISMATCH } from './ChangePasswordPage.js';

/** The form refuses before sending what the server would refuse, in the server's words (its schema). */
describe('the Change Password form', () => {
  const form = (current: string, next: string, confirm = next) => ({ current, next, confirm });

  it('refuses a new password of spaces alone, however long', () => {
    expect(checkPasswordForm(form('old secret', ' '.repeat(8)))).toEqual({ ok: false, error: onlySpaces('New password') });
    expect(checkPasswordForm(form('old secret', '\t '.repeat(20)))).toEqual({ ok: false, error: onlySpaces('New password') });
  });

  it('refuses the current password as the new one, before asking for the repeat to match', () => {
    expect(checkPasswordForm(form('the same secret', 'the same secret'))).toEqual({ ok: false, error: SAME_PASSWORD });
    expect(checkPasswordForm(form('the same secret', 'the same secret', 'typo'))).toEqual({ ok: false, error: SAME_PASSWORD });
  });

  it('takes a new password with spaces in it, as typed', () => {
    expect(checkPasswordForm(form('old secret', ' new secret '))).toEqual({ ok: true, request: { current_password: 'old secret', new_password: ' new secret ' } });
    expect(checkPasswordForm(form('old secret', 'new secret', 'new secreT'))).toEqual({ ok: false, error: PASSWORD_MISMATCH });
  });
});
