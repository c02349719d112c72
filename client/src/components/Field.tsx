import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** Renders the control; gets the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Allowed but worth a second look (a bid over the max, say): announced politely, not an error. */
  warning?: string | null;
  className?: string;
}

/** A labelled form control with an optional hint and an inline error announced to screen readers. */
export function Field({ label, children, hint, error, warning, className = '' }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const describedBy = [hintId, warningId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'field-invalid' : ''} ${className}`.trim()}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {warning && (
        <p id={warningId} className="field-warning" role="status">
          {warning}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
