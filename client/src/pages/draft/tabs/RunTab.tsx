import { useEffect, useRef, useState } from 'react';
import { RECENT_PICKS_CARD } from '#client/format/draft-display.js';
import type { PositionFilterValue } from '#client/components/board/PositionFilter.js';
import { TeamStrip } from '#client/components/teams/TeamStrip.js';
import { DraftStatusBadge } from '#client/components/DraftStatusBadge.js';
import { InflationLine } from '#client/components/InflationLine.js';
import { useDraftInfo, useDraftSelector, useIsCommissioner } from '#client/draft-data/hooks.js';
import { RUN_TAB_PLAYER_LIMIT, type PlayerListItem } from '#client/api/players.js';
import { AvailablePlayersTable } from '../run/AvailablePlayersTable.js';
import { RecentPicksList } from '../run/RecentPicksList.js';
import { SubmitPickForm } from '../run/SubmitPickForm.js';
import { StatusControls } from '../StatusControls.js';
import { LiveAuctionPanel } from '../auction/LiveAuctionPanel.js';

export interface RunTabProps {
  draftId: number;
  leagueId: number;
}

export const WAITING_TEXT = 'Waiting for commissioner to start draft';

/**
 * Draft Entry. The commissioner's lot takes four keystroke groups: letters of the name, Enter
 * (player), a team letter or arrows and Enter (team), the bid and Enter (submit). Focus then
 * returns to the search for the next lot.
 */
export function RunTab({ draftId, leagueId }: RunTabProps) {
  const isCommissioner = useIsCommissioner();
  const draft = useDraftInfo();
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<PositionFilterValue>('ALL');
  const [player, setPlayer] = useState<PlayerListItem | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const teamRef = useRef<HTMLSelectElement>(null);
  const canSubmit = isCommissioner && draft?.draft_status === 'IN_PROGRESS';
  // A live auction sells on the clock; the keyed-in form stays the commissioner's tool for a bid
  // called out in the room, folded away until opened (docs/DECISIONS.md, "Live auction room screen").
  const live = draft?.auction_mode === 'live';
  const liveRunning = live && (draft?.draft_status === 'IN_PROGRESS' || draft?.draft_status === 'PAUSED');
  const [keyedOpen, setKeyedOpen] = useState(false);
  const keying = canSubmit && (!live || keyedOpen);

  // Someone else (another commissioner tab) drafted the selected player: let go of it.
  const selectedTaken = useDraftSelector((s) => player !== null && (s.snapshot?.picks.some((p) => p.nfl_player_id === player.nfl_player_id) ?? false));
  useEffect(() => {
    if (selectedTaken) setPlayer(null);
  }, [selectedTaken]);

  useEffect(() => {
    if (keying) searchRef.current?.focus();
  }, [keying]);

  if (!draft) return null;

  const choose = (chosen: PlayerListItem) => {
    setPlayer(chosen);
    teamRef.current?.focus();
  };
  const nextLot = () => {
    setPlayer(null);
    setSearch('');
    searchRef.current?.focus();
  };

  return (
    <div className="run-tab">
      {/* Only mounted for a live auction: it reads every team's budget, so otherwise each pick would render it for nothing. */}
      {draft.auction_mode === 'live' && <LiveAuctionPanel draftId={draftId} leagueId={leagueId} />}
      <div className="card run-header">
        <div>
          <h2 className="run-title">{draft.league_name}</h2>
          <p className="muted">
            {draft.season} Season · <DraftStatusBadge status={draft.draft_status} />
          </p>
          <InflationLine className="muted" />
        </div>
        {/* A live auction's Start Draft stands in its "In the room" card instead (StartAuctionCard.tsx): one per place. */}
        {isCommissioner && !(draft.auction_mode === 'live' && draft.draft_status === 'NOT_STARTED') && <StatusControls status={draft.draft_status} />}
      </div>
      {isCommissioner && <TeamStrip />}
      <div className="run-layout">
        <div className="run-main">
          <AvailablePlayersTable
            draftId={draftId}
            leagueId={leagueId}
            limit={RUN_TAB_PLAYER_LIMIT}
            search={search}
            onSearchChange={setSearch}
            position={position}
            onPositionChange={setPosition}
            selectable={keying}
            selectedPlayerId={player?.nfl_player_id ?? null}
            onSelect={choose}
            searchRef={searchRef}
          />
        </div>
        <aside className="run-side">
          {/* A running live auction says what is happening once, at the top of its panel (LiveStatusLine). */}
          {liveRunning ? (
            canSubmit && (
              <details className="card keyed-sale" open={keyedOpen} onToggle={(e) => setKeyedOpen(e.currentTarget.open)}>
                <summary>Key in a sale (a bid called out in the room)</summary>
                <p className="muted keyed-sale-hint">Goes straight on the board, outside the auction clock. Select the player in the table.</p>
                {keyedOpen && <SubmitPickForm player={player} onClearPlayer={() => setPlayer(null)} teamSelectRef={teamRef} onDrafted={nextLot} />}
              </details>
            )
          ) : canSubmit ? (
            <SubmitPickForm player={player} onClearPlayer={() => setPlayer(null)} teamSelectRef={teamRef} onDrafted={nextLot} />
          ) : (
            <div className="card run-waiting">
              {draft.draft_status === 'NOT_STARTED' && !isCommissioner && <p className="waiting-text">{WAITING_TEXT}</p>}
              {draft.draft_status === 'NOT_STARTED' && isCommissioner && <p className="muted">Start the draft to submit picks.</p>}
              {draft.draft_status === 'PAUSED' && <p className="muted">The draft is paused.</p>}
              {draft.draft_status === 'COMPLETED' && <p className="muted">The draft is complete.</p>}
              {draft.draft_status === 'IN_PROGRESS' && !isCommissioner && <p className="muted">The commissioner is entering picks live.</p>}
            </div>
          )}
          <section className="card" aria-label="Recent Picks">
            <h2 className="card-title">Recent Picks</h2>
            <RecentPicksList count={RECENT_PICKS_CARD} canUndo={isCommissioner} />
          </section>
        </aside>
      </div>
    </div>
  );
}
