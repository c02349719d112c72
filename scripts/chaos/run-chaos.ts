import { isDeepStrictEqual } from 'node:util';
import type { DraftEvent } from '#shared/draft/events.js';
import { applyEvents } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { api, spawnServer, type SpawnedServer } from '../bench/support.js';

/**
 * Kill the server with SIGKILL during a stream of picks and undos, restart it, and check that
 * nothing acknowledged was lost or applied twice (docs/RELIABILITY.md). The client side behaves
 * like the real one: every command carries an Idempotency-Key, and a command whose answer was
 * lost to the kill is sent again, with the same key, once the server is back.
 */
export interface ChaosOptions {
  kills: number;
  /** A migrated SQLite file with players, or a PostgreSQL database prepared likewise (`databaseUrl`). */
  sqliteFile: string;
  databaseUrl?: string;
  players: string[];
  /** How long the stream runs between restart and kill, in ms (a random time up to this). */
  maxRunMs?: number;
}

export interface ChaosResult {
  kills: number;
  commandsAcknowledged: number;
  picksAcknowledged: number;
  undosAcknowledged: number;
  resentAfterKill: number;
  replayedByKey: number;
  refused: number;
  picksAtEnd: number;
  events: number;
  problems: string[];
}

interface Command {
  key: string;
  method: 'POST' | 'DELETE';
  url: string;
  body: Record<string, unknown>;
  kind: 'pick' | 'undo';
}

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const env: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  let server: SpawnedServer = await spawnServer(options.sqliteFile, [], env);
  const { token } = await api<{ token: string }>(server.base, null, 'POST', '/auth/register', { username: 'chaos', email: 'chaos@example.com', password: 'chaos password 1' });
  const league = await api<{ fantasy_league_id: number }>(server.base, token, 'POST', '/leagues', { league_name: 'Chaos League' });
  const draft = await api<{ fantasy_draft_id: number; participants: { fantasy_team_id: number }[] }>(server.base, token, 'POST', '/drafts', {
    fantasy_league_id: league.fantasy_league_id,
    num_teams: 12,
  });
  const draftId = draft.fantasy_draft_id;
  const teams = draft.participants.map((p) => p.fantasy_team_id);
  const initial = await api<DraftSnapshot>(server.base, token, 'GET', `/drafts/${draftId}`);
  await api(server.base, token, 'PUT', `/drafts/${draftId}/start`);

  const result: ChaosResult = { kills: 0, commandsAcknowledged: 0, picksAcknowledged: 0, undosAcknowledged: 0, resentAfterKill: 0, replayedByKey: 0, refused: 0, picksAtEnd: 0, events: 0, problems: [] };
  const live = new Map<number, string>(); // acknowledged picks not undone: pick id -> player
  const picked = new Set<number>();
  const undone = new Set<number>();
  let nextPlayer = 0;
  let nextKey = 0;

  const nextCommand = (): Command => {
    const ids = [...live.keys()];
    // Every third command an undo of a random acknowledged pick, or when the players or rosters run out.
    const undo = ids.length > 0 && (nextKey % 3 === 2 || nextPlayer >= options.players.length || live.size >= teams.length * 15);
    const key = `chaos-${nextKey++}`;
    if (undo) return { key, kind: 'undo', method: 'DELETE', url: `/api/drafts/${draftId}/undo`, body: { fantasy_pick_id: ids[Math.floor(Math.random() * ids.length)] } };
    const player = options.players[nextPlayer++]!;
    return { key, kind: 'pick', method: 'POST', url: `/api/drafts/${draftId}/draft-player`, body: { nfl_player_id: player, fantasy_team_id: teams[nextPlayer % teams.length], acquisition_price: 1 } };
  };

  /** Sends a command; answers false when the connection died (the answer is unknown). */
  const send = async (command: Command): Promise<boolean> => {
    let res: Response;
    try {
      res = await fetch(`${server.base}${command.url}`, {
        method: command.method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': command.key },
        body: JSON.stringify(command.body),
      });
    } catch {
      return false;
    }
    const body = (await res.json().catch(() => undefined)) as { fantasy_pick_id?: number; nfl_player_id?: string } | undefined;
    if (res.status >= 500) result.problems.push(`${command.method} ${command.url} answered ${res.status}`);
    if (res.status >= 400) {
      // Refusals are judged on the state at the time (an undo of a pick another undo removed cannot happen here: one stream).
      result.refused++;
      return true;
    }
    result.commandsAcknowledged++;
    if (res.headers.get('idempotent-replayed') === 'true') result.replayedByKey++;
    const pickId = body?.fantasy_pick_id;
    if (typeof pickId !== 'number') result.problems.push(`${command.kind} answered without fantasy_pick_id`);
    else if (command.kind === 'pick') {
      result.picksAcknowledged++;
      if (picked.has(pickId)) result.problems.push(`pick ${pickId} acknowledged twice`);
      picked.add(pickId);
      live.set(pickId, String(command.body.nfl_player_id));
    } else {
      result.undosAcknowledged++;
      if (pickId !== command.body.fantasy_pick_id) result.problems.push(`undo named ${String(command.body.fantasy_pick_id)} but removed ${pickId}`);
      undone.add(pickId);
      live.delete(pickId);
    }
    return true;
  };

  for (let kill = 0; kill < options.kills; kill++) {
    const until = Date.now() + 50 + Math.random() * (options.maxRunMs ?? 400);
    // The stream runs until the kill interrupts a command; that one's answer is unknown.
    const stream = (async () => {
      for (;;) {
        const command = nextCommand();
        if (!(await send(command))) return command;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => (server.child.exitCode !== null || server.child.signalCode !== null ? resolve(null) : server.child.once('exit', resolve)));
    result.kills++;
    const lost: Command = await stream;
    server = await spawnServer(options.sqliteFile, [], env);
    result.resentAfterKill++;
    if (!(await send(lost))) result.problems.push(`${lost.kind} ${lost.key} got no answer after the restart`);
  }

  const snapshot = await api<DraftSnapshot>(server.base, token, 'GET', `/drafts/${draftId}`);
  const events: DraftEvent[] = [];
  for (let after = 0; ; ) {
    const page = await api<{ events: DraftEvent[]; seq: number }>(server.base, token, 'GET', `/drafts/${draftId}/events?after=${after}`);
    events.push(...page.events);
    const last = page.events.at(-1)?.seq;
    if (last === undefined || last >= page.seq) break;
    after = last;
  }
  await server.stop();

  result.picksAtEnd = snapshot.picks.length;
  result.events = events.length;
  const present = new Set(snapshot.picks.map((p) => p.fantasy_pick_id));
  for (const [pickId] of live) if (!present.has(pickId)) result.problems.push(`acknowledged pick ${pickId} is missing`);
  for (const pickId of undone) if (present.has(pickId)) result.problems.push(`acknowledged undo of pick ${pickId} is not in effect`);
  const players = snapshot.picks.map((p) => p.nfl_player_id);
  if (new Set(players).size !== players.length) result.problems.push('a player is drafted twice');
  const created = new Map<number, number>();
  for (const e of events) if (e.type === 'pick.created') created.set(e.payload.pick.fantasy_pick_id, (created.get(e.payload.pick.fantasy_pick_id) ?? 0) + 1);
  for (const pickId of picked) if (created.get(pickId) !== 1) result.problems.push(`pick ${pickId} was logged ${created.get(pickId) ?? 0} times`);
  if (!events.every((e, i) => e.seq === i + 1) || events.length !== snapshot.draft.seq) result.problems.push(`event log not gapless: ${events.length} events, seq ${snapshot.draft.seq}`);
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(applyEvents(initial, events))), JSON.parse(JSON.stringify(snapshot)))) {
    result.problems.push('replaying the event log does not give the served snapshot');
  }
  return result;
}

export function describeChaos(label: string, r: ChaosResult): string {
  return [
    `${label}: ${r.kills} kills (SIGKILL), ${r.commandsAcknowledged} commands acknowledged (${r.picksAcknowledged} picks, ${r.undosAcknowledged} undos), ${r.refused} refused`,
    `  ${r.resentAfterKill} commands lost to a kill and resent with their Idempotency-Key (${r.replayedByKey} answered as replays)`,
    `  at the end: ${r.picksAtEnd} picks, ${r.events} events — ${r.problems.length === 0 ? 'every acknowledged write present exactly once, log gapless, replay == snapshot' : `${r.problems.length} PROBLEMS`}`,
    ...r.problems.map((p) => `  PROBLEM: ${p}`),
  ].join('\n');
}
