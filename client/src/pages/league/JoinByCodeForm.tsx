import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { readLeagueCode } from '#shared/leagues/league-code-text.js';
import './join-code-form.css';

/**
 * A league's code as the commissioner read it out (docs/DECISIONS.md, "Joining by code"): typed here,
 * it opens the league's join page, where the guest picks a team. Without it a code heard across the
 * room could only be typed into the address bar.
 */
export function JoinByCodeForm() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readLeagueCode(text);
    if (!read.ok) return setError(read.error);
    navigate(`/join/${read.code}`);
  };
  return (
    <form className="join-code-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`}>Have a league code?</label>
      <div className="join-code-row">
        <input
          id={`${id}-code`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          maxLength={12}
          placeholder="K7M2QX"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-secondary">
          Join
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
