import { useId } from 'react';
import { PlayerAvatar } from '../../components/PlayerAvatar.js';
import { PositionBadge } from '../../components/PositionBadge.js';
import type { PlayerProfile } from '../../api/player.js';
import { DASH, PROFILE_SEASONS } from './stats.js';

interface Props {
  player: PlayerProfile;
  season: number;
  onSeasonChange: (season: number) => void;
}

/** Photo (fallback icon), Position, Team (FA if none), Jersey (dash if none) and the season selector. */
export function PlayerInfoCard({ player, season, onSeasonChange }: Props) {
  const seasonId = useId();
  return (
    <section className="card profile-info" aria-label="Player info">
      <PlayerAvatar src={player.photo_url} name={player.full_name} size="xl" />
      <dl className="profile-facts">
        <div>
          <dt>Position</dt>
          <dd>
            <PositionBadge position={player.position_code} /> {player.position_name && <span className="muted">{player.position_name}</span>}
          </dd>
        </div>
        <div>
          <dt>Team</dt>
          <dd>{player.team_abbreviation || 'FA'}</dd>
        </div>
        <div>
          <dt>Jersey</dt>
          <dd>{player.jersey_number ?? DASH}</dd>
        </div>
        <div>
          <dt>
            <label htmlFor={seasonId}>Season</label>
          </dt>
          <dd>
            <select id={seasonId} className="input profile-season" value={season} onChange={(e) => onSeasonChange(Number(e.target.value))}>
              {PROFILE_SEASONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </dd>
        </div>
      </dl>
    </section>
  );
}
