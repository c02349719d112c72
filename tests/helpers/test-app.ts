import type { Express } from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app.js';
import { testConfig, type AppConfig } from '#server/config.js';
import type { AppContext } from '#server/context.js';
import { openContext } from '#server/create-context.js';

export interface TestApp {
  app: Express;
  ctx: AppContext;
  close: () => Promise<void>;
}

/**
 * A real app on a real SQLite file in a temp dir (WAL and foreign keys as in production).
 * Pass `databaseUrl: ':memory:'` for speed where the file does not matter.
 */
export async function openTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-test-'));
  const config = testConfig({ databaseUrl: `sqlite:${path.join(dir, 'test.sqlite')}`, ...overrides });
  const opened = await openContext(config);
  const app = createApp(opened.ctx);
  return {
    app,
    ctx: opened.ctx,
    close: async () => {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
