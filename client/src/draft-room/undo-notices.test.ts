import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftPick } from '#shared/draft/types.js';
import { editNotice, myStandingPicks, undoNotice } from './undo-notices.js';

const event = (type: DraftEvent['type'], fantasy_pick_id: number) => ({ draftId: 9, seq: 5, type, payload: { fantasy_pick_id }, at: '' }) as DraftEvent;
const pick = (fantasy_pick_id: number, fantasy_team_id: number, acquisition_price: number) =>
  ({ fantasy_pick_id, fantasy_team_id, acquisition_price, full_name: `Player ${fantasy_pick_id}` }) as DraftPick;

describe('undo notices', () => {
  const picks = [pick(1, 1, 23), pick(2, 2, 7), pick(3, 1, 0)];
  const mine = new Set([1]);
  const stood = myStandingPicks(picks, mine);

  it('keeps only my teams\' picks', () => {
    expect([...stood.keys()]).toEqual([1, 3]);
  });

  it('tells the owner what was taken back and what came back to the budget', () => {
    expect(undoNotice(event('pick.undone', 1), stood, mine)).toBe('The commissioner undid your purchase of Player 1: $23 is back in your budget');
    expect(undoNotice(event('pick.deleted', 1), stood, mine)).toBe('The commissioner removed Player 1 from your roster: $23 is back in your budget');
    expect(undoNotice(event('pick.undone', 3), stood, mine)).toBe('The commissioner undid your purchase of Player 3');
  });

  it('says nothing of another team\'s pick, a pick this screen never held, or other events', () => {
    expect(undoNotice(event('pick.undone', 2), stood, mine)).toBeNull();
    expect(undoNotice(event('pick.undone', 2), myStandingPicks(picks, new Set([2])), new Set([2]))).toContain('Player 2: $7');
    expect(undoNotice(event('pick.undone', 99), stood, mine)).toBeNull();
    expect(undoNotice(event('pick.created', 1), stood, mine)).toBeNull();
  });
});

describe('edit notices', () => {
  const picks = [pick(1, 1, 23), pick(2, 2, 7)];
  const mine = new Set([1]);
  const stood = myStandingPicks(picks, mine);
  const edited = (fantasy_pick_id: number, fantasy_team_id: number, acquisition_price: number) =>
    ({ draftId: 9, seq: 6, type: 'pick.updated', payload: { pick: { ...pick(fantasy_pick_id, fantasy_team_id, acquisition_price), fantasy_team_name: `Team ${fantasy_team_id}`, team_nickname: null } }, at: '' }) as DraftEvent;

  it('tells the owner a player moved off their team, onto it, or was repriced', () => {
    expect(editNotice(edited(1, 2, 23), stood, mine)).toBe('The commissioner moved Player 1 to Team 2: $23 is back in your budget');
    expect(editNotice(edited(2, 1, 7), stood, mine)).toBe('The commissioner moved Player 2 to your team for $7');
    expect(editNotice(edited(1, 1, 30), stood, mine)).toBe('The commissioner changed the price of Player 1 from $23 to $30');
  });

  it('says nothing of an edit between other teams, an edit that changes nothing I see, or other events', () => {
    expect(editNotice(edited(2, 3, 9), stood, mine)).toBeNull();
    expect(editNotice(edited(1, 1, 23), stood, mine)).toBeNull();
    expect(editNotice(event('pick.undone', 1), stood, mine)).toBeNull();
  });
});
