import { describe, expect, it } from 'vitest';
import { COMMAND_ROUTES, commandPath } from './command-routes.js';

describe('command routes', () => {
  it('fills each parameter of a path, escaped', () => {
    expect(commandPath('draftPlayer', { id: 7 })).toBe('/drafts/7/draft-player');
    expect(commandPath('editPick', { id: 7, pickId: 12 })).toBe('/drafts/7/picks/12');
    expect(commandPath('setAutopilot', { id: 7, teamId: 'a/b' })).toBe('/drafts/7/teams/a%2Fb/autopilot');
    expect(commandPath('proposeTrade', {})).toBe('/trades');
  });

  it('names each method and path once', () => {
    const spelled = Object.values(COMMAND_ROUTES).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(spelled).size).toBe(spelled.length);
  });
});
