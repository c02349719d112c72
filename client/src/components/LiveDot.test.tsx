// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTING_TEXT, LiveDot, RECONNECTING_TEXT, UP_TO_DATE_TEXT } from './LiveDot.js';

afterEach(cleanup);

const said = () => screen.getByRole('status').textContent;

describe('LiveDot', () => {
  it('says Live while connected to a running draft, and Up to date once the draft is completed', () => {
    const { rerender } = render(<LiveDot live />);
    expect(said()).toBe('Live');
    rerender(<LiveDot live finished />);
    expect(said()).toBe(UP_TO_DATE_TEXT);
  });

  it('never claims to be up to date without the server: a finished draft offline says Reconnecting…', () => {
    const { rerender } = render(<LiveDot live={false} connecting finished />);
    expect(said()).toBe(CONNECTING_TEXT);
    rerender(<LiveDot live={false} finished />);
    expect(said()).toBe(RECONNECTING_TEXT);
    expect(screen.getByRole('status').classList.contains('is-live')).toBe(false);
  });
});
