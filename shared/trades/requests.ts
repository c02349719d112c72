import { z } from 'zod';
import { MAX_PLAYER_ID_LENGTH, positiveId } from '../fields.js';

/** Request bodies of /api/trades (docs/API.md, Trades); strict: an unknown key is a 400. */

const MAX_PLAYERS_PER_SIDE = 30;
const MAX_CASH = 1_000_000;

const playersField = (label: string) => {
  const message = `${label} must be a list of player ids`;
  return z
    .array(z.string({ error: message }).trim().min(1, message).max(MAX_PLAYER_ID_LENGTH, message), { error: message })
    .max(MAX_PLAYERS_PER_SIDE, `${label} may list at most ${MAX_PLAYERS_PER_SIDE} players`)
    .nullish();
};
const cashField = (label: string) => {
  const message = `${label} must be a whole number of 0 or more`;
  return z.number({ error: message }).int(message).min(0, message).max(MAX_CASH, message).nullish();
};

/** POST /trades/execute and POST /trades. A missing team is left to the spec's 'Please select both teams'. */
export const tradeTermsSchema = z.strictObject({
  fantasy_draft_id: positiveId('fantasy_draft_id'),
  from_team_id: positiveId('from_team_id').nullish(),
  to_team_id: positiveId('to_team_id').nullish(),
  from_players: playersField('from_players'),
  to_players: playersField('to_players'),
  cash_from_team: cashField('cash_from_team'),
  cash_to_team: cashField('cash_to_team'),
});

export type TradeTermsRequest = z.infer<typeof tradeTermsSchema>;
