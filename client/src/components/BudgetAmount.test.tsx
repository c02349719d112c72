// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetAmount } from './BudgetAmount.js';
import { PlayerAvatar } from './PlayerAvatar.js';

afterEach(cleanup);

describe('BudgetAmount', () => {
  it('says the budget state in words and marks low and critical with a shape, not colour alone', () => {
    const states = [
      { remaining: 51, state: 'green', words: 'healthy', icon: false },
      { remaining: 50, state: 'yellow', words: 'low', icon: true },
      { remaining: 20, state: 'red', words: 'critical', icon: true },
    ];
    for (const { remaining, state, words, icon } of states) {
      const { container, unmount } = render(<BudgetAmount remaining={remaining} />);
      const amount = container.querySelector('.budget');
      expect(amount?.className).toContain(`budget-${state}`);
      expect(amount?.textContent).toBe(`$${remaining} left, budget ${words}`);
      expect(amount?.getAttribute('title')).toBe(`Remaining budget (${words})`);
      expect(Boolean(amount?.querySelector('svg.budget-icon[aria-hidden="true"]'))).toBe(icon);
      unmount();
    }
  });

  it("shows a full roster's money plain: no colour, shape or alarm, whatever is left", () => {
    for (const remaining of [0, 11, 120]) {
      const { container, unmount } = render(<BudgetAmount remaining={remaining} full />);
      const amount = container.querySelector('.budget');
      expect(amount?.className).toBe('budget budget-done');
      expect(amount?.textContent).toBe(`$${remaining} left, roster full`);
      expect(amount?.getAttribute('title')).toBe('Money left (roster full)');
      expect(amount?.querySelector('svg')).toBeNull();
      unmount();
    }
  });
});

describe('PlayerAvatar', () => {
  it('is decorative beside a name and named when it stands alone', () => {
    const { container, rerender } = render(<PlayerAvatar src="/p.png" name="Josh Allen" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    rerender(<PlayerAvatar src="/p.png" name="Josh Allen" decorative={false} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Josh Allen');
    rerender(<PlayerAvatar src={null} name="Josh Allen" />);
    expect(container.querySelector('[data-testid="avatar-initials"]')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<PlayerAvatar src={null} name="Josh Allen" decorative={false} />);
    expect(container.querySelector('[data-testid="avatar-initials"][role="img"]')?.getAttribute('aria-label')).toBe('Josh Allen');
  });
});
