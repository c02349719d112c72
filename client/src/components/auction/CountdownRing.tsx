import { useEffect, useRef, useSyncExternalStore } from 'react';
import { announce } from '../../accessibility/announcer.js';
import { useCountdownAnnouncements } from '../../accessibility/use-countdown-announcements.js';
import type { Countdown } from '../../draft-data/use-auction.js';

/**
 * At 0 the ring says the server is closing the lot, never "SOLD": a sale is shown only when its
 * event arrives (docs/ARCHITECTURE.md, "The auction dock"), a late bid may still stand.
 */
const PHASE_TEXT = { open: '', 'going once': 'Going once…', 'going twice': 'Going twice…', closed: 'Closing…' } as const;

/**
 * A big countdown ring for the lot: the arc is the time left of `totalMs`. Screen readers hear the
 * time at 10 s and 5 s only, through the page's one polite live region (client/src/accessibility/announcer.ts),
 * again after a bid pushes the clock back up, never every tick. `lotKey` starts each lot afresh.
 */
export function CountdownRing({ countdown, totalMs, lotKey, size = 160 }: { countdown: Countdown; totalMs: number; lotKey: number; size?: number }) {
  // The board's first paint is drawn on the server and kept for every phone that opens the board
  // at the same seq (client/src/pages/public/board-first-paint.tsx): a time left read then would be
  // stale when it paints. That drawing shows the ring empty, with no seconds, until the app's own
  // clock replaces it.
  const drawnOnServer = useSyncExternalStore(neverChanges, notOnServer, onServer);
  const seconds = Math.ceil(countdown.remaining / 1000);
  const fraction = drawnOnServer ? 0 : totalMs > 0 ? Math.min(1, countdown.remaining / totalMs) : 0;
  const radius = 45;
  const circumference = 2 * Math.PI * radius;
  useCountdownAnnouncements(countdown.paused || countdown.waiting ? null : seconds, lotKey);
  usePauseAnnouncement(countdown.paused);
  return (
    <div className={`countdown-ring phase-${countdown.phase.replace(' ', '-')}`} style={{ width: size, height: size }}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className="ring-track" cx="50" cy="50" r={radius} />
        <circle className="ring-arc" cx="50" cy="50" r={radius} strokeDasharray={circumference} strokeDashoffset={circumference * (1 - fraction)} />
      </svg>
      <div className="ring-center">
        {/* Out of touch with the server, a frozen count would be a time the lot may no longer have. */}
        {!drawnOnServer && !countdown.waiting && (
          <span className="ring-seconds" aria-label={`${seconds} seconds left`}>
            {seconds}
          </span>
        )}
        <span className="ring-phase">{countdown.waiting ? 'Waiting for the server' : countdown.paused ? 'Paused' : PHASE_TEXT[countdown.phase]}</span>
      </div>
    </div>
  );
}

const neverChanges = () => () => undefined;
const notOnServer = () => false;
const onServer = () => true;

/** Says "Bidding paused" once when the clock stops, through the same live region. */
function usePauseAnnouncement(paused: boolean): void {
  const was = useRef(paused);
  useEffect(() => {
    if (paused && !was.current) announce('Bidding paused');
    was.current = paused;
  }, [paused]);
}
