import { describe, expect, it } from 'vitest';
import { possessive } from './possessive.js';

describe('possessive', () => {
  it("adds 's, or the apostrophe alone after a final s", () => {
    expect(possessive("Ana's Audibles")).toBe("Ana's Audibles'");
    expect(possessive('SACK MASTERS')).toBe("SACK MASTERS'");
    expect(possessive('Chris')).toBe("Chris'");
    expect(possessive('Team 4')).toBe("Team 4's");
    expect(possessive('Patrick Mahomes ')).toBe("Patrick Mahomes'");
    expect(possessive('Jo')).toBe("Jo's");
  });
});
