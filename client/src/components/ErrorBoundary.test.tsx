// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.js';

function Boom(): never {
  throw new Error('kaput');
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it('shows a panel instead of a blank page, and clears it on navigation', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong on this page')).toBeTruthy();
    expect(screen.getByText('kaput')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    quiet.mockRestore();
  });
});
