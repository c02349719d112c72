import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from './components/Spinner.js';
import { CHANGE_PASSWORD_PATH } from './lib/account-paths.js';

/*
 * The route table. Everything behind a route is lazy so each screen pulls only its own code:
 * the public board (no sign-in, often a TV or a phone on mobile data) never loads the shell,
 * the data layer or the signed-in pages.
 */
const PublicBoardPage = lazy(() => import('./pages/public/PublicBoardPage.js'));
const AppProviders = lazy(() => import('./components/AppProviders.js'));
const AppShell = lazy(() => import('./components/AppShell.js'));
const LoginPage = lazy(() => import('./pages/LoginPage.js'));
const LeaguesPage = lazy(() => import('./pages/LeaguesPage.js'));
const LeagueDetailPage = lazy(() => import('./pages/LeagueDetailPage.js'));
const LeagueSettingsPage = lazy(() => import('./pages/LeagueSettingsPage.js'));
const DraftPage = lazy(() => import('./pages/draft/DraftPage.js'));
const PlayerProfilePage = lazy(() => import('./pages/player/PlayerProfilePage.js'));
const ChangePasswordPage = lazy(() => import('./pages/ChangePasswordPage.js'));
const PlaceholderPage = lazy(() => import('./pages/PlaceholderPage.js'));
const PickLeaguePage = lazy(() => import('./pages/PickLeaguePage.js'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.js'));

export default function App() {
  return (
    <Switch>
      <Route path="/public/draft/:token">
        <Loading>
          <PublicBoardPage />
        </Loading>
      </Route>
      <Route>
        <Loading>
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
        </Loading>
      </Route>
    </Switch>
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
      <Route path="/leagues/:leagueId/analytics">
        <PlaceholderPage title="Analytics" subtitle="Draft and team analytics" />
      </Route>
      <Route path={CHANGE_PASSWORD_PATH} component={ChangePasswordPage} />
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
