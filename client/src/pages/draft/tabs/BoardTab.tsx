import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import type { DraftPick } from '#shared/draft/types.js';
import { ConfirmDialog } from '#client/components/ConfirmDialog.js';
import { teamLabel } from '#client/components/board/board-format.js';
import { BoardView } from '#client/components/board/BoardView.js';
import { ListView } from '#client/components/board/tabs/ListView.js';
import { PositionFilter, type PositionFilterValue } from '#client/components/board/PositionFilter.js';
import { RosterView } from '#client/components/board/tabs/RosterView.js';
import { DraftStatusBadge } from '#client/components/DraftStatusBadge.js';
import { useDraftInfo, useDraftSelector, useIsCommissioner } from '#client/draft-data/hooks.js';
import type { DraftRoomState } from '#client/draft-data/store-types.js';
import { TradeHistoryModal } from './TradeHistoryModal.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';
import { useUndoPick } from '#client/draft-room/use-undo-pick.js';
import { formatDollars } from '#client/format/format.js';
import { EditPickModal } from '../board/EditPickModal.js';
import { draftTabPath } from '../draft-tabs.js';
import { LiveStatTile, StatTile } from '../StatTile.js';
import { ExportButtons } from '../files/ExportButtons.js';

export interface BoardTabProps {
  draftId: number;
  leagueId: number;
}

type BoardMode = 'board' | 'list' | 'roster';
const MODES: { mode: BoardMode; label: string }[] = [
  { mode: 'board', label: 'Board' },
  { mode: 'list', label: 'List' },
  { mode: 'roster', label: 'Roster' },
];

export const NO_PICK_ID_TEXT = 'Unable to identify pick ID for deletion';

/** Draft Board tab (spec 02 §2): stat tiles, three views, filters, and the commissioner's pick fixes. */
export function BoardTab({ draftId, leagueId }: BoardTabProps) {
  const isCommissioner = useIsCommissioner();
  const draft = useDraftInfo();
  // Narrow on purpose: this tab holds the board, the modals and the toolbar, and a pick changes
  // none of them (the stat tiles and the team filter read the picks and budgets themselves).
  const hasPicks = useDraftSelector((s) => (s.snapshot?.picks.length ?? 0) > 0);
  const commands = useDraftCommands();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<BoardMode>('board');
  const [position, setPosition] = useState<PositionFilterValue>('ALL');
  const [teamFilter, setTeamFilter] = useState<number | 'ALL'>('ALL');
  const [tradePlayer, setTradePlayer] = useState<DraftPick | null>(null);
  const [editing, setEditing] = useState<DraftPick | null>(null);
  const [deleting, setDeleting] = useState<DraftPick | null>(null);
  const [busy, setBusy] = useState<'delete' | null>(null);
  const { undo, undoing } = useUndoPick();
  const onViewTrade = useCallback((pick: DraftPick) => setTradePlayer(pick), []);

  if (!draft) return null;

  const confirmDelete = async () => {
    const pickId = deleting?.fantasy_pick_id ?? deleting?.fantasy_roster_id;
    if (!pickId) {
      toast.error(NO_PICK_ID_TEXT);
      setDeleting(null);
      return;
    }
    setBusy('delete');
    const removed = await commands.deletePick(pickId);
    setBusy(null);
    if (removed) setDeleting(null);
  };

  const actions = isCommissioner
    ? (pick: DraftPick) => (
        <span className="row-actions">
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(pick)} aria-label={`Edit pick of ${pick.full_name}`}>
            Edit
          </button>
          <button type="button" className="btn btn-sm btn-danger" onClick={() => setDeleting(pick)} aria-label={`Delete pick of ${pick.full_name}`}>
            Delete
          </button>
        </span>
      )
    : undefined;

  return (
    <div className="board-tab">
      <div className="board-tab-head">
        <h2 className="board-title">
          {draft.season} Auction Draft Board <DraftStatusBadge status={draft.draft_status} />
        </h2>
        {isCommissioner && (
          <div className="status-controls">
            {draft.draft_status === 'IN_PROGRESS' && (
              <button type="button" className="btn btn-secondary" onClick={() => void undo()} disabled={busy !== null || undoing || !hasPicks}>
                {undoing ? 'Undoing...' : 'Undo Last Pick'}
              </button>
            )}
            {draft.draft_status === 'NOT_STARTED' && (
              <button type="button" className="btn btn-primary" onClick={() => navigate(draftTabPath(leagueId, draftId, 'run'))}>
                Run Draft
              </button>
            )}
          </div>
        )}
      </div>

      <div className="board-toolbar">
        <div className="segmented" role="group" aria-label="Board view">
          {MODES.map(({ mode: m, label }) => (
            <button key={m} type="button" className={`segment${mode === m ? ' active' : ''}`} aria-pressed={mode === m} onClick={() => setMode(m)}>
              {label}
            </button>
          ))}
        </div>
        {mode !== 'roster' && <PositionFilter value={position} onChange={setPosition} />}
        {mode === 'list' && <TeamFilter value={teamFilter} onChange={setTeamFilter} />}
      </div>

      {mode === 'board' && <BoardView positionFilter={position} onViewTrade={onViewTrade} />}
      {mode === 'list' && <ListView positionFilter={position} teamFilter={teamFilter} renderActions={actions} onViewTrade={onViewTrade} />}
      {mode === 'roster' && <RosterView />}

      {/* After the board in the page (a phone shows the board first); a wider screen puts them above it (draft-room.css). */}
      <BoardStats budget={draft.auction_budget} />
      <div className="board-tab-files">
        <ExportButtons />
      </div>

      <EditPickModal pick={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Draft Pick"
        message={deleting ? `Are you sure you want to delete the pick of ${deleting.full_name}? The player returns to the pool.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy === 'delete'}
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <TradeHistoryModal draftId={draftId} player={tradePlayer} onClose={() => setTradePlayer(null)} />
    </div>
  );
}

/** The tiles' figures: each tile reads its own, so a sale renders Players Drafted (and Average Price when it moves) alone. */
const teamCount = (s: DraftRoomState) => String(s.snapshot?.teams.length ?? 0);
const draftedCount = (s: DraftRoomState) => String(s.snapshot?.picks.length ?? 0);
const averagePrice = (s: DraftRoomState) => {
  const picks = s.snapshot?.picks ?? [];
  const total = picks.reduce((sum, p) => sum + p.acquisition_price, 0);
  return formatDollars(picks.length > 0 ? Math.round(total / picks.length) : 0);
};

function BoardStats({ budget }: { budget: number }) {
  return (
    <dl className="stat-tiles">
      <LiveStatTile label="Teams" figure={teamCount} />
      <StatTile label="Budget" value={formatDollars(budget)} />
      <LiveStatTile label="Players Drafted" figure={draftedCount} />
      <LiveStatTile label="Average Price" figure={averagePrice} />
    </dl>
  );
}

function TeamFilter({ value, onChange }: { value: number | 'ALL'; onChange: (team: number | 'ALL') => void }) {
  // Ids and names only: a sale changes a team's money, which this list does not show.
  const teams = useDraftSelector((s) => (s.snapshot?.teams ?? []).map((t) => ({ id: t.fantasy_team_id, label: teamLabel(t) })), sameOptions);
  return (
    <select
      className="input input-inline"
      aria-label="Filter by team"
      value={String(value)}
      onChange={(event) => onChange(event.target.value === 'ALL' ? 'ALL' : Number(event.target.value))}
    >
      <option value="ALL">All Teams</option>
      {teams.map(({ id, label }) => (
        <option key={id} value={id}>
          {label}
        </option>
      ))}
    </select>
  );
}

type TeamOption = { id: number; label: string };
const sameOptions = (a: TeamOption[], b: TeamOption[]) => a.length === b.length && a.every((option, i) => option.id === b[i]?.id && option.label === b[i]?.label);
