import { describe, expect, it } from 'vitest';
import { boardPlayerName } from './board-format.js';

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
