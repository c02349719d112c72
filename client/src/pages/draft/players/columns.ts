import { formatCount, formatDollarValue, formatPoints, formatYards } from '#client/format/number-format.js';
import type { AllPlayerItem } from '#client/api/players.js';

/** Columns of the all-players table (spec 02 §2 Players tab) and the column manager's memory. */

export const PLAYER_COLUMN_IDS = [
  'player',
  'ppr_proj',
  'value',
  'adj_value',
  'draft_status',
  'pass_yds',
  'pass_tds',
  'rush_yds',
  'rush_tds',
  'receptions',
  'rec_yds',
  'rec_tds',
  'ppr_actual',
] as const;
export type PlayerColumnId = (typeof PLAYER_COLUMN_IDS)[number];

export interface NumericColumn {
  id: Exclude<PlayerColumnId, 'player' | 'draft_status'>;
  label: string;
  value: (row: AllPlayerItem) => number | null;
  format: (value: number | null) => string;
}

export const NUMERIC_COLUMNS: Record<NumericColumn['id'], NumericColumn> = {
  ppr_proj: { id: 'ppr_proj', label: 'PPR Points (Proj)', value: (r) => r.fantasy_points_ppr_projected, format: formatPoints },
  // docs/VALUES.md: the value for this league's settings, and at the draft's current inflation (available players only).
  value: { id: 'value', label: 'Value', value: (r) => r.auction_value, format: formatDollarValue },
  adj_value: { id: 'adj_value', label: 'Adj. Value', value: (r) => r.adjusted_value, format: formatDollarValue },
  pass_yds: { id: 'pass_yds', label: 'Pass Yds (Proj)', value: (r) => r.passing_yards_projected, format: formatYards },
  pass_tds: { id: 'pass_tds', label: 'Pass TDs (Proj)', value: (r) => r.passing_touchdowns_projected, format: formatCount },
  rush_yds: { id: 'rush_yds', label: 'Rush Yds (Proj)', value: (r) => r.rushing_yards_projected, format: formatYards },
  rush_tds: { id: 'rush_tds', label: 'Rush TDs (Proj)', value: (r) => r.rushing_touchdowns_projected, format: formatCount },
  receptions: { id: 'receptions', label: 'Receptions (Proj)', value: (r) => r.receiving_receptions_projected, format: formatCount },
  rec_yds: { id: 'rec_yds', label: 'Rec Yds (Proj)', value: (r) => r.receiving_yards_projected, format: formatYards },
  rec_tds: { id: 'rec_tds', label: 'Rec TDs (Proj)', value: (r) => r.receiving_touchdowns_projected, format: formatCount },
  ppr_actual: { id: 'ppr_actual', label: 'PPR Points (Actual)', value: (r) => r.fantasy_points_ppr_actual, format: formatPoints },
};

export function columnLabel(id: PlayerColumnId): string {
  if (id === 'player') return 'Player';
  if (id === 'draft_status') return 'Draft Status';
  return NUMERIC_COLUMNS[id].label;
}


export interface ColumnSetting {
  id: PlayerColumnId;
  visible: boolean;
}

/** The order a first visit shows. */
export const INITIAL_COLUMN_ORDER: readonly PlayerColumnId[] = PLAYER_COLUMN_IDS;

/** Spec 02 §2: after 'Reset to Default' actual points come third and draft status last (the values follow the points). */
export const RESET_COLUMN_ORDER: readonly PlayerColumnId[] = [
  'player',
  'ppr_proj',
  'ppr_actual',
  'value',
  'adj_value',
  'pass_yds',
  'pass_tds',
  'rush_yds',
  'rush_tds',
  'receptions',
  'rec_yds',
  'rec_tds',
  'draft_status',
];

export const COLUMNS_STORAGE_KEY = 'gavel.playersTable.columns.v1';

const allVisible = (order: readonly PlayerColumnId[]): ColumnSetting[] => order.map((id) => ({ id, visible: true }));
export const initialColumns = () => allVisible(INITIAL_COLUMN_ORDER);
export const resetColumns = () => allVisible(RESET_COLUMN_ORDER);

/** Stored settings from an older version may miss or carry unknown columns: keep what is known, append the rest. */
export function sanitizeColumns(raw: unknown): ColumnSetting[] | null {
  if (!Array.isArray(raw)) return null;
  const seen = new Set<PlayerColumnId>();
  const kept: ColumnSetting[] = [];
  for (const item of raw as unknown[]) {
    const entry = item as Partial<ColumnSetting> | null;
    const id = entry?.id;
    if (!id || !PLAYER_COLUMN_IDS.includes(id) || seen.has(id)) continue;
    seen.add(id);
    kept.push({ id, visible: id === 'player' || entry.visible !== false });
  }
  for (const id of PLAYER_COLUMN_IDS) if (!seen.has(id)) kept.push({ id, visible: true });
  return kept;
}

export function loadColumns(): ColumnSetting[] {
  try {
    const text = window.localStorage.getItem(COLUMNS_STORAGE_KEY);
    return (text ? sanitizeColumns(JSON.parse(text)) : null) ?? initialColumns();
  } catch {
    return initialColumns();
  }
}

export function saveColumns(columns: readonly ColumnSetting[]): void {
  try {
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // Storage full or blocked: the choice lasts for this visit.
  }
}

/** Move one column from index `from` to index `to`. */
export function moveColumn(columns: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] {
  if (from === to || from < 0 || to < 0 || from >= columns.length || to >= columns.length) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
