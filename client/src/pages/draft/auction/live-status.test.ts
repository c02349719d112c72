import { describe, expect, it } from 'vitest';
import { liveStatusText, type LiveStatusInput } from './live-status.js';

const base: LiveStatusInput = { status: 'IN_PROGRESS', lot: null, nominating: null };
const lot = { playerName: 'Bijan Robinson', highBid: 12, leaderName: 'Team 2', paused: false };

describe('the live auction status line', () => {
  it('says who nominates (the panel adds the seconds left)', () => {
    expect(liveStatusText({ ...base, nominating: { teamName: 'Team 1', mine: false } })).toBe('Team 1 is nominating');
    expect(liveStatusText({ ...base, nominating: { teamName: 'Team 1', mine: true } })).toBe('You are nominating');
    expect(liveStatusText(base)).toBe('Waiting for the next nomination.');
  });

  it('leaves a running lot to the lot card, and names a paused one', () => {
    expect(liveStatusText({ ...base, lot })).toBeNull();
    expect(liveStatusText({ ...base, lot: { ...lot, paused: true } })).toBe('Bidding on Bijan Robinson is paused at $12 (Team 2).');
  });

  it('names a paused draft, and the lot it froze', () => {
    expect(liveStatusText({ ...base, status: 'PAUSED' })).toBe('The draft is paused.');
    expect(liveStatusText({ ...base, status: 'PAUSED', lot })).toMatch(/^The draft is paused\. Bijan Robinson stays up at \$12/);
  });
});
