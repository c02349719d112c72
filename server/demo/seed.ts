import { DEFAULT_LEAGUE_SETTINGS } from '#shared/league-rules.js';
import { registerUser } from '../accounts/accounts.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../draft/picks.js';
import { createDraft } from '../draft/draft-setup.js';
import { createLeague, deleteLeague } from '../leagues/league-commands.js';
import { addTeam } from '../leagues/team-commands.js';
import { importNflData, nflDataMissing, type ImportProgress } from '../nfl/import.js';
import {
  DEMO_BUDGET,
  DEMO_COMMISSIONER,
  DEMO_LEAGUE_NAME,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_ROSTER,
  DEMO_SEASON,
  DEMO_TEAMS,
  type DemoAccount,
} from './demo-cast.js';
import { runDemoDraft } from './demo-draft.js';

export interface DemoLogin {
  email: string;
  username: string;
  password: string;
}

export interface DemoSeedResult {
  /** existing: the demo was already there and nothing was written. */
  outcome: 'created' | 'existing' | 'recreated';
  leagueId: number;
  draftId: number | null;
  /** null when the draft's public link has been switched off since. */
  publicToken: string | null;
  logins: DemoLogin[];
}

export interface SeedDemoOptions {
  /** Delete the demo league (with its draft) and build it again; the accounts are kept. */
  reset?: boolean;
  /** Called before the bundled NFL data is loaded into an empty database. */
  onImportStart?: () => void;
  onImportProgress?: (progress: ImportProgress) => void;
}

const ACCOUNTS = [DEMO_COMMISSIONER, ...DEMO_MEMBERS];

/** The logins the demo prints; an account whose password was changed since keeps its own. */
export const DEMO_LOGINS: DemoLogin[] = ACCOUNTS.map((a) => ({ email: a.email, username: a.username, password: DEMO_PASSWORD }));

async function demoCommissionerId(ctx: AppContext): Promise<number | undefined> {
  const row = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_COMMISSIONER.email).executeTakeFirst();
  return row?.id;
}

function demoLeagueIds(ctx: AppContext, commissionerId: number): Promise<{ id: number }[]> {
  return ctx.db
    .selectFrom('leagues')
    .select('id')
    .where('commissioner_id', '=', commissionerId)
    .where('league_name', '=', DEMO_LEAGUE_NAME)
    .orderBy('id', 'desc')
    .execute();
}

/** The newest demo league and its newest draft, as the printed URLs need them. */
async function findDemo(ctx: AppContext, commissionerId: number): Promise<Omit<DemoSeedResult, 'outcome'> | undefined> {
  const [league] = await demoLeagueIds(ctx, commissionerId);
  if (!league) return undefined;
  const draft = await ctx.db
    .selectFrom('drafts')
    .select(['id', 'public_token'])
    .where('league_id', '=', league.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { leagueId: league.id, draftId: draft?.id ?? null, publicToken: draft?.public_token ?? null, logins: DEMO_LOGINS };
}

/** The account for a demo email, registered (as the register route does) when it does not exist yet. */
async function ensureAccount(ctx: AppContext, account: DemoAccount): Promise<Actor> {
  const existing = await ctx.db.selectFrom('users').select(['id', 'username']).where('email', '=', account.email).executeTakeFirst();
  if (existing) return existing;
  const user = await registerUser(ctx.db, { ...account, password: DEMO_PASSWORD }, ctx.config.passwordCost);
  return { id: user.id, username: user.username };
}

/** League, teams and draft as the commissioner's create calls make them, then the draft itself. */
async function buildDemoLeague(ctx: AppContext, commissioner: Actor): Promise<Omit<DemoSeedResult, 'outcome'>> {
  const leagueId = await createLeague(ctx.db, commissioner.id, { league_name: DEMO_LEAGUE_NAME, ...DEFAULT_LEAGUE_SETTINGS });
  try {
    for (const team of DEMO_TEAMS) await addTeam(ctx.db, leagueId, team.team_name, team.owner_email);
    // No participants given: the draft seats the league's teams in creation order, as the route does.
    const draft = await createDraft(ctx.db, {
      leagueId,
      season: DEMO_SEASON,
      numTeams: DEMO_TEAMS.length,
      auctionBudget: DEMO_BUDGET,
      rosterPositions: DEMO_ROSTER,
      draftDate: null,
    });
    const memberEmails = DEMO_MEMBERS.map((m) => m.email);
    const memberTeamIds = memberEmails.flatMap((email) => draft.participants.filter((p) => p.owner_email === email).map((p) => p.fantasy_team_id));
    const outcome = await runDemoDraft(ctx, {
      draftId: draft.fantasy_draft_id,
      commissioner,
      teamIds: draft.participants.map((p) => p.fantasy_team_id),
      tradeTeamIds: memberTeamIds,
    });
    return { leagueId, draftId: draft.fantasy_draft_id, publicToken: outcome.publicToken, logins: DEMO_LOGINS };
  } catch (err) {
    // A half-built demo would pass for a finished one on the next run.
    await deleteLeague(ctx, leagueId);
    throw err;
  }
}

/**
 * `npm run seed`: a commissioner, three members and a 12-team league whose 2026 draft is under
 * way (about 40 lots sold, one trade, public board on), all written through the app's own
 * commands. Runs once: while the demo league exists it only reports it, unless `reset` is set.
 */
export async function seedDemo(ctx: AppContext, options: SeedDemoOptions = {}): Promise<DemoSeedResult> {
  const knownCommissionerId = await demoCommissionerId(ctx);
  const existing = knownCommissionerId === undefined ? undefined : await findDemo(ctx, knownCommissionerId);
  if (existing && !options.reset) return { ...existing, outcome: 'existing' };
  if (knownCommissionerId !== undefined && options.reset) {
    for (const league of await demoLeagueIds(ctx, knownCommissionerId)) await deleteLeague(ctx, league.id);
  }

  if (await nflDataMissing(ctx.db)) {
    options.onImportStart?.();
    await importNflData(ctx.db, ctx.config.nflDataDir, options.onImportProgress ? { onProgress: options.onImportProgress } : {});
  }
  const commissioner = await ensureAccount(ctx, DEMO_COMMISSIONER);
  for (const member of DEMO_MEMBERS) await ensureAccount(ctx, member);
  const built = await buildDemoLeague(ctx, commissioner);
  return { ...built, outcome: existing ? 'recreated' : 'created' };
}

export interface DemoUrls {
  league: string;
  draftRun: string | null;
  publicBoard: string | null;
}

/** The client's addresses for the demo (client/src/App.tsx routes). */
export function demoUrls(result: DemoSeedResult, baseUrl: string): DemoUrls {
  const league = `${baseUrl}/leagues/${result.leagueId}`;
  return {
    league,
    draftRun: result.draftId === null ? null : `${league}/drafts/${result.draftId}/run`,
    publicBoard: result.publicToken === null ? null : `${baseUrl}/public/draft/${result.publicToken}`,
  };
}
