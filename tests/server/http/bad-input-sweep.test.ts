import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftParticipant } from '#shared/draft/api.js';
import { draftCast, draftPlayerOk, openEngineTestApp, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { auth } from '#tests/helpers/fixtures.js';
import {
  BAD_ID,
  BAD_QUERY_ENUM,
  BAD_QUERY_TEXT,
  BAD_QUERY_WHOLE,
  BAD_TEXT,
  BAD_WHOLE,
  casesOf,
  fillPath,
  INFINITY,
  LONG_TEXT,
  OMIT,
  sweep,
  without,
  WRONG_TYPES,
  type HttpCase,
  type RouteSpec,
  type SweepTarget,
  type Values,
} from '#tests/helpers/hostile-inputs.js';
import { connectSocket, startLiveServer, type LiveServer } from '#tests/helpers/live-server.js';

/**
 * Every /api route (server/routes/*.ts as mounted by routes/index.ts) and the socket handlers get
 * hostile input as the commissioner of a started draft with picks, so rights checks pass and
 * validation is what answers. Each case must get a 4xx with an `error` text, and a mutation must
 * leave every row as it was. Routes without input (GET /health, /auth/me without its header,
 * /leagues, /players/positions/list, /players/teams/list) have nothing to sweep.
 */
let live: LiveServer;
let cast: DraftCast;
let other: DraftCast;
const ids: Record<string, string> = {};
const foreign: Record<string, string> = {};

const PASSWORD = 'correct horse battery';
const player = (position: 'QB' | 'RB' | 'WR' | 'TE', i: number) => live.players[position][i]!;

beforeAll(async () => {
  live = await startLiveServer(() => openEngineTestApp({ authRateLimit: { max: 100_000, windowMs: 60_000 } }));
  [cast, other] = await Promise.all([draftCast(live.app), draftCast(live.app)]);
  for (const c of [cast, other]) await setDraftStatus(live.app, c, 'start');
  const pick = await draftPlayerOk(live.app, cast, player('QB', 0), teamId(cast, 0), 10);
  await draftPlayerOk(live.app, cast, player('RB', 0), teamId(cast, 1), 10);
  await draftPlayerOk(live.app, cast, player('WR', 0), teamId(cast, 2), 5);
  const otherPick = await draftPlayerOk(live.app, other, player('TE', 0), teamId(other, 0), 5);
  const link = await request(live.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token));
  const trade = await request(live.app)
    .post('/api/trades')
    .set(auth(cast.member.token))
    .send({ fantasy_draft_id: cast.draft.draftId, from_team_id: teamId(cast, 0), to_team_id: teamId(cast, 1), from_players: [player('QB', 0)], to_players: [player('RB', 0)] });
  expect(trade.status).toBe(201);
  const participantsOf = async (c: DraftCast) =>
    (await request(live.app).get(`/api/drafts/${c.draft.draftId}/participants`).set(auth(c.commissioner.token))).body as DraftParticipant[];
  const [mine, theirs] = await Promise.all([participantsOf(cast), participantsOf(other)]);
  Object.assign(ids, {
    draft: String(cast.draft.draftId),
    league: String(cast.draft.leagueId),
    team: String(teamId(cast, 3)),
    pick: String(pick.fantasy_pick_id),
    participant: String(mine[0]!.fantasy_participant_id),
    trade: String((trade.body as { trade: { fantasy_trade_id: number } }).trade.fantasy_trade_id),
    player: player('QB', 0),
    token: String((link.body as { public_url: string }).public_url.split('/').at(-1)),
  });
  Object.assign(foreign, {
    draft: String(other.draft.draftId),
    league: String(other.draft.leagueId),
    team: String(teamId(other, 0)),
    pick: String(otherPick.fantasy_pick_id),
    participant: String(theirs[0]!.fantasy_participant_id),
  });
});

afterAll(async () => {
  await live?.close();
});

const target = (): SweepTarget => ({ url: live.url, token: cast.commissioner.token, db: live.ctx.db, ids, foreign });

const EMAIL_VALUES: Values = { ...without(BAD_TEXT, 'missing', 'null', 'empty', 'blank'), 'not an address': 'nope' };
const COUNT_VALUES = without(BAD_WHOLE, 'missing');
const playerQuery = { position: BAD_QUERY_ENUM, search: BAD_QUERY_TEXT, limit: BAD_QUERY_WHOLE };
const eventsQuery = { after: without(BAD_QUERY_WHOLE, 'zero'), limit: BAD_QUERY_WHOLE };
const tradeBody = () => ({
  fantasy_draft_id: cast.draft.draftId,
  from_team_id: teamId(cast, 0),
  to_team_id: teamId(cast, 1),
  from_players: [player('QB', 0)],
  to_players: [player('RB', 0)],
});
const tradeFields = (): Record<string, Values> => {
  const players = (otherSide: string): Values => ({
    ...without(WRONG_TYPES, 'an array'),
    '[7]': [7],
    '[null]': [null],
    "['']": [''],
    '[10k chars]': [LONG_TEXT],
    '[NUL inside]': ['a\u0000b'],
    '31 players': Array.from({ length: 31 }, (_, i) => player('WR', i + 1)),
    'unknown player': ['NOPE-123'],
    'listed twice': [player('QB', 0), player('QB', 0)],
    "the other side's player": [otherSide],
  });
  const cash = { ...without(BAD_WHOLE, 'missing', 'null'), 'over the cap': 1_000_001, 'over the budget': 999_999 };
  return {
    fantasy_draft_id: { ...BAD_ID, 'of another league': other.draft.draftId },
    from_team_id: { ...BAD_ID, 'of another league': teamId(other, 0) },
    to_team_id: { ...BAD_ID, 'of another league': teamId(other, 0) },
    from_players: players(player('RB', 0)),
    to_players: players(player('QB', 0)),
    cash_from_team: cash,
    cash_to_team: cash,
  };
};
const participantOrder = async () => {
  const res = await request(live.app).get(`/api/drafts/${ids.draft}/participants`).set(auth(cast.commissioner.token));
  return (res.body as DraftParticipant[]).map((p) => ({ fantasy_participant_id: p.fantasy_participant_id, draft_position: p.draft_position }));
};
let order: { fantasy_participant_id: number; draft_position: number }[] = [];

const ROUTES: Record<string, RouteSpec[]> = {
  auth: [
    {
      method: 'post',
      path: '/api/auth/register',
      body: () => ({ username: 'sweepuser', email: 'sweep@example.com', password: PASSWORD, display_name: 'Sweep' }),
      fields: () => ({
        username: BAD_TEXT,
        email: { ...BAD_TEXT, 'not an address': 'nope', taken: cast.member.email },
        password: { ...BAD_TEXT, 'too short': 'abc' },
        display_name: without(BAD_TEXT, 'missing', 'null', 'empty', 'blank'),
      }),
    },
    {
      method: 'post',
      path: '/api/auth/login',
      body: () => ({ email: cast.commissioner.email, password: PASSWORD }),
      fields: () => ({ email: { ...BAD_TEXT, 'not an address': 'nope' }, password: BAD_TEXT }),
    },
    {
      method: 'post',
      path: '/api/auth/change-password',
      body: () => ({ current_password: PASSWORD, new_password: 'another good password' }),
      fields: () => ({ current_password: BAD_TEXT, new_password: { ...BAD_TEXT, 'too short': 'abc' } }),
    },
  ],
  leagues: [
    {
      method: 'post',
      path: '/api/leagues',
      body: () => ({ league_name: 'Sweep League' }),
      fields: () => ({
        league_name: BAD_TEXT,
        is_keeper_league: { ...without(WRONG_TYPES, 'true', 'false'), null: null, '1': 1 },
        max_keepers: { ...COUNT_VALUES, 'too many': 999 },
        keeper_penalty_type: { ...WRONG_TYPES, null: null, 'lower case': 'fixed_increase' },
        keeper_penalty_amount: { ...COUNT_VALUES, 'over the cap': 1_000_001 },
      }),
    },
    { method: 'get', path: '/api/leagues/:league' },
    { method: 'put', path: '/api/leagues/:league', body: () => ({ league_name: 'Renamed League' }), fields: () => ({ league_name: BAD_TEXT }) },
    { method: 'delete', path: '/api/leagues/:league' },
    { method: 'get', path: '/api/leagues/:league/scoring' },
    {
      method: 'put',
      path: '/api/leagues/:league/scoring',
      body: () => ({ preset: 'HALF_PPR' }),
      fields: () => ({
        preset: { ...WRONG_TYPES, null: null, 'lower case': 'ppr' },
        passing_yard: { ...without(BAD_WHOLE, 'missing', '-1', '1.5', 'a numeric string'), '101': 101, '-101': -101 },
      }),
    },
    {
      method: 'post',
      path: '/api/leagues/:league/teams',
      body: () => ({ team_name: 'Sweep Team' }),
      fields: () => ({ team_name: { ...BAD_TEXT, taken: 'Team 1' }, owner_email: { ...EMAIL_VALUES, taken: cast.member.email } }),
    },
    {
      method: 'put',
      path: '/api/leagues/:league/teams/:team',
      body: () => ({ team_name: 'Renamed Team' }),
      fields: () => ({ team_name: { ...BAD_TEXT, taken: 'Team 1' }, owner_email: { ...EMAIL_VALUES, taken: cast.member.email } }),
    },
    { method: 'get', path: '/api/leagues/:league/players', query: playerQuery },
  ],
  players: [
    { method: 'get', path: '/api/players/acquisition-history', baseQuery: () => ({ league_id: ids.league! }), query: { league_id: BAD_QUERY_WHOLE, position: BAD_QUERY_ENUM, season: BAD_QUERY_WHOLE } },
    { method: 'get', path: '/api/players/:player' },
    { method: 'get', path: '/api/players/:player/game-stats', query: { season: BAD_QUERY_WHOLE } },
    { method: 'get', path: '/api/players/:player/season-stats', query: { season: BAD_QUERY_WHOLE } },
    { method: 'get', path: '/api/players/:player/weekly-stats' },
    { method: 'get', path: '/api/players/:player/acquisition-history', baseQuery: () => ({ league_id: ids.league! }), query: { league_id: BAD_QUERY_WHOLE } },
  ],
  'draft setup and reads': [
    {
      method: 'post',
      path: '/api/drafts',
      body: () => ({ fantasy_league_id: cast.draft.leagueId }),
      fields: () => ({
        fantasy_league_id: { ...BAD_ID, 'of another league': other.draft.leagueId },
        season: { ...without(BAD_WHOLE, 'missing'), 'long ago': 1999 },
        num_teams: { ...without(BAD_ID, 'missing', 'unknown id'), 'one team': 1, '33 teams': 33 },
        auction_budget: without(BAD_ID, 'missing', 'unknown id'),
        roster_positions: { ...WRONG_TYPES, null: null, 'no slots': {}, 'unknown slot': { XX: 1 }, 'negative count': { QB: -1 }, 'count as text': { QB: '1' }, 'count 1e309': { QB: INFINITY } },
        draft_date: { ...without(WRONG_TYPES, 'a string'), 'not a date': 'tomorrow', 'month 13': '2026-13-01', '10k chars': LONG_TEXT },
        participants: {
          ...without(WRONG_TYPES, 'an array'),
          '[null]': [null],
          '[{}]': [{}],
          'one participant': [{ team_name: 'Solo', draft_position: 1 }],
          'one team twice': [1, 2].map((p) => ({ fantasy_team_id: teamId(cast, 0), draft_position: p })),
          'team of another league': [1, 2].map((p) => ({ fantasy_team_id: teamId(other, p - 1), draft_position: p })),
          'positions 1 and 3': [1, 3].map((p) => ({ team_name: `Seat ${p}`, draft_position: p })),
          'NUL in a name': [1, 2].map((p) => ({ team_name: `Seat\u0000${p}`, draft_position: p })),
          '33 participants': Array.from({ length: 33 }, (_, i) => ({ team_name: `Seat ${i}`, draft_position: i + 1 })),
        },
      }),
    },
    { method: 'delete', path: '/api/drafts/:draft' },
    ...['', '/picks', '/results', '/participants', '/public-url'].map((rest): RouteSpec => ({ method: 'get', path: `/api/drafts/:draft${rest}` })),
    { method: 'get', path: '/api/drafts/:draft/picks/:pick' },
    { method: 'get', path: '/api/drafts/:draft/rosters', query: { team_id: BAD_QUERY_WHOLE } },
    { method: 'get', path: '/api/drafts/:draft/events', query: eventsQuery },
    { method: 'get', path: '/api/drafts/:draft/available-players', query: playerQuery },
    { method: 'get', path: '/api/drafts/:draft/all-players', query: playerQuery },
  ],
  'draft commands': [
    ...['start', 'pause', 'resume', 'complete'].map((command): RouteSpec => ({ method: 'put', path: `/api/drafts/:draft/${command}` })),
    {
      method: 'post',
      path: '/api/drafts/:draft/draft-player',
      body: () => ({ nfl_player_id: player('TE', 1), fantasy_team_id: teamId(cast, 3), acquisition_price: 1 }),
      fields: () => ({
        nfl_player_id: { ...BAD_TEXT, 'unknown player': 'NOPE-123', 'already drafted': player('QB', 0) },
        fantasy_team_id: { ...BAD_ID, 'of another league': teamId(other, 0) },
        acquisition_price: { ...BAD_WHOLE, '0': 0, 'over the budget': 1_000_000 },
      }),
    },
    {
      method: 'delete',
      path: '/api/drafts/:draft/undo',
      body: () => ({ pick_id: Number(ids.pick) }),
      emptyIsValid: true,
      fields: () => ({ pick_id: { ...without(BAD_ID, 'missing', 'a numeric string'), 'of another league': Number(foreign.pick) } }),
      query: { pick_id: BAD_QUERY_WHOLE },
    },
    { method: 'delete', path: '/api/drafts/:draft/picks/:pick' },
    {
      method: 'put',
      path: '/api/drafts/:draft/picks/:pick',
      body: () => ({ acquisition_price: 11 }),
      fields: () => ({
        acquisition_price: { ...BAD_WHOLE, 'over the budget': 1_000_000 },
        fantasy_team_id: { ...without(BAD_ID, 'missing'), 'of another league': teamId(other, 0) },
      }),
    },
    { method: 'put', path: '/api/drafts/:draft/teams/:team', body: () => ({ team_name: 'Renamed Seat' }), fields: () => ({ team_name: { ...BAD_TEXT, taken: 'Team 1' } }) },
    {
      method: 'put',
      path: '/api/drafts/:draft/participants/reorder',
      body: () => ({ participants: order.map((o) => ({ ...o, draft_position: order.length + 1 - o.draft_position })) }),
      fields: () => {
        const entry = (over: Record<string, unknown>) => order.map((o, i) => (i === 0 ? { ...o, ...over } : o));
        return {
          participants: {
            ...without(WRONG_TYPES, 'an array'),
            null: null,
            missing: OMIT,
            'empty list': [],
            '[null]': [null],
            'only one': order.slice(0, 1),
            'listed twice': [...order, order[0]],
            'position 0': entry({ draft_position: 0 }),
            'position 1.5': entry({ draft_position: 1.5 }),
            "position '1'": entry({ draft_position: '1' }),
            'unknown participant': entry({ fantasy_participant_id: 2_147_483_647 }),
            'participant of another league': entry({ fantasy_participant_id: Number(foreign.participant) }),
            '33 entries': Array.from({ length: 33 }, (_, i) => ({ fantasy_participant_id: i + 1, draft_position: i + 1 })),
          },
        };
      },
    },
    {
      method: 'put',
      path: '/api/drafts/:draft/participants/:participant',
      body: () => ({ team_nickname: 'Sweepers' }),
      fields: () => ({ team_nickname: without(BAD_TEXT, 'null', 'empty', 'blank') }),
    },
    {
      method: 'put',
      path: '/api/drafts/:draft/settings',
      body: () => ({ auction_budget: 250 }),
      fields: () => ({
        auction_budget: { ...BAD_ID, 'over the cap': 1_000_001 },
        roster_positions: {
          ...without(WRONG_TYPES, 'an object'),
          null: null,
          'unknown slot': { XX: 1 },
          'negative count': { QB: -1 },
          'fractional count': { QB: 1.5 },
          'count as text': { QB: '1' },
          'BENCH 11': { BENCH: 11 },
          'count 1e309': { QB: INFINITY },
          'JSON text with unknown slot': '{"XX":1}',
          'malformed JSON text': '{"QB":',
        },
      }),
    },
    { method: 'post', path: '/api/drafts/:draft/public-url/regenerate' },
    { method: 'delete', path: '/api/drafts/:draft/public-url' },
  ],
  'public board': [
    ...['', '/picks', '/rosters'].map((rest): RouteSpec => ({ method: 'get', path: `/api/public/drafts/:token${rest}` })),
    { method: 'get', path: '/api/public/drafts/:token/events', query: eventsQuery },
  ],
  trades: [
    { method: 'get', path: '/api/trades/league/:league' },
    { method: 'get', path: '/api/trades/draft/:draft/assets' },
    // A well-formed id of a player never traded: an empty list.
    { method: 'get', path: '/api/drafts/:draft/players/:player/trades', mayPass: [':player unknown'] },
    { method: 'post', path: '/api/trades/execute', body: tradeBody, fields: tradeFields },
    { method: 'post', path: '/api/trades', body: tradeBody, fields: tradeFields },
    ...['accept', 'reject', 'cancel'].map((action): RouteSpec => ({ method: 'put', path: `/api/trades/:trade/${action}` })),
    { method: 'delete', path: '/api/trades/:trade' },
  ],
};

for (const [group, routes] of Object.entries(ROUTES)) {
  describe(`bad input to ${group}`, () => {
    for (const route of routes) {
      it(`${route.method.toUpperCase()} ${route.path}`, async () => {
        order = await participantOrder();
        expect(await sweep(casesOf(route, target()), target())).toEqual([]);
      });
    }
  });
}

describe('bad headers', () => {
  it('GET /api/auth/me with a malformed Authorization header', async () => {
    const headers: Record<string, string> = {
      empty: '',
      'scheme only': 'Bearer',
      'not a JWT': 'Bearer abc',
      'Basic scheme': 'Basic YTpi',
      'two tokens': `Bearer ${cast.commissioner.token} ${cast.commissioner.token}`,
      '10k token': `Bearer ${LONG_TEXT}`,
      'latin-1 token': 'Bearer é',
    };
    const cases = Object.entries(headers).map(([label, value]): HttpCase => ({ name: label, method: 'get', path: '/api/auth/me', headers: { Authorization: value } }));
    expect(await sweep(cases, target())).toEqual([]);
  });

  it('POST /api/drafts/:draft/draft-player with a malformed Idempotency-Key', async () => {
    const keys: Record<string, string> = { empty: '', blank: ' ', 'with a space': 'a b', '201 chars': 'k'.repeat(201), 'latin-1': 'é' };
    const body = { nfl_player_id: player('TE', 2), fantasy_team_id: teamId(cast, 3), acquisition_price: 1 };
    const path = fillPath('/api/drafts/:draft/draft-player', ids);
    const cases = Object.entries(keys).map(([label, key]): HttpCase => ({ name: label, method: 'post', path, body, headers: { 'Idempotency-Key': key } }));
    expect(await sweep(cases, target())).toEqual([]);
  });
});

describe('bad input to the socket handlers', () => {
  /** The ack of a join that failed inside the server rather than on its input. */
  const INTERNAL_FAILURE = 'Could not join the draft';
  // Untyped, so any payload can be sent.
  let socket: Socket;
  beforeAll(async () => {
    socket = await connectSocket(live.url, { token: cast.commissioner.token });
  });
  afterAll(() => {
    socket?.close();
  });
  const join = (...args: unknown[]) => socket.timeout(3_000).emitWithAck('draft:join', ...args) as Promise<unknown>;
  const withField = (field: string, value: unknown) => {
    const draftId = Number(ids.draft);
    if (value === OMIT) return field === 'draftId' ? {} : { draftId };
    return { draftId, [field]: value === INFINITY ? Infinity : value };
  };

  it("answers every malformed 'draft:join' with {ok: false, error} about the input", async () => {
    const payloads: Values = {
      null: null,
      'a string': 'x',
      'a number': Number(ids.draft),
      'an array': [Number(ids.draft)],
      'unknown draft': { draftId: 2_147_483_647 },
      'draft of another league': { draftId: Number(foreign.draft) },
      ...Object.fromEntries(Object.entries(without(BAD_ID, 'unknown id')).map(([label, v]) => [`draftId ${label}`, withField('draftId', v)])),
      ...Object.fromEntries(Object.entries(without(BAD_WHOLE, 'missing')).map(([label, v]) => [`afterSeq ${label}`, withField('afterSeq', v)])),
      'draftId of 10k chars': { draftId: LONG_TEXT },
    };
    const problems: string[] = [];
    for (const [label, payload] of Object.entries(payloads)) {
      const ack = await join(payload).catch((err: Error) => `no answer: ${err.message}`);
      const { ok, error } = (ack ?? {}) as { ok?: boolean; error?: unknown };
      if (ok !== false || typeof error !== 'string' || error === INTERNAL_FAILURE) problems.push(`${label}: ${JSON.stringify(ack)}`);
    }
    expect(problems).toEqual([]);
  });

  it('ignores joins and leaves it cannot answer, answers a join whose only argument is the callback, and stays usable', async () => {
    const draftId = Number(ids.draft);
    socket.emit('draft:join', { draftId });
    socket.emit('draft:join');
    socket.emit('draft:join', null, 'not a callback');
    for (const bad of [null, 'x', { draftId: 'x' }, { draftId: 2 ** 53 }]) socket.emit('draft:leave', bad);
    socket.emit('draft:leave');
    expect(await join()).toEqual({ ok: false, error: expect.any(String) as string });
    expect(await join({ draftId, afterSeq: 0 })).toMatchObject({ ok: true });
    expect(socket.connected).toBe(true);
  });

  it('refuses malformed handshakes with a reason', async () => {
    const handshakes: Values = {
      'no auth': {},
      'token as a number': { token: 7 },
      'empty token': { token: '' },
      'not a JWT': { token: 'abc' },
      '5k token': { token: 'x'.repeat(5_000) },
      'public token with NUL': { publicToken: 'abcdefghijklmnop\u0000' },
      'public token of 10k chars': { publicToken: LONG_TEXT },
      'public token as an array': { publicToken: [ids.token] },
    };
    const problems: string[] = [];
    for (const [label, handshake] of Object.entries(handshakes)) {
      const outcome = await connectSocket(live.url, handshake as { token: string }).then(
        (connected) => (connected.close(), 'connected'),
        (err: Error) => (err.message.trim() === '' ? 'refused without a reason' : undefined),
      );
      if (outcome) problems.push(`${label}: ${outcome}`);
    }
    expect(problems).toEqual([]);
  });
});
