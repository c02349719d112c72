import { useEffect, useRef, useState } from 'react';
import type { Countdown } from '../../live-draft/use-auction.js';

const PHASE_TEXT = { open: '', 'going once': 'Going once…', 'going twice': 'Going twice…', closed: 'SOLD' } as const;

/**
 * A big countdown ring for the lot: the arc is the time left of `totalMs`. Screen readers hear the
 * time at 10 s and 5 s only (a polite live region), not every tick.
 */
export function CountdownRing({ countdown, totalMs, size = 160 }: { countdown: Countdown; totalMs: number; size?: number }) {
  const seconds = Math.ceil(countdown.remaining / 1000);
  const fraction = totalMs > 0 ? Math.min(1, countdown.remaining / totalMs) : 0;
  const radius = 45;
  const circumference = 2 * Math.PI * radius;
  const announcement = useAnnouncement(seconds, countdown.paused);
  return (
    <div className={`countdown-ring phase-${countdown.phase.replace(' ', '-')}`} style={{ width: size, height: size }}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className="ring-track" cx="50" cy="50" r={radius} />
        <circle className="ring-arc" cx="50" cy="50" r={radius} strokeDasharray={circumference} strokeDashoffset={circumference * (1 - fraction)} />
      </svg>
      <div className="ring-center">
        <span className="ring-seconds" aria-label={`${seconds} seconds left`}>
          {seconds}
        </span>
        <span className="ring-phase">{countdown.paused ? 'Paused' : PHASE_TEXT[countdown.phase]}</span>
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

function useAnnouncement(seconds: number, paused: boolean): string {
  const [text, setText] = useState('');
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (paused) {
      setText('Bidding paused');
      return;
    }
    if ((seconds === 10 || seconds === 5) && last.current !== seconds) setText(`${seconds} seconds left`);
    last.current = seconds;
  }, [seconds, paused]);
  return text;
}
