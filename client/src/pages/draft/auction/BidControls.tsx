import { useState } from 'react';
import { minimumBid, quickBids } from '../../../../../shared/auction/rules.js';
import type { AuctionLot } from '../../../../../shared/auction/types.js';
import { PLAYER_POSITIONS, type DraftTeam, type PlayerPosition } from '../../../../../shared/draft/types.js';
import { useRosterRefusal } from '../../../live-draft/use-roster-room.js';
import type { AuctionCommands } from '../../../live-room/auction-commands.js';

/**
 * +1 / +5 / custom bid for one team. Quick buttons never offer more than the team's max bid; the
 * custom amount is checked against the same rule the server uses (shared/auction/rules.ts). A team
 * with no roster slot the player fits is told so instead of offered bids (shared/draft/roster-assignment.ts).
 */
const asPosition = (code: string) => (PLAYER_POSITIONS.includes(code as PlayerPosition) ? (code as PlayerPosition) : null);

export function BidControls({ lot, team, increment, commands }: { lot: AuctionLot; team: DraftTeam; increment: number; commands: AuctionCommands }) {
  const [custom, setCustom] = useState('');
  const [busy, setBusy] = useState(false);
  const noRosterSlot = useRosterRefusal(team.fantasy_team_id, asPosition(lot.player.position_code));
  const leading = lot.high_team_id === team.fantasy_team_id;
  const min = minimumBid(lot, increment);
  const amounts = leading ? [] : quickBids(lot, increment, team.max_bid);
  const customAmount = /^\d+$/.test(custom.trim()) ? Number(custom.trim()) : null;
  const customProblem =
    customAmount === null ? null : customAmount < min ? `Bid must be at least $${min}` : customAmount > team.max_bid ? `Bid is above your max bid of $${team.max_bid}` : null;
  const send = async (amount: number) => {
    setBusy(true);
    await commands.bid({ lot_id: lot.lot_id, amount, fantasy_team_id: team.fantasy_team_id });
    setBusy(false);
    setCustom('');
  };
  if (leading) return <p className="bid-leading">You have the high bid</p>;
  if (noRosterSlot) return <p className="bid-out" data-testid="bid-no-roster-slot">{noRosterSlot}</p>;
  if (min > team.max_bid) return <p className="bid-out">Bidding is past your max bid of ${team.max_bid}</p>;
  return (
    <div className="bid-controls">
      <div className="bid-quick">
        {amounts.map((amount) => (
          <button key={amount} type="button" className="btn btn-primary bid-btn" disabled={busy} onClick={() => void send(amount)}>
            Bid ${amount}
          </button>
        ))}
      </div>
      <form
        className="bid-custom"
        onSubmit={(event) => {
          event.preventDefault();
          if (customAmount !== null && !customProblem) void send(customAmount);
        }}
      >
        <label htmlFor={`bid-custom-${team.fantasy_team_id}`}>Custom bid</label>
        <input
          id={`bid-custom-${team.fantasy_team_id}`}
          inputMode="numeric"
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          placeholder={`$${min}–$${team.max_bid}`}
          aria-invalid={customProblem !== null}
          aria-describedby={customProblem ? `bid-custom-error-${team.fantasy_team_id}` : undefined}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy || customAmount === null || customProblem !== null}>
          Bid
        </button>
        {customProblem && (
          <p id={`bid-custom-error-${team.fantasy_team_id}`} className="form-error">
            {customProblem}
          </p>
        )}
      </form>
    </div>
  );
}
