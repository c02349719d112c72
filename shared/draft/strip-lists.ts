import type { StripLists } from './embedded-board.js';

/**
 * The lists without a player the room just saw sold (a `pick.created`): the strip drops them in
 * the render that adds the sale to the board, instead of listing them as available until its next
 * read comes back (client/src/pages/public/use-best-available.ts). The same lists when none names
 * them. A module of its own: the TV's chunk takes it, a phone's first load (which reads
 * embedded-board.ts) does not, and stays in its budget (tests/browser/party-network.test.ts).
 */
export function stripListsWithout(lists: StripLists, nflPlayerId: string): StripLists {
  const named = (Object.keys(lists) as (keyof StripLists)[]).filter((position) => lists[position].some((player) => player.nfl_player_id === nflPlayerId));
  if (named.length === 0) return lists;
  const without = { ...lists };
  for (const position of named) without[position] = lists[position].filter((player) => player.nfl_player_id !== nflPlayerId);
  return without;
}
