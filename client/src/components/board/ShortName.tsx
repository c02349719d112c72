import { boardPlayerName } from './board-format.js';

/**
 * 'J. Gibbs' on screen and 'Jahmyr Gibbs' for screen readers, search and find-in-page: the TV
 * shortens what it prints, never what the page says.
 */
export function ShortName({ player }: { player: { full_name: string; first_name: string | null; last_name: string | null } }) {
  const short = boardPlayerName(player);
  if (short === player.full_name) return <>{player.full_name}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{player.full_name}</span>
    </>
  );
}
