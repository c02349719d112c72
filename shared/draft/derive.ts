import { current, isDraft, type Draft } from 'immer';
import { totalRosterSlots } from './roster-rules.js';
import { emptyPositionCounts, maxBid, remainingBudget } from './rules.js';
import type { DraftPick, DraftSnapshot, DraftTeam, PositionCounts } from './types.js';
import { marketOf } from '../values/inflation.js';

/**
 * Under immer (the client's store applies events to a draft) every read of a pick, a team or a
 * value goes through a proxy, and the first read of each object makes one: most of a pick's cost
 * on a 32-team board (scripts/bench-render.ts). So the derivations read a plain copy (`current`
 * copies only what this event changed) and write to the snapshot only the fields that moved: an
 * unchanged team, pick or market keeps its identity, and the screens that show it do not render.
 * On a plain snapshot (the server's) both are the same objects.
 */
const plain = <T extends object>(value: T): T => (isDraft(value) ? current<T>(value as Draft<T>) : value);

const byPickNumber = (a: DraftPick, b: DraftPick) => a.pick_number - b.pick_number;
const byDraftPosition = (a: DraftTeam, b: DraftTeam) => a.draft_position - b.draft_position;
const isSorted = <T>(items: readonly T[], order: (a: T, b: T) => number) => items.every((item, i) => i === 0 || order(items[i - 1] as T, item) <= 0);

/**
 * Recompute every team's derived fields and pick_order from the picks. Both the server's
 * snapshot query and the reducer end with this, so the two cannot disagree.
 */
export function deriveTeams(snapshot: DraftSnapshot): void {
  const slots = totalRosterSlots(snapshot.draft.roster_positions);
  let picks = plain(snapshot.picks);
  if (!isSorted(picks, byPickNumber)) {
    snapshot.picks.sort(byPickNumber);
    picks = plain(snapshot.picks);
  }
  const teams = plain(snapshot.teams);
  // Per team by its place in `teams`: arrays rather than maps keyed by id, read once per pick.
  const place = new Map<number, number>(teams.map((t, i) => [t.fantasy_team_id, i]));
  const spent = teams.map(() => 0);
  const held = teams.map(() => 0);
  const counts = teams.map(() => emptyPositionCounts());
  for (let i = 0; i < picks.length; i++) {
    const pick = picks[i] as DraftPick;
    const t = place.get(pick.fantasy_team_id);
    if (t === undefined) continue;
    const team = teams[t] as DraftTeam;
    const count = (held[t] as number) + 1;
    held[t] = count;
    if (pick.pick_order !== count || pick.fantasy_team_name !== team.team_name || pick.team_nickname !== team.team_nickname) {
      const target = snapshot.picks[i] as DraftPick;
      target.pick_order = count;
      target.fantasy_team_name = team.team_name;
      target.team_nickname = team.team_nickname;
    }
    spent[t] = (spent[t] as number) + pick.acquisition_price;
    (counts[t] as PositionCounts)[pick.position_code] += 1;
  }
  teams.forEach((team, i) => {
    const teamCounts = counts[i] as PositionCounts;
    const count = held[i] as number;
    const remaining = remainingBudget(snapshot.draft.auction_budget, spent[i] as number, team.cash_adjustment);
    const max = maxBid(remaining, slots, count);
    const countsMoved = !sameCounts(team.position_counts, teamCounts);
    if (!countsMoved && team.players_count === count && team.remaining_budget === remaining && team.max_bid === max) return;
    const target = snapshot.teams[i] as DraftTeam;
    if (countsMoved) target.position_counts = teamCounts;
    target.players_count = count;
    target.remaining_budget = remaining;
    target.max_bid = max;
  });
  // Nothing above moves a draft_position, so the copy read before the writes still tells the order.
  if (!isSorted(teams, byDraftPosition)) snapshot.teams.sort(byDraftPosition);
  deriveMarket(snapshot, picks);
}

function sameCounts(a: PositionCounts | undefined, b: PositionCounts): boolean {
  return a !== undefined && (Object.keys(b) as (keyof PositionCounts)[]).every((p) => a[p] === b[p]);
}

/** Inflation after every change, from the snapshot alone (shared/values/inflation.ts). */
export function deriveMarket(snapshot: DraftSnapshot, picks: readonly DraftPick[] = plain(snapshot.picks)): void {
  if (!snapshot.values) return;
  const market = marketOf({ draft: snapshot.draft, teams: plain(snapshot.teams), picks: picks as DraftPick[], values: plain(snapshot.values) });
  const inflation = market ? market.inflation : null;
  if (snapshot.inflation !== inflation) snapshot.inflation = inflation;
  const before = snapshot.market;
  if (!market) {
    if (before !== null) snapshot.market = null;
  } else if (!before || before.dollars_left !== market.dollars_left || before.value_left !== market.value_left) {
    snapshot.market = { dollars_left: market.dollars_left, value_left: market.value_left };
  }
}
