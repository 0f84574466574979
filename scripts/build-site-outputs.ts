/**
 * Machine-readable outputs step of the prebuild: a Markdown twin and an OpenGraph image for every
 * page, llms.txt (root and per product), sitemap.xml and the blog's RSS feed, all under public/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blogAuthors, blogTags } from '../data/blog';
import { appPages } from '../data/app-pages';
import { products } from '../data/products';
import { siteConfig } from '../data/site';
import { SITEMAP_PATH } from '../src/modules/site-outputs/paths';
import type { ApiEntry, ApiInterfaceEntry } from '../src/model/api-types';
import type { ApiIndex } from '../src/model/api-types';
import { FEED_PATH } from '../src/modules/site-outputs/paths';
import { buildRssFeed } from '../src/pipeline/blog/feed';
import { collectSitePages, type SiteInputs } from '../src/pipeline/site/collect-site-pages';
import { buildLlmsFiles } from '../src/pipeline/site/llms';
import { buildSitemap } from '../src/pipeline/site/sitemap';
import { writeSiteOutputs } from '../src/pipeline/site/write-site-outputs';

export async function runSiteOutputsStep(
  root: string,
  inputs: Omit<SiteInputs, 'apiEntries' | 'loadApiEntry' | 'apiInterfaces' | 'loadApiInterface'>,
): Promise<Set<string>> {
  const started = performance.now();
  const apiDir = path.join(root, 'src/generated/api');
  const index = JSON.parse(readFileSync(path.join(apiDir, 'index.json'), 'utf8')) as ApiIndex;
  const pages = collectSitePages({
    ...inputs,
    apiEntries: index.entries,
    loadApiEntry: (segment, slug) =>
      JSON.parse(readFileSync(path.join(apiDir, segment, `${slug}.json`), 'utf8')) as ApiEntry,
    apiInterfaces: index.interfaces,
    loadApiInterface: ({ segment, group, slug }) =>
      JSON.parse(
        readFileSync(path.join(apiDir, segment, group, `${slug}.json`), 'utf8'),
      ) as ApiInterfaceEntry,
  });
  const files = buildLlmsFiles(
    siteConfig.origin,
    { name: siteConfig.name, description: appPages.home.description },
    products.map((p) => ({ segment: p.segment, name: p.name, description: p.description })),
    pages,
  );
  files.set(SITEMAP_PATH, buildSitemap(siteConfig.origin, pages));
  const names = (ids: string[], list: Array<{ id: string; name?: string; label?: string }>) =>
    ids.map((id) => list.find((item) => item.id === id)!).map((item) => item.name ?? item.label ?? '');
  files.set(
    FEED_PATH,
    buildRssFeed(
      { origin: siteConfig.origin, title: `${siteConfig.name} blog`, description: appPages.blog.description },
      inputs.posts.map(({ record }) => ({
        title: record.title,
        description: record.description,
        date: record.date,
        route: record.route,
        authors: names(record.authors, blogAuthors),
        tags: names(record.tags, blogTags),
      })),
    ),
  );
  const stats = await writeSiteOutputs(root, pages, files);
  const inSitemap = pages.filter((p) => p.sitemap).length;
  console.log(
    `site: ${stats.markdown} Markdown twins, ${files.size - 2} llms.txt, sitemap ${inSitemap} URLs, feed ${inputs.posts.length} posts; ` +
      `OG images ${stats.og.rendered} rendered + ${stats.og.cached} cached in ${stats.og.ms} ms; ` +
      `${Math.round(performance.now() - started)} ms in all`,
  );
  // Every page the build serves (the site-outputs test holds this list to Next's prerender manifest).
  return new Set(pages.map((page) => page.route));
}
