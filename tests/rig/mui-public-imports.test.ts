import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = process.cwd();
const SKIP = new Set(['node_modules', 'generated', '.next', 'dist']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : [];
  });
}

/** `@mui/<package>/<a>/<b>…`: a module MUI does not document as public (two levels or deeper). */
const PRIVATE_MUI = /(?:from|import)\s*\(?\s*'(@mui\/[^/']+\/[^/']+\/[^']+)'/g;

// MUI documents its package roots and one-level paths (`@mui/material/Button`,
// `@mui/material/styles`) as its API; deeper files are internals that move between releases.
it('every @mui import is a package root or one level deep, in site code, demos and tests', () => {
  const offenders = ['app', 'src', 'scripts', 'server', 'data', 'content', 'tests'].flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(PRIVATE_MUI)].map(
        ([, specifier]) => `${file}: ${specifier}`,
      ),
    ),
  );
  expect(offenders).toEqual([]);
});
