import { seededUnit } from '#shared/bots/seeded.js';

/**
 * Human-like pauses (docs/DECISIONS.md, Bots): a bot acts some way into the clock, not at once and
 * never in its last moments. The pause is a share of the clock, capped, and seeded by the draft's
 * seed, the lot (or turn) and the team, so a replan after another event keeps the same moment.
 */

/** No bot acts this close to a deadline: a bid there would be a snipe the room cannot answer. */
export const DEADLINE_GUARD_MS = 400;
/** The quickest a bot answers anything. */
export const MIN_PAUSE_MS = 80;
/** The share of the clock a bot waits, from its haste (1: quick) and the seeded draw. */
const SHARE_MIN = 0.08;
const SHARE_MAX = 0.45;
const PAUSE_CAP_MS = 3500;

export function pauseMs(clockMs: number, haste: number, ...seedParts: number[]): number {
  const draw = seededUnit(...seedParts);
  const share = SHARE_MIN + (SHARE_MAX - SHARE_MIN) * (0.6 * draw + 0.4 * (1 - haste));
  return Math.max(MIN_PAUSE_MS, Math.min(PAUSE_CAP_MS, Math.round(clockMs * share)));
}

/**
 * When to act on something first seen at `seenMs` whose clock ends at `closesMs`: after the pause,
 * but no later than the guard before the deadline. Null when that moment has already passed.
 */
export function actAt(seenMs: number, pause: number, closesMs: number, nowMs: number): number | null {
  const latest = closesMs - DEADLINE_GUARD_MS;
  const at = Math.min(seenMs + pause, latest);
  return latest <= nowMs ? null : Math.max(at, nowMs);
}
