import type { AppError } from '../errors.js';
import type { AuctionActor, AuctionTeamAction, AuctionTeamSubject } from './auction.js';
import type { DraftAction, DraftSubject } from './draft.js';
import type { AccessUser, LeagueAction, LeagueSubject } from './league.js';
import type { TradeAction, TradeActor, TradeSubject } from './trade.js';

/*
 * The rights core (docs/ARCHITECTURE.md, "Rights: one policy per resource"): each resource's file
 * declares its rules with `allow`, and routes and the socket server ask `authorize` (refuses with
 * the rule's error) or `can` (a yes or no). A subject is a record as the rules see it, together
 * with the actor's standing in it, read once by the resource's loader: the rules stay pure.
 */

/** Each kind of subject: who acts on it and the actions its rules name. */
export interface PolicyKinds {
  league: { actor: AccessUser; subject: LeagueSubject; action: LeagueAction };
  draft: { actor: AccessUser; subject: DraftSubject; action: DraftAction };
  auctionTeam: { actor: AuctionActor; subject: AuctionTeamSubject; action: AuctionTeamAction };
  trade: { actor: TradeActor; subject: TradeSubject; action: TradeAction };
}

type Kind = keyof PolicyKinds;
type ActorOf<K extends Kind> = PolicyKinds[K]['actor'];
type SubjectOf<K extends Kind> = PolicyKinds[K]['subject'];
type ActionOf<K extends Kind> = PolicyKinds[K]['action'];
type AnySubject = SubjectOf<Kind>;

interface Rule {
  test: (actor: unknown, subject: unknown) => boolean;
  refuse: (action: string) => AppError;
}

const rules = new Map<string, Rule[]>();
const ruleKey = (kind: string, action: string) => `${kind}:${action}`;

/**
 * The actor may take these actions on the subject when `test` holds; when it does not, `refuse`
 * is the answer. Every rule of an action must hold, checked in the order they were declared, so
 * the first refusal wins (a non-member's 404 comes before a member's 403).
 */
export function allow<K extends Kind, A extends ActionOf<K>>(
  kind: K,
  actions: A | readonly A[],
  test: (actor: ActorOf<K>, subject: SubjectOf<K>) => boolean,
  refuse: (action: A) => AppError,
): void {
  for (const action of typeof actions === 'string' ? [actions] : actions) {
    const list = rules.get(ruleKey(kind, action)) ?? [];
    list.push({ test: test as Rule['test'], refuse: refuse as Rule['refuse'] });
    rules.set(ruleKey(kind, action), list);
  }
}

function refusal<S extends AnySubject>(actor: ActorOf<S['kind']>, action: ActionOf<S['kind']>, subject: S): AppError | undefined {
  const list = rules.get(ruleKey(subject.kind, action));
  // An action without rules is a mistake in the code, never a right granted by default.
  if (!list) throw new Error(`No rights rule for ${action} on ${subject.kind}`);
  for (const rule of list) if (!rule.test(actor, subject)) return rule.refuse(action);
  return undefined;
}

/** May the actor take the action on the subject? */
export function can<S extends AnySubject>(actor: ActorOf<S['kind']>, action: ActionOf<S['kind']>, subject: S): boolean {
  return refusal(actor, action, subject) === undefined;
}

/** The subject back when the actor may take the action; the first refusing rule's error otherwise. */
export function authorize<S extends AnySubject>(actor: ActorOf<S['kind']>, action: ActionOf<S['kind']>, subject: S): S {
  const refused = refusal(actor, action, subject);
  if (refused) throw refused;
  return subject;
}
