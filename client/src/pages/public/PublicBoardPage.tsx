import { memo, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { lazyWithRetry } from '../../lazy-loading/lazy-with-retry.js';
import { useParams } from 'wouter';
import { statusLabel } from '../../format/draft-display.js';
import type { DraftStatus } from '#shared/draft/types.js';
import { Badge } from '../../components/Badge.js';
import { InflationLine } from '../../components/InflationLine.js';
import { BoardView } from '../../components/board/BoardView.js';
import { LiveAnnouncer } from '../../components/LiveAnnouncer.js';
import { useSaleAnnouncements } from '../../draft-data/use-sale-announcements.js';
import { DraftStoreProvider, useDraftConnected, useDraftError, useDraftInfo, useDraftRoom, useDraftStatus, useDraftStore } from '../../draft-data/hooks.js';
import { publicExportUrl, type DraftSource } from '../../api/draft-reads.js';
import type { BadgeTone } from '../../format/league-status.js';
import { AccessError, PUBLIC_LOAD_ERRORS } from './AccessError.js';
import { useFullscreen } from './use-fullscreen.js';
import { useLatestPickQueue } from './use-latest-pick.js';
import { TvLot, useLiveRail, usePaused } from './TvLot.js';
import { useWakeLock, type KeepAwake } from './use-wake-lock.js';
import { useMediaQuery } from '../../browser/use-media-query.js';
import './public-board.css';

// The announcement loads when the first pick is announced, not with the board: a phone opening
// the QR link never pays for it up front (the first load as transferred stays within 110 KB). On
// a LAN the chunk arrives in milliseconds; the pick itself is already on the board.
const LatestPickBanner = lazyWithRetry(() => import('./LatestPickBanner.js'));
// The TV's stylesheet, strip and QR code (drawn by the server) come in one chunk, loaded on a
// TV-sized screen or where the QR code is shown (a wide screen, or a tap): a phone's first load
// carries none of them.
const tvScreenModule = () => import('./TvScreen.js');
const TvStyles = lazyWithRetry(() => tvScreenModule().then((m) => ({ default: m.TvStyles })));
const TvStrip = lazyWithRetry(() => tvScreenModule().then((m) => ({ default: m.TvStrip })));
const BoardQrCode = lazyWithRetry(() => tvScreenModule().then((m) => ({ default: m.BoardQrCode })));
// The "Join to bid" code: its own chunk, asked for once the board has painted and settled
// (JOIN_QR_DELAY_MS below); the first paint does not need it.
const JoinQrCode = lazyWithRetry(() => import('./JoinQrCode.js').then((m) => ({ default: m.JoinQrCode })));
// The List and Roster views are a tap away: their code and the table they use load when one is
// opened (or asked for by `?view=`), not with the board (the `board-tabs` chunk, client/vite.config.ts).
const ListView = lazyWithRetry(() => import('../../components/board/tabs/ListView.js').then((m) => ({ default: m.ListView })));
const RosterView = lazyWithRetry(() => import('../../components/board/tabs/RosterView.js').then((m) => ({ default: m.RosterView })));
// The finished TV: loaded once a draft is complete.
const TvFinished = lazyWithRetry(() => import('./TvFinished.js'));

/** Joining happens between lots, not in the first seconds of a board: the code's chunk and its read wait this long. */
const JOIN_QR_DELAY_MS = 8000;

const DeferredJoinQrCode = memo(function DeferredJoinQrCode({ token }: { token: string }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), JOIN_QR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return due ? <JoinQrCode token={token} /> : null;
});

/** A board that failed to load for a reason other than a dead link (offline TV, server restart) tries again this often. */
const RETRY_LOAD_MS = 5000;

/** /public/draft/:token: the read-only board for anyone holding the link, live, no sign-in (spec 02 §2). */
export default function PublicBoardPage() {
  const { token = '' } = useParams<{ token: string }>();
  const source = useMemo<DraftSource>(() => ({ kind: 'public', token }), [token]);
  const store = useDraftRoom(source);
  return (
    <DraftStoreProvider store={store}>
      {/* First: out of the flow at the top of the page, not one pixel below a board that is exactly the screen's height. */}
      <LiveAnnouncer />
      <PublicBoard token={token} />
    </DraftStoreProvider>
  );
}

type PublicView = 'final' | 'board' | 'list' | 'roster';
const VIEWS: readonly { id: PublicView; label: string }[] = [
  { id: 'final', label: 'Results' },
  { id: 'board', label: 'Draft Board' },
  { id: 'list', label: 'List View' },
  { id: 'roster', label: 'Roster View' },
];
/** Shown in full-width type while the room is paused. */
const PAUSED_TEXT = 'Paused';
/**
 * The header while the board cannot reach the server: the spec's failure texts stay on the access
 * error card. LiveDot's words, copied rather than imported: LiveDot is a chunk of its own, which the
 * board's first load would then fetch too (board-live-words.test.ts keeps the copies equal).
 */
export const RECONNECTING_TEXT = 'Reconnecting…';
/** The same place before the board's socket has first joined (a first load, and the server's drawing of it). */
export const CONNECTING_TEXT = 'Connecting…';
/** "Live" once the draft is completed: a results screen is up to date, not running. */
export const UP_TO_DATE_TEXT = 'Up to date';

const STATUS_TONES: Record<DraftStatus, BadgeTone> = { NOT_STARTED: 'neutral', IN_PROGRESS: 'success', PAUSED: 'warning', COMPLETED: 'info' };

/** `?view=list` or `?view=roster` opens that view, so a second TV can show rosters. */
function askedView(): PublicView | null {
  // The server, drawing the board's first paint, has no location: its drawing is the board view.
  const asked = new URLSearchParams(globalThis.location?.search).get('view');
  return asked === 'list' || asked === 'roster' ? asked : null;
}

/** Said only when the screen might sleep: most screens keep awake without a word (use-wake-lock.ts). */
const KeepAwakeNote = memo(function KeepAwakeNote({ state }: { state: KeepAwake }) {
  if (state === 'needs-tap') return <span className="public-awake-note">Tap the board once to keep this screen on</span>;
  if (state === 'unsupported') return <span className="public-awake-note">This screen may sleep: turn off its sleep timer</span>;
  return null;
});

/** Screens that show the board's QR code from the start (a tap shows it on a smaller one). */
export const QR_SCREEN = '(min-width: 900px)';
/** Screens that get the TV layout: every rule in public-tv.css is for this width or more. */
const TV_SCREEN = '(min-width: 1200px)';
/**
 * Screens with room for the strip (public-tv.css shows it from this size). Elsewhere it is not
 * mounted at all, so a phone never asks for the best-available list it would not show (
 * a request is about 1.5 KB of the first load).
 */
const STRIP_SCREEN = '(min-width: 1200px) and (min-height: 900px)';

/** The board and its header; also the server's first paint of it (board-first-paint.tsx). */
export function PublicBoard({ token }: { token: string }) {
  const store = useDraftStore();
  const status = useDraftStatus();
  const error = useDraftError();
  const draft = useDraftInfo();
  const connected = useDraftConnected();
  const [view, setView] = useState<PublicView>(() => askedView() ?? 'board');
  const completed = draft?.draft_status === 'COMPLETED';
  // The draft ending (or a board opened on a finished draft) turns the TV to the results, unless a
  // view was asked for in the link; reopening turns it back to the board.
  useEffect(() => {
    if (askedView()) return;
    setView((v) => (completed ? (v === 'board' ? 'final' : v) : v === 'final' ? 'board' : v));
  }, [completed]);
  const liveRail = useLiveRail();
  const paused = usePaused();
  // Shown at once on a wide screen; the server's first paint is a phone's, without it.
  const [showQr, setShowQr] = useState(() => !!globalThis.matchMedia?.(QR_SCREEN).matches);
  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  const keepAwake = useWakeLock(status === 'ready');
  useSaleAnnouncements();
  // Where the screen has room for it; the strip itself says whether the board leaves it some (TvStrip).
  const showStrip = useMediaQuery(STRIP_SCREEN) && !liveRail;
  const tvScreen = useMediaQuery(TV_SCREEN);

  useEffect(() => {
    if (status !== 'error') return;
    const timer = setInterval(() => {
      store.dispose();
      store.start();
    }, RETRY_LOAD_MS);
    return () => clearInterval(timer);
  }, [status, store]);

  useEffect(() => {
    if (draft) document.title = `${draft.season} Draft Board · ${draft.league_name}`;
  }, [draft]);

  if (status === 'not_found' || status === 'revoked') return <AccessError />;
  // Spec 02 §8: a failed draft fetch shows as the access error, named, while it retries.
  if (status === 'error' && !draft) return <AccessError detail={`${PUBLIC_LOAD_ERRORS.draft}. Retrying...`} />;
  if (!draft) return <BoardLoading />;

  return (
    <Suspense fallback={<BoardLoading />}>
      {/* On a TV, before its first paint; on a smaller screen with the QR codes, whose rules are in the same sheet (public-tv.css), beside them. */}
      {tvScreen ? (
        <TvStyles />
      ) : (
        showQr && (
          <Suspense fallback={null}>
            <TvStyles />
          </Suspense>
        )
      )}
      <div ref={rootRef} className={`public-board${fullscreen.active ? ' is-fullscreen' : ''}${view === 'list' ? '' : ' is-fit'}`}>
        <div className="public-banner" role="region" aria-label="Board status">
          <span className="public-banner-title">Public Draft Board</span>
          <span className="public-banner-note">Read-only view</span>
          {/* Offline or catching up: one calm word. The spec's texts for what failed ride along as its title. */}
          <span
            className={`public-live${connected && !error ? ' is-live' : ''}`}
            role="status"
            title={error ? (view === 'roster' ? PUBLIC_LOAD_ERRORS.rosters : PUBLIC_LOAD_ERRORS.picks) : undefined}
          >
            {connected && !error ? (completed ? UP_TO_DATE_TEXT : 'Live') : connected === null && !error ? CONNECTING_TEXT : RECONNECTING_TEXT}
          </span>
          <KeepAwakeNote state={keepAwake} />
          <div className="public-banner-actions">
            {/* The results file, once there are results to keep. */}
            {completed && (
              <a className="public-btn" href={publicExportUrl(token)} download>
                Download results (CSV)
              </a>
            )}
            <button type="button" className="public-btn" aria-pressed={showQr} onClick={() => setShowQr((v) => !v)}>
              {showQr ? 'Hide QR' : 'QR code'}
            </button>
            {fullscreen.supported && (
              <button type="button" className="public-btn" aria-pressed={fullscreen.active} onClick={() => void fullscreen.toggle()}>
                {fullscreen.active ? 'Exit full screen' : 'Full screen'}
              </button>
            )}
          </div>
        </div>

        <header className="public-header">
          <div className="public-heading">
            <h1>{draft.season} Auction Draft Board</h1>
            <div className="public-subtitle">
              <span className="public-league">{draft.league_name}</span>
              <Badge tone={STATUS_TONES[draft.draft_status] ?? 'neutral'}>{statusLabel(draft.draft_status)}</Badge>
              <InflationLine className="public-inflation" />
            </div>
            <div className="public-views" role="tablist" aria-label="Board views">
              {VIEWS.filter((v) => v.id !== 'final' || completed).map((v) => (
                <button key={v.id} type="button" role="tab" aria-selected={view === v.id} className={`public-view-tab${view === v.id ? ' active' : ''}`} onClick={() => setView(v.id)}>
                  {v.label}
                </button>
              ))}
            </div>
          </div>
          {/* On the Results the rail's code takes this one's place (tv-finished.css hides it): kept rendered, a TV reopened from them does not wait for it. */}
          {showQr &&
            // On a TV the code is part of the board's first paint (its module is the TV's styles', which
            // the board waits for): shown a moment later it would wrap the heading and move the whole
            // board down a line. Elsewhere the board does not wait for it.
            (tvScreen ? (
              <BoardQrCode token={token} />
            ) : (
              <Suspense fallback={null}>
                <BoardQrCode token={token} />
              </Suspense>
            ))}
          {showQr && (
            // A boundary of its own: the join code's chunk, loading seconds later, must not hide the board's code meanwhile.
            <Suspense fallback={null}>
              <DeferredJoinQrCode token={token} />
            </Suspense>
          )}
        </header>

        {paused && (
          <p className="public-paused" role="status" data-testid="paused-banner">
            {PAUSED_TEXT}
          </p>
        )}
        <main className={`public-content${liveRail && view === 'board' ? ' has-rail' : ''}`}>
          <h2 className="visually-hidden">{VIEWS.find((v) => v.id === view)?.label}</h2>
          {view === 'board' && <BoardView fill pageTeams={tvScreen} className="public-board-view" />}
          {view === 'board' && <TvLot />}
          <Suspense fallback={<p className="public-view-loading">Loading {VIEWS.find((v) => v.id === view)?.label}...</p>}>
            {view === 'final' && <TvFinished token={token} pageTeams={tvScreen} showQr={showQr} />}
            {view === 'list' && <ListView newestFirst sortToggle />}
            {view === 'roster' && <RosterView fill className="public-board-view" />}
          </Suspense>
          {view === 'board' && showStrip && (
            <Suspense fallback={null}>
              <TvStrip token={token} />
            </Suspense>
          )}
        </main>
        <LatestPickSlot />
      </div>
    </Suspense>
  );
}

function BoardLoading() {
  return (
    <main className="public-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Loading draft board...</p>
    </main>
  );
}

/**
 * The sale banner, loaded with the first sale. The queue is a small store the banner reads itself,
 * so a sale renders the banner, not the page around it (scripts/bench-render.ts); memoised, like the
 * page's other parts that read what they show, for the page's own renders.
 */
const LatestPickSlot = memo(function LatestPickSlot() {
  const queue = useLatestPickQueue();
  const wanted = useSyncExternalStore(queue.subscribe, queue.everShown, queue.everShown);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LatestPickBanner queue={queue} />
    </Suspense>
  );
});
