import type { QueuedPlayer } from '#shared/auction/types.js';

export type { QueuedPlayer } from '#shared/auction/types.js';

/**
 * Where an earlier version kept a device's queue, per user and draft. The queue now lives on the
 * server (use-team-queue.ts); a queue still found here is moved up once, then removed.
 */
export const queueKey = (userId: number | null, draftId: number) => `gavel.queue.${userId ?? 'guest'}.${draftId}`;

const isQueued = (v: unknown): v is QueuedPlayer => {
  const row = v as Partial<QueuedPlayer> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.nfl_player_id === 'string' &&
    typeof row.full_name === 'string' &&
    typeof row.position_code === 'string' &&
    (row.team_abbreviation === null || typeof row.team_abbreviation === 'string')
  );
};

/** A stored device queue; anything unreadable (an older format, a hand-edited value) reads as empty rows dropped. */
export function parseQueue(raw: string | null): QueuedPlayer[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter(isQueued) : [];
  } catch {
    return [];
  }
}

/** Star or unstar: a new star goes to the end of the queue. */
export function toggleQueued(queue: readonly QueuedPlayer[], player: QueuedPlayer): QueuedPlayer[] {
  if (queue.some((p) => p.nfl_player_id === player.nfl_player_id)) return queue.filter((p) => p.nfl_player_id !== player.nfl_player_id);
  const { nfl_player_id, full_name, position_code, team_abbreviation } = player;
  return [...queue, { nfl_player_id, full_name, position_code, team_abbreviation }];
}

/**
 * Move a queued player one place up (-1) or down (+1) among the rows still shown (`shown`: drafted
 * players stay in the saved list but are hidden, so a move must step over them). At either end the
 * queue comes back unchanged.
 */
export function moveQueued(queue: readonly QueuedPlayer[], playerId: string, step: -1 | 1, shown: (id: string) => boolean = () => true): QueuedPlayer[] {
  const from = queue.findIndex((p) => p.nfl_player_id === playerId);
  if (from < 0) return [...queue];
  let to = from + step;
  while (to >= 0 && to < queue.length && !shown(queue[to]!.nfl_player_id)) to += step;
  if (to < 0 || to >= queue.length) return [...queue];
  const moved = [...queue];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/** The server's queue with a device's stars it lacks added at the end, in the device's order. */
export function mergeDeviceQueue(server: readonly QueuedPlayer[], device: readonly QueuedPlayer[]): QueuedPlayer[] {
  const known = new Set(server.map((p) => p.nfl_player_id));
  return [...server, ...device.filter((p) => !known.has(p.nfl_player_id))];
}

/** The device queue under `key` (empty when storage is unavailable). */
export function readDeviceQueue(key: string): QueuedPlayer[] {
  try {
    return parseQueue(localStorage.getItem(key));
  } catch {
    return [];
  }
}

export function forgetDeviceQueue(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there was nothing to move up either.
  }
}
