import type { DemoStyling } from '@/model/demo-record';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLING_FILES: Array<[DemoStyling, string]> = [
  ['System', 'system.tsx'],
  ['Tailwind', 'tailwind.tsx'],
  ['CSS', 'css.tsx'],
];

export interface DemoVariantSource {
  styling: DemoStyling;
  /** Absolute path of the variant's main file. */
  file: string;
  source: string;
}

/**
 * A demo named `x` is either `demos/x.tsx` (System only) or a folder `demos/x/` whose leaf files
 * `system.tsx`, `tailwind.tsx`, `css.tsx` are its styling variants. Undefined when neither exists.
 */
export function resolveDemo(pageDir: string, name: string): DemoVariantSource[] | undefined {
  const single = path.join(pageDir, 'demos', `${name}.tsx`);
  if (existsSync(single)) return [{ styling: 'System', file: single, source: readFileSync(single, 'utf8') }];
  const folder = path.join(pageDir, 'demos', name);
  const variants = STYLING_FILES.map(([styling, fileName]) => ({
    styling,
    file: path.join(folder, fileName),
  }))
    .filter((variant) => existsSync(variant.file))
    .map((variant) => ({ ...variant, source: readFileSync(variant.file, 'utf8') }));
  return variants.length > 0 ? variants : undefined;
}

const RELATIVE_IMPORT_RE = /(?:from\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.tsx', '.ts', '.css'];

/** Files a demo imports relatively (recursively), keyed by path relative to the demo's folder. */
export function relativeImports(entry: string): Record<string, string> {
  const root = path.dirname(entry);
  const files: Record<string, string> = {};
  const visit = (file: string) => {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(RELATIVE_IMPORT_RE)) {
      const base = path.resolve(path.dirname(file), match[1]);
      const found = EXTENSIONS.map((ext) => base + ext).find(
        (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
      );
      if (!found) throw new Error(`${path.relative(process.cwd(), file)}: cannot resolve "${match[1]}"`);
      const key = path.relative(root, found).split(path.sep).join('/');
      if (key in files) continue;
      files[key] = readFileSync(found, 'utf8');
      if (/\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(entry);
  return files;
}
