import { memo } from 'react';
import { useDraftSelector } from '../../draft-data/hooks.js';
import type { DraftRoomState } from '../../draft-data/store-types.js';

const tile = (label: string, value: string) => (
  <div className="stat-tile">
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** A labelled number in a row of summary tiles (board and players tabs). Use inside a <dl className="stat-tiles">. */
export const StatTile = memo(function StatTile({ label, value }: { label: string; value: string }) {
  return tile(label, value);
});

/**
 * A tile that reads its own figure from the draft store, so a sale renders the tiles whose figure
 * moved and not the row around them (scripts/bench-render.ts). `figure` must be stable (module level).
 */
export const LiveStatTile = memo(function LiveStatTile({ label, figure }: { label: string; figure: (state: DraftRoomState) => string }) {
  return tile(label, useDraftSelector(figure));
});
