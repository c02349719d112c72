import { applyEventMutably, classifyEvent } from '../../../shared/draft/reducer.js';
import type { DraftEvent } from '../../../shared/draft/events.js';
import type { DraftSnapshot } from '../../../shared/draft/types.js';

/**
 * The next snapshot after `events` (those not in order are skipped), as a new object: the store's
 * state is never written in place. The shared reducer writes into the draft, the picks and the
 * teams (and replaces anything deeper whole), so it runs on shallow copies of those; then every
 * object that came out equal to its old self is the old object again, so a screen showing an
 * unchanged pick or team does not render (hooks.test.tsx). Without immer's proxies: immer was
 * ~3.5 KB of the public board's first load (docs/DECISIONS.md, "First load, measured in the browser").
 */
export function withEvents(snapshot: DraftSnapshot, events: readonly DraftEvent[]): DraftSnapshot {
  const next: DraftSnapshot = {
    ...snapshot,
    draft: { ...snapshot.draft },
    picks: snapshot.picks.map((pick) => ({ ...pick })),
    teams: snapshot.teams.map((team) => ({ ...team })),
  };
  for (const event of events) if (classifyEvent(next, event) === 'next') applyEventMutably(next, event);
  return {
    ...next,
    draft: sameOr(snapshot.draft, next.draft),
    picks: reuseUnchanged(snapshot.picks, next.picks, (pick) => pick.fantasy_pick_id),
    teams: reuseUnchanged(snapshot.teams, next.teams, (team) => team.fantasy_team_id),
  };
}

function sameOr<T extends object>(before: T, after: T): T {
  const keys = Object.keys(after) as (keyof T)[];
  return keys.length === Object.keys(before).length && keys.every((key) => before[key] === after[key]) ? before : after;
}

/** `after` with each element equal to the one of the same id in `before` replaced by that one; `before` itself when nothing moved. */
function reuseUnchanged<T extends object>(before: readonly T[], after: T[], idOf: (item: T) => number): T[] {
  const old = new Map(before.map((item) => [idOf(item), item]));
  const result = after.map((item) => {
    const was = old.get(idOf(item));
    return was ? sameOr(was, item) : item;
  });
  return result.length === before.length && result.every((item, i) => item === before[i]) ? (before as T[]) : result;
}
