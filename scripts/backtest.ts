import { loadConfig } from '#server/config.js';
import { ALL_POSITIONS, runBacktest, type BacktestResult, type PositionScore } from '#server/nfl/backtest.js';
import { loadNflDataSet } from '#server/nfl/data-set.js';
import { DEFAULT_ROSTER_POSITIONS } from '#shared/draft/roster-rules.js';
import type { LeagueValueSettings } from '#shared/values/auction-values.js';
import { EVERY_PLAYER, runValuesBacktest } from '#server/values/values-backtest.js';

// `npm run backtest`: project 2025 from 2022–2024 (held out: the model's settings were not tuned on
// it), then 2024 from 2022–2023 and 2023 from 2022 (the seasons the settings were tuned on), and
// compare each with what happened, next to the naive "same as last season" baseline.
// `npm run backtest -- values`: the auction values of 2025 and 2024 the same way (docs/VALUES.md).
const data = loadNflDataSet(loadConfig({ ...process.env, JWT_SECRET: 'unused' }).nflDataDir);

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;

function printResult(result: BacktestResult, role: string): void {
  const from = result.target - 1 === 2022 ? '2022' : `2022–${result.target - 1}`;
  console.log(
    `\nProject ${result.target} from ${from} (${role}); actual = PPR points of weeks 1–${result.throughWeek}` +
      ` (${result.horizonGames} games per team); forecasts scaled to ${result.horizonGames}/17 of a season.`,
  );
  const header = ['Pos', 'Players', 'MAE model', 'MAE last season', 'Spearman model', 'Spearman last season', 'gain 90% interval'];
  const rows = result.scores.map((s) => [
    s.position,
    String(s.players),
    s.modelMae.toFixed(1),
    s.baselineMae.toFixed(1),
    s.modelSpearman.toFixed(3),
    s.baselineSpearman.toFixed(3),
    interval(s),
  ]);
  printTable(header, rows);
  // Compared as printed (MAE to 0.1, Spearman to 0.001), so a difference nobody can see is a tie.
  const positions = result.scores.filter((s) => s.position !== ALL_POSITIONS);
  console.log(`Model vs last season over ${positions.length} positions — ${summary(positions)}.`);
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  rows.forEach((r) => console.log(line(r)));
}

/** Model against baseline, position by position, as printed (MAE to 0.1, Spearman to 0.001). */
function summary(positions: PositionScore[]): string {
  const tally = (model: (s: PositionScore) => number, baseline: (s: PositionScore) => number, digits: number, lowerIsBetter: boolean) => {
    const diffs = positions.map((s) => Number((model(s) - baseline(s)).toFixed(digits)) * (lowerIsBetter ? -1 : 1));
    return `better at ${diffs.filter((d) => d > 0).length}, tied at ${diffs.filter((d) => d === 0).length}, worse at ${diffs.filter((d) => d < 0).length}`;
  };
  return `MAE: ${tally((s) => s.modelMae, (s) => s.baselineMae, 1, true)}; Spearman: ${tally((s) => s.modelSpearman, (s) => s.baselineSpearman, 3, false)}`;
}

const interval = (s: PositionScore) => `${signed(s.spearmanGainInterval[0])}..${signed(s.spearmanGainInterval[1])}`;

/** Gavel's default draft (Create Draft form) and the common one-quarterback league. */
const VALUE_LEAGUES: { name: string; settings: LeagueValueSettings }[] = [
  { name: '12 teams, $200, Gavel default roster (2 QB, 2 RB, 3 WR, 1 TE, 1 FLEX, K, DEF, 5 bench)', settings: { teams: 12, budget: 200, roster: { ...DEFAULT_ROSTER_POSITIONS } } },
  { name: '12 teams, $200, 1 QB, 2 RB, 3 WR, 1 TE, 1 FLEX, K, DEF, 6 bench', settings: { teams: 12, budget: 200, roster: { QB: 1, RB: 2, WR: 3, TE: 1, FLEX: 1, K: 1, DEF: 1, BENCH: 6 } } },
];

function printValues(target: number, role: string): void {
  for (const league of VALUE_LEAGUES) {
    const result = runValuesBacktest(data, target, league.settings);
    console.log(`\nValues of ${target} (${role}), PPR, ${league.name}; actual = values from the points of weeks 1–${result.throughWeek}.`);
    const header = ['Pos', 'Players', 'MAE $ model', 'MAE $ last season', 'Spearman model', 'Spearman last season', 'gain 90% interval'];
    printTable(
      header,
      result.scores.map((s) => [s.position, String(s.players), s.modelMae.toFixed(1), s.baselineMae.toFixed(1), s.modelSpearman.toFixed(3), s.baselineSpearman.toFixed(3), interval(s)]),
    );
    const positions = result.scores.filter((s) => s.position !== ALL_POSITIONS && s.position !== EVERY_PLAYER && s.players > 0);
    console.log(`Model values vs last season's over ${positions.length} positions — ${summary(positions)}.`);
  }
}

if (process.argv[2] === 'values') {
  console.log("Players: worth more than $1 in the model's, last season's or the actual values; ALL+$1: everyone with a game last season.");
  printValues(2025, 'projections held out');
  printValues(2024, 'projections tuned on this season');
} else {
  printResult(runBacktest(data, 2025), 'held out');
  printResult(runBacktest(data, 2024), 'tuning season');
  printResult(runBacktest(data, 2023), 'tuning season; one earlier season only, nothing to calibrate on');
}
