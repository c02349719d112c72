import { useState, type FormEvent } from 'react';
import type { DraftPick } from '#shared/draft/types.js';
import { parsePrice } from '#shared/draft/bids.js';
import { Modal } from '#client/components/Modal.js';
import { teamLabel } from '#client/components/board/board-format.js';
import { useDraftTeams } from '#client/draft-data/hooks.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';
import { useRosterRefusal } from '#client/draft-room/use-roster-room.js';
import { Field } from '#client/components/Field.js';

export const INVALID_PRICE = 'Please enter a valid price';

export function EditPickModal({ pick, onClose }: { pick: DraftPick | null; onClose: () => void }) {
  return (
    <Modal open={pick !== null} title="Edit Draft Pick" description={pick?.full_name} onClose={onClose} size="sm">
      {pick && <EditPickForm key={pick.fantasy_pick_id} pick={pick} onClose={onClose} />}
    </Modal>
  );
}

function EditPickForm({ pick, onClose }: { pick: DraftPick; onClose: () => void }) {
  const teams = useDraftTeams();
  const commands = useDraftCommands();
  const [price, setPrice] = useState(String(pick.acquisition_price));
  const [teamId, setTeamId] = useState(String(pick.fantasy_team_id));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Moving the pick to another team: that team must seat the player (the one roster rule), said as
  // soon as the team is chosen, in the words the server would refuse with.
  const movedTo = Number(teamId) === pick.fantasy_team_id ? null : Number(teamId);
  const noRoom = useRosterRefusal(movedTo, pick.position_code);
  const shownError = error ?? noRoom;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePrice(price);
    if (parsed === null) return setError(INVALID_PRICE);
    if (noRoom) return setError(noRoom);
    setError(null);
    setPending(true);
    // A refusal (budget, roster, or max bid when enforced) stays in the dialog, next to the fields.
    const updated = await commands.updatePick(pick.fantasy_pick_id, { acquisition_price: parsed, fantasy_team_id: Number(teamId) }, { onRefused: setError });
    setPending(false);
    if (updated) onClose();
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Field label="Price">
        {({ id }) => (
          <input
            id={id}
            className="input"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            data-autofocus
          />
        )}
      </Field>
      <Field label="Team">
        {({ id }) => (
          <select
            id={id}
            className="input"
            value={teamId}
            onChange={(event) => {
              setTeamId(event.target.value);
              setError(null);
            }}
          >
            {teams.map((t) => (
              <option key={t.fantasy_team_id} value={t.fantasy_team_id}>
                {teamLabel(t)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {shownError && (
        <p className="form-error" role="alert">
          {shownError}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
