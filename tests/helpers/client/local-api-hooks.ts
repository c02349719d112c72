import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureTransport, resetTransport } from '#client/api/transport.js';
import { startLocalApi, type LocalApi } from './local-api.js';

/**
 * Registers the hooks every page and modal test shares: one local API per file for the transport
 * to talk to, its request log cleared before each test, the rendered tree and the transport reset
 * after. The handle it returns reaches that API once the hooks have run, i.e. inside tests and
 * later hooks (not at module load).
 */
export function setUpLocalApi(): LocalApi {
  let server: LocalApi | null = null;
  const live = (): LocalApi => {
    if (!server) throw new Error('The local API starts in beforeAll: use it inside hooks and tests');
    return server;
  };

  beforeAll(async () => {
    server = await startLocalApi();
  });
  afterAll(() => live().close());
  beforeEach(() => {
    configureTransport({ baseUrl: live().baseUrl });
    live().requests.length = 0;
  });
  afterEach(() => {
    cleanup();
    resetTransport();
  });

  return {
    get baseUrl() {
      return live().baseUrl;
    },
    get origin() {
      return live().origin;
    },
    get requests() {
      return live().requests;
    },
    on: (method, path, responder) => live().on(method, path, responder),
    close: () => live().close(),
  };
}
