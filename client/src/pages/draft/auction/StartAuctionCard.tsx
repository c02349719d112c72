import { useState } from 'react';
import type { AuctionStartResponse } from '#shared/auction/types.js';
import { draftCommand, sendDraftCommand } from '#client/api/draft-mutations.js';
import { setAutopilot } from '#client/api/bots.js';
import { useDraftSelector, useDraftStore } from '#client/draft-data/hooks.js';
import { notifyError, notifySuccess } from '#client/toasts/notify.js';
import { AutopilotMark } from '#client/components/teams/AutopilotMark.js';
import { StatusControls } from '../StatusControls.js';
import { teamLabel } from '#client/draft-data/team-label.js';

/** Who is in the room, by team: a name and whether its owner's phone is connected now. */
interface PresenceRow {
  id: number;
  name: string;
  online: boolean;
  /** The bidding model runs the team: it is ready without a phone. */
  autopilot: boolean;
}

const samePresence = (a: PresenceRow[], b: PresenceRow[]) =>
  a.length === b.length && a.every((row, i) => row.id === b[i]?.id && row.name === b[i]?.name && row.online === b[i]?.online && row.autopilot === b[i]?.autopilot);

/**
 * The commissioner's start step of a live auction: who is here (presence, pushed by the server) and
 * "Start auction" beside it. Until it is pressed no clock runs and no lot opens by itself
 * (docs/API.md, PUT auction/start). A team away (a seat nobody claimed, a guest who left) can be put
 * on autopilot from its line, so the bidding model nominates and bids for it instead of the clock
 * nominating at $1 for a team that never bids (docs/DECISIONS.md, "Bots"); its owner turns it off
 * on My Team.
 */
export function StartAuctionCard({ draftId, canStart, started, draftNotStarted = false }: { draftId: number; canStart: boolean; started: boolean; draftNotStarted?: boolean }) {
  const store = useDraftStore();
  const rows = useDraftSelector((s) => (s.snapshot?.teams ?? []).map((t) => ({ id: t.fantasy_team_id, name: teamLabel(t), online: t.online, autopilot: t.autopilot })), samePresence);
  const [busy, setBusy] = useState(false);
  const [handingOver, setHandingOver] = useState<number | null>(null);
  // Not optimistic: the line turns to "autopilot" when the confirmed event arrives.
  const handOver = async (row: PresenceRow) => {
    setHandingOver(row.id);
    try {
      await setAutopilot(draftId, row.id, true);
      notifySuccess(`${row.name} is on autopilot`);
    } catch (err) {
      notifyError(err, 'Failed to change autopilot');
    } finally {
      setHandingOver(null);
    }
  };
  // A team on autopilot (a practice bot, an owner who stepped away) is ready whoever holds a phone.
  const here = rows.filter((r) => r.online || r.autopilot).length;
  const start = async () => {
    setBusy(true);
    try {
      await sendDraftCommand<AuctionStartResponse>(draftCommand('startAuction', { id: draftId }), { store });
      notifySuccess('Auction started');
    } catch (err) {
      notifyError(err, 'Failed to start the auction');
    } finally {
      setBusy(false);
    }
  };
  // Once the auction runs, the lot and its controls come first on a laptop's screen: only who is away stays listed.
  const listed = started ? rows.filter((r) => !r.online && !r.autopilot) : rows;
  return (
    <section className="start-auction" aria-labelledby="presence-heading">
      <div className="start-auction-head">
        <h2 id="presence-heading">
          In the room: {here} of {rows.length}
        </h2>
        {/* Before the draft starts, its Start Draft stands here, where the commissioner looks, not under the queue (RunTab.tsx). */}
        {draftNotStarted && <StatusControls status="NOT_STARTED" />}
        {canStart && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
            Start auction
          </button>
        )}
      </div>
      {listed.length > 0 && (
        <ul className="presence-list" aria-label={started ? 'Teams away' : 'Teams in the room'}>
          {listed.map((row) => (
            <li key={row.id} className={row.online || row.autopilot ? 'is-here' : 'is-away'}>
              <span className="presence-name">
                {row.autopilot && <AutopilotMark />}
                {row.name}
              </span>
              <span className="presence-state">{row.autopilot ? 'autopilot' : row.online ? 'here' : 'away'}</span>
              {!row.online && !row.autopilot && (
                <button type="button" className="btn btn-secondary btn-sm presence-autopilot" aria-label={`Put ${row.name} on autopilot`} disabled={handingOver !== null} onClick={() => void handOver(row)}>
                  {handingOver === row.id ? 'Saving...' : 'Autopilot'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {draftNotStarted && <p className="muted start-auction-hint">Start the draft, then start the auction once everyone is here: no clock runs until then.</p>}
      {canStart && <p className="muted start-auction-hint">No clock runs and no player goes up until you start the auction.</p>}
    </section>
  );
}
