import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_FILE, readPage, routeOfPage, SEPARATE_COLLECTIONS } from '../content/collect-pages';
import { type PageRecord } from '@/model/page-record';
import { moduleIdFor, pageRecordOf } from '../content/page-record';
import { GENERATED_HEADER, writeGeneratedIndex, writeIfChanged } from '../content/write-generated';
import { writePageDemos } from '../demos/write-demos';
import { writePageTwins } from '../demos/write-js-twins';
import { compilePage } from '../markdown/compile-page';

export interface HotContentContext {
  root: string;
  contentRoot: string;
  /** generated/ */
  outDir: string;
  /** public/ (demo code for the viewer goes under public/generated/) */
  publicDir: string;
  versions: Record<string, string>;
}

export type HotResult = { route: string; ok: true } | { route: string; ok: false; error: string };

/**
 * The `index.mdx` of the page a changed content file belongs to: the nearest folder above it
 * (or its own) with one. Blog posts have a collector of their own and are not hot-reloaded.
 */
export function pageFileFor(
  changed: string,
  contentRoot: string,
  exists: (file: string) => boolean = existsSync,
): string | null {
  let dir = path.dirname(changed);
  while (dir.startsWith(contentRoot + path.sep)) {
    const top = path.relative(contentRoot, dir).split(path.sep)[0];
    if (SEPARATE_COLLECTIONS.has(top)) return null;
    const candidate = path.join(dir, PAGE_FILE);
    if (exists(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

/** A page module that fails with the content error, so Next's dev overlay shows it. */
export function failingPageModule(message: string): string {
  return `${GENERATED_HEADER}throw new Error(${JSON.stringify(message)});\n`;
}

/** Replaces (or adds) one record, keeping the list in route order. */
export function withRecord(records: PageRecord[], record: PageRecord): PageRecord[] {
  const others = records.filter((r) => r.route !== record.route);
  return [...others, record].sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Recompiles one page as the prebuild would (its JavaScript twins, module, record and demo group)
 * and writes only what changed, which Next's dev server then hot-reloads. Checks that span pages
 * (links from other pages, nav coverage, search, the standalone demo pages) wait for the next full
 * prebuild.
 */
export async function recompilePage(pageFile: string, ctx: HotContentContext): Promise<HotResult> {
  const route = routeOfPage(pageFile, ctx.contentRoot);
  const moduleId = moduleIdFor(route);
  const moduleFile = path.join(ctx.outDir, 'content', `${moduleId}.js`);
  try {
    const page = await readPage(pageFile, ctx.contentRoot, ctx.root);
    await writePageTwins(pageFile, page.source);
    const compiled = await compilePage(page.source, pageFile, {
      contentRoot: ctx.contentRoot,
      versions: ctx.versions,
    });
    await writeIfChanged(moduleFile, `${GENERATED_HEADER}${compiled.code}`);
    const indexFile = path.join(ctx.outDir, 'pages.json');
    const records = JSON.parse(await readFile(indexFile, 'utf8')) as PageRecord[];
    const previous = records.find((r) => r.route === route);
    await writeGeneratedIndex(
      ctx.outDir,
      withRecord(records, pageRecordOf(page, compiled, previous?.lastUpdated)),
    );
    // A new group is in the registry's webpack context as soon as its file is (src/registry/);
    // under pages on demand the dev script adds it to the dev registry.
    if (compiled.demos.length > 0) await writePageDemos(moduleId, compiled.demos, ctx.outDir, ctx.publicDir);
    return { route, ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeIfChanged(moduleFile, failingPageModule(message));
    return { route, ok: false, error: message };
  }
}
