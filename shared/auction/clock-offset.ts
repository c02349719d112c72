/**
 * NTP-style server clock offset: for each ping, the client notes when it sent (t0) and
 * when the answer came (t1); the server's time `server` was read somewhere in between, best guessed
 * at the midpoint. The fastest round trip bounds that error most tightly, so it wins.
 */
export interface ClockSample {
  t0: number;
  t1: number;
  server: number;
}

/** Offset to add to the client's clock to get server time; 0 without samples. */
export function clockOffset(samples: readonly ClockSample[]): number {
  const fastest = [...samples].sort((a, b) => a.t1 - a.t0 - (b.t1 - b.t0))[0];
  if (!fastest) return 0;
  return fastest.server - (fastest.t0 + fastest.t1) / 2;
}

/** Pings per measurement and how often to measure again. */
export const CLOCK_PINGS = 5;
export const CLOCK_REMEASURE_MS = 60_000;

/** Measure the offset with `count` pings in a row; `ping` resolves with the server's clock. */
export async function measureClockOffset(ping: () => Promise<number>, now: () => number = Date.now, count = CLOCK_PINGS): Promise<number> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = now();
    const server = await ping();
    samples.push({ t0, t1: now(), server });
  }
  return clockOffset(samples);
}
