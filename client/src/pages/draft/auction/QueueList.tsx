import { useEffect, useRef, useState } from 'react';
import { announce } from '#client/accessibility/announcer.js';
import type { QueuedPlayer } from './starred-queue.js';
import { NominateButton } from './NominateButton.js';

type Step = -1 | 1;

/**
 * The team's queue in nomination order: each row can be unstarred, moved one place up or down
 * (buttons, so a keyboard and a screen reader can reorder it as well as a thumb), and nominated on
 * the team's turn. The order is what the server nominates from when the clock runs out.
 */
export function QueueList({
  players,
  onUnstar,
  onMove,
  onNominate,
  refusalOf,
  labelledBy,
}: {
  players: QueuedPlayer[];
  onUnstar: (player: QueuedPlayer) => void;
  onMove: (playerId: string, step: Step) => void;
  /** Absent while it is not the team's turn. */
  onNominate: ((player: QueuedPlayer) => void) | undefined;
  /** Why the team could not take a player of this position, or null (useRosterRefusalOf). */
  refusalOf: (position: string) => string | null;
  labelledBy: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  // The row just moved keeps the keyboard focus on its button (or the other one at either end).
  // Waits for the list to show the row in its new place: the optimistic update renders a moment later.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; step: Step; index: number } | null>(null);
  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    if (players.findIndex((p) => p.nfl_player_id === focusAfterMove.id) !== focusAfterMove.index) return;
    const row = list.current.querySelector<HTMLElement>(`[data-player-id="${CSS.escape(focusAfterMove.id)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-step="${focusAfterMove.step}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-step="${-focusAfterMove.step}"]`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, players]);

  const move = (player: QueuedPlayer, index: number, step: Step) => {
    onMove(player.nfl_player_id, step);
    setFocusAfterMove({ id: player.nfl_player_id, step, index: index + step });
    announce(`${player.full_name} moved to ${index + step + 1} of ${players.length} in the queue`);
  };

  return (
    <ol className="nominate-list queue-list" aria-labelledby={labelledBy} ref={list}>
      {players.map((p, i) => (
        <li key={p.nfl_player_id} data-player-id={p.nfl_player_id}>
          <button type="button" className="star-btn" aria-pressed aria-label={`Star ${p.full_name}`} onClick={() => onUnstar(p)}>
            ★
          </button>
          <span className="nominate-name">
            <span className="queue-rank" aria-hidden="true">{i + 1}.</span> {p.full_name} <span className="muted">{p.position_code} · {p.team_abbreviation ?? 'FA'}</span>
          </span>
          <span className="queue-move">
            <button type="button" className="btn btn-secondary btn-sm move-btn" data-step={-1} aria-label={`Move ${p.full_name} up`} disabled={i === 0} onClick={() => move(p, i, -1)}>
              ↑
            </button>
            <button type="button" className="btn btn-secondary btn-sm move-btn" data-step={1} aria-label={`Move ${p.full_name} down`} disabled={i === players.length - 1} onClick={() => move(p, i, 1)}>
              ↓
            </button>
          </span>
          {onNominate && <NominateButton player={p} refusal={refusalOf(p.position_code)} onNominate={onNominate} />}
        </li>
      ))}
    </ol>
  );
}
