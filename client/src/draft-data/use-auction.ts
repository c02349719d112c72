import { useEffect, useState } from 'react';
import { clockPhase, remainingMs, type ClockPhase } from '#shared/auction/rules.js';
import type { AuctionLot, NominationTurn } from '#shared/auction/types.js';
import { useDraftSelector } from './hooks.js';

/** The live auction's slices of the draft store. */
export const useLot = (): AuctionLot | null => useDraftSelector((s) => s.snapshot?.lot ?? null);
export const useNomination = (): NominationTurn | null => useDraftSelector((s) => s.snapshot?.nomination ?? null);
export const useClockOffset = (): number => useDraftSelector((s) => s.clockOffset);
/**
 * Whether what the store holds is the server's word now: joined, heartbeat heard, nothing left to
 * catch up. Otherwise clocks stop and nothing is claimed from local inference (docs/ARCHITECTURE.md,
 * "The auction dock").
 */
export const useServerInSync = (): boolean => useDraftSelector((s) => s.connected === true && !s.catchingUp);

/** How often the countdown redraws: smooth enough for a ring, cheap on a phone. */
const TICK_MS = 100;

export interface Countdown {
  remaining: number;
  phase: ClockPhase;
  paused: boolean;
  /** The line to the server is down or still catching up: the clock is frozen where it was and waits. */
  waiting: boolean;
}

/**
 * Time left on a server clock, from its `closes_at` and the measured server offset: never from a
 * timer of this device's own, which would drift (docs/ARCHITECTURE.md).
 */
export function useCountdown(clock: { closes_at: string | null; paused_remaining_ms: number | null } | null, { wholeSeconds = false } = {}): Countdown {
  const offset = useClockOffset();
  const inSync = useServerInSync();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!clock || clock.paused_remaining_ms !== null || !inSync) return;
    // `wholeSeconds`: a clock that shows only seconds (the dock's) renders once a second, not ten times.
    const shown = (at: number) => (wholeSeconds ? Math.ceil(remainingMs(clock, at + offset) / 1000) : at);
    let last = shown(Date.now());
    // A ring redraws from a fresh `now` at once; a seconds clock reads the time in its render (below).
    if (!wholeSeconds) setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      const next = shown(at);
      if (next === last) return;
      last = next;
      setNow(at);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [clock, inSync, wholeSeconds, offset]);
  if (!clock) return { remaining: 0, phase: 'closed', paused: false, waiting: !inSync };
  // Whole seconds: `now` changes only when the second shown does, so a render for another reason
  // (a bid moved the deadline) reads the clock afresh rather than a time up to a second old.
  const remaining = remainingMs(clock, (wholeSeconds && inSync ? Date.now() : now) + offset);
  return { remaining, phase: clockPhase(remaining), paused: clock.paused_remaining_ms !== null, waiting: !inSync };
}
