import { DATA_SEASONS_NEWEST_FIRST, LAST_DATA_SEASON } from '#shared/nfl/data-seasons.js';
import type { StatRow } from '../../api/player.js';

/**
 * The numbers behind the player profile (spec 02 §2 Player profile), kept free of React so
 * each rule is unit-tested on its own: colour bands, best/worst week, consistency, chart axes.
 */

// The row's shape belongs to the data layer that fetches it (api/player.ts).
export type { StatRow };

export interface ColumnSpread {
  mean: number;
  sd: number;
  /** How many rows had a value. */
  count: number;
}

/** Finite numbers only: null, undefined and text are "no data", never zero. */
export function numericValue(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function valuesOf(rows: readonly StatRow[], key: string): number[] {
  const values: number[] = [];
  for (const row of rows) {
    const value = numericValue(row[key]);
    if (value !== null) values.push(value);
  }
  return values;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * Population standard deviation: the weeks shown are the whole season being described, not a
 * sample of some larger set, so dividing by n (not n − 1) is the honest spread.
 */
export function standardDeviation(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length);
}

export function spreadOf(rows: readonly StatRow[], key: string): ColumnSpread | null {
  const values = valuesOf(rows, key);
  if (values.length === 0) return null;
  return { mean: mean(values), sd: standardDeviation(values), count: values.length };
}

export type Band = 'above' | 'average' | 'below' | 'none';

/**
 * Spec: green at or above mean + 1 sd, red at or below mean − 1 sd, yellow otherwise, grey when
 * there is no value. A column without spread (every week the same, or a single game) is all
 * "average": with sd 0 every value would otherwise sit on both edges at once.
 */
export function bandOf(value: unknown, spread: ColumnSpread | null): Band {
  const v = numericValue(value);
  if (v === null || spread === null) return 'none';
  if (spread.sd === 0) return 'average';
  if (v >= spread.mean + spread.sd) return 'above';
  if (v <= spread.mean - spread.sd) return 'below';
  return 'average';
}

export const BAND_LABELS: Record<Exclude<Band, 'none'>, string> = {
  above: 'Above Avg',
  average: 'Average',
  below: 'Below Avg',
};

export interface WeekValue {
  week: number;
  value: number;
}

function extremeWeek(rows: readonly StatRow[], key: string, better: (a: number, b: number) => boolean): WeekValue | null {
  let found: WeekValue | null = null;
  for (const row of rows) {
    const value = numericValue(row[key]);
    if (value === null) continue;
    if (found === null || better(value, found.value)) found = { week: row.week, value };
  }
  return found;
}

/** The highest week; on a tie the earliest week wins (rows come in week order). */
export const bestWeek = (rows: readonly StatRow[], key: string) => extremeWeek(rows, key, (a, b) => a > b);
export const worstWeek = (rows: readonly StatRow[], key: string) => extremeWeek(rows, key, (a, b) => a < b);

/** Spec: mean divided by standard deviation; null (shown as a dash) under 2 games or with no spread. */
export function consistency(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const sd = standardDeviation(values);
  if (sd === 0) return null;
  return mean(values) / sd;
}

export const ACTUAL_SUFFIX = '_actual';
export const DEFAULT_TREND_STAT = 'fantasy_points_ppr_actual';

/**
 * The `*_actual` keys worth charting, in first-seen order: a number in at least one row, and not
 * zero in every row (a quarterback's punt returns would only draw a flat line at 0). PPR points,
 * the default, always qualify when present.
 */
export function availableNumericStats(rows: readonly StatRow[]): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  const nonZero = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      const v = numericValue(value);
      if (!key.endsWith(ACTUAL_SUFFIX) || v === null) continue;
      if (v !== 0) nonZero.add(key);
      if (seen.has(key)) continue;
      seen.add(key);
      keys.push(key);
    }
  }
  return keys.filter((key) => nonZero.has(key) || key === DEFAULT_TREND_STAT);
}

export type ChartAxis = 'points' | 'yards' | 'touchdowns';
export type LineStyle = 'solid' | 'dashed' | 'dotted';

/** Fantasy points (and plain counts such as receptions) share the left axis; yards and TDs get their own. */
export function axisOf(key: string): ChartAxis {
  if (key.includes('yards') || key.includes('yds')) return 'yards';
  if (key.includes('touchdowns') || key.includes('_td')) return 'touchdowns';
  return 'points';
}

export function lineStyleOf(key: string): LineStyle {
  const axis = axisOf(key);
  if (axis === 'yards') return 'dashed';
  if (axis === 'touchdowns') return 'dotted';
  return 'solid';
}

export const DASH_ARRAYS: Record<LineStyle, string | undefined> = { solid: undefined, dashed: '8 4', dotted: '2 4' };

/** Spec: a six-colour cycle, chosen to stay apart for colour-blind viewers (Okabe–Ito). */
export const CHART_COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9'] as const;
export const CHART_TICKS = 6;

export function colorAt(index: number): string {
  return CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length] ?? CHART_COLORS[0];
}

/** Axes in the order they are laid out: left, middle, right; only those some chosen stat uses. */
export function axesFor(keys: readonly string[]): ChartAxis[] {
  const used = new Set(keys.map(axisOf));
  return (['points', 'yards', 'touchdowns'] as const).filter((axis) => used.has(axis));
}

const WORDS: Record<string, string> = {
  ppr: 'PPR',
  fantasy: 'Fantasy',
  tds: 'TDs',
  fg: 'FG',
  qb: 'QB',
};

/** 'receiving_yards_actual' → 'Receiving Yards'; fantasy points read as 'PPR Points' and 'Standard Points'. */
export function statLabel(key: string): string {
  if (key === 'fantasy_points_ppr_actual') return 'PPR Points';
  if (key === 'fantasy_points_standard_actual') return 'Standard Points';
  if (key === 'fantasy_points_half_ppr_actual') return 'Half PPR Points';
  const base = key.endsWith(ACTUAL_SUFFIX) ? key.slice(0, -ACTUAL_SUFFIX.length) : key;
  return base
    .split('_')
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Total ÷ games, or null when either is missing or no game was played. */
export function perGame(total: unknown, games: unknown): number | null {
  const t = numericValue(total);
  const g = numericValue(games);
  if (t === null || g === null || g <= 0) return null;
  return t / g;
}

export const DASH = '—';
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Spec 02 §5: missing values show a dash; points (and ratings, averages) one decimal; counts with thousands separators. */
export function formatStat(key: string, value: unknown): string {
  const v = numericValue(value);
  if (v === null) return DASH;
  if (key.includes('points') || key.includes('rating') || !Number.isInteger(v)) return oneDecimal.format(v);
  return wholeNumber.format(v);
}

export const formatPoints = (value: unknown) => {
  const v = numericValue(value);
  return v === null ? DASH : oneDecimal.format(v);
};

export function formatConsistency(value: number | null): string {
  return value === null ? DASH : value.toFixed(2);
}

/** Seasons the bundled data covers, newest first; the newest is the profile's default. */
/** The seasons the bundled data covers, newest first (the spec's 2022–2024 list predates the 2025 data). */
export const PROFILE_SEASONS: readonly number[] = DATA_SEASONS_NEWEST_FIRST;
export const DEFAULT_PROFILE_SEASON = LAST_DATA_SEASON;

/** The newest season this player has stats for among those offered; the newest offered when none. */
export function defaultSeasonFor(seasonsWithStats: readonly number[] | undefined): number {
  const newest = [...(seasonsWithStats ?? [])].sort((a, b) => b - a).find((s) => PROFILE_SEASONS.includes(s));
  return newest ?? DEFAULT_PROFILE_SEASON;
}

const NICE_FACTORS = [1, 2, 2.5, 5, 10] as const;

function niceStepAtLeast(raw: number): number {
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const factor = NICE_FACTORS.find((f) => f * magnitude >= raw - 1e-9) ?? 10;
  return factor * magnitude;
}

/**
 * Spec: 6 tick intervals. A domain that starts at or below the smallest value, ends at or above the
 * largest, and splits into exactly CHART_TICKS round steps (0, 5, 10 … 30; 0, 100 … 600).
 */
export function sixIntervalScale(values: readonly number[], intervals = CHART_TICKS): { domain: [number, number]; ticks: number[] } {
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  let step = niceStepAtLeast((max - min) / intervals);
  let low = Math.floor(min / step) * step;
  while (low + step * intervals < max) {
    step = niceStepAtLeast(step * 1.01);
    low = Math.floor(min / step) * step;
  }
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => Number((low + i * step).toFixed(6)));
  return { domain: [low, low + step * intervals], ticks };
}
