import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

// Formatting a stack trace is what makes Node, under `--enable-source-maps` (npm start's flag),
// parse the server bundle's whole source map: a third of a second of a warm start on a slow
// machine (docs/BENCHMARKS.md, "A fourteenth machine"). Building the app must not ask for one.
describe('building the app', () => {
  let opened: TestApp | undefined;
  // Node's own formatter, the same function put back after each test (Node treats any other as a user's).
  const original = Reflect.get<typeof Error, 'prepareStackTrace'>(Error, 'prepareStackTrace');
  afterEach(async () => {
    Error.prepareStackTrace = original;
    await opened?.close();
  });

  it('formats no stack trace', async () => {
    opened = await openTestApp({ databaseUrl: ':memory:' });
    const formatted: string[] = [];
    Error.prepareStackTrace = (err) => {
      formatted.push(String(err));
      return String(err);
    };
    createApp(opened.ctx);
    Error.prepareStackTrace = original;
    expect(formatted).toEqual([]);
  });

  it('would notice one (the hook sees a stack read while it is set)', () => {
    const formatted: string[] = [];
    Error.prepareStackTrace = (err) => {
      formatted.push(String(err));
      return '';
    };
    void new Error('read on purpose').stack;
    Error.prepareStackTrace = original;
    expect(formatted).toEqual(['Error: read on purpose']);
  });
});
