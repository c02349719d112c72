import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPathFrom } from './return-to.js';

describe('remembering the page behind /login', () => {
  it('round-trips a path with its query', () => {
    const login = loginPathFor('/leagues/3/settings?tab=1');
    expect(login).toBe('/login?next=%2Fleagues%2F3%2Fsettings%3Ftab%3D1');
    expect(nextPathFrom(login.slice(login.indexOf('?')))).toBe('/leagues/3/settings?tab=1');
  });

  it('goes to /leagues when nothing or something unsafe is remembered', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(nextPathFrom('')).toBe('/leagues');
    expect(nextPathFrom('?next=https://evil.example')).toBe('/leagues');
    expect(nextPathFrom('?next=//evil.example/x')).toBe('/leagues');
    expect(nextPathFrom('?next=/login')).toBe('/leagues');
  });
});
