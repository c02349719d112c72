import { useEffect, useMemo, useState } from 'react';
import type { DraftTeam } from '#shared/draft/types.js';
import { useDraftPicks, useTeamFigure } from '#client/draft-data/hooks.js';
import { checkOpeningBidText } from '#shared/auction/bid-field.js';
import type { AuctionCommands } from '#client/draft-room/auction-commands.js';
import { useRosterRefusalOf } from '#client/draft-room/use-roster-room.js';
import { showNominateSearch, takeNominateSearchWish } from '#client/draft-room/nominate-search.js';
import { useAvailablePlayers } from '../run/use-available-players.js';
import type { QueuedPlayer } from './starred-queue.js';
import { QueueList } from './QueueList.js';
import { useTeamQueue } from './use-team-queue.js';
import { NominateButton } from './NominateButton.js';
import { PositionFilter, type PositionFilterValue } from '#client/components/board/PositionFilter.js';

const SEARCH_LIMIT = 20;
const readMaxBid = (team: DraftTeam) => team.max_bid;
export const EMPTY_QUEUE_TEXT = 'Star players (☆) to line them up for your turn.';

/**
 * The team's queue (players starred, still available) first, then search. On the team's turn each
 * row nominates; before it (and before the draft starts) the team lines players up. The queue is
 * the team's, on the server: it follows the team to every device and is what the server nominates
 * from when the nomination clock runs out.
 */
export function NominatePanel({
  draftId,
  teamId,
  queueLabel,
  turnHeading,
  ownTeam,
  myTurn,
  commands,
}: {
  draftId: number;
  teamId: number;
  /** 'My queue', or the team's for a commissioner acting for it. */
  queueLabel: string;
  /** The heading on the turn: 'Your turn to nominate', or the team's for a commissioner nominating for it. */
  turnHeading: string;
  ownTeam: boolean;
  myTurn: boolean;
  commands: AuctionCommands;
}) {
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<PositionFilterValue>('ALL');
  const [opening, setOpening] = useState('1');
  // Opened by the dock's "Choose…" from another tab: the available players come into view at once.
  useEffect(() => {
    if (takeNominateSearchWish()) requestAnimationFrame(() => showNominateSearch());
  }, []);
  const queue = useTeamQueue(draftId, teamId, ownTeam);
  const available = useAvailablePlayers(draftId, position, search, SEARCH_LIMIT);
  const picks = useDraftPicks();
  const drafted = useMemo(() => new Set(picks.map((p) => p.nfl_player_id)), [picks]);
  const queued = useMemo(() => queue.players.filter((p) => !drafted.has(p.nfl_player_id)), [drafted, queue.players]);
  const move = (playerId: string, step: -1 | 1) => queue.move(playerId, step, (id) => !drafted.has(id));
  const maxBid = useTeamFigure(teamId, readMaxBid) ?? 0;
  const [tried, setTried] = useState(false);
  const openingBid = checkOpeningBidText(opening, { maxBid });
  // Said under the field as soon as it is wrong, and again when Nominate is tapped with it so.
  const openingProblem = !openingBid.ok && (tried || opening.trim() !== '') ? openingBid.error : null;
  const refusalOf = useRosterRefusalOf(teamId);
  // The roster rule's answer for the player last tapped, said before anything is sent.
  const [refused, setRefused] = useState<string | null>(null);
  const nominate = (player: QueuedPlayer) => {
    setTried(true);
    const refusal = refusalOf(player.position_code);
    setRefused(refusal);
    if (refusal || !openingBid.ok) return;
    void commands.nominate({ nfl_player_id: player.nfl_player_id, opening_bid: openingBid.value, fantasy_team_id: teamId });
  };
  const onNominate = myTurn ? nominate : undefined;
  return (
    <section className="nominate-panel" aria-labelledby="nominate-heading">
      <h2 id="nominate-heading">{myTurn ? turnHeading : 'Line up your nominations'}</h2>
      {myTurn && (
        <div className="nominate-fields">
          <label htmlFor="nominate-opening">Opening bid ($)</label>
          <input
            id="nominate-opening"
            className="input input-narrow"
            inputMode="numeric"
            value={opening}
            onChange={(e) => setOpening(e.target.value)}
            aria-invalid={openingProblem !== null}
            aria-describedby={openingProblem ? 'nominate-opening-error' : undefined}
          />
          {openingProblem && (
            <p id="nominate-opening-error" className="form-error nominate-opening-error">
              {openingProblem}
            </p>
          )}
        </div>
      )}
      {myTurn && refused && (
        <p className="form-error" role="alert" data-testid="nominate-refused">
          {refused}
        </p>
      )}
      <h3 id="queue-heading">{queueLabel}</h3>
      {queued.length > 0 ? (
        <QueueList players={queued} onUnstar={queue.toggle} onMove={move} onNominate={onNominate} refusalOf={refusalOf} labelledBy="queue-heading" />
      ) : (
        <p className="muted nominate-empty">{queue.loading ? 'Loading…' : EMPTY_QUEUE_TEXT}</p>
      )}
      <h3 id="available-heading">Available</h3>
      <div className="nominate-fields">
        <label htmlFor="nominate-search">{myTurn ? 'Find a player to nominate' : 'Find a player to line up'}</label>
        <input id="nominate-search" className="input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name" />
      </div>
      {/* Late in a draft the open slot is a kicker or a defense: one tap lists them. */}
      <PositionFilter value={position} onChange={setPosition} label="Available players by position" />
      <PlayerRows players={seatableFirst(available.players, refusalOf)} starred={queue.has} onStar={queue.toggle} onNominate={onNominate} refusalOf={refusalOf} labelledBy="available-heading" />
    </section>
  );
}

/** The players the team can seat first, in their order; those it has no slot for after them ("No slot"). */
function seatableFirst(players: QueuedPlayer[], refusalOf: (position: string) => string | null): QueuedPlayer[] {
  return [...players.filter((p) => !refusalOf(p.position_code)), ...players.filter((p) => refusalOf(p.position_code))];
}

function PlayerRows({
  players,
  starred,
  onStar,
  onNominate,
  refusalOf,
  labelledBy,
}: {
  players: QueuedPlayer[];
  starred: (id: string) => boolean;
  onStar: (player: QueuedPlayer) => void;
  /** Absent while it is not the team's turn: the rows only line players up. */
  onNominate: ((player: QueuedPlayer) => void) | undefined;
  refusalOf: (position: string) => string | null;
  labelledBy: string;
}) {
  return (
    <ul className="nominate-list" aria-labelledby={labelledBy}>
      {players.map((p) => (
        <li key={p.nfl_player_id}>
          <button type="button" className="star-btn" aria-pressed={starred(p.nfl_player_id)} aria-label={`Star ${p.full_name}`} onClick={() => onStar(p)}>
            {starred(p.nfl_player_id) ? '★' : '☆'}
          </button>
          <span className="nominate-name">
            {p.full_name} <span className="muted">{p.position_code} · {p.team_abbreviation ?? 'FA'}</span>
          </span>
          {onNominate && <NominateButton player={p} refusal={refusalOf(p.position_code)} onNominate={onNominate} />}
        </li>
      ))}
    </ul>
  );
}
