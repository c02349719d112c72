import { describe, expect, it } from 'vitest';
import { DEFAULT_AUCTION_SETTINGS } from '../auction/rules.js';
import type { DraftEvent } from './events.js';
import { applyEvent, applyEvents, classifyEvent } from './reducer.js';
import type { DraftPick, DraftSnapshot, DraftTeam, PlayerPosition, TradeSummary } from './types.js';

/** The reducer on its own, without a server: each handler, seq handling and the derived team fields. */

const AT = '2026-08-01T00:00:00.000Z';

function team(id: number, position: number): DraftTeam {
  return {
    fantasy_team_id: id, fantasy_participant_id: id + 100, team_name: `Team ${id}`, team_nickname: null, draft_position: position,
    cash_adjustment: 0, remaining_budget: 100, max_bid: 0, players_count: 0, position_counts: { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DEF: 0 }, autopilot: false, online: false,
  };
}

function snapshot(): DraftSnapshot {
  return {
    draft: {
      fantasy_draft_id: 7, fantasy_league_id: 1, league_name: 'League', season: 2026, draft_status: 'IN_PROGRESS', commissioner_id: 1,
      num_teams: 2, num_rounds: 3, auction_budget: 100, roster_positions: { QB: 1, RB: 1, BENCH: 1 }, draft_date: null, created_at: AT,
      seq: 0, public_enabled: false, enforce_max_bid: false, auction_started_at: null, ...DEFAULT_AUCTION_SETTINGS,
    },
    teams: [team(1, 1), team(2, 2)],
    picks: [],
    lot: null,
    nomination: null,
    last_sale: null,
  };
}

function pick(id: number, teamId: number, price: number, position: PlayerPosition = 'RB'): DraftPick {
  return {
    fantasy_pick_id: id, fantasy_roster_id: id, nfl_player_id: `P${id}`, full_name: `Player ${id}`, first_name: null, last_name: null,
    photo_url: null, position_code: position, team_abbreviation: null, acquisition_price: price, acquisition_type: 'draft_pick',
    fantasy_team_id: teamId, fantasy_team_name: '', team_nickname: null, pick_number: id, pick_order: 0, created_at: AT,
  };
}

const event = <E extends DraftEvent>(e: Omit<E, 'draftId' | 'at'>): DraftEvent => ({ draftId: 7, at: AT, ...e }) as DraftEvent;
const created = (seq: number, p: DraftPick) => event({ seq, type: 'pick.created', payload: { pick: p } });

describe('applyEvent', () => {
  it('adds a pick and recomputes the holder: budget, max bid, counts, pick order', () => {
    const next = applyEvent(snapshot(), created(1, pick(1, 1, 30, 'QB')));
    expect(next.draft.seq).toBe(1);
    expect(next.picks).toHaveLength(1);
    expect(next.picks[0]).toMatchObject({ pick_order: 1, fantasy_team_name: 'Team 1' });
    expect(next.teams[0]).toMatchObject({ remaining_budget: 70, max_bid: 69, players_count: 1, position_counts: { QB: 1 } });
    expect(next.teams[1]).toMatchObject({ remaining_budget: 100, max_bid: 98 });
  });

  it('shares what a pick does not change: the other team and the earlier picks keep their identity', () => {
    // The live store renders from identity (client/src/draft-data/hooks.ts): a team whose fields all
    // stay equal must stay the same object, or every team's column and budget re-renders.
    const before = applyEvents(snapshot(), [created(1, pick(1, 1, 30, 'QB')), created(2, pick(2, 2, 20, 'RB'))]);
    const after = applyEvent(before, created(3, pick(3, 1, 10, 'RB')));
    expect(after.teams[0]).not.toBe(before.teams[0]);
    expect(after.teams[0]).toMatchObject({ remaining_budget: 60, players_count: 2, position_counts: { QB: 1, RB: 1 } });
    expect(after.teams[1]).toBe(before.teams[1]);
    expect(after.picks[0]).toBe(before.picks[0]);
    expect(after.picks[1]).toBe(before.picks[1]);
  });

  it('leaves the given snapshot and the event untouched', () => {
    const before = snapshot();
    const p = pick(1, 1, 30);
    applyEvent(before, created(1, p));
    expect(before.picks).toHaveLength(0);
    expect(before.draft.seq).toBe(0);
    expect(p.pick_order).toBe(0);
  });

  it('ignores an event it has seen, returning the same snapshot', () => {
    const once = applyEvent(snapshot(), created(1, pick(1, 1, 30)));
    expect(applyEvent(once, created(1, pick(1, 1, 30)))).toBe(once);
  });

  it('undoes, updates and reassigns picks', () => {
    const two = applyEvents(snapshot(), [created(1, pick(1, 1, 30)), created(2, pick(2, 1, 20))]);
    const moved = applyEvent(two, event({ seq: 3, type: 'pick.updated', payload: { pick: { ...pick(2, 2, 25) } } }));
    expect(moved.teams.map((t) => t.remaining_budget)).toEqual([70, 75]);
    const undone = applyEvent(moved, event({ seq: 4, type: 'pick.undone', payload: { fantasy_pick_id: 1 } }));
    expect(undone.picks.map((p) => p.fantasy_pick_id)).toEqual([2]);
    expect(undone.teams[0]).toMatchObject({ remaining_budget: 100, players_count: 0 });
  });

  it('applies status, settings, renames, reorder and public link changes', () => {
    const next = applyEvents(snapshot(), [
      event({ seq: 1, type: 'draft.paused', payload: { draft_status: 'PAUSED', draft_date: AT } }),
      event({ seq: 2, type: 'draft.settings_updated', payload: { auction_budget: 150, roster_positions: { QB: 2, RB: 2 }, num_rounds: 4 } }),
      event({ seq: 3, type: 'team.renamed', payload: { fantasy_team_id: 2, team_name: 'Sharks' } }),
      event({ seq: 4, type: 'participant.renamed', payload: { fantasy_participant_id: 101, team_nickname: 'Jets' } }),
      event({ seq: 5, type: 'participants.reordered', payload: { order: [{ fantasy_participant_id: 101, draft_position: 2 }, { fantasy_participant_id: 102, draft_position: 1 }] } }),
      event({ seq: 6, type: 'public_link.changed', payload: { public_enabled: true } }),
      event({ seq: 7, type: 'league.renamed', payload: { league_name: 'Renamed' } }),
    ]);
    expect(next.draft).toMatchObject({ draft_status: 'PAUSED', auction_budget: 150, num_rounds: 4, public_enabled: true, league_name: 'Renamed', seq: 7 });
    expect(next.teams.map((t) => [t.fantasy_team_id, t.team_name, t.team_nickname])).toEqual([[2, 'Sharks', null], [1, 'Team 1', 'Jets']]);
    expect(next.teams[0]).toMatchObject({ remaining_budget: 150, max_bid: 147 });
  });

  it('moves picks and cash on a trade', () => {
    const drafted = applyEvents(snapshot(), [created(1, pick(1, 1, 30)), created(2, pick(2, 2, 10))]);
    const traded = applyEvent(drafted, event({
      seq: 3,
      type: 'trade.executed',
      payload: {
        // The reducer reads only picks and cash; the trade itself is for the trades tab.
        trade: {} as TradeSummary,
        picks: [{ ...pick(1, 2, 30), acquisition_type: 'trade' }],
        cash: [{ fantasy_team_id: 1, cash_adjustment: 5 }, { fantasy_team_id: 2, cash_adjustment: -5 }],
      },
    }));
    expect(traded.teams.map((t) => [t.players_count, t.remaining_budget])).toEqual([[0, 105], [2, 55]]);
  });
});

describe('classifyEvent', () => {
  it('tells seen, next and a gap apart', () => {
    const s = applyEvent(snapshot(), created(1, pick(1, 1, 30)));
    expect([1, 2, 4].map((seq) => classifyEvent(s, { seq }))).toEqual(['seen', 'next', 'gap']);
  });
});
