/**
 * zod never evaluates code in the browser (docs/DECISIONS.md, "No eval probe under the CSP"). An
 * object schema probes `new Function('')` when it is built, to choose its compiled fast path; the
 * page's Content-Security-Policy (no 'unsafe-eval') blocks the probe, and browsers report every
 * blocked probe as a `securitypolicyviolation` even though zod swallows the error. `jitless` skips
 * the probe and the compiled path alike. main.tsx imports this module first, so it runs before any
 * module that builds a schema.
 *
 * This is `z.config({ jitless: true })` without importing zod at all: zod keeps its settings on
 * `globalThis.__zod_globalConfig` and adopts an object already there (zod/v4/core/core.js), so the
 * entry chunk carries no zod (importing `config` from zod/v4/core put about 4 KB of zod's core on
 * every first load, the public board's included: tests/browser/party-network.test.ts).
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
