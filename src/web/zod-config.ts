import { z } from 'zod';

// Zod compiles object parsers with `new Function` after probing whether eval is allowed; our
// Content-Security-Policy forbids eval, so the probe is reported as a violation on every page.
// Jitless skips the probe and the compiled path. Zod reads the flag when a schema is built,
// so this module is main.tsx's first import: it runs before any contract schema exists.
z.config({ jitless: true });
