import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontFilesOf, fontHref } from '@/modules/page-fonts';
import { ContentError } from './content-error';

export interface PageFonts {
  file: string;
  source: string;
  fonts: string[];
}

/** 1-based line of the first occurrence of `text` in `source` (the frontmatter entry). */
function lineOf(source: string, text: string): number {
  const index = source.indexOf(text);
  return index === -1 ? 1 : source.slice(0, index).split('\n').length;
}

/**
 * Copies every stylesheet a page lists under `fonts:` and the font files it references into
 * public/fonts/ (served as /fonts/...). A stylesheet that is not installed fails with `file:line`.
 */
export async function publishPageFonts(root: string, pages: readonly PageFonts[]): Promise<number> {
  const require = createRequire(path.join(root, 'package.json'));
  const outRoot = path.join(root, 'public', 'fonts');
  await rm(outRoot, { recursive: true, force: true });
  const published = new Set<string>();
  for (const page of pages) {
    for (const spec of page.fonts) {
      if (published.has(spec)) continue;
      let cssFile: string;
      try {
        cssFile = require.resolve(spec);
      } catch {
        throw new ContentError(page.file, lineOf(page.source, spec), `font stylesheet "${spec}" is not installed (npm install the package)`);
      }
      const target = path.join(root, 'public', fontHref(spec));
      await mkdir(path.dirname(target), { recursive: true });
      const css = await readFile(cssFile, 'utf8');
      for (const font of fontFilesOf(css)) {
        const from = path.join(path.dirname(cssFile), font);
        if (!existsSync(from)) {
          throw new ContentError(page.file, lineOf(page.source, spec), `"${spec}" references missing ${font}`);
        }
        const to = path.join(path.dirname(target), font);
        await mkdir(path.dirname(to), { recursive: true });
        await copyFile(from, to);
      }
      await copyFile(cssFile, target);
      published.add(spec);
    }
  }
  return published.size;
}
