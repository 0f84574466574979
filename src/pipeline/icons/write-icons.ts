import { createHash } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  ICON_BUCKET_SIZE,
  ICON_THEMES,
  type ChunkFile,
  type IconIndexFile,
  type IconThemeFile,
  type IconsManifest,
} from '@/modules/icons/icon-data';
import { writeIfChanged } from '../content/write-generated';
import type { ExtractedIcons } from './extract-icons';

export const ICONS_PUBLIC_DIR = 'generated/icons';

async function writeHashed(dir: string, stem: string, value: unknown) {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const name = `${stem}.${hash}.json`;
  await writeIfChanged(path.join(dir, name), json);
  return { name, url: `/${ICONS_PUBLIC_DIR}/${name}`, bytes: Buffer.byteLength(json) };
}

/**
 * Writes the icon index and the drawing chunks (per theme, per bucket of base names) under
 * `public/generated/icons/`, named by content hash (a new package version is a new URL), removes
 * older files, and writes the manifest the page imports. The page fetches the index and only the
 * chunks of the icons it shows.
 */
export async function writeIcons(
  icons: ExtractedIcons,
  publicDir: string,
  generatedDir: string,
): Promise<IconsManifest> {
  const dir = path.join(publicDir, ICONS_PUBLIC_DIR);
  await mkdir(dir, { recursive: true });
  const index: IconIndexFile = { version: icons.version, icons: icons.icons };
  const indexFile = await writeHashed(dir, 'index', index);
  const names = icons.icons.map((icon) => icon.name);
  const bucketStarts: string[] = [];
  for (let i = 0; i < names.length; i += ICON_BUCKET_SIZE) bucketStarts.push(names[i]);
  const keep = new Set([indexFile.name]);
  const themes = {} as IconsManifest['themes'];
  for (const theme of ICON_THEMES) {
    const chunks: ChunkFile[] = [];
    for (let b = 0; b < bucketStarts.length; b += 1) {
      const chunk: IconThemeFile = {};
      for (const name of names.slice(b * ICON_BUCKET_SIZE, (b + 1) * ICON_BUCKET_SIZE)) {
        const drawing = icons.themes[theme][name];
        if (drawing) chunk[name] = drawing;
      }
      const file = await writeHashed(dir, `${theme.toLowerCase()}-${b}`, chunk);
      keep.add(file.name);
      chunks.push({ url: file.url, bytes: file.bytes });
    }
    themes[theme] = chunks;
  }
  for (const other of await readdir(dir)) if (!keep.has(other)) await rm(path.join(dir, other));
  const manifest: IconsManifest = {
    version: icons.version,
    baseNames: icons.icons.length,
    files: icons.files,
    index: { url: indexFile.url, bytes: indexFile.bytes },
    bucketStarts,
    themes,
  };
  await writeIfChanged(
    path.join(generatedDir, 'icons-manifest.json'),
    `${JSON.stringify(manifest, null, 1)}\n`,
  );
  return manifest;
}
