import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#server/context.js';
import { apiRouter } from '#server/routes/index.js';
import { DRAFT_ROUTERS, draftsRouter, hotDraftCommands } from '#server/routes/drafts.js';
import { COMMAND_ROUTES } from '#shared/draft/command-routes.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

/** What Express keeps of a router: layers that match a path, each a route or a nested router (or other middleware). */
interface Route {
  path: string;
  methods: Record<string, boolean>;
}
interface Layer {
  rawPath?: string;
  /** False, or what the layer took of the URL (a mounted router's prefix). */
  match: (url: string) => false | { path: string };
  route?: Route;
  handle: { stack?: Layer[] };
}
interface RouteEntry {
  method: string;
  path: string;
  route: Route;
}

/** Every route in the order Express tries them, with its full path. */
function routeTable(stack: Layer[], prefix = ''): RouteEntry[] {
  return stack.flatMap((layer): RouteEntry[] => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path}`.replace(/(.)\/$/, '$1');
      const route = layer.route;
      return Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path, route }));
    }
    if (layer.handle.stack) return routeTable(layer.handle.stack, layer.rawPath && layer.rawPath !== '/' ? `${prefix}${layer.rawPath}` : prefix);
    return [];
  });
}

const stackOf = (router: unknown) => (router as { stack: Layer[] }).stack;
const key = (r: RouteEntry) => `${r.method} ${r.path}`;
/** A URL that only this route's own pattern is meant to take: every parameter becomes `7`. */
const sampleUrl = (path: string) => path.replace(/:[A-Za-z]+/g, '7');
/** The route Express runs for a request, found with Express's own matching: the first layer, depth first, that takes it. */
function routeFor(stack: Layer[], method: string, url: string): Route | undefined {
  for (const layer of stack) {
    const taken = layer.match(url);
    if (!taken) continue;
    if (layer.route?.methods[method.toLowerCase()]) return layer.route;
    if (layer.handle.stack) {
      const found = routeFor(layer.handle.stack, method, url.slice(taken.path.length) || '/');
      if (found) return found;
    }
  }
  return undefined;
}

describe('route table', () => {
  let test: TestApp;
  let ctx: AppContext;
  beforeAll(async () => {
    test = await openTestApp({ databaseUrl: ':memory:' });
    ctx = test.ctx;
  });
  afterAll(() => test.close());

  it('declares each method and path once, and no route is shadowed by one tried before it', () => {
    const stack = stackOf(apiRouter(ctx));
    const table = routeTable(stack);
    expect(table.length).toBeGreaterThan(60);
    expect(new Set(table.map(key)).size).toBe(table.length);
    const shadowed = table.filter((entry) => routeFor(stack, entry.method, sampleUrl(entry.path)) !== entry.route).map(key);
    expect(shadowed).toEqual([]);
  });

  it('gives each resource one router: every top-level path prefix is served by a single mounted router', () => {
    const mounts = stackOf(apiRouter(ctx))
      .filter((layer) => layer.handle.stack)
      .map((layer) => layer.rawPath);
    expect(mounts).toEqual(['/auth', '/public', '/players', '/leagues', '/trades', '/drafts', '/join', '/practice']);
    const drafts = routeTable(stackOf(apiRouter(ctx))).filter((r) => r.path.startsWith('/drafts'));
    expect(drafts.map(key)).toEqual(expect.arrayContaining(['GET /drafts/:id/available-players', 'GET /drafts/:id/players/:playerId/trades', 'POST /drafts', 'DELETE /drafts/:id']));
  });

  it('mounts every command of the shared route table, and serves the hot ones before the router', () => {
    const table = new Set(routeTable(stackOf(apiRouter(ctx))).map(key));
    const missing = Object.values(COMMAND_ROUTES)
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !table.has(route));
    expect(missing).toEqual([]);
    expect(Object.keys(hotDraftCommands(ctx)).sort()).toEqual(['bid', 'draft-player']);
  });

  it('dispatches every /drafts request to the same route whatever order its parts are mounted in', () => {
    const forward = stackOf(draftsRouter(ctx));
    const backward = stackOf(draftsRouter(ctx, [...DRAFT_ROUTERS].reverse()));
    const routes = routeTable(forward);
    expect(routeTable(backward).map(key).sort()).toEqual(routes.map(key).sort());
    const pathOf = (route: Route | undefined) => route?.path ?? 'none';
    for (const entry of routes) {
      const url = sampleUrl(entry.path);
      expect(pathOf(routeFor(backward, entry.method, url)), `${entry.method} ${url}`).toBe(pathOf(routeFor(forward, entry.method, url)));
    }
  });
});
