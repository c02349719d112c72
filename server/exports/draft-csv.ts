import { toCsv, UTF8_BOM } from '#shared/csv/csv.js';
import { assignRosterSlots } from '#shared/draft/rules.js';
import { teamLabel } from '#shared/draft/team-label.js';
import type { DraftPick, DraftSnapshot } from '#shared/draft/types.js';
import { keeperCost, type KeeperPenalty } from '#shared/keepers/keeper-cost.js';
import { MIN_VALUE } from '#shared/values/auction-values.js';
import { tableValue } from '#shared/values/sales.js';
import { rosterEntries } from '../draft/snapshot.js';

/**
 * The results exports: RFC 4180 CSV (shared/csv/csv.ts) with a UTF-8 byte order mark,
 * so Excel reads names with accents correctly. The results file's headers are ones the import's
 * column guess recognises, so an export imports back without mapping by hand.
 */
export const RESULTS_HEADER = ['Pick', 'Player', 'Position', 'NFL Team', 'Fantasy Team', 'Price', 'Acquisition Type', 'Value', 'Keeper Cost Next Year'];

export function resultsCsv(snapshot: DraftSnapshot, penalty: KeeperPenalty): string {
  const rows = snapshot.picks.map((p) => [
    p.pick_number,
    p.full_name,
    p.position_code,
    p.team_abbreviation ?? 'FA',
    teamLabel({ team_name: p.fantasy_team_name, team_nickname: p.team_nickname }),
    p.acquisition_price,
    p.acquisition_type,
    snapshot.values ? tableValue(snapshot.values, p.nfl_player_id) : MIN_VALUE,
    keeperCost(p.acquisition_price, penalty),
  ]);
  return UTF8_BOM + toCsv([RESULTS_HEADER, ...rows]);
}

/**
 * Each team's roster by slot (the Roster view's assignment: price first into the first slot that fits),
 * a blank row for each empty place. The bench has as many places as the draft's BENCH count, more when
 * a roster is over its slots, none when the draft sets no count (docs/DECISIONS.md, One roster rule).
 */
export function rostersCsv(snapshot: DraftSnapshot): string {
  const rows: (string | number)[][] = [];
  for (const team of snapshot.teams) {
    const { slots, bench, benchLimit } = assignRosterSlots(rosterEntries(snapshot, team.fantasy_team_id), snapshot.draft.roster_positions);
    const name = teamLabel(team);
    const place = (slot: string, p: DraftPick | undefined) => rows.push([name, slot, p?.full_name ?? '', p?.position_code ?? '', p ? (p.team_abbreviation ?? 'FA') : '', p?.acquisition_price ?? '']);
    for (const slot of slots) {
      for (let i = 0; i < slot.capacity; i += 1) place(slot.slot, slot.players[i]);
    }
    for (let i = 0; i < Math.max(bench.length, benchLimit ?? 0); i += 1) place('BENCH', bench[i]);
  }
  return UTF8_BOM + toCsv([['Fantasy Team', 'Slot', 'Player', 'Position', 'NFL Team', 'Price'], ...rows]);
}
