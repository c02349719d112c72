import { Spinner } from '../../components/Spinner.js';
import { formatDate, formatDollars } from '../../lib/format.js';
import { useAcquisitionHistory } from '../../api/player.js';
import { DASH } from './stats.js';
import { ScrollArea } from '../../components/ScrollArea.js';

/** Where this player went in the league's drafts and trades (newest season first, as the server sends). */
export function DraftHistoryTab({ playerId, leagueId }: { playerId: string; leagueId: number | null }) {
  const query = useAcquisitionHistory(playerId, leagueId);
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label="Loading draft history..." />;
  if (query.isError) return <p className="form-error">Error loading draft history: {query.error.message}</p>;
  const entries = query.data ?? [];
  if (entries.length === 0) return <p className="empty-state">No acquisition history found for this player in this league</p>;
  return (
    <ScrollArea className="table-scroll" label="Draft history">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">Draft</th>
            <th scope="col">Team</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Type</th>
            <th scope="col" className="num">
              Pick Order
            </th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => (
            <tr key={`${entry.season}-${entry.draft_id ?? ''}-${entry.acquisition_type}-${i}`}>
              <td>{entry.season}</td>
              <td>
                {entry.season} Draft
                {entry.draft_date && <span className="muted"> · {formatDate(entry.draft_date)}</span>}
              </td>
              <td>{entry.team_nickname || entry.team_name || DASH}</td>
              <td className="num">{formatDollars(entry.acquisition_price)}</td>
              <td>{entry.acquisition_type === 'trade' ? 'Trade' : 'Draft'}</td>
              <td className="num">{entry.pick_order ?? DASH}</td>
              <td>{formatDate(entry.acquisition_date) || DASH}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
