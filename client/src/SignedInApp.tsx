import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from './lazy-loading/lazy-with-retry.js';
import { preloadablePage } from './lazy-loading/preloadable-page.js';
import { Redirect, Route, Switch } from 'wouter';
import AppProviders from './components/AppProviders.js';
import { Spinner } from './components/Spinner.js';
import { CHANGE_PASSWORD_PATH } from './navigation/account-paths.js';

/*
 * Every route but the public board: the data layer, toasts and the signed-in pages. Its own chunk,
 * loaded by App.tsx for any other address, so the public board's entry carries neither this route
 * table nor the list of files each of these pages preloads. Each page is lazy in turn.
 */
const AppShell = preloadablePage(() => import('./components/AppShell.js'));
const LoginPage = preloadablePage(() => import('./pages/LoginPage.js'));
const LeaguesPage = lazyWithRetry(() => import('./pages/LeaguesPage.js'));
const LeagueDetailPage = lazyWithRetry(() => import('./pages/LeagueDetailPage.js'));
const LeagueSettingsPage = lazyWithRetry(() => import('./pages/LeagueSettingsPage.js'));
const DraftPage = lazyWithRetry(() => import('./pages/draft/DraftPage.js'));
const PlayerProfilePage = lazyWithRetry(() => import('./pages/player/PlayerProfilePage.js'));
const ChangePasswordPage = lazyWithRetry(() => import('./pages/ChangePasswordPage.js'));
const AnalyticsPage = lazyWithRetry(() => import('./pages/analytics/AnalyticsPage.js'));
const PlaceholderPage = lazyWithRetry(() => import('./pages/PlaceholderPage.js'));
const PickLeaguePage = lazyWithRetry(() => import('./pages/PickLeaguePage.js'));
const NotFoundPage = lazyWithRetry(() => import('./pages/NotFoundPage.js'));
const JoinPage = preloadablePage(() => import('./pages/join/JoinPage.js'));

/**
 * The pages of the first screen at an address whose document preloads them (server/http/page-preloads.ts,
 * `ROUTE_PAGES`), fetched before React's first render so that they mount without a spinner
 * (App.tsx, firstScreenLoaded). A join link's include the sign-in page: the shell sends a guest
 * signed out there in the same first render. Other addresses load their pages lazily, as before.
 */
export function firstScreenLoaded(pathname: string): Promise<unknown> {
  if (pathname === '/login') return LoginPage.preload();
  if (pathname.startsWith('/join/')) return Promise.all([AppShell.preload(), JoinPage.preload(), LoginPage.preload()]);
  return Promise.resolve();
}

export default function SignedInApp() {
  return (
    <AppProviders>
      {/* Its own boundary: a page chunk loading must not hide the toast container above it. */}
      <Loading>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route>
            <AppShell>
              <SignedInRoutes />
            </AppShell>
          </Route>
        </Switch>
      </Loading>
    </AppProviders>
  );
}

function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/leagues" replace />
      </Route>
      <Route path="/leagues" component={LeaguesPage} />
      <Route path="/leagues/:leagueId" component={LeagueDetailPage} />
      <Route path="/leagues/:leagueId/settings" component={LeagueSettingsPage} />
      <Route path="/leagues/:leagueId/drafts/:draftId/:tab?" component={DraftPage} />
      <Route path="/leagues/:leagueId/players/:playerId" component={PlayerProfilePage} />
      <Route path="/leagues/:leagueId/players">
        <PlaceholderPage title="Players" subtitle="Browse available players and stats" />
      </Route>
      <Route path="/leagues/:leagueId/analytics" component={AnalyticsPage} />
      <Route path={CHANGE_PASSWORD_PATH} component={ChangePasswordPage} />
      <Route path="/join/:code" component={JoinPage} />
      <Route path="/players">
        <PickLeaguePage section="players" />
      </Route>
      <Route path="/analytics">
        <PickLeaguePage section="analytics" />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
