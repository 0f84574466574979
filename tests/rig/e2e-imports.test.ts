import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const E2E_DIR = path.join(process.cwd(), 'tests', 'e2e');

/** Every browser test must take `test` from ./fixtures, whose automatic error watch fails it on any unexpected console error. */
it('no browser spec takes `test` straight from Playwright', () => {
  const offenders = readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => {
      const source = readFileSync(path.join(E2E_DIR, file), 'utf8');
      const fromPlaywright = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g;
      return [...source.matchAll(fromPlaywright)].some(([, names]) =>
        names.split(',').some((name) => /^\s*test\b/.test(name)),
      );
    });
  // The crawls too: their reused pages (support/warm-pages.ts) extend the fixtures' `test`.
  expect(offenders).toEqual([]);
});
