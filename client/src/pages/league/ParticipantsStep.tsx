import type { ParticipantRow } from '../../forms/draft-form.js';

interface Props {
  rows: ParticipantRow[];
  onChange: (rows: ParticipantRow[]) => void;
  errors: Map<number, string>;
}

/** Step 2 of Create Draft: team name, owner email and draft position for each participant. */
export function ParticipantsStep({ rows, onChange, errors }: Props) {
  const update = (index: number, patch: Partial<ParticipantRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <div className="participants">
      <p className="field-hint">Rows for teams the league already has keep their owner; owner emails can be left empty and mapped later.</p>
      <div className="participants-head" aria-hidden="true">
        <span>Team name</span>
        <span>Owner email</span>
        <span>Draft position</span>
      </div>
      <ol className="participants-list">
        {rows.map((row, i) => {
          const error = errors.get(i);
          const errorId = error ? `participant-${i}-error` : undefined;
          return (
            <li key={i} className={`participant-row${error ? ' field-invalid' : ''}`}>
              <input
                className="input"
                aria-label={`Team name for participant ${i + 1}`}
                aria-describedby={errorId}
                value={row.teamName}
                maxLength={100}
                // A renamed row no longer stands for the existing team; the server links by exact name.
                onChange={(e) => update(i, { teamName: e.target.value, teamId: undefined })}
              />
              <input
                className="input"
                type="email"
                aria-label={`Owner email for participant ${i + 1}`}
                aria-describedby={errorId}
                placeholder="owner@example.com"
                value={row.ownerEmail}
                onChange={(e) => update(i, { ownerEmail: e.target.value })}
              />
              <input
                className="input input-narrow"
                type="number"
                aria-label={`Draft position for participant ${i + 1}`}
                aria-describedby={errorId}
                min={1}
                max={rows.length}
                step={1}
                value={row.draftPosition}
                onChange={(e) => update(i, { draftPosition: e.target.value })}
              />
              {error && (
                <p id={errorId} className="field-error participant-error" role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
