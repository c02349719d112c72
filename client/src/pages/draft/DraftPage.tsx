import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../../lazy-loading/lazy-with-retry.js';
import { Link, useLocation, useParams } from 'wouter';
import { ErrorBoundary } from '../../components/ErrorBoundary.js';
import { Spinner } from '../../components/Spinner.js';
import { DraftStatusBadge } from '../../components/DraftStatusBadge.js';
import { LiveDot } from '../../components/LiveDot.js';
import { DraftStoreProvider, useDraftConnected, useDraftError, useDraftInfo, useDraftRoom, useDraftStatus, useDraftStore, useIsCommissioner } from '../../draft-data/hooks.js';
import { parseId } from '../../format/route-id.js';
import { useCurrentUser } from '../../stores/use-current-user.js';
import { useSaleAnnouncements } from '../../draft-data/use-sale-announcements.js';
import { useOutageNotices } from '../../draft-room/use-outage-notices.js';
import { useUndoNotices } from '../../draft-room/use-undo-notices.js';
import { useTradeNotices } from '../../draft-room/use-trade-notices.js';
import { useTeamOwnerNotices } from '../../league-data/use-team-owner-notices.js';
import { draftTabPath, rememberTab, resolveTab, type DraftTab } from './draft-tabs.js';
import { DraftTabBar } from './DraftTabBar.js';
import { QuickDraftTools } from './QuickDraftTools.js';
import { StatusControls } from './StatusControls.js';
import { KeyboardShortcutsDialog } from './shortcuts/KeyboardShortcutsDialog.js';
import { useRoomShortcuts } from './shortcuts/use-room-shortcuts.js';
import { BoardTab } from './tabs/BoardTab.js';
import { MyTeamTab } from './tabs/MyTeamTab.js';
import { PlayersTab } from './tabs/PlayersTab.js';
import { RunTab } from './tabs/RunTab.js';
import { AuctionDock } from '../../draft-room/AuctionDock.js';
import { SettingsTab } from './tabs/SettingsTab.js';
import './draft-room.css';

/**
 * Charts and the trade center load only when their tab opens. Made anew when a failed tab is tried
 * again: React keeps a lazy part's failure, so the same one would fail again without a fetch.
 */
const lazyTabs = () => ({
  TradesTab: lazyWithRetry(() => import('./tabs/TradesTab.js')),
  PriceHistoryTab: lazyWithRetry(() => import('./tabs/PriceHistoryTab.js')),
});

export const DRAFT_NOT_FOUND = 'Draft not found';

/** The draft detail page (spec 02 §2): routes /leagues/:leagueId/drafts/:draftId and /:tab. */
export default function DraftPage() {
  const params = useParams<{ leagueId: string; draftId: string; tab?: string }>();
  const leagueId = parseId(params.leagueId);
  const draftId = parseId(params.draftId);
  if (leagueId === null || draftId === null) return <NotFound leagueId={leagueId} />;
  return <DraftRoom key={draftId} leagueId={leagueId} draftId={draftId} urlTab={params.tab} />;
}

function DraftRoom({ leagueId, draftId, urlTab }: { leagueId: number; draftId: number; urlTab: string | undefined }) {
  const store = useDraftRoom({ kind: 'member', draftId });
  return (
    <DraftStoreProvider store={store}>
      <DraftRoomBody leagueId={leagueId} draftId={draftId} urlTab={urlTab} />
    </DraftStoreProvider>
  );
}

function DraftRoomBody({ leagueId, draftId, urlTab }: { leagueId: number; draftId: number; urlTab: string | undefined }) {
  const status = useDraftStatus();
  const draft = useDraftInfo();
  const connected = useDraftConnected();
  const [{ TradesTab, PriceHistoryTab }, setLazyTabs] = useState(lazyTabs);
  // Fills the session's user after a reload, which useIsCommissioner reads.
  useCurrentUser();
  const [, navigate] = useLocation();
  const isCommissioner = useIsCommissioner();
  const tab = resolveTab(urlTab, draftId, isCommissioner || draft === null ? 'run' : 'my-team');
  useSaleAnnouncements();
  useTradeNotices(leagueId);
  useUndoNotices(leagueId);
  useOutageNotices();
  useTeamOwnerNotices(leagueId);
  const choose = (next: DraftTab) => {
    rememberTab(draftId, next);
    navigate(draftTabPath(leagueId, draftId, next));
  };
  const shortcuts = useRoomShortcuts({ choose, searchTab: isCommissioner ? 'run' : 'players' });

  useEffect(() => {
    if (urlTab === tab) rememberTab(draftId, tab);
  }, [urlTab, tab, draftId]);

  if (status === 'not_found') return <NotFound leagueId={leagueId} />;
  if (status === 'error' && !draft) return <LoadFailed leagueId={leagueId} />;
  if (!draft) return <Spinner label="Loading draft..." />;


  return (
    <div className="page draft-room">
      <header className="draft-header">
        <Link href={`/leagues/${leagueId}`} className="btn btn-secondary btn-sm back-btn">
          ← Back to league
        </Link>
        <div className="draft-header-main">
          <h1 className="page-title">{draft.season} Draft</h1>
          <DraftStatusBadge status={draft.draft_status} />
          <span className="muted">{draft.num_teams} teams</span>
          <span className="muted">${draft.auction_budget} budget</span>
          <LiveDot live={connected === true} connecting={connected === null} finished={draft.draft_status === 'COMPLETED'} />
        </div>
        <Link href={`/leagues/${leagueId}/analytics?draft=${draftId}`} className="btn btn-secondary btn-sm analytics-link">
          Analytics
        </Link>
        <button type="button" className="btn btn-secondary btn-sm shortcuts-button" aria-keyshortcuts="?" onClick={shortcuts.openHelp}>
          Keyboard shortcuts
        </button>
        {/* One Start Draft per place, asking once (StatusControls): the Run tab has its own. */}
        {draft.draft_status === 'NOT_STARTED' && isCommissioner && tab !== 'run' && <StatusControls status={draft.draft_status} />}
        {/* Floats bottom right on wider screens; on a phone it sits here, in the header, over nothing. */}
        <QuickDraftTools draft={draft} draftId={draftId} />
      </header>

      <DraftTabBar leagueId={leagueId} draftId={draftId} tab={tab} isCommissioner={isCommissioner} onChoose={choose} />

      <div className="draft-tab-panel">
        {/* A tab that fails shows its error in its own place: the header, live status and tab bar stay, and another tab clears it. */}
        <ErrorBoundary resetKey={tab} onRetry={() => setLazyTabs(lazyTabs())}>
          {tab === 'run' && <RunTab draftId={draftId} leagueId={leagueId} />}
          {tab === 'board' && <BoardTab draftId={draftId} leagueId={leagueId} />}
          {tab === 'players' && <PlayersTab draftId={draftId} leagueId={leagueId} />}
          {tab === 'settings' && <SettingsTab draftId={draftId} />}
          <Suspense fallback={<Spinner />}>
            {tab === 'trades' && <TradesTab draftId={draftId} leagueId={leagueId} />}
            {tab === 'price-history' && <PriceHistoryTab draftId={draftId} leagueId={leagueId} />}
            {tab === 'my-team' && <MyTeamTab leagueId={leagueId} draftId={draftId} />}
          </Suspense>
        </ErrorBoundary>
      </div>

      {/* On every tab of a live auction: the lot in the hand (docs/ARCHITECTURE.md, "The auction dock"). */}
      {draft.auction_mode === 'live' && <AuctionDock draftId={draftId} leagueId={leagueId} />}

      <KeyboardShortcutsDialog
        open={shortcuts.helpOpen}
        onClose={shortcuts.closeHelp}
        enabled={shortcuts.enabled}
        onToggle={shortcuts.toggleEnabled}
      />
    </div>
  );
}

/** A network or server failure (not a missing draft): say so and offer another try. */
function LoadFailed({ leagueId }: { leagueId: number }) {
  const store = useDraftStore();
  const error = useDraftError();
  return (
    <div className="page draft-room">
      <h1 className="page-title">No draft data available</h1>
      {error && <p className="form-error">{error}</p>}
      <div className="form-actions form-actions-start">
        <button type="button" className="btn btn-primary" onClick={() => store.retry()}>
          Try again
        </button>
        <Link href={`/leagues/${leagueId}`}>Back to league</Link>
      </div>
    </div>
  );
}

function NotFound({ leagueId }: { leagueId: number | null }) {
  return (
    <div className="page draft-room">
      <h1 className="page-title">{DRAFT_NOT_FOUND}</h1>
      {leagueId !== null && <Link href={`/leagues/${leagueId}`}>Back to league</Link>}
    </div>
  );
}
