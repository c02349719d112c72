import { useMemo, useState } from 'react';
import { useDraftInfo, useDraftStore, useDraftTeams, useIsCommissioner } from '#client/draft-data/hooks.js';
import { auctionCommands } from '#client/draft-room/auction-commands.js';
import { useLot, useNomination, useServerInSync } from '#client/draft-data/use-auction.js';
import { useMyTeamId } from '#client/draft-room/use-my-team.js';
import { useTeamStatePush } from '#client/draft-room/use-team-state.js';
import { BidControls } from './BidControls.js';
import { CommissionerLotControls } from './CommissionerLotControls.js';
import { LotCard } from '#client/components/auction/LotCard.js';
import { MyTeamStrip } from './MyTeamStrip.js';
import { NominatePanel } from './NominatePanel.js';
import { ProxyBidControl } from './ProxyBidControl.js';
import { StartAuctionCard } from './StartAuctionCard.js';
import './auction.css';
import { possessive } from '#shared/possessive.js';
import { teamLabel } from '#client/draft-data/team-label.js';

/**
 * The live auction on a phone: the lot, my bid buttons and budget, my nomination when
 * it is my turn. The commissioner also gets the lot's clock controls and a team picker to bid or
 * nominate for any team.
 */
export function LiveAuctionPanel({ draftId, leagueId }: { draftId: number; leagueId: number }) {
  const isCommissioner = useIsCommissioner();
  const store = useDraftStore();
  const draft = useDraftInfo();
  const teams = useDraftTeams();
  const lot = useLot();
  const inSync = useServerInSync();
  const nomination = useNomination();
  const myTeamId = useMyTeamId(leagueId);
  const [pickedTeamId, setPickedTeamId] = useState<number | null>(null);
  const commands = useMemo(() => auctionCommands(draftId, store), [draftId, store]);
  useTeamStatePush(draftId);
  if (!draft || draft.auction_mode !== 'live') return null;

  const actingTeamId = isCommissioner ? (pickedTeamId ?? myTeamId ?? nomination?.team_id ?? teams[0]?.fantasy_team_id ?? null) : myTeamId;
  const actingTeam = teams.find((t) => t.fantasy_team_id === actingTeamId);
  const actingForOwnTeam = actingTeamId === myTeamId;
  const inProgress = draft.draft_status === 'IN_PROGRESS';
  // Before the commissioner's start step nobody nominates: no clock runs (docs/API.md, PUT auction/start).
  const started = draft.auction_started_at !== null;
    const myTurn = nomination !== null && (nomination.team_id === actingTeamId || isCommissioner);
  // The commissioner nominates for whose turn it is; everyone else lines up their own team's queue.
  const queueTeamId = isCommissioner && inProgress && nomination ? nomination.team_id : actingTeamId;
  const queueTeam = teams.find((t) => t.fantasy_team_id === queueTeamId);

  const side = (
    <div className="auction-side">
      {isCommissioner && (
        <div className="acting-team">
          <label htmlFor="acting-team">Bid for</label>
          <select id="acting-team" className="input" value={actingTeamId ?? ''} onChange={(e) => setPickedTeamId(Number(e.target.value))}>
            {teams.map((t) => (
              <option key={t.fantasy_team_id} value={t.fantasy_team_id}>
                {teamLabel(t)}
              </option>
            ))}
          </select>
        </div>
      )}
      {actingTeam && <MyTeamStrip team={actingTeam} />}
      {lot && inProgress && actingTeam && <BidControls draftId={draftId} lot={lot} team={actingTeam} increment={draft.min_bid_increment} ownTeam={actingForOwnTeam} />}
      {lot && inProgress && actingTeam && <ProxyBidControl key={`${lot.lot_id}-${actingTeam.fantasy_team_id}`} draftId={draftId} lot={lot} team={actingTeam} commands={commands} ownTeam={actingForOwnTeam} />}
    </div>
  );

  // Phone: one column, my budget first, then the lot and my bid buttons under my thumb. Laptop:
  // the lot (or the nomination) and the commissioner's lot controls on the left, my budget, bids
  // and auto-bid beside it, both columns one height (auction.css).
  return (
    <div className={`live-auction${lot ? ' has-lot' : ''}`}>
      <div className="auction-main">
        {isCommissioner && draft.draft_status !== 'COMPLETED' && <StartAuctionCard draftId={draftId} canStart={inProgress && !started} started={started} draftNotStarted={draft.draft_status === 'NOT_STARTED'} />}
        {lot && <LotCard lot={lot} />}
        {lot && isCommissioner && <CommissionerLotControls lot={lot} commands={commands} draftPaused={draft.draft_status === 'PAUSED'} inSync={inSync} />}
        {!lot && queueTeam && draft.draft_status !== 'COMPLETED' && (
          <NominatePanel
            key={queueTeam.fantasy_team_id}
            draftId={draftId}
            teamId={queueTeam.fantasy_team_id}
            queueLabel={queueTeam.fantasy_team_id === myTeamId ? 'My queue' : `${possessive(teamLabel(queueTeam))} queue`}
            turnHeading={queueTeam.fantasy_team_id === myTeamId ? 'Your turn to nominate' : `${possessive(teamLabel(queueTeam))} turn to nominate`}
            ownTeam={queueTeam.fantasy_team_id === myTeamId}
            myTurn={inProgress && started && myTurn}
            commands={commands}
          />
        )}
      </div>
      {side}
    </div>
  );
}
