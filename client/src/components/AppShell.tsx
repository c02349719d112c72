import { Suspense, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPathFor } from '../navigation/return-to.js';
import { useSession } from '../stores/session.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { Footer } from './Footer.js';
import { LiveAnnouncer } from './LiveAnnouncer.js';
import { Spinner } from './Spinner.js';
import { TopBar } from './TopBar.js';

/**
 * Layout and guard of every signed-in page. Without a token the visitor goes to /login and
 * the page they asked for rides along (spec 01 §2). Pages load lazily under the top bar.
 */
export default function AppShell({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const [location] = useLocation();
  const search = useSearch();
  if (token === null) {
    return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
  }
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <LiveAnnouncer />
    </div>
  );
}
