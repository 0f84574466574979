/**
 * Data step of the prebuild for the Material UI tool pages: every icon of the installed
 * @mui/icons-material (static JSON chunks under public/generated/icons/ for the Material Icons
 * page) and every locale of @mui/material/locale (src/generated/material-locales.json for the
 * localization page). Icons are cached in .cache/icons/ by package version and extractor source,
 * since parsing ~10,600 modules takes seconds. The same parser also gives the chrome its few bare-svg
 * glyphs (src/generated/chrome-glyphs.json).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractIcons, type ExtractedIcons } from '../src/pipeline/icons/extract-icons';
import { writeIcons } from '../src/pipeline/icons/write-icons';
import { readChromeGlyphs } from '../src/pipeline/icons/chrome-glyphs';
import { materialLocales } from '../src/pipeline/locales/material-locales';
import { writeIfChanged } from '../src/pipeline/content/write-generated';

async function iconsStep(root: string) {
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
  const manifest = await writeIcons(icons, path.join(root, 'public'), path.join(root, 'src/generated'));
  const chunks = Object.values(manifest.themes).flat();
  const themeBytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  console.log(
    `icons: ${manifest.baseNames} base names, ${manifest.files} icon modules of @mui/icons-material ` +
      `${version}; index ${Math.round(manifest.index.bytes / 1024)} KB, ${chunks.length} drawing chunks ` +
      `${Math.round(themeBytes / 1024)} KB raw, in ${Math.round(performance.now() - started)} ms` +
      (cached ? ' (cache)' : ''),
  );
}

async function localesStep(root: string) {
  const require = createRequire(path.join(root, 'package.json'));
  const locales = materialLocales(require('@mui/material/locale'));
  await writeIfChanged(
    path.join(root, 'src/generated/material-locales.json'),
    `${JSON.stringify(locales, null, 1)}\n`,
  );
  console.log(`locales: ${locales.length} locales exported by @mui/material/locale`);
}

/** The few drawings the chrome renders as bare svg (src/generated/chrome-glyphs.json). */
async function chromeGlyphsStep(root: string) {
  const glyphs = await readChromeGlyphs(path.join(root, 'node_modules/@mui/icons-material'));
  await writeIfChanged(path.join(root, 'src/generated/chrome-glyphs.json'), `${JSON.stringify(glyphs)}\n`);
  console.log(`chrome glyphs: ${Object.keys(glyphs).length} drawings from @mui/icons-material`);
}

export async function runToolsDataStep(root: string): Promise<void> {
  await iconsStep(root);
  await chromeGlyphsStep(root);
  await localesStep(root);
}
