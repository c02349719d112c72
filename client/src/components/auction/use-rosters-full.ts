import { everyRosterFull } from '#shared/auction/rosters-full.js';
import { useDraftSelector } from '../../draft-data/hooks.js';

/** Whether every roster of the draft is full: the live auction has nothing left to nominate. */
export const useEveryRosterFull = (): boolean => useDraftSelector((s) => (s.snapshot ? everyRosterFull(s.snapshot.draft, s.snapshot.teams) : false));
