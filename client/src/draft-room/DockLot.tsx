import { useEffect, useMemo, useRef, useState } from 'react';
import type { AuctionLot } from '#shared/auction/types.js';
import { useDraftSelector, useDraftStore, useTeam } from '../draft-data/hooks.js';
import { useCountdown } from '../draft-data/use-auction.js';
import { ProxyBidControl } from '../pages/draft/auction/ProxyBidControl.js';
import { auctionCommands } from './auction-commands.js';
import { beep, vibrate } from './dock-calls.js';
import { sendDockBid, type BidOutcome } from './dock-bid.js';
import { dockLotView, lastKnownLeadText, leadCall, outbidCall, refusalStands, type DockLink } from './dock-state.js';
import { useDockLink } from './DockLinkBar.js';
import { liveStatusText } from '../pages/draft/auction/live-status.js';
import { useRosterRefusalOf } from './use-roster-room.js';
import { rosterFull } from '../components/teams/max-bid-text.js';
import { AutopilotMark } from '../components/teams/AutopilotMark.js';
import { teamLabelOf } from '../draft-data/team-label.js';

const NO_LOT = null;
/** How long the outbid call stays. */
const CALL_MS = 5000;

/**
 * The open lot in the dock: player, high bid and its team, the clock, my max bid, and `Bid $N`
 * buttons. It reads the lot and the leader's name only (narrow slices), so a bid re-renders this
 * and its clock, not the page (scripts/bench-render.ts, the bid case).
 */
export function DockLot({ draftId, myTeamId, running, increment }: { draftId: number; myTeamId: number | null; running: boolean; increment: number }) {
  const store = useDraftStore();
  const lot = useDraftSelector((s) => s.snapshot?.lot ?? NO_LOT);
  const leaderName = useDraftSelector((s) => teamLabelOf(s.snapshot?.teams, s.snapshot?.lot?.high_team_id) ?? null);
  const leaderOnAutopilot = useDraftSelector((s) => s.snapshot?.teams.find((t) => t.fantasy_team_id === s.snapshot?.lot?.high_team_id)?.autopilot ?? false);
  const myTeam = useTeam(myTeamId ?? -1);
  const link = useDockLink();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<(BidOutcome & { lotId: number; amount: number }) | null>(null);
  const [proxyOpen, setProxyOpen] = useState(false);
  const commands = useMemo(() => auctionCommands(draftId, store), [draftId, store]);
  const outbid = useOutbidCall(lot, myTeamId, link);
  const rosterRefusalOf = useRosterRefusalOf(myTeam ? myTeamId : null);
  const rosterSize = useDraftSelector((s) => s.snapshot?.draft.num_rounds ?? 0);
  if (!lot) return null;
  const rosterRefusal = rosterRefusalOf(lot.player.position_code);
  const view = dockLotView({ link, lot, myTeamId: myTeam ? myTeamId : null, myMaxBid: myTeam?.max_bid ?? null, increment, running, rosterRefusal });
  const bid = async (amount: number) => {
    if (myTeamId === null) return;
    setBusy(true);
    const result = await sendDockBid(draftId, store, { lot_id: lot.lot_id, amount, fantasy_team_id: myTeamId }, lot.player.full_name);
    setBusy(false);
    setOutcome({ ...result, lotId: lot.lot_id, amount });
  };
  // A refusal belongs to the lot it was about, while the bidding has not passed it; a newer lot
  // starts clean (the answer becomes history).
  const shown = outcome && outcome.kind !== 'placed' ? (outcome.kind === 'history' || refusalStands(outcome, lot) ? outcome : null) : null;
  return (
    <div className="dock-lot" data-testid="dock-lot">
      {outbid && (
        <p className="dock-call dock-call-outbid" role="alert">
          {outbid}
        </p>
      )}
      <div className="dock-lot-head">
        <div className="dock-lot-player">
          <span className="dock-player-name" data-testid="dock-player">
            {lot.player.full_name}
          </span>
          <span className="dock-muted">
            {lot.player.position_code} · {lot.player.team_abbreviation ?? 'FA'}
          </span>
        </div>
        <DockClock lot={lot} leading={view.leading} />
      </div>
      <div className="dock-lot-bid">
        <span className="dock-high" data-testid="dock-high-bid">
          <strong>${lot.high_bid}</strong>{' '}
          <span className="dock-leader">
            {leaderOnAutopilot && <AutopilotMark />}
            {leaderName ?? 'Unknown team'}
          </span>
        </span>
        {myTeam && <span className="dock-max">{rosterFull(myTeam, rosterSize) ? 'Roster full' : `Max $${myTeam.max_bid}`}</span>}
      </div>
      {!running && (
        <p className="dock-status" role="status" data-testid="live-status">
          {liveStatusText({ status: 'PAUSED', lot: { playerName: lot.player.full_name, highBid: lot.high_bid, leaderName: leaderName ?? 'A team', paused: true }, nominating: null })}
        </p>
      )}
      {view.leading && <p className="dock-leading">You have the high bid</p>}
      {view.note && <p className="dock-muted dock-note">{view.note}</p>}
      {myTeam && link === 'live' && running && (
        <div className="dock-actions">
          {/* Keyed by place, not amount: as the bidding moves, a button under a finger or holding the
              keyboard's focus stays the same button with its new amount (a new one took the focus away). */}
          {view.amounts.map((amount, place) => (
            <button key={place} type="button" className="btn btn-primary dock-bid-btn" disabled={busy} onClick={() => void bid(amount)}>
              Bid ${amount}
            </button>
          ))}
          {!rosterRefusal && (
            <button type="button" className="btn btn-secondary dock-proxy-btn" aria-expanded={proxyOpen} onClick={() => setProxyOpen(!proxyOpen)}>
              Auto-bid
            </button>
          )}
        </div>
      )}
      {myTeam && link !== 'live' && running && lot.high_team_id === myTeamId && (
        // What the server last said, in the past tense: without it the disabled buttons below read as "outbid".
        <p className="dock-muted" data-testid="dock-last-known">
          {lastKnownLeadText(lot.high_bid)}
        </p>
      )}
      {myTeam && link !== 'live' && running && (
        // The buttons stay where the thumb expects them, disabled: nothing is sent or kept for later.
        // Who leads now is unknown here, so they are the amounts over the last known high bid.
        <div className="dock-actions">
          {dockLotView({ link: 'live', lot: { ...lot, high_team_id: -1 }, myTeamId, myMaxBid: myTeam.max_bid, increment, running, rosterRefusal }).amounts.map((amount, place) => (
            <button key={place} type="button" className="btn btn-primary dock-bid-btn" disabled>
              Bid ${amount}
            </button>
          ))}
        </div>
      )}
      {shown && (
        <p className={shown.kind === 'history' ? 'dock-muted dock-history' : 'form-error dock-refused'} role={shown.kind === 'history' ? undefined : 'alert'}>
          {shown.message}
        </p>
      )}
      {proxyOpen && myTeam && link === 'live' && !rosterRefusal && (
        <div className="dock-proxy">
          <ProxyBidControl key={`${lot.lot_id}-${myTeam.fantasy_team_id}`} draftId={draftId} lot={lot} team={myTeam} commands={commands} />
        </div>
      )}
    </div>
  );
}

/** The lot's clock: stopped and saying so while the link is not live; the call in a lot's last seconds I lead. */
function DockClock({ lot, leading }: { lot: AuctionLot; leading: boolean }) {
  const countdown = useCountdown(lot, { wholeSeconds: true });
  const link = useDockLink();
  const call = leadCall(leading, countdown.remaining, link);
  const seconds = Math.ceil(countdown.remaining / 1000);
  const called = useRef(false);
  useEffect(() => {
    if (call && !called.current) vibrate(100);
    called.current = call !== null;
  }, [call]);
  if (countdown.waiting) return <span className="dock-clock dock-clock-waiting">Waiting for the server</span>;
  return (
    <span className={`dock-clock phase-${countdown.phase.replace(' ', '-')}`} data-testid="dock-clock">
      {call ? (
        <span className="dock-call dock-call-lead">{call}</span>
      ) : countdown.paused ? (
        'Paused'
      ) : countdown.remaining <= 0 ? (
        'Closing…'
      ) : (
        <span aria-label={`${seconds} seconds left`}>{seconds} s</span>
      )}
    </span>
  );
}

/**
 * "Outbid: $N by Team X" for a few seconds after another team took the lot from mine (server state
 * only). It says the lot as it stands now, and goes once my team leads again: a call that went on
 * naming an older bid, or stayed beside "You have the high bid", would say what is no longer so.
 */
function useOutbidCall(lot: AuctionLot | null, myTeamId: number | null, link: DockLink): string | null {
  const before = useRef<AuctionLot | null>(lot);
  const store = useDraftStore();
  // Which lot the call is about; a new object for each outbid, so the call's seconds start again.
  const [call, setCall] = useState<{ lotId: number } | null>(null);
  useEffect(() => {
    const previous = before.current;
    before.current = lot;
    if (link !== 'live' || !lot || !outbidCall(previous, lot, myTeamId, String)) return;
    setCall({ lotId: lot.lot_id });
    vibrate([80, 60, 80]);
    beep(1);
  }, [lot, myTeamId, link]);
  useEffect(() => {
    if (!call) return;
    const timer = setTimeout(() => setCall(null), CALL_MS);
    return () => clearTimeout(timer);
  }, [call]);
  if (!call || !lot || myTeamId === null) return null;
  const names = store.getState().snapshot?.teams ?? [];
  return outbidCall({ lot_id: call.lotId, high_team_id: myTeamId }, lot, myTeamId, (id) => teamLabelOf(names, id) ?? 'another team');
}
