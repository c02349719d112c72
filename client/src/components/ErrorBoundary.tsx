import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** A change (the location, the room's tab) clears the error without remounting the part below. */
  resetKey: string;
  /**
   * Given, the boundary holds one part of a page (a draft room tab): the card sits in its place,
   * with the rest of the page still working, and offers "Try again", which calls this (a lazy part
   * is made anew here: React keeps a lazy part's failure) and renders the part afresh. Without it,
   * the card stands for the whole page and offers Reload.
   */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
  resetKey: string;
  /** Bumped by "Try again": the part is mounted afresh, its state gone with the error. */
  attempt: number;
}

/**
 * What browsers say when a part of the page could not be fetched (Chromium, Safari, Firefox; Vite
 * for a stylesheet), after lazy-loading/lazy-with-retry.ts has tried it again: a reload is the way out.
 */
const PART_NOT_LOADED = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

/**
 * What the card says. It names what failed: a room's tab is not the page (the header, live status
 * and the other tabs still work), and its way out is Try again, not a reload. The spec fixes
 * neither (docs/DECISIONS.md, Draft room).
 */
const PAGE_TEXT = {
  notLoaded: 'Part of this page could not be loaded',
  notLoadedHint: 'Check the Wi-Fi connection, then reload the page. The draft itself is safe.',
  failed: 'Something went wrong on this page',
};
const PART_TEXT = {
  notLoaded: 'This tab could not be loaded',
  notLoadedHint: 'Check the Wi-Fi connection, then try again. The draft itself is safe.',
  failed: 'This tab hit a problem',
};

/**
 * A page (or a room's tab) that throws while rendering shows this panel instead of a blank screen;
 * the top bar stays, so the user can move on; navigating elsewhere clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly tryAgain = (): void => {
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const inPart = this.props.onRetry !== undefined;
    const notLoaded = PART_NOT_LOADED.test(error.message);
    const text = inPart ? PART_TEXT : PAGE_TEXT;
    const card = (
      <section className="card empty-state" role="alert">
        <p className="empty-title">{notLoaded ? text.notLoaded : text.failed}</p>
        <p className="muted">{notLoaded ? text.notLoadedHint : error.message}</p>
        <div className="form-actions">
          {inPart && (
            <button type="button" className="btn btn-primary" onClick={this.tryAgain}>
              Try again
            </button>
          )}
          {/* A part that could not be fetched may need the page's current files: Reload stays on offer. */}
          {(!inPart || notLoaded) && (
            <button type="button" className={`btn ${inPart ? 'btn-secondary' : 'btn-primary'}`} onClick={() => window.location.reload()}>
              Reload
            </button>
          )}
        </div>
      </section>
    );
    return inPart ? card : <div className="page">{card}</div>;
  }
}
