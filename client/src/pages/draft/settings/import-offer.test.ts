import { describe, expect, it } from 'vitest';
import { importOffer, KEEPER_IMPORT_INTRO, PRICES_IMPORT_INTRO } from './import-offer.js';

const empty = { draft_status: 'NOT_STARTED' as const, hasPicks: false };

describe('the import card offer', () => {
  it('is offered to every league on an empty draft that has not started', () => {
    expect(importOffer({ ...empty, keeperLeague: true })).toEqual({ intro: KEEPER_IMPORT_INTRO });
    expect(importOffer({ ...empty, keeperLeague: false })).toEqual({ intro: PRICES_IMPORT_INTRO });
  });

  it('speaks of keeping players only to a keeper league', () => {
    expect(KEEPER_IMPORT_INTRO).toMatch(/keep players at these prices/);
    expect(PRICES_IMPORT_INTRO).not.toMatch(/keep/i);
    expect(PRICES_IMPORT_INTRO).toContain('"Last season $X"');
    expect(PRICES_IMPORT_INTRO).toContain('Price History');
  });

  it('waits for the league\'s keeper setting rather than showing the wrong words first', () => {
    expect(importOffer({ ...empty, keeperLeague: undefined })).toBeNull();
  });

  it('is not offered once the draft has started or has a pick (a keeper counts)', () => {
    for (const draft_status of ['IN_PROGRESS', 'PAUSED', 'COMPLETED'] as const) {
      expect(importOffer({ draft_status, hasPicks: false, keeperLeague: false })).toBeNull();
    }
    expect(importOffer({ ...empty, hasPicks: true, keeperLeague: true })).toBeNull();
    expect(importOffer({ ...empty, hasPicks: true, keeperLeague: false })).toBeNull();
  });
});
