import { useState } from 'react';
import { minimumBid } from '#shared/auction/rules.js';
import type { AuctionLot } from '#shared/auction/types.js';
import { PLAYER_POSITIONS, type DraftTeam, type PlayerPosition } from '#shared/draft/types.js';
import { useRosterRefusal } from '#client/draft-room/use-roster-room.js';
import { useDraftStore } from '#client/draft-data/hooks.js';
import { useServerInSync } from '#client/draft-data/use-auction.js';
import { checkBidText } from '#shared/auction/bid-field.js';
import { sendDockBid } from '#client/draft-room/dock-bid.js';
import { possessive } from '#shared/possessive.js';
import { teamLabel } from '#client/draft-data/team-label.js';

/**
 * A bid of any amount for one team (the one-tap `Bid $N` buttons are in the auction dock). Every
 * refused amount says why on one line under the field, in the shared rule's words
 * (shared/auction/bid-field.ts); like the dock, a bid is sent only while the room is live. A team
 * with no roster slot the player fits is told so instead (shared/draft/roster-assignment.ts). The
 * commissioner bidding for another team reads that team's name where a member reads "your"
 * (docs/DECISIONS.md, "Bidding for another team").
 */
const asPosition = (code: string) => (PLAYER_POSITIONS.includes(code as PlayerPosition) ? (code as PlayerPosition) : null);

export function BidControls({ draftId, lot, team, increment, ownTeam = true }: { draftId: number; lot: AuctionLot; team: DraftTeam; increment: number; ownTeam?: boolean }) {
  const store = useDraftStore();
  const inSync = useServerInSync();
  const [custom, setCustom] = useState('');
  const [tried, setTried] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noRosterSlot = useRosterRefusal(team.fantasy_team_id, asPosition(lot.player.position_code));
  if (!inSync) return null;
  if (lot.high_team_id === team.fantasy_team_id) return <p className="bid-leading">{ownTeam ? 'Your team' : teamLabel(team)} has the high bid</p>;
  if (noRosterSlot) return <p className="bid-out" data-testid="bid-no-roster-slot">{noRosterSlot}</p>;
  const min = minimumBid(lot, increment);
  if (min > team.max_bid) return <p className="bid-out">Bidding is past {ownTeam ? 'your' : possessive(teamLabel(team))} max bid of ${team.max_bid}</p>;
  const checked = checkBidText(custom, { minimum: min, maxBid: team.max_bid });
  // Empty and untouched says nothing; anything typed (or an empty submit) says what is wrong with it.
  const problem = !checked.ok && (custom.trim() !== '' || tried) ? checked.error : null;
  const errorId = `bid-custom-error-${team.fantasy_team_id}`;
  const send = async () => {
    setTried(true);
    if (!checked.ok) return;
    setBusy(true);
    const outcome = await sendDockBid(draftId, store, { lot_id: lot.lot_id, amount: checked.value, fantasy_team_id: team.fantasy_team_id }, lot.player.full_name);
    setBusy(false);
    setAnswer(outcome.kind === 'placed' ? null : outcome.message);
    if (outcome.kind === 'placed') {
      setCustom('');
      setTried(false);
    }
  };
  return (
    <div className="bid-controls">
      <form
        className="bid-custom"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={`bid-custom-${team.fantasy_team_id}`}>Custom bid</label>
        <input
          id={`bid-custom-${team.fantasy_team_id}`}
          inputMode="numeric"
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            setAnswer(null);
          }}
          placeholder={`$${min}–$${team.max_bid}`}
          aria-invalid={problem !== null}
          aria-describedby={problem || answer ? errorId : undefined}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          Bid
        </button>
        {(problem ?? answer) && (
          <p id={errorId} className="form-error bid-field-error">
            {problem ?? answer}
          </p>
        )}
      </form>
    </div>
  );
}
