import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { markdownPath, ogImagePath } from '../../modules/site-outputs/paths';
import { writeIfChanged } from '../content/write-generated';
import type { OgCard } from './og-image';
import type { SitePage } from './site-page';

export interface SiteOutputStats {
  markdown: number;
  og: { rendered: number; cached: number; ms: number };
  files: number;
}

async function writeBinaryIfChanged(file: string, data: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current && current.equals(data)) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/**
 * Writes the machine-readable outputs under public/ (served as static files by `next start`):
 * a `.md` twin and an OpenGraph PNG per page, plus the given extra files (llms.txt, sitemap,
 * feed). Files written by the previous run and not by this one are deleted, using the list kept
 * in generated/site-outputs.json, so a removed page leaves no orphan behind.
 */
export async function writeSiteOutputs(
  root: string,
  pages: readonly SitePage[],
  extra: ReadonlyMap<string, string>,
): Promise<SiteOutputStats> {
  const publicDir = path.join(root, 'public');
  const manifestFile = path.join(root, 'generated/site-outputs.json');
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.route)) throw new Error(`site outputs: ${page.route} is produced twice`);
    seen.add(page.route);
  }
  const written: string[] = [];
  for (const page of pages) {
    const file = markdownPath(page.route);
    await writeIfChanged(path.join(publicDir, file), page.markdown);
    written.push(file);
  }
  for (const [file, content] of extra) {
    await writeIfChanged(path.join(publicDir, file), content);
    written.push(file);
  }
  const started = performance.now();
  const og = { rendered: 0, cached: 0, ms: 0 };
  // One worker per core: drawing a card is CPU work on the calling thread (og-worker.ts).
  const pool = new Piscina<{ root: string; card: OgCard }, { png: Uint8Array; cached: boolean }>({
    filename: new URL('./og-worker.ts', import.meta.url).href,
    maxThreads: availableParallelism(),
  });
  try {
    await Promise.all(
      pages.map(async (page) => {
        const card = { label: page.label, title: page.title, description: page.description };
        const { png, cached } = await pool.run({ root, card });
        og[cached ? 'cached' : 'rendered'] += 1;
        const file = ogImagePath(page.route);
        await writeBinaryIfChanged(path.join(publicDir, file), Buffer.from(png));
        written.push(file);
      }),
    );
  } finally {
    await pool.destroy();
  }
  og.ms = Math.round(performance.now() - started);
  const previous: string[] = JSON.parse(await readFile(manifestFile, 'utf8').catch(() => '[]'));
  const keep = new Set(written);
  await Promise.all(
    previous.filter((f) => !keep.has(f)).map((f) => rm(path.join(publicDir, f), { force: true })),
  );
  await writeIfChanged(manifestFile, `${JSON.stringify(written.sort(), null, 1)}\n`);
  return { markdown: pages.length, og, files: written.length };
}
