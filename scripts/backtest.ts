import { loadConfig } from '../server/config.js';
import { ALL_POSITIONS, runBacktest, type BacktestResult, type PositionScore } from '../server/nfl/backtest.js';
import { loadNflDataSet } from '../server/nfl/data-set.js';

// `npm run backtest`: project 2025 from 2022–2024 (held out: the model's settings were not tuned on
// it), then 2024 from 2022–2023 and 2023 from 2022 (the seasons the settings were tuned on), and
// compare each with what happened, next to the naive "same as last season" baseline.
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
    `${signed(s.spearmanGainInterval[0])}..${signed(s.spearmanGainInterval[1])}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  rows.forEach((r) => console.log(line(r)));
  // Compared as printed (MAE to 0.1, Spearman to 0.001), so a difference nobody can see is a tie.
  const positions = result.scores.filter((s) => s.position !== ALL_POSITIONS);
  const tally = (model: (s: PositionScore) => number, baseline: (s: PositionScore) => number, digits: number, lowerIsBetter: boolean) => {
    const diffs = positions.map((s) => Number((model(s) - baseline(s)).toFixed(digits)) * (lowerIsBetter ? -1 : 1));
    return `better at ${diffs.filter((d) => d > 0).length}, tied at ${diffs.filter((d) => d === 0).length}, worse at ${diffs.filter((d) => d < 0).length}`;
  };
  console.log(`Model vs last season over ${positions.length} positions — MAE: ${tally((s) => s.modelMae, (s) => s.baselineMae, 1, true)}; Spearman: ${tally((s) => s.modelSpearman, (s) => s.baselineSpearman, 3, false)}.`);
}

printResult(runBacktest(data, 2025), 'held out');
printResult(runBacktest(data, 2024), 'tuning season');
printResult(runBacktest(data, 2023), 'tuning season; one earlier season only, nothing to calibrate on');
