/**
 * Which stat columns the profile shows for each position (spec 02 §2 Player profile, Game Stats
 * and Season). Keys are the API's `*_actual` field names.
 */
export interface StatColumn {
  key: string;
  label: string;
}

export const PPR_POINTS = 'fantasy_points_ppr_actual';
export const STANDARD_POINTS = 'fantasy_points_standard_actual';

const PASSING: StatColumn[] = [
  { key: 'passing_yards_actual', label: 'Pass Yds' },
  { key: 'passing_touchdowns_actual', label: 'Pass TDs' },
  { key: 'passing_interceptions_actual', label: 'INTs' },
];
const RUSHING: StatColumn[] = [
  { key: 'rushing_yards_actual', label: 'Rush Yds' },
  { key: 'rushing_touchdowns_actual', label: 'Rush TDs' },
];
const RECEIVING: StatColumn[] = [
  { key: 'receiving_receptions_actual', label: 'Rec' },
  { key: 'receiving_yards_actual', label: 'Rec Yds' },
  { key: 'receiving_touchdowns_actual', label: 'Rec TDs' },
];
// The spec lists columns for QB/RB/WR/TE only; kickers and defenses get their own scoring stats
// rather than an empty table.
const KICKING: StatColumn[] = [
  { key: 'field_goals_made_actual', label: 'FG Made' },
  { key: 'field_goals_attempted_actual', label: 'FG Att' },
  { key: 'extra_points_made_actual', label: 'XP Made' },
];
const DEFENSE: StatColumn[] = [
  { key: 'sacks_actual', label: 'Sacks' },
  { key: 'interceptions_actual', label: 'INTs' },
  { key: 'fumbles_recovered_actual', label: 'Fum Rec' },
  { key: 'points_allowed_actual', label: 'Pts Allowed' },
];

/** Game Stats columns after Opponent, Result and PPR Points. */
export function positionColumns(position: string | null | undefined): StatColumn[] {
  switch ((position ?? '').toUpperCase()) {
    case 'QB':
      return PASSING;
    case 'RB':
      return [...RECEIVING, ...RUSHING];
    case 'WR':
    case 'TE':
      return RECEIVING;
    case 'K':
      return KICKING;
    case 'DEF':
    case 'DST':
      return DEFENSE;
    default:
      return [];
  }
}

export const isSkillPosition = (position: string | null | undefined) => ['RB', 'WR', 'TE'].includes((position ?? '').toUpperCase());

/** Season tab: totals shown for the position (points first). */
export function seasonTotalColumns(position: string | null | undefined): StatColumn[] {
  const points: StatColumn[] = [
    { key: PPR_POINTS, label: 'PPR Points' },
    { key: STANDARD_POINTS, label: 'Standard Points' },
  ];
  const pos = (position ?? '').toUpperCase();
  if (pos === 'QB') return [...points, ...PASSING, ...RUSHING];
  if (pos === 'RB') return [...points, ...RUSHING, { key: 'receiving_targets_actual', label: 'Targets' }, ...RECEIVING];
  if (pos === 'WR' || pos === 'TE') return [...points, { key: 'receiving_targets_actual', label: 'Targets' }, ...RECEIVING];
  return [...points, ...positionColumns(pos)];
}

/** Spec: per-game PPR and standard points, QB pass yds/TDs, skill-position rec yds and targets. */
export function perGameColumns(position: string | null | undefined): StatColumn[] {
  const points: StatColumn[] = [
    { key: PPR_POINTS, label: 'PPR Points / Game' },
    { key: STANDARD_POINTS, label: 'Standard Points / Game' },
  ];
  const pos = (position ?? '').toUpperCase();
  if (pos === 'QB') {
    return [...points, { key: 'passing_yards_actual', label: 'Pass Yds / Game' }, { key: 'passing_touchdowns_actual', label: 'Pass TDs / Game' }];
  }
  if (isSkillPosition(pos)) {
    return [...points, { key: 'receiving_yards_actual', label: 'Rec Yds / Game' }, { key: 'receiving_targets_actual', label: 'Targets / Game' }];
  }
  return points;
}
