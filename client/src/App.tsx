import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from './lazy-loading/lazy-with-retry.js';
import { Route, Switch } from 'wouter';
import { Spinner } from './components/Spinner.js';
import { BoardLoadFailed } from './pages/public/BoardLoadFailed.js';

/*
 * The route table's first split. Everything behind a route is lazy so each screen pulls only its
 * own code: the public board (no sign-in, often a TV or a phone on mobile data) never loads the
 * shell, the data layer or the signed-in pages, whose routes are in SignedInApp.tsx.
 */
const PublicBoardPage = lazyWithRetry(() => import('./pages/public/PublicBoardPage.js'));
const SignedInApp = lazyWithRetry(() => import('./SignedInApp.js'));

export default function App() {
  return (
    <Switch>
      <Route path="/public/draft/:token">
        <BoardLoadFailed>
          <Loading>
            <PublicBoardPage />
          </Loading>
        </BoardLoadFailed>
      </Route>
      <Route>
        <Loading>
          <SignedInApp />
        </Loading>
      </Route>
    </Switch>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
