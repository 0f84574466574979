import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = process.cwd();

function dataFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return dataFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Each import or re-export of a file: its specifier and whether it is `import type`/`export type`. */
function imports(source: string): Array<{ specifier: string; typeOnly: boolean }> {
  const statements = [
    ...source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm),
  ].map(([, type, specifier]) => ({ specifier, typeOnly: Boolean(type) }));
  const bare = [...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map(([, specifier]) => ({
    specifier,
    typeOnly: false,
  }));
  const dynamic = [...source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]/g)].map(
    ([, specifier]) => ({
      specifier,
      typeOnly: false,
    }),
  );
  return [...statements, ...bare, ...dynamic];
}

/** What a data file may not import: zod at all, or runtime code from src/ other than for its types. */
function offences(file: string, source: string): string[] {
  return imports(source).flatMap(({ specifier, typeOnly }) => {
    if (/^zod(\/|$)/.test(specifier)) return [`${file}: imports ${specifier}`];
    const intoSrc =
      specifier.startsWith('@/') ||
      (specifier.startsWith('.') &&
        path.normalize(path.join(path.dirname(file), specifier)).startsWith(`src${path.sep}`));
    return intoSrc && !typeOnly ? [`${file}: value import from ${specifier}`] : [];
  });
}

// data/ is plain data: the prebuild validates it (src/pipeline/data/, src/pipeline/content/check-nav-data.ts)
// and the app reads it as it is. A value import from src/ would run site code, and zod would parse,
// on every import of the data, in the app and in the browser bundles that include it.
it('files under data/ import zod nowhere and src/ only for types', () => {
  const found = dataFiles('data').flatMap((file) =>
    offences(file, readFileSync(path.join(ROOT, file), 'utf8')),
  );
  expect(found).toEqual([]);
});

it('the rule sees value imports from src/, zod imports and the allowed type imports', () => {
  const source = [
    "import type { NavItem } from '@/modules/nav';",
    "import { apiSlug } from '@/model/api-slug';",
    "import '@/modules/zod-setup';",
    "import { z } from 'zod';",
    "import type { z as zod } from 'zod/mini';",
    "import {\n  helper,\n  type Other,\n} from '../src/lib/helper';",
    "export { thing } from '@/modules/thing';",
    "import { products } from './products';",
  ].join('\n');
  expect(offences('data/example.ts', source)).toEqual([
    'data/example.ts: value import from @/model/api-slug',
    'data/example.ts: imports zod',
    'data/example.ts: imports zod/mini',
    'data/example.ts: value import from ../src/lib/helper',
    'data/example.ts: value import from @/modules/thing',
    'data/example.ts: value import from @/modules/zod-setup',
  ]);
});
