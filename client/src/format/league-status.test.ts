import { describe, expect, it } from 'vitest';
import { canStartDraft, leagueStatusLabel } from './league-status.js';

describe('league status label (spec 01 §4)', () => {
  it('follows the latest draft', () => {
    expect(leagueStatusLabel('IN_PROGRESS')).toBe('Draft in Progress');
    expect(leagueStatusLabel('COMPLETED')).toBe('Season Active');
    expect(leagueStatusLabel('NOT_STARTED')).toBe('Draft Scheduled');
    expect(leagueStatusLabel('PAUSED')).toBe('Draft Scheduled');
    expect(leagueStatusLabel(null)).toBe('Pre-Draft');
    expect(leagueStatusLabel(undefined)).toBe('Pre-Draft');
  });

  it('offers Start Draft only before a draft has started', () => {
    expect(canStartDraft(null)).toBe(true);
    expect(canStartDraft('NOT_STARTED')).toBe(true);
    expect(canStartDraft('IN_PROGRESS')).toBe(false);
    expect(canStartDraft('PAUSED')).toBe(false);
    expect(canStartDraft('COMPLETED')).toBe(false);
  });
});
