import { loadNflDataSet } from '../server/nfl/data-set.js';
import { DEFAULT_MODEL, projectSeason, seasonHistories } from '../server/nfl/projections.js';
const data = loadNflDataSet('server/nfl-data');
const target = Number(process.argv[2] ?? 2025);
const all = data.weeklyFiles.flatMap((f) => f.rows);
const hist = all.filter((r) => r.season < target);
const tw = target === 2025 ? 14 : 16; const H = target === 2025 ? 13 : 15;
const actual = new Map<string, number>();
for (const r of all) if (r.season === target && r.week <= tw) actual.set(r.player_id, (actual.get(r.player_id) ?? 0) + (r.fpts_ppr ?? 0));
const proj = projectSeason(data.players, seasonHistories(data.players, hist), target, DEFAULT_MODEL);
const base = new Map<string, number>();
for (const r of [...data.playerSeasonTotals, ...data.defenseSeasonTotals]) if (r.season === target - 1) base.set(r.player_id, (r.fpts_ppr ?? 0) * H / 17);
const name = new Map(data.players.map((p) => [p.player_id, p.full_name]));
for (const pos of ['QB', 'RB', 'WR', 'TE']) {
  const ps = proj.filter((p) => p.position === pos && (base.has(p.player_id) || actual.has(p.player_id)));
  const m = ps.map((p) => p.fpts_ppr * H / 17), a = ps.map((p) => actual.get(p.player_id) ?? 0), b = ps.map((p) => base.get(p.player_id) ?? 0);
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  console.log(pos, 'mean model', mean(m).toFixed(1), 'baseline', mean(b).toFixed(1), 'actual', mean(a).toFixed(1), 'zeros actual', a.filter((x) => x === 0).length);
  const errs = ps.map((p, i) => ({ n: name.get(p.player_id), m: m[i]!.toFixed(0), b: b[i]!.toFixed(0), a: a[i]!.toFixed(0), d: Math.abs(m[i]! - a[i]!) - Math.abs(b[i]! - a[i]!) })).sort((x, y) => y.d - x.d);
  console.log(' worst vs baseline', errs.slice(0, 8).map((e) => `${e.n} m${e.m} b${e.b} a${e.a}`).join('; '));
}
