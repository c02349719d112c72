import { memo, useRef, useState, type FormEvent, type Ref } from 'react';
import { BID_RULE, checkMaxBid, parseBid } from '#shared/draft/bids.js';
import { nextPickNumber } from '#shared/draft/rules.js';
import { PlayerAvatar } from '#client/components/PlayerAvatar.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { nflTeam, teamLabel } from '#client/components/board/board-format.js';
import { useDraftInfo, useTeam, useTeamIds } from '#client/draft-data/hooks.js';
import { useDraftText } from '#client/draft-data/use-draft-sync.js';
import type { DraftRoomState } from '#client/draft-data/store-types.js';
import { formatDollarValue, formatPoints } from '#client/format/number-format.js';
import { livePrice } from '#shared/values/pricing.js';
import { useLivePricing } from '#client/draft-room/use-values.js';
import type { PlayerListItem } from '#client/api/players.js';
import { QUEUED_TEXT } from '#client/draft-room/commands.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';
import { useRosterRefusal } from '#client/draft-room/use-roster-room.js';
import { Field } from '#client/components/Field.js';

export const MISSING_PICK_FIELDS = 'Please select a player, team, and enter the winning bid';

export interface SubmitPickFormProps {
  player: PlayerListItem | null;
  onClearPlayer: () => void;
  /** Focus lands here after a player is chosen. */
  teamSelectRef?: Ref<HTMLSelectElement>;
  /** After a confirmed pick: the page clears the search and puts focus back in it. */
  onDrafted: () => void;
  title?: string;
}

/**
 * The commissioner's Submit Pick form. Not optimistic: the button reads 'Drafting...' until the
 * server confirms; the board changes when the confirmed event reaches the store.
 * A bid above the team's max bid warns (spec 02 §5), or is refused when the draft enforces max bid
 *: the same shared rule as the server, and the server's own refusal (a board that was
 * behind) lands in the same place, next to the button. A team with no roster slot the player fits
 * is named under the team before sending (the one roster rule, shared/draft/roster-assignment.ts).
 * Offline, the pick waits and says so.
 * Keyboard: Enter on the team moves to the bid, Enter on the bid submits.
 */
export function SubmitPickForm({ player, onClearPlayer, teamSelectRef, onDrafted, title = 'Submit Pick' }: SubmitPickFormProps) {
  const enforceMaxBid = useDraftInfo()?.enforce_max_bid ?? false;
  const commands = useDraftCommands();
  const [teamId, setTeamId] = useState('');
  const [bid, setBid] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const bidRef = useRef<HTMLInputElement>(null);

  // The chosen team alone: a sale to another team leaves the form as it is (the pick number and
  // the team list's money are their own components, scripts/bench-render.ts).
  const team = useTeam(teamId === '' ? NO_TEAM : Number(teamId));
  const amount = parseBid(bid);
  const maxBidCheck = team && amount !== null ? checkMaxBid(amount, team.max_bid, enforceMaxBid) : null;
  const warning = maxBidCheck?.ok ? maxBidCheck.warning : null;
  const refusal = maxBidCheck && !maxBidCheck.ok ? maxBidCheck.error : null;
  const noRosterSlot = useRosterRefusal(team ? team.fantasy_team_id : null, player?.position_code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!player || !team || bid.trim() === '') return setError(MISSING_PICK_FIELDS);
    if (noRosterSlot) return setError(noRosterSlot);
    if (amount === null) return setError(BID_RULE);
    if (refusal) return setError(refusal);
    setError(null);
    setPending(true);
    const drafted = await commands.draftPlayer(
      { nfl_player_id: player.nfl_player_id, fantasy_team_id: team.fantasy_team_id, acquisition_price: amount },
      { onRefused: setError, onQueued: () => setQueued(true) },
    );
    setPending(false);
    setQueued(false);
    if (!drafted) return;
    setBid('');
    setTeamId('');
    onDrafted();
  };

  return (
    <form className="card submit-pick" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <div className="card-head">
        <h2 className="card-title">{title}</h2>
        <NextPickNumber />
      </div>

      <div className="field">
        <span className="field-label">Selected Player</span>
        {player ? (
          <div className="selected-player" data-testid="selected-player">
            <PlayerAvatar src={player.photo_url} name={player.full_name} size="sm" />
            <div className="selected-player-text">
              <strong>{player.full_name}</strong>
              <span className="muted small">
                <PositionBadge position={player.position_code} /> {nflTeam(player.team_abbreviation)} · Proj {formatPoints(player.fantasy_points_ppr_projected)}
              </span>
              <SelectedPlayerValue player={player} />
            </div>
            <button type="button" className="icon-btn" aria-label="Clear selected player" onClick={onClearPlayer}>
              ×
            </button>
          </div>
        ) : (
          <p className="muted small selected-player-empty">Select a player from the list</p>
        )}
      </div>

      <Field label="Winning Team" hint={team ? `Max bid: $${team.max_bid}` : undefined} error={noRosterSlot !== error ? noRosterSlot : null}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            ref={teamSelectRef}
            className="input"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={teamId}
            onChange={(event) => {
              setTeamId(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              bidRef.current?.focus();
            }}
          >
            <option value="">Select team...</option>
            <TeamOptions />
          </select>
        )}
      </Field>

      {/* Once submitted, a refusal is the form's error below the field; said once is enough. */}
      <Field label="Winning Bid Amount" warning={warning} error={refusal !== error ? refusal : null}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            ref={bidRef}
            className="input"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="$"
            value={bid}
            onChange={(event) => {
              setBid(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>

      {error && (
        <p className="form-error" role="alert" data-testid="submit-pick-error">
          {error}
        </p>
      )}
      {queued && (
        <p className="form-queued" role="status">
          {QUEUED_TEXT}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {queued ? 'Queued…' : pending ? 'Drafting...' : 'Draft Player'}
      </button>
    </form>
  );
}

const NO_TEAM = -1;

const nextPickText = (s: DraftRoomState) => `Pick #${nextPickNumber(s.snapshot?.picks ?? [])}`;

/** Moves with every sale: written in place, not rendered (use-draft-sync.ts). */
function NextPickNumber() {
  const { ref, text } = useDraftText<HTMLSpanElement>(nextPickText);
  return (
    <span ref={ref} className="pick-number" data-testid="current-pick-number">
      {text}
    </span>
  );
}

/** Every team with its money left; a sale writes the buying team's money into its option (use-draft-sync.ts). */
function TeamOptions() {
  return useTeamIds().map((teamId) => <TeamOption key={teamId} teamId={teamId} />);
}

const TeamOption = memo(function TeamOption({ teamId }: { teamId: number }) {
  const { ref, text } = useDraftText<HTMLOptionElement>((s) => {
    const team = s.snapshot?.teams.find((t) => t.fantasy_team_id === teamId);
    return team ? `${teamLabel(team)} ($${team.remaining_budget} left)` : '';
  });
  return (
    <option ref={ref} value={teamId}>
      {text}
    </option>
  );
});

/** What the player is worth to this league and at today's inflation: the bid's yardstick. */
function SelectedPlayerValue({ player }: { player: PlayerListItem }) {
  const { value, adjusted } = livePrice(useLivePricing(), player, false);
  return (
    <span className="muted small" data-testid="selected-player-value">
      Value {formatDollarValue(value)}
      {adjusted !== null && ` · Adj. ${formatDollarValue(adjusted)}`}
    </span>
  );
}
