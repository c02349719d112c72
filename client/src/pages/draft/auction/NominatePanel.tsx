import { useState } from 'react';
import type { AuctionCommands } from '../../../live-draft/auction-commands.js';
import { useAvailablePlayers } from '../run/use-available-players.js';
import { useStarredQueue } from './starred-queue.js';

const SEARCH_LIMIT = 20;

/** My turn to nominate: search the available players, or pick from my queue (players I starred). */
export function NominatePanel({ draftId, teamId, commands }: { draftId: number; teamId: number; commands: AuctionCommands }) {
  const [search, setSearch] = useState('');
  const [opening, setOpening] = useState('1');
  const queue = useStarredQueue(draftId);
  const available = useAvailablePlayers(draftId, 'ALL', search, SEARCH_LIMIT);
  const openingBid = /^\d+$/.test(opening) ? Number(opening) : null;
  const queued = queue.ids.map((id) => available.players.find((p) => p.nfl_player_id === id) ?? null).filter((p) => p !== null);
  const nominate = (playerId: string) => {
    if (openingBid === null || openingBid < 1) return;
    void commands.nominate({ nfl_player_id: playerId, opening_bid: openingBid, fantasy_team_id: teamId });
  };
  return (
    <section className="nominate-panel" aria-labelledby="nominate-heading">
      <h2 id="nominate-heading">Your turn to nominate</h2>
      <div className="nominate-fields">
        <label htmlFor="nominate-search">Search players</label>
        <input id="nominate-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name" />
        <label htmlFor="nominate-opening">Opening bid ($)</label>
        <input id="nominate-opening" inputMode="numeric" value={opening} onChange={(e) => setOpening(e.target.value)} />
      </div>
      {queued.length > 0 && (
        <>
          <h3>My queue</h3>
          <PlayerRows players={queued} starred={queue.has} onStar={queue.toggle} onNominate={nominate} />
        </>
      )}
      <h3>Available</h3>
      <PlayerRows players={available.players} starred={queue.has} onStar={queue.toggle} onNominate={nominate} />
    </section>
  );
}

interface Row {
  nfl_player_id: string;
  full_name: string;
  position_code: string;
  team_abbreviation: string | null;
}

function PlayerRows({ players, starred, onStar, onNominate }: { players: Row[]; starred: (id: string) => boolean; onStar: (id: string) => void; onNominate: (id: string) => void }) {
  return (
    <ul className="nominate-list">
      {players.map((p) => (
        <li key={p.nfl_player_id}>
          <button type="button" className="star-btn" aria-pressed={starred(p.nfl_player_id)} aria-label={`Star ${p.full_name}`} onClick={() => onStar(p.nfl_player_id)}>
            {starred(p.nfl_player_id) ? '★' : '☆'}
          </button>
          <span className="nominate-name">
            {p.full_name} <span className="muted">{p.position_code} · {p.team_abbreviation ?? 'FA'}</span>
          </span>
          <button type="button" className="btn btn-primary btn-sm" aria-label={`Nominate ${p.full_name}`} onClick={() => onNominate(p.nfl_player_id)}>
            Nominate
          </button>
        </li>
      ))}
    </ul>
  );
}
