import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyWithRetry } from './lazy-loading/lazy-with-retry.js';
import { Route, Switch } from 'wouter';
import { Spinner } from './components/Spinner.js';
import { BoardLoadFailed } from './pages/public/BoardLoadFailed.js';

/*
 * The route table's first split. Everything behind a route is lazy so each screen pulls only its
 * own code: the public board (no sign-in, often a TV or a phone on mobile data) never loads the
 * shell, the data layer or the signed-in pages, whose routes are in SignedInApp.tsx.
 */
const loadBoardPage = () => import('./pages/public/PublicBoardPage.js');
const PublicBoardPage = lazyWithRetry(loadBoardPage);
const loadSignedInApp = () => import('./SignedInApp.js');
const SignedInApp = lazyWithRetry(loadSignedInApp);
/** The board's page and the signed-in app once main.tsx has them, before the first render: see firstScreenLoaded. */
let LoadedBoardPage: ComponentType | undefined;
let LoadedSignedInApp: ComponentType | undefined;

/**
 * The code of the first screen at `pathname`, fetched before the first render, which then paints
 * that screen at once: the public board's page, or the signed-in app and, for the sign-in page and
 * a join link, their pages (SignedInApp.tsx, firstScreenLoaded). The documents of those three
 * addresses name that code, so it comes with React (server/http/page-preloads.ts). Rendered through
 * `lazy`, a page would first commit the spinner, and React holds back content that replaces a
 * fallback for 300 ms after the fallback showed: a third of a second on every phone's first paint
 * (docs/DECISIONS.md, "First paint of the public board", "First load of the sign-in and join
 * pages"). A failed fetch settles this too; the route then takes the lazy page, with its spinner and
 * retries, as before.
 */
export function firstScreenLoaded(pathname: string): Promise<unknown> {
  return pathname.startsWith('/public/draft/')
    ? loadBoardPage().then((module) => (LoadedBoardPage = module.default), () => 0)
    : loadSignedInApp().then((module) => ((LoadedSignedInApp = module.default), module.firstScreenLoaded(pathname)), () => 0);
}

export default function App() {
  return (
    <Switch>
      <Route path="/public/draft/:token">
        <BoardLoadFailed>
          {LoadedBoardPage ? (
            <LoadedBoardPage />
          ) : (
            <Loading>
              <PublicBoardPage />
            </Loading>
          )}
        </BoardLoadFailed>
      </Route>
      <Route>
        {LoadedSignedInApp ? (
          <LoadedSignedInApp />
        ) : (
          <Loading>
            <SignedInApp />
          </Loading>
        )}
      </Route>
    </Switch>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
