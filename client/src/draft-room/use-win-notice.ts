import { useDraftEvents, useDraftStore } from '../draft-data/hooks.js';
import { notifySuccess } from '../toasts/notify.js';
import { heardWhileAway, wonNews } from './dock-state.js';
import { isPageHidden } from './use-page-hidden.js';

/**
 * The moment a lot sells to this phone's team: a toast, "You won X for $N". Between lots the dock
 * folds the sale into "How it went", which reads the same to the winner as to everyone else, so the
 * winner's phone said nothing of its own at the sale. A sale heard while away is told by "While you
 * were away" instead (DockAwayNews), never twice. Keepers are not sales.
 */
export function useWinNotice(myTeamId: number | null, enabled: boolean): void {
  const store = useDraftStore();
  useDraftEvents((event) => {
    if (!enabled || myTeamId === null || event.type !== 'pick.created') return;
    const { pick } = event.payload;
    if (pick.fantasy_team_id !== myTeamId || pick.acquisition_type === 'keeper') return;
    if (heardWhileAway(store.getState(), isPageHidden())) return;
    notifySuccess(wonNews(pick));
  });
}
