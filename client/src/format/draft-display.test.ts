import { describe, expect, it } from 'vitest';
import { budgetColor, statusLabel } from './draft-display.js';

describe('budget colour', () => {
  it('is green above 50, yellow above 20, else red', () => {
    expect([51, 50, 21, 20, 0].map(budgetColor)).toEqual(['green', 'yellow', 'yellow', 'red', 'red']);
  });
});

describe('status label', () => {
  it('shows unknown values as Not Started', () => {
    expect(statusLabel('IN_PROGRESS')).toBe('In Progress');
    expect(statusLabel('weird')).toBe('Not Started');
    expect(statusLabel(undefined)).toBe('Not Started');
  });
});
