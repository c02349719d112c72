import type { QueuedPlayer } from './starred-queue.js';

/**
 * The nominating team's button beside a player, in the queue and in the available list alike. A
 * player the team has no roster slot for (`refusal`, the server's own words) shows "No slot"
 * instead: tapping it says why rather than sending a nomination the server would refuse.
 */
export function NominateButton({ player, refusal, onNominate }: { player: QueuedPlayer; refusal: string | null; onNominate: (player: QueuedPlayer) => void }) {
  if (refusal) {
    return (
      <button type="button" className="btn btn-secondary btn-sm nominate-no-slot" aria-disabled="true" aria-label={`No slot to nominate ${player.full_name}: ${refusal}`} title={refusal} onClick={() => onNominate(player)}>
        No slot
      </button>
    );
  }
  return (
    <button type="button" className="btn btn-primary btn-sm" aria-label={`Nominate ${player.full_name}`} onClick={() => onNominate(player)}>
      Nominate
    </button>
  );
}
