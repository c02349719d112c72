import './tv-finished.css';
import { BoardView } from '../../components/board/BoardView.js';
import { ShortName } from '../../components/board/ShortName.js';
import { pickOwnerLabel, positionKey } from '../../components/board/board-format.js';
import { formatDollars } from '../../format/format.js';
import { sameItems, useDraftSelector } from '../../draft-data/hooks.js';
import type { DraftRoomState } from '../../draft-data/store-types.js';
import { saleOf } from '#shared/values/sales.js';
import type { DraftPick } from '#shared/draft/types.js';
// Through TvScreen, whose chunk the TV has loaded already: imported directly, the QR code became a
// chunk of its own, one more request on the TV's first load (tests/browser/party-network.test.ts).
import { BoardQrCode } from './TvScreen.js';

/** Bargains listed on the finished TV. */
export const FINAL_BARGAINS = 5;

/**
 * The TV once the draft is over: every team's roster by slot with its money left, the night's best
 * bargains (sales furthest under the player's value, when the draft has values) and a QR code to
 * the results (the board's Roster View) for guests to take home, in place of the header's code and
 * like it only where codes show (`showQr`: not on a phone, not once "Hide QR" is pressed).
 */
export default function TvFinished({ token, pageTeams, showQr }: { token: string; pageTeams: boolean; showQr: boolean }) {
  return (
    <div className="tv-final">
      <BoardView fill slotOrder pageTeams={pageTeams} className="public-board-view" />
      <aside className="tv-final-rail" aria-label="Draft complete">
        <h2 className="tv-final-title">Draft complete</h2>
        <Bargains />
        {showQr && <BoardQrCode token={token} view="roster" caption="Scan for the results" />}
      </aside>
    </div>
  );
}

interface Bargain {
  pick: DraftPick;
  value: number;
  saved: number;
}

const sameBargains = (a: Bargain[], b: Bargain[]) => sameItems(a.map((x) => x.pick), b.map((x) => x.pick));

function bestBargains(s: DraftRoomState): Bargain[] {
  const snapshot = s.snapshot;
  if (!snapshot) return [];
  const bargains: Bargain[] = [];
  for (const pick of snapshot.picks) {
    if (pick.acquisition_type === 'keeper') continue;
    const sale = saleOf(snapshot.values, pick);
    if (sale && sale.kind === 'bargain') bargains.push({ pick, value: sale.value, saved: -sale.difference });
  }
  return bargains.sort((a, b) => b.saved - a.saved || a.pick.pick_number - b.pick.pick_number).slice(0, FINAL_BARGAINS);
}

function Bargains() {
  const bargains = useDraftSelector(bestBargains, sameBargains);
  if (bargains.length === 0) return null;
  return (
    <section className="tv-bargains" aria-label="Best bargains">
      <h3 className="tv-strip-title">Best bargains</h3>
      <ol className="tv-sales-list">
        {bargains.map(({ pick, value, saved }) => (
          <li key={pick.fantasy_pick_id} className="tv-sale tv-bargain" data-pos={positionKey(pick.position_code)}>
            <span className="tv-sale-name" title={pick.full_name}>
              <ShortName player={pick} />
            </span>
            <span className="tv-sale-price">{formatDollars(pick.acquisition_price)}</span>
            <span className="tv-sale-team">
              {pickOwnerLabel(pick)} · value {formatDollars(value)} · <strong>{formatDollars(saved)} under</strong>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
