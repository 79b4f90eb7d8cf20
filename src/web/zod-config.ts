// Zod compiles object parsers with `new Function` after probing whether eval is allowed; our
// Content-Security-Policy forbids eval, so the probe is reported as a violation on every page.
// Jitless skips the probe and the compiled path. Zod reads the flag when a schema is built,
// so this module is main.tsx's first import: it runs before any contract schema exists.
//
// `z.config({ jitless: true })` would pull zod's core into the home route's first chunk
// (3.6 KB gzip over the budget) although no schema is used there. It writes one object that
// zod keeps on `globalThis.__zod_globalConfig` and adopts when it loads, so we write the same
// object here; zod-config.test.ts proves zod sees it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
