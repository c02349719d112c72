import { memo } from 'react';

/** A labelled number in a row of summary tiles (board and players tabs). Use inside a <dl className="stat-tiles">. */
export const StatTile = memo(function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat-tile">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
});
