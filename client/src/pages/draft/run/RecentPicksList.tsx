import { memo } from 'react';
import type { DraftPick } from '#shared/draft/types.js';
import { PlayerAvatar } from '#client/components/PlayerAvatar.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { SaleValue } from '#client/components/SaleValue.js';
import { isKeeper, pickOwnerLabel } from '#client/components/board/board-format.js';
import { KeeperBadge } from '#client/components/board/KeeperBadge.js';
import { useRecentPicks } from '#client/draft-data/hooks.js';
import { formatDollars } from '#client/format/format.js';
import { useUndoPick } from '#client/draft-room/use-undo-pick.js';

export interface RecentPicksListProps {
  count: number;
  /** The commissioner gets an undo button per pick. */
  canUndo: boolean;
}

/** The latest picks, newest first (Run tab card: 5; quick panel: 20). */
export function RecentPicksList({ count, canUndo }: RecentPicksListProps) {
  const picks = useRecentPicks(count);
  if (picks.length === 0) return <p className="muted small">No picks yet</p>;
  return (
    <ol className="recent-picks">
      {picks.map((pick) => (
        <RecentPick key={pick.fantasy_pick_id} pick={pick} canUndo={canUndo} />
      ))}
    </ol>
  );
}

/**
 * Memoised: a new pick adds a row (and drops the oldest); the rows in between stay as they were.
 * A keeper was not bought in this auction: it carries its K, not a sale's verdict, and no Undo (the
 * server refuses it once the draft has started; keepers are set on the Keepers card before it).
 */
const RecentPick = memo(function RecentPick({ pick, canUndo }: { pick: DraftPick; canUndo: boolean }) {
  const keeper = isKeeper(pick);
  return (
    <li className="recent-pick" data-pick-id={pick.fantasy_pick_id}>
      <span className="recent-pick-number">#{pick.pick_number}</span>
      <PlayerAvatar src={pick.photo_url} name={pick.full_name} size="xs" />
      <span className="recent-pick-text">
        <strong>{pick.full_name}</strong> <PositionBadge position={pick.position_code} />
        <span className="muted small">
          {' '}
          to {pickOwnerLabel(pick)} for {formatDollars(pick.acquisition_price)}
        </span>{' '}
        {keeper ? <KeeperBadge /> : <SaleValue pick={pick} className="small" />}
      </span>
      {canUndo && !keeper && <UndoButton pickId={pick.fantasy_pick_id} name={pick.full_name} />}
    </li>
  );
});

function UndoButton({ pickId, name }: { pickId: number; name: string }) {
  const { undo, undoing } = useUndoPick();
  return (
    <button type="button" className="btn btn-sm btn-secondary" disabled={undoing} aria-label={`Undo pick of ${name}`} onClick={() => void undo(pickId)}>
      {undoing ? 'Undoing...' : 'Undo'}
    </button>
  );
}
