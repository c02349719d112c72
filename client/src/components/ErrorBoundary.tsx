import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** A change (the location) clears the error without remounting the page below. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * What browsers say when a part of the page could not be fetched (Chromium, Safari, Firefox; Vite
 * for a stylesheet), after lib/lazy-with-retry.ts has tried it again: a reload is the way out.
 */
const PART_NOT_LOADED = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

/**
 * A page that throws while rendering shows this panel instead of a blank screen; the top bar
 * stays, so the user can move on; navigating elsewhere clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page">
        <section className="card empty-state" role="alert">
          {PART_NOT_LOADED.test(this.state.error.message) ? (
            <>
              <p className="empty-title">Part of this page could not be loaded</p>
              <p className="muted">Check the Wi-Fi connection, then reload the page. The draft itself is safe.</p>
            </>
          ) : (
            <>
              <p className="empty-title">Something went wrong on this page</p>
              <p className="muted">{this.state.error.message}</p>
            </>
          )}
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </section>
      </div>
    );
  }
}
