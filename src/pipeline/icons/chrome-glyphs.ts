import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IconNode } from '@/modules/icons/icon-data';
import { CHROME_GLYPH_NAMES } from '@/modules/icons/chrome-glyph-names';
import { parseIconModule } from './parse-icon';

/**
 * Reads each named icon module of the installed package (by default the chrome's glyphs); a missing
 * name fails naming it.
 */
export async function readChromeGlyphs(
  packageDir: string,
  names: readonly string[] = CHROME_GLYPH_NAMES,
): Promise<Record<string, IconNode[]>> {
  const entries = await Promise.all(
    names.map(async (name): Promise<[string, IconNode[]]> => {
      const file = path.join(packageDir, 'esm', `${name}.js`);
      const source = await readFile(file, 'utf8').catch(() => {
        throw new Error(`${file}:1: no icon module named ${name} in @mui/icons-material`);
      });
      return [name, parseIconModule(source, file)];
    }),
  );
  return Object.fromEntries(entries);
}
