import { useEffect, useId, useState } from 'react';
import type { DraftInfo } from '#shared/draft/types.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';

/**
 * How the room treats a bid above a team's max bid: refused, or only warned about as
 * the spec has it. Saved on change; the draft's event brings every open tab (and this switch) in step.
 */
export function RoomRulesCard({ draft }: { draft: DraftInfo }) {
  const commands = useDraftCommands();
  // The value asked for, shown until the draft's event brings it (the answer comes first), or
  // until a refusal puts the switch back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const hintId = useId();
  useEffect(() => {
    if (asked === draft.enforce_max_bid) setAsked(null);
  }, [asked, draft.enforce_max_bid]);

  const change = async (on: boolean) => {
    setAsked(on);
    if (!(await commands.updateSettings({ enforce_max_bid: on }))) setAsked(null);
  };

  return (
    <section className="card" aria-label="Room rules">
      <h2 className="card-title">Room Rules</h2>
      <label className="toggle">
        <input
          type="checkbox"
          name="enforce_max_bid"
          checked={asked ?? draft.enforce_max_bid}
          disabled={asked !== null}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        <span className="toggle-track" aria-hidden="true" />
        <span>Enforce max bid</span>
      </label>
      <p id={hintId} className="muted small">
        On: a bid above the team&apos;s max bid is refused, so every team can still fill its roster at $1 a player. Off: the bid is recorded with a warning.
      </p>
    </section>
  );
}
