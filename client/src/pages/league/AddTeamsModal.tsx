import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { MAX_NAME_LENGTH } from '#shared/league-rules.js';
import { addTeamSchema, type AddTeamRequest } from '#shared/leagues/requests.js';
import { addTeam, leagueKeys } from '../../api/leagues.js';
import { Field } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { notifyError, notifySuccess } from '../../toasts/notify.js';

type Mode = 'single' | 'multiple';
const EMPTY_ROWS = 4;

export const NO_TEAM_NAMES_MESSAGE = 'Please enter at least one team name';

/** One row of the multiple-teams form: a name and, as for a single team, an optional owner email. */
export interface TeamRow {
  teamName: string;
  ownerEmail: string;
}

const emptyRows = (count = EMPTY_ROWS): TeamRow[] => Array.from({ length: count }, () => ({ teamName: '', ownerEmail: '' }));

/** A row to send, or the reason it cannot be sent (by the single team's own rule, addTeamSchema). */
export type CheckedRow = { index: number; request: AddTeamRequest } | { index: number; error: string };

/** The rows to create (spec 01 §5): empty rows ignored, every other row checked as Add Team checks one. */
export function teamsFromRows(rows: TeamRow[]): CheckedRow[] {
  return rows.flatMap((row, index): CheckedRow[] => {
    const teamName = row.teamName.trim();
    const ownerEmail = row.ownerEmail.trim();
    if (!teamName && !ownerEmail) return [];
    const checked = addTeamSchema.safeParse({ team_name: teamName, owner_email: ownerEmail || null });
    if (!checked.success) return [{ index, error: checked.error.issues[0]?.message ?? 'Check this row' }];
    return [{ index, request: { team_name: teamName, owner_email: ownerEmail || null } }];
  });
}

/** Add Teams (spec 01 §2): one team with an owner email, or several names at once. */
export function AddTeamsModal({ open, leagueId, onClose }: { open: boolean; leagueId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('single');
  const [single, setSingle] = useState({ teamName: '', ownerEmail: '' });
  const [rows, setRows] = useState<TeamRow[]>(() => emptyRows());
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(() => new Map());
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setSingle({ teamName: '', ownerEmail: '' });
    setRows(emptyRows());
    setRowErrors(new Map());
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: leagueKeys.all });

  const addSingle = async () => {
    const teamName = single.teamName.trim();
    if (!teamName) {
      toast.error(NO_TEAM_NAMES_MESSAGE);
      return;
    }
    try {
      await addTeam(leagueId, { team_name: teamName, owner_email: single.ownerEmail.trim() || null });
      notifySuccess('Team added successfully!');
      void refresh();
      reset();
      onClose();
    } catch (err) {
      notifyError(err, 'Failed to add team');
    }
  };

  // One POST per team, all in parallel (spec 01 §7). Rows that failed stay in the form for another try.
  const addMultiple = async () => {
    const checked = teamsFromRows(rows);
    if (checked.length === 0) {
      toast.error(NO_TEAM_NAMES_MESSAGE);
      return;
    }
    const errors = new Map(checked.flatMap((row) => ('error' in row ? [[row.index, row.error] as const] : [])));
    setRowErrors(errors);
    if (errors.size > 0) return;
    const sending = checked.flatMap((row) => ('request' in row ? [row] : []));
    const results = await Promise.allSettled(sending.map((row) => addTeam(leagueId, row.request)));
    const failed = sending.filter((_, i) => results[i]?.status === 'rejected').map((row) => rows[row.index]!);
    if (failed.length < sending.length) void refresh();
    if (failed.length === 0) {
      notifySuccess(`Added ${sending.length} teams successfully!`);
      reset();
      onClose();
      return;
    }
    toast.error('Failed to add some teams');
    setRows([...failed, ...emptyRows(Math.max(0, EMPTY_ROWS - failed.length))]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await (mode === 'single' ? addSingle() : addMultiple());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title="Add Teams" onClose={close}>
      <form onSubmit={(e) => void onSubmit(e)} className="form-stack" aria-label="Add Teams" noValidate={mode === 'multiple'}>
        <div className="segmented" role="radiogroup" aria-label="How many teams">
          {(['single', 'multiple'] as const).map((value) => (
            <label key={value} className={`segment${mode === value ? ' active' : ''}`}>
              <input type="radio" name="add-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {value === 'single' ? 'Single team' : 'Multiple teams'}
            </label>
          ))}
        </div>

        {mode === 'single' ? (
          <>
            <Field label="Team name">
              {({ id }) => (
                <input id={id} className="input" name="team_name" required maxLength={MAX_NAME_LENGTH} autoComplete="off" data-autofocus value={single.teamName} onChange={(e) => setSingle({ ...single, teamName: e.target.value })} />
              )}
            </Field>
            <Field label="Owner email (optional)" hint="The team joins the owner's account when they sign in with this email.">
              {({ id, describedBy }) => (
                <input id={id} className="input" type="email" name="owner_email" autoComplete="off" aria-describedby={describedBy} value={single.ownerEmail} onChange={(e) => setSingle({ ...single, ownerEmail: e.target.value })} />
              )}
            </Field>
          </>
        ) : (
          <fieldset className="fieldset">
            <legend>Teams</legend>
            <p className="field-hint">One team per row, owner email optional (the team joins the owner's account when they sign in with it). Empty rows are ignored.</p>
            <ol className="row-list">
              {rows.map((row, i) => {
                const error = rowErrors.get(i);
                const setRow = (change: Partial<TeamRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
                return (
                  <li key={i} className="row-item team-row">
                    <input
                      className="input"
                      aria-label={`Team name ${i + 1}`}
                      maxLength={MAX_NAME_LENGTH}
                      autoComplete="off"
                      value={row.teamName}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => setRow({ teamName: e.target.value })}
                    />
                    <input
                      className="input"
                      type="email"
                      aria-label={`Owner email ${i + 1} (optional)`}
                      placeholder="Owner email (optional)"
                      autoComplete="off"
                      value={row.ownerEmail}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => setRow({ ownerEmail: e.target.value })}
                    />
                    <button type="button" className="icon-btn" aria-label={`Remove row ${i + 1}`} disabled={rows.length === 1}
                      onClick={() => {
                        setRows(rows.filter((_, j) => j !== i));
                        setRowErrors(new Map());
                      }}
                    >
                      ×
                    </button>
                    {error && (
                      <p className="field-error team-row-error" role="alert">
                        Row {i + 1}: {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRows([...rows, { teamName: '', ownerEmail: '' }])}>
              + Add another row
            </button>
          </fieldset>
        )}

        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Adding...' : mode === 'single' ? 'Add Team' : 'Add Teams'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
