import { config } from 'zod/v4/core';

/**
 * Imported first by every module that builds zod schemas. Zod compiles object parsers with
 * `new Function` when it can, and finds out by calling it once: under the site's CSP (no
 * 'unsafe-eval') that probe is a reported `securitypolicyviolation`, even though zod catches the
 * throw. The flag is read when a schema is built, hence "first". The interpreted parser is plenty
 * for the few small objects the browser parses.
 */
config({ jitless: true });
