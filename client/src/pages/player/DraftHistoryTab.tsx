import { Spinner } from '../../components/Spinner.js';
import { formatDollars } from '../../format/format.js';
import { formatDate } from '../../format/calendar-day.js';
import { useAcquisitionHistory, type AcquisitionHistoryEntry } from '../../api/player.js';
import { DASH } from './stats.js';
import { ScrollArea } from '../../components/ScrollArea.js';
import { DataTable, type TableColumn } from '../../components/table/DataTable.js';

type Entry = AcquisitionHistoryEntry;

// The same player can come twice in one draft (drafted, then traded), so the key carries its place too.
const entryKey = (entry: Entry, index: number) => `${entry.season}-${entry.draft_id ?? ''}-${entry.acquisition_type}-${index}`;

const HISTORY_COLUMNS: TableColumn<Entry>[] = [
  { id: 'season', header: 'Season', cell: (e) => e.season },
  {
    id: 'draft',
    header: 'Draft',
    cell: (e) => (
      <>
        {e.season} Draft
        {e.draft_date && <span className="muted"> · {formatDate(e.draft_date)}</span>}
      </>
    ),
  },
  { id: 'team', header: 'Team', cell: (e) => e.team_nickname || e.team_name || DASH },
  { id: 'price', header: 'Price', numeric: true, cell: (e) => formatDollars(e.acquisition_price) },
  { id: 'type', header: 'Type', cell: (e) => (e.acquisition_type === 'trade' ? 'Trade' : 'Draft') },
  { id: 'pick', header: 'Pick Order', numeric: true, cell: (e) => e.pick_order ?? DASH },
  { id: 'date', header: 'Date', cell: (e) => formatDate(e.acquisition_date) || DASH },
];

/** Where this player went in the league's drafts and trades (newest season first, as the server sends). */
export function DraftHistoryTab({ playerId, leagueId }: { playerId: string; leagueId: number | null }) {
  const query = useAcquisitionHistory(playerId, leagueId);
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label="Loading draft history..." />;
  if (query.isError) return <p className="form-error">Error loading draft history: {query.error.message}</p>;
  const entries = query.data ?? [];
  if (entries.length === 0) return <p className="empty-state">No acquisition history found for this player in this league</p>;
  return (
    <ScrollArea className="table-scroll" label="Draft history">
      <DataTable columns={HISTORY_COLUMNS} rows={entries} rowKey={entryKey} />
    </ScrollArea>
  );
}
