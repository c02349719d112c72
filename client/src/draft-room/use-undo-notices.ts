import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'react-toastify';
import type { DraftPick } from '#shared/draft/types.js';
import { announce } from '../accessibility/announcer.js';
import { useDraftEvents, useDraftStore, useIsCommissioner } from '../draft-data/hooks.js';
import { useMyTeamIds } from './use-my-team.js';
import { editNotice, myStandingPicks, undoNotice } from './undo-notices.js';

const NO_PICKS: readonly DraftPick[] = [];

/**
 * Tells an owner, on any tab, that the commissioner took back or edited a pick of their team (undo-notices.ts).
 * Events reach their listeners once the store holds their result (event-ordering.ts), so the picks
 * as they stood before are the state the store's last change of its picks replaced. Not on the
 * commissioner's own screens: their Undo has its own toast.
 */
export function useUndoNotices(leagueId: number): void {
  const store = useDraftStore();
  const myTeamIds = useMyTeamIds(leagueId);
  const mine = useMemo(() => new Set(myTeamIds), [myTeamIds]);
  const isCommissioner = useIsCommissioner();
  const before = useRef<readonly DraftPick[]>(NO_PICKS);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const picks = previous.snapshot?.picks;
        if (state.snapshot?.picks !== picks) before.current = picks ?? NO_PICKS;
      }),
    [store],
  );
  useDraftEvents((event) => {
    if (isCommissioner || (event.type !== 'pick.undone' && event.type !== 'pick.deleted' && event.type !== 'pick.updated')) return;
    const stood = myStandingPicks(before.current, mine);
    const text = undoNotice(event, stood, mine) ?? editNotice(event, stood, mine);
    if (!text) return;
    toast.info(text, { toastId: `${event.type}-${event.seq}` });
    announce(text);
  });
}
