import { kickingPoints, offensePoints } from '#shared/fantasy-points.js';
import { SCORING_PRESETS } from '#shared/scoring.js';
import type { GamesTable, PlayersTable } from '../db/player-tables.js';
import type { WeekRow } from './data-set.js';

/**
 * The history projections are made from: per player and season, the games and summed stat
 * components of the weekly rows. Weekly rows (not the season files) are used so that stats and
 * games always cover the same weeks, whatever gaps a season's source has.
 */
export const COMPONENTS = [
  'pass_yds', 'pass_td', 'pass_int', 'rush_yds', 'rush_td', 'receptions', 'rec_yds', 'rec_td',
  'other_td', 'two_pt', 'fumbles_lost', 'kick_pts', 'def_pts',
] as const;
export type Component = (typeof COMPONENTS)[number];
export type Line = Record<Component, number>;

export const zeroLine = (): Line => Object.fromEntries(COMPONENTS.map((c) => [c, 0])) as Line;

export function addScaled(target: Line, source: Line, scale: number): void {
  for (const c of COMPONENTS) target[c] += source[c] * scale;
}

/** Offensive stats of a line in the shape the fantasy-points functions take. */
export function statLineOf(line: Line) {
  return {
    pass_yds: line.pass_yds,
    pass_td: line.pass_td,
    pass_int: line.pass_int,
    rush_yds: line.rush_yds,
    rush_td: line.rush_td,
    receptions: line.receptions,
    rec_yds: line.rec_yds,
    rec_td: line.rec_td,
    ret_td: line.other_td,
    two_pt: line.two_pt,
    fumbles_lost: line.fumbles_lost,
  };
}

export function pprPoints(line: Line): number {
  return offensePoints(statLineOf(line), SCORING_PRESETS.PPR) + line.kick_pts + line.def_pts;
}

/** A weekly row as components. A defense week without defensive stats counts as no game. */
function weekLine(row: WeekRow, position: string): Line | undefined {
  const line = zeroLine();
  if (position === 'DEF') {
    if (row.fpts_ppr === null) return undefined;
    line.def_pts = row.fpts_ppr;
    return line;
  }
  if (position === 'K') {
    line.kick_pts = kickingPoints(row);
    return line;
  }
  line.pass_yds = row.pass_yds ?? 0;
  line.pass_td = row.pass_td ?? 0;
  line.pass_int = row.pass_int ?? 0;
  line.rush_yds = row.rush_yds ?? 0;
  line.rush_td = row.rush_td ?? 0;
  line.receptions = row.receptions ?? 0;
  line.rec_yds = row.rec_yds ?? 0;
  line.rec_td = row.rec_td ?? 0;
  line.other_td = (row.ret_td ?? 0) + (row.fum_rec_td ?? 0);
  line.two_pt = row.two_pt ?? 0;
  line.fumbles_lost = row.fumbles_lost ?? 0;
  return line;
}

export interface SeasonHistory {
  games: number;
  totals: Line;
  /** The same games one by one, in week order. */
  weeks: { week: number; line: Line }[];
}

export type ProjectionPlayer = Pick<PlayersTable, 'player_id' | 'position' | 'birth_date' | 'rookie_year'>;

export interface History {
  players: ProjectionPlayer[];
  /** player_id → season → games and totals. */
  seasons: Map<string, Map<number, SeasonHistory>>;
  /** `${position}:${season}` → the most games any player of the position had: the season's coverage. */
  possible: Map<string, number>;
  /** `${position}:${season}` → the last week with data (2024 stops at 16, 2022 kickers at 15). */
  lastWeek: Map<string, number>;
  /**
   * NFL games (schedule and results). The model reads only the schedule of the season it projects
   * (published before the season) and the scores of the seasons before it.
   */
  games: Pick<GamesTable, 'season' | 'game_type' | 'week' | 'home_team' | 'away_team' | 'home_score' | 'away_score'>[];
}

export function buildHistory(players: ProjectionPlayer[], weeks: WeekRow[], games: History['games'] = []): History {
  const positionOf = new Map(players.map((p) => [p.player_id, p.position]));
  const seasons = new Map<string, Map<number, SeasonHistory>>();
  for (const row of weeks) {
    const position = positionOf.get(row.player_id);
    const line = position ? weekLine(row, position) : undefined;
    if (!line) continue;
    let bySeason = seasons.get(row.player_id);
    if (!bySeason) seasons.set(row.player_id, (bySeason = new Map<number, SeasonHistory>()));
    let season = bySeason.get(row.season);
    if (!season) bySeason.set(row.season, (season = { games: 0, totals: zeroLine(), weeks: [] }));
    season.games += 1;
    addScaled(season.totals, line, 1);
    season.weeks.push({ week: row.week, line });
  }
  const possible = new Map<string, number>();
  const lastWeek = new Map<string, number>();
  for (const player of players) {
    for (const [season, history] of seasons.get(player.player_id) ?? []) {
      const key = `${player.position}:${season}`;
      possible.set(key, Math.max(possible.get(key) ?? 0, history.games));
      history.weeks.sort((a, b) => a.week - b.week);
      lastWeek.set(key, Math.max(lastWeek.get(key) ?? 0, history.weeks[history.weeks.length - 1]?.week ?? 0));
    }
  }
  return { players, seasons, possible, lastWeek, games };
}

/** Per position, over the given seasons: the average per-game line of all its player-games. */
export function positionRates(history: History, seasons: number[]): Map<string, Line> {
  const sums = new Map<string, { games: number; totals: Line }>();
  for (const player of history.players) {
    for (const season of seasons) {
      const played = history.seasons.get(player.player_id)?.get(season);
      if (!played) continue;
      let sum = sums.get(player.position);
      if (!sum) sums.set(player.position, (sum = { games: 0, totals: zeroLine() }));
      sum.games += played.games;
      addScaled(sum.totals, played.totals, 1);
    }
  }
  const rates = new Map<string, Line>();
  for (const [position, sum] of sums) {
    const rate = zeroLine();
    addScaled(rate, sum.totals, 1 / sum.games);
    rates.set(position, rate);
  }
  return rates;
}
