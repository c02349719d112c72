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
/** The board's page once main.tsx has it, before the first render: see boardPageLoaded. */
let LoadedBoardPage: ComponentType | undefined;

/** The public board's address: its page is loaded before React first renders (boardPageLoaded). */
export const isBoardPath = (pathname: string) => pathname.startsWith('/public/draft/');

/**
 * The board's page, fetched (its chunk is preloaded with the page: server/http/page-preloads.ts)
 * before the first render, which then paints the board at once. Rendered through `lazy`, the
 * page would first commit the spinner, and React holds back content that replaces a fallback for
 * 300 ms after the fallback showed: a third of a second on every phone's first paint
 * (docs/DECISIONS.md, "First paint of the public board"). A failed fetch settles this too; the
 * route then takes the lazy page, with its spinner and retries, as before.
 */
export function boardPageLoaded(): Promise<void> {
  return loadBoardPage().then(
    (module) => {
      LoadedBoardPage = module.default;
    },
    () => undefined,
  );
}
const SignedInApp = lazyWithRetry(() => import('./SignedInApp.js'));

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
