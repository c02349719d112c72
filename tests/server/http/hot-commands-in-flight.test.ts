import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotCommandsInFlight } from '#server/http/hot-commands-in-flight.js';
import { draftCast, draftPlayerCall, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { startLiveServer, type LiveServer } from '#tests/helpers/live-server.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('hot commands in flight', () => {
  it('is busy from the first arrival until the last answer, and each answer counts once', () => {
    const inFlight = new HotCommandsInFlight();
    expect(inFlight.busy).toBe(false);
    const first = inFlight.begin();
    const second = inFlight.begin();
    first();
    first();
    expect(inFlight.busy).toBe(true);
    second();
    expect(inFlight.busy).toBe(false);
  });

  it('runs what waits for it on a later turn once the last command is answered, not inside the answer', async () => {
    const inFlight = new HotCommandsInFlight();
    const ran: string[] = [];
    const end = inFlight.begin();
    inFlight.whenIdle(() => ran.push('tick'));
    await nextTurn();
    expect(ran).toEqual([]);
    end();
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual(['tick']);
  });

  it("counts one of the server's own commands until it settles, whether it succeeds or fails", async () => {
    const inFlight = new HotCommandsInFlight();
    let finish!: (value: string) => void;
    const sale = inFlight.during(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(inFlight.busy).toBe(true);
    finish('sold');
    expect(await sale).toBe('sold');
    expect(inFlight.busy).toBe(false);
    const refused = inFlight.during(() => Promise.reject(new Error('lot closed')));
    expect(inFlight.busy).toBe(true);
    await expect(refused).rejects.toThrow('lot closed');
    expect(inFlight.busy).toBe(false);
  });

  it('runs a task asked for while idle on the next turn', async () => {
    const inFlight = new HotCommandsInFlight();
    const ran: number[] = [];
    inFlight.whenIdle(() => ran.push(1));
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual([1]);
  });
});

describe('a pick over HTTP counts as on its way', () => {
  let live: LiveServer;
  let cast: DraftCast;
  beforeAll(async () => {
    live = await startLiveServer();
    cast = await draftCast(live.app, { numTeams: 2, budget: 100 });
    await setDraftStatus(live.app, cast, 'start');
  });
  afterAll(async () => {
    await live.close();
  });

  const pick = (body: Record<string, unknown>) =>
    fetch(`${live.url}/api/drafts/${cast.draft.draftId}/draft-player`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cast.commissioner.token}` },
      body: JSON.stringify(body),
    });

  it('from its arrival through the publish of its event, and no longer once answered', async () => {
    const busyAtPublish: boolean[] = [];
    const stop = live.ctx.events.on('event', (e) => {
      if (e.draftId === cast.draft.draftId) busyAtPublish.push(live.ctx.hotCommands.busy);
    });
    try {
      const res = await pick({ nfl_player_id: live.players.QB[0], fantasy_team_id: teamId(cast, 0), acquisition_price: 3 });
      expect(res.status).toBe(201);
      expect(busyAtPublish).toEqual([true]);
      // The answer's 'close' comes just after its last byte.
      await nextTurn();
      expect(live.ctx.hotCommands.busy).toBe(false);
    } finally {
      stop();
    }
  });

  it('a refused pick ends its count too', async () => {
    const taken = await pick({ nfl_player_id: live.players.QB[0], fantasy_team_id: teamId(cast, 1), acquisition_price: 3 });
    expect(taken.status).toBe(409);
    const unknown = await draftPlayerCall(live.app, cast, { nfl_player_id: 'nobody', fantasy_team_id: teamId(cast, 1), acquisition_price: 1 });
    expect(unknown.status).toBe(404);
    await nextTurn();
    expect(live.ctx.hotCommands.busy).toBe(false);
    let idle = false;
    live.ctx.hotCommands.whenIdle(() => (idle = true));
    await nextTurn();
    expect(idle).toBe(true);
  });
});
