import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../lib/use-current-user.js';

/** A player a member starred to nominate later, with what the queue list shows of them. */
export interface QueuedPlayer {
  nfl_player_id: string;
  full_name: string;
  position_code: string;
  team_abbreviation: string | null;
}

/** Kept on this device per user and draft: two members sharing a tablet keep their own queues. */
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

/** The stored queue; anything unreadable (an older format, a hand-edited value) reads as empty rows dropped. */
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

function readStored(key: string): QueuedPlayer[] {
  try {
    return parseQueue(localStorage.getItem(key));
  } catch {
    return [];
  }
}

/** My queue for this draft (players I starred), kept per user and draft on this device. */
export function useStarredQueue(draftId: number) {
  const user = useCurrentUser();
  const key = queueKey(user?.fantasy_user_id ?? null, draftId);
  const [state, setState] = useState(() => ({ key, players: readStored(key) }));
  // The user becomes known after a reload's session lookup: read that user's queue then.
  const players = state.key === key ? state.players : readStored(key);
  if (state.key !== key) setState({ key, players });
  const toggle = useCallback(
    (player: QueuedPlayer) => {
      setState((current) => {
        const next = toggleQueued(current.players, player);
        try {
          localStorage.setItem(current.key, JSON.stringify(next));
        } catch {
          // Private mode or a full store: the queue lasts for this visit only.
        }
        return { key: current.key, players: next };
      });
    },
    [],
  );
  const has = useCallback((id: string) => players.some((p) => p.nfl_player_id === id), [players]);
  return { players, toggle, has };
}
