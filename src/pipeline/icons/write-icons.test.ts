import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_BUCKET_SIZE, bucketOf, type IconThemeFile } from '@/modules/icons/icon-data';
import type { ExtractedIcons } from './extract-icons';
import { writeIcons } from './write-icons';

function fakeIcons(count: number): ExtractedIcons {
  const names = Array.from({ length: count }, (_, i) => `Icon${String(i).padStart(4, '0')}`);
  const filled = Object.fromEntries(names.map((name) => [name, [`M${name}`]]));
  // Only the first ten exist in Outlined.
  const outlined = Object.fromEntries(names.slice(0, 10).map((name) => [name, [`M${name}o`]]));
  return {
    version: '0.0.0',
    files: count + 10,
    icons: names.map((name, i) => ({ name, themes: i < 10 ? [0, 1] : [0], words: name.toLowerCase() })),
    themes: { Filled: filled, Outlined: outlined, Rounded: {}, TwoTone: {}, Sharp: {} },
  };
}

describe('writeIcons', () => {
  it('splits each theme into buckets the browser can find by name, and removes stale files', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'icons-'));
    const publicDir = path.join(root, 'public');
    const generated = path.join(root, 'generated');
    await writeIcons(fakeIcons(3), publicDir, generated);
    const stale = (await readdir(path.join(publicDir, 'generated/icons'))).length;
    await writeFile(path.join(publicDir, 'generated/icons/old.json'), '{}');

    const count = ICON_BUCKET_SIZE * 2 + 5;
    const manifest = await writeIcons(fakeIcons(count), publicDir, generated);
    expect(manifest.bucketStarts).toHaveLength(3);
    expect(manifest.themes.Filled).toHaveLength(3);
    const files = await readdir(path.join(publicDir, 'generated/icons'));
    expect(files).not.toContain('old.json');
    expect(files).toHaveLength(1 + 5 * 3);
    expect(stale).toBe(1 + 5);

    const read = async (url: string): Promise<IconThemeFile> =>
      JSON.parse(await readFile(path.join(publicDir, url), 'utf8'));
    const name = `Icon${String(ICON_BUCKET_SIZE + 7).padStart(4, '0')}`;
    const bucket = bucketOf(name, manifest.bucketStarts);
    expect(bucket).toBe(1);
    expect((await read(manifest.themes.Filled[bucket].url))[name]).toEqual([`M${name}`]);
    expect(Object.keys(await read(manifest.themes.Outlined[0].url))).toHaveLength(10);
    expect(await read(manifest.themes.Outlined[2].url)).toEqual({});
    expect(JSON.parse(await readFile(path.join(generated, 'icons-manifest.json'), 'utf8'))).toEqual(manifest);
  });
});
