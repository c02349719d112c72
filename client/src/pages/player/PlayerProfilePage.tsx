import { useState } from 'react';
import { useParams } from 'wouter';
import { ApiError } from '../../api/transport.js';
import { Spinner } from '../../components/Spinner.js';
import { parseId } from '../../format/route-id.js';
import { DraftHistoryTab } from './DraftHistoryTab.js';
import { GameStatsTab } from './GameStatsTab.js';
import { PlayerInfoCard } from './PlayerInfoCard.js';
import { useGameStats, usePlayer, useSeasonStats } from '../../api/player.js';
import { ProfileTabs, type ProfileTab } from './ProfileTabs.js';
import { ProfileValueCard } from './ProfileValueCard.js';
import { SeasonTab } from './SeasonTab.js';
import { defaultSeasonFor } from './stats.js';
import { SummaryCards } from './SummaryCards.js';
import { TrendsTab } from './TrendsTab.js';
import './player-profile.css';

/** /leagues/:leagueId/players/:playerId (spec 02 §2 Player profile). */
export default function PlayerProfilePage() {
  const params = useParams<{ leagueId: string; playerId: string }>();
  const leagueId = parseId(params.leagueId);
  const playerId = params.playerId ? decodeURIComponent(params.playerId) : undefined;
  // Until the user picks one, the season follows the player: his newest season with stats.
  const [chosenSeason, setSeason] = useState<number | null>(null);
  const [tab, setTab] = useState<ProfileTab>('game-stats');

  const player = usePlayer(playerId);
  const season = chosenSeason ?? defaultSeasonFor(player.data?.seasons_with_stats);
  const gameStats = useGameStats(playerId, player.data ? season : null);
  const seasonStats = useSeasonStats(playerId, player.data ? season : null);

  if (player.isPending && player.fetchStatus !== 'idle') return <Spinner label="Loading player..." />;

  if (!player.data) {
    const notFound = !player.error || (player.error instanceof ApiError && player.error.status === 404);
    return (
      <div className="page player-profile">
        <BackButton />
        <h1 className="page-title">{notFound ? 'Player not found' : 'Error loading player'}</h1>
        {!notFound && <p className="form-error">{player.error instanceof Error ? player.error.message : String(player.error)}</p>}
        <details className="debug-dump">
          <summary>Show debug info</summary>
          <pre>{JSON.stringify({ leagueId: params.leagueId, playerId, data: player.data ?? null, error: describeError(player.error) }, null, 2)}</pre>
        </details>
      </div>
    );
  }

  const profile = player.data;
  return (
    <div className="page player-profile">
      <BackButton />
      <h1 className="page-title">{profile.full_name}</h1>
      <PlayerInfoCard player={profile} season={season} onSeasonChange={setSeason} />
      <ProfileValueCard leagueId={leagueId} playerId={profile.nfl_player_id} />
      <SummaryCards stats={seasonStats.data ?? null} loading={seasonStats.isPending} />
      <ProfileTabs active={tab} onChange={setTab} />
      <div className="profile-tab-panel" role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'draft-history' && <DraftHistoryTab playerId={profile.nfl_player_id} leagueId={leagueId} />}
        {tab === 'game-stats' && <GameStatsTab position={profile.position_code} query={gameStats} />}
        {tab === 'trends' && <TrendsTab query={gameStats} />}
        {tab === 'season' && <SeasonTab position={profile.position_code} query={seasonStats} />}
      </div>
    </div>
  );
}

function BackButton() {
  return (
    <button type="button" className="btn btn-secondary btn-sm profile-back" onClick={() => window.history.back()}>
      ← Back
    </button>
  );
}

function describeError(error: unknown): unknown {
  if (!error) return null;
  if (error instanceof ApiError) return { kind: error.kind, status: error.status, message: error.message, serverError: error.serverError };
  return error instanceof Error ? error.message : error;
}
