import { useEffect, useRef, useState } from 'react';
import type { TeamAnalytics } from '#shared/analytics/types.js';
import { DataTable, type TableColumn } from '../../components/table/DataTable.js';
import { nextSort, useSortedRows, type SortState } from '../../components/table/table-sort.js';
import { formatDollars } from '../../format/format.js';
import { formatPoints } from '../../format/number-format.js';
import { GRADES } from '#shared/analytics/grades.js';
import { teamLabel } from '#shared/draft/team-label.js';

interface Context {
  onDownload: (team: TeamAnalytics) => void;
}

const signed = (n: number) => (n > 0 ? `+${formatDollars(n)}` : n < 0 ? `\u2212${formatDollars(-n)}` : '$0');

const COLUMNS: readonly TableColumn<TeamAnalytics, Context>[] = [
  { id: 'team', header: 'Team', rowHeader: true, sortValue: (t) => teamLabel(t), cell: (t) => teamLabel(t) },
  { id: 'grade', header: 'Grade', sortValue: (t) => GRADES.length - GRADES.indexOf(t.grade), cell: (t) => <span className={`grade-chip grade-${t.grade.toLowerCase()}`}>{t.grade}</span> },
  { id: 'points', header: "Starters' pts", numeric: true, sortValue: (t) => t.starters_projected_points, cell: (t) => formatPoints(t.starters_projected_points) },
  { id: 'spent', header: 'Spent', numeric: true, sortValue: (t) => t.spent, cell: (t) => formatDollars(t.spent) },
  { id: 'value', header: 'Value', numeric: true, sortValue: (t) => t.value, cell: (t) => formatDollars(t.value) },
  {
    id: 'surplus',
    header: 'Surplus',
    numeric: true,
    sortValue: (t) => t.surplus,
    cellClassName: (t) => (t.surplus > 0 ? 'num is-gain' : t.surplus < 0 ? 'num is-loss' : 'num'),
    cell: (t) => signed(t.surplus),
  },
  { id: 'left', header: 'Left', numeric: true, sortValue: (t) => t.money_left, cell: (t) => formatDollars(t.money_left) },
  { id: 'open', header: 'Open', numeric: true, sortValue: (t) => t.open_slots, cell: (t) => t.open_slots },
  {
    id: 'recap',
    header: 'Recap',
    cell: (t, { onDownload }) => (
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onDownload(t)} aria-label={`Download image for ${teamLabel(t)}`}>
        Download image
      </button>
    ),
  },
];

/** The teams of the draft, sortable by any figure; by starters' points until the user picks a column. */
export function TeamTable({ teams, onDownload }: { teams: readonly TeamAnalytics[]; onDownload: (team: TeamAnalytics) => void }) {
  const [sort, setSort] = useState<SortState | null>({ key: 'points', direction: 'desc' });
  const rows = useSortedRows(teams, COLUMNS, sort);
  const { ref, more } = useMoreToTheRight();
  return (
    <div className="teams-scroll-frame" data-more={more ? 'right' : undefined}>
      <div className="table-scroll" ref={ref}>
        <DataTable
          columns={COLUMNS}
          rows={rows}
          rowKey={(t) => t.fantasy_team_id}
          rowContext={() => ({ onDownload })}
          rowAttributes={(t) => ({ 'data-team-id': t.fantasy_team_id })}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          className="analytics-teams"
          label="Teams"
        />
      </div>
    </div>
  );
}

/**
 * Whether the box has figures past its right edge: on a phone the table is wider than the screen
 * and a column cut at the edge looked like the end of it (analytics.css fades that edge).
 */
function useMoreToTheRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    // The table grows inside a box of the same size when a name or a figure gets longer.
    if (box.firstElementChild) resized.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);
  return { ref, more };
}
