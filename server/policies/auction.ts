import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { forbidden } from '../errors.js';
import { allow } from './policy.js';

/** Who acts in the live auction: a member (for their own team only) or the commissioner (for any). */
export interface AuctionActor {
  id: number;
  username: string;
  email: string;
  isCommissioner: boolean;
}

/** The team an auction call acts for, beside the caller's own team in the draft. */
export interface AuctionTeamSubject {
  kind: 'auctionTeam';
  /** The team acted for; undefined when the caller named none and has none. */
  teamId: number | undefined;
  ownTeamId: number | undefined;
}

/** `actFor`: nominate, bid and keep a proxy maximum; `manageQueue`: the nomination queue; `setAutopilot`: the bot. */
export type AuctionTeamAction = 'actFor' | 'manageQueue' | 'setAutopilot';

export const OWN_TEAM_ONLY = 'You can only bid for your own team';
export const OWN_QUEUE_ONLY = "You can only see and change your own team's queue";
export const OWN_AUTOPILOT_ONLY = 'You can only put your own team on autopilot';
export const NO_TEAM = 'You have no team in this draft';

const OWN_ONLY: Record<AuctionTeamAction, string> = { actFor: OWN_TEAM_ONLY, manageQueue: OWN_QUEUE_ONLY, setAutopilot: OWN_AUTOPILOT_ONLY };

allow('auctionTeam', ['actFor', 'manageQueue', 'setAutopilot'], (actor, team) => actor.isCommissioner || team.teamId === team.ownTeamId, (action) => forbidden(OWN_ONLY[action]));
allow('auctionTeam', ['actFor', 'manageQueue'], (_actor, team) => team.teamId !== undefined, () => forbidden(NO_TEAM));

// Read by every bid and proxy: prepared once.
const ownTeamRow = preparedQuery((db, draftId: number, email: string) =>
  db
    .selectFrom('draft_participants')
    .innerJoin('teams', 'teams.id', 'draft_participants.team_id')
    .select('teams.id')
    .where('draft_participants.draft_id', '=', draftId)
    .where('teams.owner_email', '=', email),
);

/** The team of the draft the user owns, if any (one per league: owner emails are unique there). */
export async function ownTeamId(db: DbOrTrx, draftId: number, email: string): Promise<number | undefined> {
  const [row] = await ownTeamRow(db, draftId, email.toLowerCase());
  return row?.id;
}

/** The team acted for, with the actor's own team in the draft read beside it. */
export async function loadAuctionTeam(db: DbOrTrx, draftId: number, actor: AuctionActor, teamId: number | undefined): Promise<AuctionTeamSubject> {
  return { kind: 'auctionTeam', teamId, ownTeamId: await ownTeamId(db, draftId, actor.email) };
}
