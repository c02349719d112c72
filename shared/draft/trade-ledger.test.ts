import { describe, expect, it } from 'vitest';
import { judgeTrade, ledgerOf, offerBlocker, type LedgerSource } from './trade-ledger.js';
import type { PlayerPosition, TradeItem, TradeSummary } from './types.js';

/** Two teams of a 3-slot draft (QB, RB, BENCH): Team 1 holds Allen (QB, $30), Team 2 holds Gibbs (RB, $40) and Hurts (QB, $10). */
function room(): LedgerSource & { picks: LedgerSource['picks'][number][] } {
  const team = (id: number, name: string, players: number, remaining: number) => ({
    fantasy_team_id: id,
    fantasy_participant_id: id * 10,
    team_name: name,
    team_nickname: null,
    players_count: players,
    remaining_budget: remaining,
  });
  const pick = (id: number, player: string, teamId: number, price: number, name: string, position_code: PlayerPosition) => ({
    fantasy_pick_id: id,
    nfl_player_id: player,
    fantasy_team_id: teamId,
    acquisition_price: price,
    acquisition_type: 'draft_pick' as const,
    full_name: name,
    position_code,
  });
  return {
    draft: { num_rounds: 3, roster_positions: { QB: 1, RB: 1, BENCH: 1 } },
    teams: [team(1, 'Team 1', 1, 70), team(2, 'Team 2', 2, 50)],
    picks: [pick(1, 'allen', 1, 30, 'Josh Allen', 'QB'), pick(2, 'gibbs', 2, 40, 'Jahmyr Gibbs', 'RB'), pick(3, 'hurts', 2, 10, 'Jalen Hurts', 'QB')],
  };
}

const NAMES: Record<string, string> = { allen: 'Josh Allen', gibbs: 'Jahmyr Gibbs', hurts: 'Jalen Hurts' };
const player = (from: number, id: string): TradeItem => ({
  from_participant_id: from * 10,
  from_team_id: from,
  trade_asset_type: 'nfl_player_id',
  trade_asset: id,
  player: { nfl_player_id: id, full_name: NAMES[id] ?? id, position_code: 'RB', photo_url: null },
});
const cash = (from: number, amount: number): TradeItem => ({ from_participant_id: from * 10, from_team_id: from, trade_asset_type: 'remainingbudget', trade_asset: String(amount), player: null });
const offer = (items: TradeItem[], status: TradeSummary['trade_status'] = 'PROPOSED') => ({ trade_status: status, proposing_team_id: 1, receiving_team_id: 2, trade_items: items });

describe('a pending offer judged on the live room', () => {
  it('holds while every player is still with the side giving him and the dollars are there', () => {
    expect(offerBlocker(ledgerOf(room()), offer([player(1, 'allen'), player(2, 'gibbs'), cash(2, 5)]))).toBeNull();
  });

  it("says why it can't go through once a player in it moved or was undone, in the server's words", () => {
    const traded = room();
    traded.picks[1] = { ...traded.picks[1]!, fantasy_team_id: 1 };
    expect(offerBlocker(ledgerOf(traded), offer([player(1, 'allen'), player(2, 'gibbs')]))).toBe('Jahmyr Gibbs is not on Team 2');
    const undone = room();
    undone.picks.splice(1, 1);
    expect(offerBlocker(ledgerOf(undone), offer([player(1, 'allen'), player(2, 'gibbs')]))).toBe('Jahmyr Gibbs is not on Team 2');
  });

  it('names dollars a side no longer has, and a roster the trade would overfill', () => {
    expect(offerBlocker(ledgerOf(room()), offer([player(1, 'allen'), cash(2, 60)]))).toBe('Team 2 has only $50 of budget to trade');
    const full = room();
    full.teams = [{ ...full.teams[0]!, players_count: 3 }, full.teams[1]!];
    expect(offerBlocker(ledgerOf(full), offer([cash(1, 1), player(2, 'gibbs')]))).toBe('This trade would give Team 1 4 players, more than its 3 roster slots');
  });

  it('refuses a trade that leaves a team a player no slot takes, naming the team and position, both sides after the swap', () => {
    const kicker = room();
    kicker.picks.push({ ...kicker.picks[2]!, fantasy_pick_id: 4, nfl_player_id: 'tucker', full_name: 'Justin Tucker', position_code: 'K', fantasy_team_id: 1 });
    kicker.teams = [{ ...kicker.teams[0]!, players_count: 2 }, kicker.teams[1]!];
    // Team 1 (Allen QB, Tucker K on the bench) takes Hurts for cash: a second QB with the bench taken.
    expect(offerBlocker(ledgerOf(kicker), offer([cash(1, 1), player(2, 'hurts')]))).toBe('No open roster slot for a QB on Team 1');
    // Allen for Hurts, QB for QB: both sides seat what they get.
    expect(offerBlocker(ledgerOf(kicker), offer([player(1, 'allen'), player(2, 'hurts')]))).toBeNull();
    // Tucker for Hurts: Team 2 (Gibbs RB) gets a kicker for its bench; Team 1 gets Hurts as its second QB on the freed bench.
    expect(offerBlocker(ledgerOf(kicker), offer([player(1, 'tucker'), player(2, 'hurts')]))).toBeNull();
    // Tucker for Gibbs when Team 2 also holds Mahomes: a swap of one for one, but its only open slot is an RB slot.
    const crowded = ledgerOf({ ...kicker, picks: [...kicker.picks, { ...kicker.picks[2]!, fantasy_pick_id: 5, nfl_player_id: 'mahomes', full_name: 'Patrick Mahomes' }] });
    expect(offerBlocker(crowded, offer([player(1, 'tucker'), player(2, 'gibbs')]))).toBe('No open roster slot for a K on Team 2');
  });

  it('judges only pending offers', () => {
    const gone = room();
    gone.picks.length = 0;
    expect(offerBlocker(ledgerOf(gone), offer([player(1, 'allen'), player(2, 'gibbs')], 'ACCEPTED'))).toBeNull();
  });

  it("tells the request's fault (400) from the draft's state (409)", () => {
    const ledger = ledgerOf(room());
    const terms = { fromTeamId: 1, toTeamId: 9, fromPlayers: ['allen'], toPlayers: [], cashFromTeam: 0, cashToTeam: 1 };
    expect(judgeTrade(ledger, terms)).toEqual({ ok: false, error: 'Team is not in this draft', conflict: false });
    expect(judgeTrade(ledger, { ...terms, toTeamId: 2, fromPlayers: ['gibbs'] })).toEqual({ ok: false, error: 'Jahmyr Gibbs is not on Team 1', conflict: true });
  });
});
