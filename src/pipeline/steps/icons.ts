/**
 * Every icon of the installed @mui/icons-material, as static JSON chunks under
 * public/generated/icons/ for the Material Icons page. Cached in .cache/icons/ by package version
 * and extractor source, since parsing ~10,600 modules takes seconds.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extractIcons, type ExtractedIcons } from '../icons/extract-icons';
import { writeIcons } from '../icons/write-icons';
import { defineStep } from './prebuild-step';

export const iconsStep = defineStep({
  name: 'icons',
  needs: [],
  async run(_inputs, { root }) {
    const started = performance.now();
    const packageDir = path.join(root, 'node_modules/@mui/icons-material');
    const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    const hash = createHash('sha256').update(version);
    for (const file of ['extract-icons.ts', 'parse-icon.ts', 'icon-words.ts']) {
      hash.update(await readFile(path.join(root, 'src/pipeline/icons', file)));
    }
    const cacheFile = path.join(root, '.cache/icons', `${hash.digest('hex').slice(0, 16)}.json`);
    const cached = await readFile(cacheFile, 'utf8').catch(() => null);
    const icons: ExtractedIcons = cached ? JSON.parse(cached) : await extractIcons(packageDir);
    if (!cached) {
      await mkdir(path.dirname(cacheFile), { recursive: true });
      await writeFile(cacheFile, JSON.stringify(icons));
    }
    const manifest = await writeIcons(icons, path.join(root, 'public'), path.join(root, 'generated'));
    const chunks = Object.values(manifest.themes).flat();
    const themeBytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    console.log(
      `icons: ${manifest.baseNames} base names, ${manifest.files} icon modules of @mui/icons-material ` +
        `${version}; index ${Math.round(manifest.index.bytes / 1024)} KB, ${chunks.length} drawing chunks ` +
        `${Math.round(themeBytes / 1024)} KB raw, in ${Math.round(performance.now() - started)} ms` +
        (cached ? ' (cache)' : ''),
    );
  },
});
