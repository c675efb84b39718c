import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it can, probing for it first. The sites run under
// a Content-Security-Policy without 'unsafe-eval', where that probe is reported as a violation: in a
// browser the parsers stay interpreted (the server keeps the compiled ones).
if ('document' in globalThis) config({ jitless: true });
