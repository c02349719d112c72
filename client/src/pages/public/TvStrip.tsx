import { BEST_AVAILABLE_POSITIONS } from '#shared/draft/api.js';
import { nflTeam, pickOwnerLabel, positionKey } from '../../components/board/board-format.js';
import { ShortName } from '../../components/board/ShortName.js';
import { formatDollars } from '../../format/format.js';
import { useDraftSelector, useRecentSales } from '../../draft-data/hooks.js';
import { tvBoardRows } from '../../components/board/BoardView.js';
import { useBestAvailable } from './use-best-available.js';

/** The strip shows while the board needs at most this many rows. */
export const STRIP_MAX_ROWS = 10;

/** Best available when the server lists no undrafted player at any position. */
export const NO_ONE_AVAILABLE = 'No undrafted players to show';

/** Latest sales shown in the strip. */
export const STRIP_SALES = 5;

/**
 * Under the TV board, where empty rows used to be: the latest sales and the best players still
 * available at each position, so the room sees what just went and what is left to fight for.
 */
export function TvStrip({ token }: { token: string }) {
  // The strip takes the room of empty rows; once the board needs most of its 16 rows it gives it
  // back. Read here, so the sale that takes it away renders the strip, not the page around it
  // (scripts/bench-render.ts).
  const fits = useDraftSelector((s) => tvBoardRows(s.snapshot?.picks ?? []) <= STRIP_MAX_ROWS);
  if (!fits) return null;
  // Two parts that change apart: a sale adds to the first at once, the second follows when the
  // best-available list comes back from the server.
  return (
    <section className="tv-strip" aria-label="Latest sales and best available">
      <LatestSales />
      <BestAvailable token={token} />
    </section>
  );
}

function LatestSales() {
  const sales = useRecentSales(STRIP_SALES);
  return (
    <div className="tv-strip-block tv-sales">
      <h2 className="tv-strip-title">Latest sales</h2>
      {sales.length === 0 ? (
        <p className="tv-strip-empty">No players have been drafted yet</p>
      ) : (
        <ol className="tv-sales-list">
          {sales.map((pick) => (
            <li key={pick.fantasy_pick_id} className="tv-sale" data-pos={positionKey(pick.position_code)}>
              <span className="tv-sale-name" title={pick.full_name}>
                <ShortName player={pick} />
              </span>
              <span className="tv-sale-price">{formatDollars(pick.acquisition_price)}</span>
              <span className="tv-sale-team">{pickOwnerLabel(pick)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function BestAvailable({ token }: { token: string }) {
  const best = useBestAvailable(token);
  // A pool with no one in it (a season whose players are not loaded) reads as one line, not four
  // headings over nothing; until the server answers, the lists stay empty.
  const noOne = best && BEST_AVAILABLE_POSITIONS.every((position) => !best[position].length);
  return (
    <div className="tv-strip-block tv-best">
      <h2 className="tv-strip-title">Best available</h2>
      {noOne ? (
        <p className="tv-strip-empty">{NO_ONE_AVAILABLE}</p>
      ) : (
        <div className="tv-best-grid">
          {BEST_AVAILABLE_POSITIONS.map((position) => (
            <div key={position} className="tv-best-position" data-pos={position}>
              <h3 className="tv-best-head">{position}</h3>
              <ol className="tv-best-list">
                {(best?.[position] ?? []).map((player) => (
                  <li key={player.nfl_player_id} className="tv-best-player" title={player.full_name}>
                    <span className="tv-best-name">
                      <ShortName player={player} />
                    </span> <span className="tv-best-team">{nflTeam(player.team_abbreviation)}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
