import { runBacktest } from '../server/nfl/backtest.js';
import { loadNflDataSet } from '../server/nfl/data-set.js';
import { DEFAULT_MODEL, type ModelParams } from '../server/nfl/projections.js';
const data = loadNflDataSet('server/nfl-data');
const results: { key: string; s24: number; s25: number; wins: string; w24: string }[] = [];
for (const ridge of [0.05, 0.2, 1]) for (const w of [[1, 0.35, 0.1], [1, 0.6, 0.3]]) for (const aw of [[1, 0.25, 0.1], [1, 0.5, 0.25]]) for (const k of [0, 3]) for (const m of [0.25, 1]) {
  const params: ModelParams = { ...DEFAULT_MODEL, blendRidge: ridge, rateWeights: w, availabilityWeights: aw, rateShrinkGames: k, availabilityShrinkSeasons: m };
  const score = (t: number) => { const r = runBacktest(data, t, params); return r.scores.reduce((s, x) => s + x.modelMae / x.baselineMae + (x.baselineSpearman - x.modelSpearman), 0) / r.scores.length; };
  const wins = (t: number) => runBacktest(data, t, params).scores.map((x) => (x.modelMae < x.baselineMae ? 'M' : '-') + (x.modelSpearman > x.baselineSpearman ? 'S' : '-')).join(' ');
  results.push({ key: JSON.stringify([ridge, w, aw, k, m]), s24: score(2024), s25: score(2025), wins: wins(2025), w24: wins(2024) });
}
results.sort((a, b) => a.s24 - b.s24);
for (const r of results.slice(0, 15)) console.log(r.key, r.s24.toFixed(3), r.s25.toFixed(3), r.wins, '|', r.w24);
