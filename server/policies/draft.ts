import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';
import { COMMISSIONER_ONLY, loadLeague, type AccessUser } from './league.js';
import { allow } from './policy.js';

export const DRAFT_NOT_FOUND = 'Draft not found';

/** A draft and the user's standing in its league. */
export interface DraftSubject {
  kind: 'draft';
  draftId: number;
  leagueId: number;
  isCommissioner: boolean;
  isMember: boolean;
}

/**
 * The commissioner's calls on a draft (spec 02 §6), each with the words that complete the
 * refusal "Only the commissioner can ...". The status commands are named as PUT /:id/<command>.
 */
const COMMISSIONER_ACTIONS = {
  start: 'start the draft',
  pause: 'pause the draft',
  resume: 'resume or reopen the draft',
  complete: 'complete the draft',
  draftPlayer: 'submit picks',
  undoPick: 'undo picks',
  deletePick: 'delete picks',
  editPick: 'edit picks',
  renameTeam: 'rename teams',
  reorderParticipants: 'reorder participants',
  renameParticipant: 'rename participants',
  changeSettings: 'change draft settings',
  managePublicLink: 'manage the public link',
  importResults: 'import results',
  assignKeepers: 'assign keepers',
  removeKeepers: 'remove keepers',
  executeTrades: 'execute trades',
  startAuction: 'start the auction',
  pauseLot: 'pause the lot',
  resumeLot: 'resume the lot',
  addLotTime: 'add time to the lot',
  cancelLot: 'cancel the lot',
} as const;

export type DraftCommissionerAction = keyof typeof COMMISSIONER_ACTIONS;
/** `read`: the draft's room, board and lists (members); `delete`: DELETE /drafts/:id. */
export type DraftAction = 'read' | 'delete' | DraftCommissionerAction;

const commissionerActions = Object.keys(COMMISSIONER_ACTIONS) as DraftCommissionerAction[];

// A non-member gets the same 404 as for a missing draft: draft ids reveal nothing about other leagues.
allow('draft', ['read', 'delete', ...commissionerActions], (_user, draft) => draft.isMember, () => notFound(DRAFT_NOT_FOUND));
allow('draft', commissionerActions, (_user, draft) => draft.isCommissioner, (action) => forbidden(`Only the commissioner can ${COMMISSIONER_ACTIONS[action]}`));
// Deleting a draft is a change to its league and answers in the league's words.
allow('draft', 'delete', (_user, draft) => draft.isCommissioner, () => forbidden(COMMISSIONER_ONLY));

// Read before every bid (and every room join): prepared once.
const leagueOfDraft = preparedQuery((db, draftId: number) => db.selectFrom('drafts').select('league_id').where('id', '=', draftId));

/**
 * The user's standing in a draft already read, e.g. the row a draft command locked
 * (CommandScope.draft): rights judged inside the command's transaction without reading it again.
 */
export async function draftSubject(db: DbOrTrx, draft: { id: number; league_id: number }, user: AccessUser): Promise<DraftSubject> {
  const { isCommissioner, isMember } = await loadLeague(db, draft.league_id, user);
  return { kind: 'draft', draftId: draft.id, leagueId: draft.league_id, isCommissioner, isMember };
}

/** The draft and the user's standing in it; 404 'Draft not found' when the draft does not exist. */
export async function loadDraft(db: DbOrTrx, draftId: number, user: AccessUser): Promise<DraftSubject> {
  const [draft] = await leagueOfDraft(db, draftId);
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return draftSubject(db, { id: draftId, league_id: draft.league_id }, user);
}
