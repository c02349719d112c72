import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { MAX_NAME_LENGTH } from '../../../../shared/league-rules.js';
import { addTeam, leagueKeys } from '../../api/leagues.js';
import { Field } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { notifyError, notifySuccess } from '../../lib/notify.js';

type Mode = 'single' | 'multiple';
const EMPTY_ROWS = 4;

export const NO_TEAM_NAMES_MESSAGE = 'Please enter at least one team name';

/** Names to create from the multiple-teams rows: trimmed, empty rows ignored (spec 01 §5). */
export function teamNamesFromRows(rows: string[]): string[] {
  return rows.map((row) => row.trim()).filter((name) => name.length > 0);
}

/** Add Teams (spec 01 §2): one team with an owner email, or several names at once. */
export function AddTeamsModal({ open, leagueId, onClose }: { open: boolean; leagueId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('single');
  const [single, setSingle] = useState({ teamName: '', ownerEmail: '' });
  const [rows, setRows] = useState<string[]>(() => Array<string>(EMPTY_ROWS).fill(''));
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setSingle({ teamName: '', ownerEmail: '' });
    setRows(Array<string>(EMPTY_ROWS).fill(''));
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
    const names = teamNamesFromRows(rows);
    if (names.length === 0) {
      toast.error(NO_TEAM_NAMES_MESSAGE);
      return;
    }
    const results = await Promise.allSettled(names.map((teamName) => addTeam(leagueId, { team_name: teamName, owner_email: null })));
    const failed = names.filter((_, i) => results[i]?.status === 'rejected');
    if (failed.length < names.length) void refresh();
    if (failed.length === 0) {
      notifySuccess(`Added ${names.length} teams successfully!`);
      reset();
      onClose();
      return;
    }
    toast.error('Failed to add some teams');
    setRows([...failed, ...Array<string>(Math.max(0, EMPTY_ROWS - failed.length)).fill('')]);
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
            <legend>Team names</legend>
            <p className="field-hint">One team per row. Empty rows are ignored; owners can be mapped later in League Settings.</p>
            <ol className="row-list">
              {rows.map((row, i) => (
                <li key={i} className="row-item">
                  <input
                    className="input"
                    aria-label={`Team name ${i + 1}`}
                    maxLength={MAX_NAME_LENGTH}
                    autoComplete="off"
                    value={row}
                    onChange={(e) => setRows(rows.map((r, j) => (j === i ? e.target.value : r)))}
                  />
                  <button type="button" className="icon-btn" aria-label={`Remove row ${i + 1}`} disabled={rows.length === 1} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                    ×
                  </button>
                </li>
              ))}
            </ol>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRows([...rows, ''])}>
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
