import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE } from '../../modules/site-outputs/paths';

export interface OgCard {
  label: string;
  title: string;
  description: string;
}

type El = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: El | El[] | string): El => ({
  type,
  props: { style, children },
});

/**
 * Keeps characters the bundled Latin font draws. Satori asks the network for fonts of any other
 * script, and the build must not download anything, so those characters are dropped instead.
 */
export const drawable = (text: string) =>
  text.replace(/[^\u0020-\u007e\u00a0-\u017f\u2000-\u206f\u20ac\u2122\u2190-\u2193\u2212]/g, '').trim();

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

function card({ label, title, description }: OgCard): El {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      padding: '72px 80px',
      background: '#0C1015',
      color: '#F3F6F9',
      fontFamily: 'IBM Plex Sans',
    },
    [
      el('div', { display: 'flex', fontSize: 34, fontWeight: 700, color: '#66B2FF' }, drawable(label)),
      el(
        'div',
        {
          display: 'flex',
          marginTop: 36,
          fontSize: title.length > 40 ? 60 : 76,
          fontWeight: 700,
          lineHeight: 1.1,
        },
        clip(drawable(title), 90),
      ),
      el(
        'div',
        { display: 'flex', marginTop: 28, fontSize: 32, color: '#B2BAC2', lineHeight: 1.35 },
        clip(drawable(description), 160),
      ),
      el(
        'div',
        { display: 'flex', marginTop: 'auto', fontSize: 28, fontWeight: 700, color: '#F3F6F9' },
        'MUI Docs',
      ),
    ],
  );
}

export interface OgRenderer {
  /** PNG bytes of the card, from the cache when the same card was drawn before. */
  render(card: OgCard): Promise<{ png: Buffer; cached: boolean }>;
}

/** A renderer using next/og (Satori + resvg, bundled with Next: no extra dependency), cached on disk by card content. */
export async function createOgRenderer(root: string): Promise<OgRenderer> {
  const fontDir = path.join(root, 'node_modules/@fontsource/ibm-plex-sans/files');
  const [regular, bold, self, next] = await Promise.all([
    readFile(path.join(fontDir, 'ibm-plex-sans-latin-400-normal.woff')),
    readFile(path.join(fontDir, 'ibm-plex-sans-latin-700-normal.woff')),
    readFile(path.join(root, 'src/pipeline/site/og-image.ts')),
    readFile(path.join(root, 'node_modules/next/package.json')),
  ]);
  const cacheDir = path.join(root, '.cache/og');
  await mkdir(cacheDir, { recursive: true });
  const version = createHash('sha256').update(self).update(next).update(regular).update(bold).digest('hex');
  return {
    async render(input) {
      const key = createHash('sha256')
        .update(version)
        .update(JSON.stringify(input))
        .digest('hex')
        .slice(0, 24);
      const file = path.join(cacheDir, `${key}.png`);
      const hit = await readFile(file).catch(() => null);
      if (hit) return { png: hit, cached: true };
      const response = new ImageResponse(card(input) as never, {
        ...OG_IMAGE_SIZE,
        fonts: [
          { name: 'IBM Plex Sans', data: regular, weight: 400, style: 'normal' },
          { name: 'IBM Plex Sans', data: bold, weight: 700, style: 'normal' },
        ],
      });
      const png = Buffer.from(await response.arrayBuffer());
      await writeFile(file, png);
      return { png, cached: false };
    },
  };
}
