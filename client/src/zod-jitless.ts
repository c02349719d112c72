import { config } from 'zod/v4/core';

/**
 * zod never evaluates code in the browser (docs/DECISIONS.md, "No eval probe under the CSP"). An
 * object schema probes `new Function('')` when it is built, to choose its compiled fast path; the
 * page's Content-Security-Policy (no 'unsafe-eval') blocks the probe, and browsers report every
 * blocked probe as a `securitypolicyviolation` even though zod swallows the error. `jitless` skips
 * the probe and the compiled path alike. This is `z.config({ jitless: true })` without pulling the
 * whole library into the entry chunk: main.tsx imports this module first, so it runs before any
 * module that builds a schema.
 */
config({ jitless: true });
