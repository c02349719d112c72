// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.js';

function Boom(): never {
  throw new Error('kaput');
}

/** Throws while `failing.now` is set, as a tab with a bug hit by one bad piece of data. */
const failing = { now: true };
function Flaky() {
  if (failing.now) throw new Error('flaky');
  return <p>tab content</p>;
}

let quiet: MockInstance;
beforeEach(() => {
  quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  quiet.mockRestore();
});

describe('ErrorBoundary', () => {
  it('shows a panel instead of a blank page, and clears it on navigation', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong on this page')).toBeTruthy();
    expect(screen.getByText('kaput')).toBeTruthy();
    // The whole page failed: Reload is the way out, there is nothing to try again in place.
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it("around one part (a room tab): a card in the tab's place that says it is the tab, with Try again that renders the part afresh", () => {
    failing.now = true;
    const onRetry = vi.fn();
    render(
      <div>
        <nav>tab bar</nav>
        <ErrorBoundary resetKey="trades" onRetry={onRetry}>
          <Flaky />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText('This tab hit a problem')).toBeTruthy();
    expect(screen.queryByText(/this page/)).toBeNull();
    expect(screen.getByText('flaky')).toBeTruthy();
    // What sits outside the boundary stays.
    expect(screen.getByText('tab bar')).toBeTruthy();
    // A render bug: reloading the page would not help more than trying the part again.
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    // Still failing: Try again shows the card again, and the app asked for a fresh part each time.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('flaky')).toBeTruthy();
    expect(onRetry).toHaveBeenCalledTimes(1);

    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(screen.getByText('tab content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('around one part: another tab clears the error', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="trades" onRetry={() => undefined}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="board" onRetry={() => undefined}>
        <p>board</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('board')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a tab that could not be fetched says so, and offers both Try again and Reload', () => {
    function NotFetched(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://host/assets/TradesTab-abc.js');
    }
    render(
      <ErrorBoundary resetKey="trades" onRetry={() => undefined}>
        <NotFetched />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This tab could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check the Wi-Fi connection, then try again. The draft itself is safe.')).toBeTruthy();
    expect(screen.queryByText(/this page|reload the page/)).toBeNull();
    expect(screen.queryByText(/TradesTab-abc/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('for the whole page, a page that could not be fetched keeps the page\'s words and Reload', () => {
    function NotFetched(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://host/assets/SignedInApp-abc.js');
    }
    render(
      <ErrorBoundary resetKey="/leagues">
        <NotFetched />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Part of this page could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check the Wi-Fi connection, then reload the page. The draft itself is safe.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
