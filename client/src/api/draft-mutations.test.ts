import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureTransport, resetTransport } from './transport.js';
import { isLostAnswer, sendDraftCommand } from './draft-mutations.js';

/**
 * A real HTTP server with the engine's idempotency rule (same key → first answer replayed)
 * that can lose answers: it applies the command, then cuts the connection before replying.
 */
interface IdempotentServer {
  base: string;
  keys: string[];
  applied: number;
  loseNextAnswers: number;
  close: () => Promise<void>;
}

async function startIdempotentServer(): Promise<IdempotentServer> {
  const answers = new Map<string, string>();
  const state = { base: '', keys: [] as string[], applied: 0, loseNextAnswers: 0, close: (): Promise<void> => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    const key = String(req.headers['idempotency-key'] ?? '');
    state.keys.push(key);
    if (req.url?.endsWith('/refuse')) {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Player already drafted in this draft' }));
      return;
    }
    let answer = answers.get(key);
    if (answer === undefined) {
      state.applied += 1;
      answer = JSON.stringify({ fantasy_pick_id: state.applied, seq: state.applied });
      answers.set(key, answer);
    }
    if (state.loseNextAnswers > 0) {
      state.loseNextAnswers -= 1;
      req.socket.destroy();
      return;
    }
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

let server: IdempotentServer;
beforeEach(async () => {
  server = await startIdempotentServer();
  configureTransport({ baseUrl: server.base, retryDelaysMs: [] });
});
afterEach(async () => {
  await server.close();
  resetTransport();
});

const draftPlayer = { method: 'POST' as const, path: '/drafts/1/draft-player', body: { nfl_player_id: 'P1', fantasy_team_id: 1, acquisition_price: 5 } };

describe('sendDraftCommand', () => {
  it('resends a command whose answer was lost with the same key, and the server applies it once', async () => {
    server.loseNextAnswers = 2;
    const offline: ApiError[] = [];
    let waits = 0;
    const result = await sendDraftCommand<{ fantasy_pick_id: number }>(draftPlayer, {
      onOffline: (err) => offline.push(err),
      waitForConnection: () => {
        waits += 1;
        return Promise.resolve();
      },
    });
    expect(result.fantasy_pick_id).toBe(1);
    expect(server.keys).toHaveLength(3);
    expect(new Set(server.keys).size).toBe(1);
    expect(server.keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(server.applied).toBe(1);
    expect(waits).toBe(2);
    expect(offline).toHaveLength(1);
    expect(offline[0]?.kind).toBe('network');
  });

  it('waits for the connection before resending', async () => {
    server.loseNextAnswers = 1;
    let release!: () => void;
    const connectionBack = new Promise<void>((resolve) => (release = resolve));
    const sent = sendDraftCommand(draftPlayer, { waitForConnection: () => connectionBack });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.keys).toHaveLength(1);
    release();
    await sent;
    expect(server.keys).toHaveLength(2);
    expect(server.applied).toBe(1);
  });

  it('gives each intent its own key', async () => {
    await sendDraftCommand(draftPlayer);
    await sendDraftCommand(draftPlayer);
    expect(new Set(server.keys).size).toBe(2);
    expect(server.applied).toBe(2);
  });

  it('does not retry a refusal: the server error reaches the caller at once', async () => {
    let waits = 0;
    const refused = sendDraftCommand({ ...draftPlayer, path: '/drafts/1/refuse' }, { waitForConnection: () => Promise.resolve(void (waits += 1)) });
    await expect(refused).rejects.toMatchObject({ kind: 'client', serverError: 'Player already drafted in this draft' });
    expect(server.keys).toHaveLength(1);
    expect(waits).toBe(0);
  });

  it('treats only missing answers as worth resending', () => {
    expect(isLostAnswer(new ApiError('network', 'x', null))).toBe(true);
    expect(isLostAnswer(new ApiError('timeout', 'x', null))).toBe(true);
    expect(isLostAnswer(new ApiError('server', 'x', 500))).toBe(false);
    expect(isLostAnswer(new Error('x'))).toBe(false);
  });
});
