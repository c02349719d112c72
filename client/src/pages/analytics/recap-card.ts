import type { DraftAnalytics, PickAnalytics, TeamAnalytics } from '#shared/analytics/types.js';
import { POSITION_HEX } from './position-colors.js';
import { teamLabel } from '#shared/draft/team-label.js';

/**
 * The recap to share (docs/DECISIONS.md, "Draft analytics"): a 1200×630 PNG card drawn in the
 * browser, the size chat apps preview whole, for a team or for the league.
 */
export const RECAP_WIDTH = 1200;
export const RECAP_HEIGHT = 630;

export interface RecapCard {
  eyebrow: string;
  title: string;
  grade: string | null;
  lines: { label: string; value: string; color?: string }[];
  fileName: string;
}

const GRADE_COLORS: Record<string, string> = { A: '#1a7f37', B: '#2f6f4f', C: '#875a00', D: '#b45309', F: '#b42318' };
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const sale = (p: PickAnalytics | null) => (p ? `${p.full_name} (${p.position_code}) ${money(p.price)}, worth ${money(p.value)}` : '—');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'draft';

export function teamRecap(team: TeamAnalytics, leagueName: string, season: number): RecapCard {
  return {
    eyebrow: `${leagueName} · ${season} draft recap`,
    title: teamLabel(team),
    grade: team.grade,
    lines: [
      { label: "Starters' projected points", value: team.starters_projected_points.toLocaleString('en-US', { maximumFractionDigits: 1 }) },
      { label: 'Best buy', value: sale(team.best_buy), color: '#1a7f37' },
      { label: 'Biggest reach', value: sale(team.biggest_reach), color: '#b42318' },
      { label: 'Money left', value: `${money(team.money_left)} · ${team.open_slots} open slot${team.open_slots === 1 ? '' : 's'}` },
    ],
    fileName: `${slug(leagueName)}-${season}-${slug(teamLabel(team))}.png`,
  };
}

export function leagueRecap(analytics: DraftAnalytics, leagueName: string, season: number): RecapCard {
  const best = [...analytics.teams].sort((a, b) => b.starters_projected_points - a.starters_projected_points)[0];
  const left = analytics.teams.reduce((s, t) => s + t.money_left, 0);
  return {
    eyebrow: `${season} draft recap`,
    title: leagueName,
    grade: best?.grade ?? null,
    lines: [
      { label: "Best starters' projected points", value: best ? `${teamLabel(best)}: ${best.starters_projected_points.toLocaleString('en-US', { maximumFractionDigits: 1 })}` : '—' },
      { label: 'Best buy', value: analytics.steals[0] ? `${sale(analytics.steals[0])} · ${teamLabel(analytics.steals[0])}` : '—', color: '#1a7f37' },
      { label: 'Biggest reach', value: analytics.reaches[0] ? `${sale(analytics.reaches[0])} · ${teamLabel(analytics.reaches[0])}` : '—', color: '#b42318' },
      { label: 'Money left', value: `${money(left)} across ${analytics.teams.length} teams · ${analytics.sales} players sold` },
    ],
    fileName: `${slug(leagueName)}-${season}-draft-recap.png`,
  };
}

/** Shortens `text` with an ellipsis until it fits `width` in the context's font. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function drawRecap(canvas: HTMLCanvasElement, card: RecapCard): void {
  canvas.width = RECAP_WIDTH;
  canvas.height = RECAP_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images');
  const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
  ctx.fillStyle = '#0f172a';
  ctx.fillRect(0, 0, RECAP_WIDTH, RECAP_HEIGHT);
  // A band of the position colours along the top: the room's palette.
  const colors = Object.values(POSITION_HEX);
  colors.forEach((color, i) => {
    ctx.fillStyle = color;
    ctx.fillRect((RECAP_WIDTH / colors.length) * i, 0, RECAP_WIDTH / colors.length + 1, 12);
  });
  const left = 64;
  const gradeBox = card.grade ? 220 : 0;
  const textWidth = RECAP_WIDTH - left * 2 - gradeBox;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#94a3b8';
  ctx.font = `600 28px ${font}`;
  ctx.fillText(fit(ctx, card.eyebrow, textWidth), left, 84);
  ctx.fillStyle = '#ffffff';
  ctx.font = `800 64px ${font}`;
  ctx.fillText(fit(ctx, card.title, textWidth), left, 158);
  if (card.grade) {
    const x = RECAP_WIDTH - left - 180;
    ctx.fillStyle = GRADE_COLORS[card.grade] ?? '#475569';
    ctx.beginPath();
    ctx.roundRect(x, 48, 180, 180, 28);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = `900 132px ${font}`;
    ctx.textAlign = 'center';
    ctx.fillText(card.grade, x + 90, 186);
    ctx.font = `700 22px ${font}`;
    ctx.fillText('GRADE', x + 90, 216);
    ctx.textAlign = 'left';
  }
  card.lines.forEach((line, i) => {
    const y = 268 + i * 86;
    ctx.fillStyle = '#94a3b8';
    ctx.font = `600 24px ${font}`;
    ctx.fillText(line.label.toUpperCase(), left, y);
    ctx.fillStyle = line.color ? lighten(line.color) : '#ffffff';
    ctx.font = `700 36px ${font}`;
    ctx.fillText(fit(ctx, line.value, RECAP_WIDTH - left * 2), left, y + 42);
  });
  ctx.fillStyle = '#64748b';
  ctx.font = `600 22px ${font}`;
  ctx.textAlign = 'right';
  ctx.fillText('Gavel', RECAP_WIDTH - left, RECAP_HEIGHT - 28);
  ctx.textAlign = 'left';
}

/** Green and red text on the dark card: the light shades, so they stay readable. */
const lighten = (color: string) => (color === '#1a7f37' ? '#4ade80' : color === '#b42318' ? '#f87171' : color);

/** Draws the card and saves it as a PNG through a download link (canvas → toBlob). */
export async function downloadRecap(card: RecapCard): Promise<void> {
  const canvas = document.createElement('canvas');
  drawRecap(canvas, card);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be made');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = card.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
