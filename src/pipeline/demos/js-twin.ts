import { existsSync, readFileSync } from 'node:fs';

/**
 * Each demo's JavaScript twin is committed beside its TypeScript source (`basic-buttons.tsx` →
 * `basic-buttons.js`), so the toolbar's "source on GitHub" link works in both languages. The
 * prebuild only checks the twins; `npm run demos:js` writes them.
 */
export const jsTwinOf = (tsxFile: string) => tsxFile.replace(/\.tsx$/, '.js');

export const WRITE_TWINS_HINT = 'run `npm run demos:js` and commit the result';

/** Why the committed twin of `tsxFile` does not match `js`, or undefined when it does. */
export function jsTwinProblem(tsxFile: string, js: string): string | undefined {
  const twin = jsTwinOf(tsxFile);
  if (!existsSync(twin)) return `its JavaScript twin ${twin} is missing`;
  if (readFileSync(twin, 'utf8') !== js) return `its JavaScript twin ${twin} is out of date`;
  return undefined;
}
