import { describe, expect, it } from 'vitest';
import { boardPlayerName, cellTag } from './board-format.js';

describe('boardPlayerName', () => {
  it('prints the first initial and the last name of a player', () => {
    expect(boardPlayerName({ full_name: 'Jahmyr Gibbs', first_name: 'Jahmyr', last_name: 'Gibbs' })).toBe('J. Gibbs');
  });

  it('names a defense by its team, never by an initial of its city', () => {
    expect(boardPlayerName({ full_name: 'Seattle Seahawks D/ST', first_name: 'Seattle', last_name: 'Seahawks' })).toBe('Seahawks D/ST');
    expect(boardPlayerName({ full_name: 'Jacksonville Jaguars D/ST', first_name: 'Jacksonville', last_name: 'Jaguars' })).toBe('Jaguars D/ST');
  });

  it('keeps a name it cannot shorten whole', () => {
    expect(boardPlayerName({ full_name: 'Tank Dell', first_name: null, last_name: 'Dell' })).toBe('Tank Dell');
    expect(boardPlayerName({ full_name: 'Houston Texans D/ST', first_name: null, last_name: null })).toBe('Houston Texans D/ST');
  });
});

describe('cellTag', () => {
  it('is the pick number on a board in pick order', () => {
    expect(cellTag(null, 'QB', 7)).toBe('#7');
  });

  it('names the slot only where it says more than the position', () => {
    expect(cellTag('QB', 'QB', 1)).toBeNull();
    expect(cellTag('DEF', 'DST', 40)).toBeNull();
    expect(cellTag('FLEX', 'RB', 12)).toBe('FLEX');
    expect(cellTag('BN', 'WR', 30)).toBe('BN');
    expect(cellTag('FLEX', 'OTHER', 30)).toBe('FLEX');
  });
});
