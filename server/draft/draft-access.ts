import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { loadLeagueAccess, type AccessUser } from '../leagues/league-access.js';

export const DRAFT_NOT_FOUND = 'Draft not found';

export interface DraftAccess {
  draftId: number;
  leagueId: number;
  isCommissioner: boolean;
}

// Read before every bid (and every room join): prepared once.
const leagueOfDraft = preparedQuery((db, draftId: number) => db.selectFrom('drafts').select('league_id').where('id', '=', draftId));

/**
 * Read rights on a draft: a member of its league. Non-members get the same 404 as for a missing
 * draft, so draft ids reveal nothing about other leagues.
 */
export async function requireDraftMember(db: DbOrTrx, draftId: number, user: AccessUser): Promise<DraftAccess> {
  const [draft] = await leagueOfDraft(db, draftId);
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  const access = await loadLeagueAccess(db, draft.league_id, user);
  if (!access.isMember) throw notFound(DRAFT_NOT_FOUND);
  return { draftId, leagueId: draft.league_id, isCommissioner: access.isCommissioner };
}

/**
 * Commissioner-only calls (spec 02 §6): 404 for non-members, 403 for other members.
 * `action` completes the sentence "Only the commissioner can ...".
 */
export async function requireDraftCommissioner(db: DbOrTrx, draftId: number, user: AccessUser, action: string): Promise<DraftAccess> {
  const access = await requireDraftMember(db, draftId, user);
  if (!access.isCommissioner) throw forbidden(`Only the commissioner can ${action}`);
  return access;
}

/**
 * The commissioner check of a draft command, inside its transaction on the row it locked
 * (CommandScope.draft): the same answers as requireDraftCommissioner without reading the draft again.
 */
export async function requireCommissionerOfLocked(db: DbOrTrx, draft: { id: number; league_id: number }, user: AccessUser, action: string): Promise<void> {
  const access = await loadLeagueAccess(db, draft.league_id, user);
  if (!access.isMember) throw notFound(DRAFT_NOT_FOUND);
  if (!access.isCommissioner) throw forbidden(`Only the commissioner can ${action}`);
}
