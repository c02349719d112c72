/** The nominating team's button beside a player, in the queue and in the available list alike. */
export function NominateButton({ player, onNominate }: { player: { nfl_player_id: string; full_name: string }; onNominate: (id: string) => void }) {
  return (
    <button type="button" className="btn btn-primary btn-sm" aria-label={`Nominate ${player.full_name}`} onClick={() => onNominate(player.nfl_player_id)}>
      Nominate
    </button>
  );
}
