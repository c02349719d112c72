import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '../../../shared/draft/events.js';
import { applyEvents } from '../../../shared/draft/reducer.js';
import type { DraftSnapshot } from '../../../shared/draft/types.js';
import { baseSnapshot, makePick, pickEvent } from '../../../tests/helpers/room-server.js';
import { withEvents } from './apply-events.js';

/** Frozen all the way down: any write into the store's current snapshot throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const rename = (seq: number, team: number, name: string): DraftEvent => ({ draftId: 7, seq, type: 'team.renamed', payload: { fantasy_team_id: team, team_name: name }, at: '' });

describe('withEvents (the store’s snapshot after events)', () => {
  it('gives the reducer’s snapshot without writing into the one it started from', () => {
    const start = withEvents(baseSnapshot(7), [pickEvent(7, 1, makePick(1, 1, 30)), pickEvent(7, 2, makePick(2, 2, 10))]);
    const events = [pickEvent(7, 3, makePick(3, 1, 12)), rename(4, 2, 'Renamed'), { ...pickEvent(7, 5, makePick(1, 1, 41)), type: 'pick.updated' } as DraftEvent];
    const expected = applyEvents(structuredClone(start), events);
    const next = withEvents(deepFreeze(start), events);
    expect(next).toEqual(expected);
    expect(next.draft.seq).toBe(5);
    expect(next.picks.find((p) => p.fantasy_pick_id === 2)?.fantasy_team_name).toBe('Renamed');
  });

  it('keeps every pick and team that did not change, and skips events out of order', () => {
    const start: DraftSnapshot = withEvents(baseSnapshot(7), [pickEvent(7, 1, makePick(1, 1, 30)), pickEvent(7, 2, makePick(2, 2, 10))]);
    const next = withEvents(start, [pickEvent(7, 3, makePick(3, 2, 5)), pickEvent(7, 9, makePick(4, 1, 5))]);
    expect(next.draft.seq).toBe(3);
    expect(next.picks.map((p) => p.fantasy_pick_id)).toEqual([1, 2, 3]);
    // Team 1 and its pick are untouched: the same objects, so their screens do not render.
    expect(next.picks[0]).toBe(start.picks[0]);
    expect(next.picks[1]).toBe(start.picks[1]);
    expect(next.teams.find((t) => t.fantasy_team_id === 1)).toBe(start.teams.find((t) => t.fantasy_team_id === 1));
    expect(next.teams.find((t) => t.fantasy_team_id === 2)).not.toBe(start.teams.find((t) => t.fantasy_team_id === 2));
    // Only events already seen: the very same snapshot parts.
    const again = withEvents(next, [pickEvent(7, 3, makePick(3, 2, 5))]);
    expect(again.picks).toBe(next.picks);
    expect(again.teams).toBe(next.teams);
    expect(again.draft).toBe(next.draft);
  });
});
