import { memo } from 'react';
import { boardPlayerName } from './board-format.js';

type Named = { full_name: string; first_name: string | null; last_name: string | null };

/**
 * 'J. Gibbs' on screen and 'Jahmyr Gibbs' for screen readers, search and find-in-page: the TV
 * shortens what it prints, never what the page says. Memoised on the three names: the TV strip's
 * best-available list arrives as new objects after each sale, mostly the same players.
 */
export const ShortName = memo(
  function ShortName({ player }: { player: Named }) {
    const short = boardPlayerName(player);
    if (short === player.full_name) return <>{player.full_name}</>;
    return (
      <>
        <span aria-hidden="true">{short}</span>
        <span className="visually-hidden">{player.full_name}</span>
      </>
    );
  },
  (a, b) => a.player.full_name === b.player.full_name && a.player.first_name === b.player.first_name && a.player.last_name === b.player.last_name,
);
