// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveAnnouncer } from '../components/LiveAnnouncer.js';
import { announce } from './announcer.js';
import { countdownAnnouncement, saleAnnouncement } from './announcements.js';
import { useCountdownAnnouncements } from './use-countdown-announcements.js';

afterEach(cleanup);

describe('saleAnnouncement', () => {
  it('reads a sale as player to team for price, preferring the nickname', () => {
    const pick = { full_name: 'Josh Allen', fantasy_team_name: 'Team 4', team_nickname: null, acquisition_price: 59 };
    expect(saleAnnouncement(pick)).toBe('Josh Allen to Team 4 for $59');
    expect(saleAnnouncement({ ...pick, team_nickname: 'Night Owls' })).toBe('Josh Allen to Night Owls for $59');
  });
});

describe('countdownAnnouncement', () => {
  it('speaks 10 and 5 seconds as the clock passes them, and nothing in between', () => {
    const said: (string | null)[] = [];
    let previous: number | null = null;
    for (const seconds of [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]) {
      said.push(countdownAnnouncement(previous, seconds));
      previous = seconds;
    }
    expect(said.filter(Boolean)).toEqual(['10 seconds left', '5 seconds left']);
    expect(said[4]).toBe('10 seconds left');
    expect(said[9]).toBe('5 seconds left');
  });

  it('says nothing for a clock first seen below a mark, a frozen clock, or a bid that adds time', () => {
    expect(countdownAnnouncement(null, 7)).toBeNull();
    expect(countdownAnnouncement(7, 7)).toBeNull();
    expect(countdownAnnouncement(4, 10)).toBeNull();
    // A skipped second (a busy tab) still speaks the mark it jumped over, once, the lower one.
    expect(countdownAnnouncement(11, 4)).toBe('5 seconds left');
  });
});

describe('LiveAnnouncer', () => {
  const politeText = (container: HTMLElement) => container.querySelector('[data-politeness="polite"]')?.textContent;

  it('puts each message in the polite region, the same words twice as a new node', () => {
    const { container } = render(<LiveAnnouncer />);
    const region = container.querySelector('[role="status"][aria-live="polite"]');
    expect(region).not.toBeNull();
    act(() => announce('Josh Allen to Team 4 for $59'));
    expect(politeText(container)).toBe('Josh Allen to Team 4 for $59');
    const first = region?.firstElementChild;
    act(() => announce('Josh Allen to Team 4 for $59'));
    expect(region?.firstElementChild).not.toBe(first);
    act(() => announce('Pick undone', 'assertive'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Pick undone');
  });

  it('shows the latest message in a region mounted after it, and never repeats it when the page renders again', () => {
    act(() => announce('Pick undone', 'assertive'));
    act(() => announce('Josh Allen to Team 4 for $59'));
    const { container, rerender } = render(<LiveAnnouncer />);
    expect(politeText(container)).toBe('Josh Allen to Team 4 for $59');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Pick undone');
    // The app shell renders again on every navigation: the same node stays, so nothing is read twice.
    const node = container.querySelector('[data-politeness="polite"] span');
    rerender(<LiveAnnouncer />);
    expect(container.querySelector('[data-politeness="polite"] span')).toBe(node);
    // An unmounted region hears nothing more; the one mounted still does.
    const second = render(<LiveAnnouncer />);
    const gone = second.container.querySelector('[data-politeness="polite"]');
    second.unmount();
    act(() => announce('Travis Kelce to Team 2 for $40'));
    expect(politeText(container)).toBe('Travis Kelce to Team 2 for $40');
    expect(gone?.textContent).toBe('Josh Allen to Team 4 for $59');
  });

  it('announces a lot countdown once at 10 s and once at 5 s, and again after a new lot starts', () => {
    const { container } = render(<LiveAnnouncer />);
    const heard: string[] = [];
    // The regions are page-wide: what an earlier test said is still there and is not this lot's.
    const before = container.querySelector('[data-politeness="polite"] span');
    const listen = () => {
      const node = container.querySelector('[data-politeness="polite"] span');
      const text = politeText(container);
      if (node !== before && text && heard.at(-1) !== text) heard.push(text);
    };
    const { rerender } = renderHook(({ seconds, lot }) => useCountdownAnnouncements(seconds, lot), { initialProps: { seconds: 12, lot: 1 } });
    for (const seconds of [11, 10, 9, 8, 7, 6, 5, 4]) {
      rerender({ seconds, lot: 1 });
      listen();
    }
    expect(heard).toEqual(['10 seconds left', '5 seconds left']);
    rerender({ seconds: 30, lot: 2 });
    rerender({ seconds: 10, lot: 2 });
    listen();
    expect(heard).toEqual(['10 seconds left', '5 seconds left', '10 seconds left']);
  });
});
