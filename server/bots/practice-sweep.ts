import { PRACTICE_IDLE_MS } from '#shared/bots/requests.js';
import type { AppContext } from '../context.js';
import { deleteLeague } from '../leagues/league-commands.js';

/**
 * Practice leagues untouched for a week go (docs/DECISIONS.md, Bots): created before the cutoff and
 * with no draft event since. Deleted as any league is, so open rooms are told. `nowMs` is an
 * argument so tests move time instead of waiting.
 */
export async function sweepPractice(ctx: AppContext, nowMs = Date.now()): Promise<number[]> {
  const cutoff = new Date(nowMs - PRACTICE_IDLE_MS).toISOString();
  const idle = await ctx.db
    .selectFrom('leagues')
    .select('leagues.id')
    .where('leagues.is_practice', '=', 1)
    .where('leagues.created_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('draft_events as e')
            .innerJoin('drafts as d', 'd.id', 'e.draft_id')
            .select('e.seq')
            .whereRef('d.league_id', '=', 'leagues.id')
            .where('e.created_at', '>=', cutoff),
        ),
      ),
    )
    .execute();
  for (const { id } of idle) await deleteLeague(ctx, id);
  if (idle.length > 0) ctx.log.info({ leagues: idle.length }, 'idle practice leagues deleted');
  return idle.map((l) => l.id);
}
