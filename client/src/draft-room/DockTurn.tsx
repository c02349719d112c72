import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { MIN_OPENING_BID } from '#shared/auction/rules.js';
import { ROSTERS_FULL_TEXT } from '#shared/auction/rosters-full.js';
import { useEveryRosterFull } from '../components/auction/use-rosters-full.js';
import type { NominationTurn } from '#shared/auction/types.js';
import { useDraftPicks, useDraftSelector, useDraftStore } from '../draft-data/hooks.js';
import { useCountdown, useNomination } from '../draft-data/use-auction.js';
import { useTeamQueue } from '../pages/draft/auction/use-team-queue.js';
import { draftTabPath } from '../pages/draft/draft-tabs.js';
import { auctionCommands } from './auction-commands.js';
import { useRosterRefusalOf } from './use-roster-room.js';
import { TURN_TITLE, beep, setSoundOn, useSoundOn, useTitleCall, vibrate } from './dock-calls.js';
import { useDockLink } from './DockLinkBar.js';
import { showNominateSearch, wantNominateSearch } from './nominate-search.js';
import { teamLabelOf } from '../draft-data/team-label.js';

export const START_WAIT_TEXT = 'Waiting for the commissioner to start the auction';

/**
 * "Choose…" opens the Run tab, where the nominate panel is; already there, the link would go nowhere,
 * so it brings the panel's available players into view and puts the cursor in its search.
 */
function toNominatePanel(event: MouseEvent<HTMLAnchorElement>): void {
  if (showNominateSearch()) event.preventDefault();
  else wantNominateSearch();
}

/**
 * Between lots: whose turn it is to nominate and their clock. On my team's turn the dock calls it
 * (words, title, vibration, the optional sound) and offers my queue's first available player one
 * tap from the block.
 */
export function DockTurn({ draftId, leagueId, myTeamId, running }: { draftId: number; leagueId: number; myTeamId: number | null; running: boolean }) {
  const nomination = useNomination();
  const link = useDockLink();
  const nominatorName = useDraftSelector((s) => teamLabelOf(s.snapshot?.teams, s.snapshot?.nomination?.team_id) ?? null);
  const started = nomination !== null && (nomination.closes_at !== null || nomination.paused_remaining_ms !== null);
  const mine = running && started && nomination !== null && nomination.team_id === myTeamId;
  const rostersFull = useEveryRosterFull();
  useTurnCall(mine && link === 'live');
  if (!running) return <DockLine text="The draft is paused." />;
  if (!nomination) return <DockLine text={rostersFull ? ROSTERS_FULL_TEXT : 'Waiting for the next nomination.'} />;
  if (!started) return <DockLine text={START_WAIT_TEXT} />;
  if (!mine || myTeamId === null) return <DockLine text={`${nominatorName ?? 'A team'} is nominating`} clock={nomination} />;
  return (
    <div className="dock-turn dock-turn-mine">
      <div className="dock-turn-head">
        <strong className="dock-turn-title" data-testid="dock-your-turn">
          {TURN_TITLE}
        </strong>
        <TurnSeconds clock={nomination} apart />
      </div>
      <QueueFirst draftId={draftId} leagueId={leagueId} teamId={myTeamId} live={link === 'live'} />
      <SoundSwitch />
    </div>
  );
}

function DockLine({ text, clock }: { text: string; clock?: NominationTurn }) {
  return (
    <div className="dock-turn">
      <p className="dock-status" role="status" data-testid="live-status">
        {text}
        {clock && <TurnSeconds clock={clock} />}
      </p>
      <SoundSwitch />
    </div>
  );
}

/** The turn's seconds: after the line's words (" · 17 s"), or `apart` at the right of my turn's title, as the lot's clock. */
function TurnSeconds({ clock, apart = false }: { clock: NominationTurn; apart?: boolean }) {
  const countdown = useCountdown(clock, { wholeSeconds: true });
  const joiner = apart ? '' : ' · ';
  if (countdown.waiting) return <span className="dock-clock-waiting">{joiner}waiting for the server</span>;
  return (
    <span aria-hidden="true" className={apart ? 'dock-clock' : undefined}>
      {joiner}
      {Math.ceil(countdown.remaining / 1000)} s
    </span>
  );
}

/** The first player of my queue not yet drafted that my roster has room for, one tap from nominating at the opening minimum. */
function QueueFirst({ draftId, leagueId, teamId, live }: { draftId: number; leagueId: number; teamId: number; live: boolean }) {
  const store = useDraftStore();
  const queue = useTeamQueue(draftId, teamId, true);
  const picks = useDraftPicks();
  const [busy, setBusy] = useState(false);
  const commands = useMemo(() => auctionCommands(draftId, store), [draftId, store]);
  const refusalOf = useRosterRefusalOf(teamId);
  // As the server's own nomination when the clock runs out: the first still available, and one
  // the team has a roster slot for (the server would refuse the others).
  const { first, queued } = useMemo(() => {
    const drafted = new Set(picks.map((p) => p.nfl_player_id));
    const available = queue.players.filter((p) => !drafted.has(p.nfl_player_id));
    return { first: available.find((p) => refusalOf(p.position_code) === null) ?? null, queued: available.length };
  }, [picks, queue.players, refusalOf]);
  const nominate = async () => {
    if (!first) return;
    setBusy(true);
    await commands.nominate({ nfl_player_id: first.nfl_player_id, opening_bid: MIN_OPENING_BID, fantasy_team_id: teamId });
    setBusy(false);
  };
  return (
    <div className="dock-actions">
      {first ? (
        <button type="button" className="btn btn-primary dock-bid-btn dock-nominate-btn" disabled={busy || !live} onClick={() => void nominate()}>
          Nominate {first.full_name} · ${MIN_OPENING_BID}
        </button>
      ) : (
        <span className="dock-muted">{queue.loading ? 'Loading your queue…' : queued > 0 ? 'Your roster has no slot for anyone in your queue.' : 'Your queue is empty.'}</span>
      )}
      <Link href={draftTabPath(leagueId, draftId, 'run')} className="btn btn-secondary dock-proxy-btn" onClick={toNominatePanel}>
        Choose…
      </Link>
    </div>
  );
}

/** The optional sound, off by default and remembered on this device. */
function SoundSwitch() {
  const on = useSoundOn();
  return (
    <button type="button" className="btn btn-secondary btn-sm dock-sound" aria-pressed={on} onClick={() => setSoundOn(!on)}>
      {on ? 'Sound on' : 'Sound off'}
    </button>
  );
}

/** My turn: the title says so while it lasts; one vibration and (when on) a double beep as it starts. */
function useTurnCall(mine: boolean): void {
  useTitleCall(mine ? 'Your turn' : null);
  useEffect(() => {
    if (!mine) return;
    vibrate([200, 100, 200]);
    beep(2);
  }, [mine]);
}
