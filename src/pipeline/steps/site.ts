/**
 * A Markdown twin and an OpenGraph image for every page (images cached in .cache/og/), llms.txt
 * (root and per product), sitemap.xml and the blog's RSS feed, all under public/. Hands on every
 * route the build serves, which the redirects are resolved against.
 */
import { blogAuthors, blogTags } from '../../../data/blog';
import { appPages } from '../../../data/app-pages';
import { products } from '../../../data/products';
import { siteConfig } from '../../../data/site';
import { FEED_PATH, SITEMAP_PATH } from '@/modules/site-outputs/paths';
import { buildRssFeed } from '../blog/feed';
import { collectSitePages } from '../site/collect-site-pages';
import { buildLlmsFiles } from '../site/llms';
import { buildSitemap } from '../site/sitemap';
import { writeSiteOutputs } from '../site/write-site-outputs';
import { defineStep } from './prebuild-step';

export const siteStep = defineStep({
  name: 'site',
  needs: ['data', 'versions', 'api', 'error-codes', 'content', 'blog'],
  async run({ versions, api, 'error-codes': errorCodes, content, blog }, { root }) {
    const started = performance.now();
    const sources = new Map(content.pages.map((page) => [page.route, page.source]));
    const posts = blog.records.map((record) => ({
      record,
      source: blog.posts.find((p) => p.route === record.route)!.source,
    }));
    const pages = collectSitePages({
      pages: content.records.map((record) => ({ record, source: sources.get(record.route)! })),
      posts,
      demos: [...content.demos, ...blog.demos],
      errorCodes,
      versions,
      apiEntries: api.index.entries,
      loadApiEntry: api.entry,
      apiInterfaces: api.index.interfaces,
      loadApiInterface: api.interface,
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
        {
          origin: siteConfig.origin,
          title: `${siteConfig.name} blog`,
          description: appPages.blog.description,
        },
        posts.map(({ record }) => ({
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
      `site: ${stats.markdown} Markdown twins, ${files.size - 2} llms.txt, sitemap ${inSitemap} URLs, feed ${posts.length} posts; ` +
        `OG images ${stats.og.rendered} rendered + ${stats.og.cached} cached in ${stats.og.ms} ms; ` +
        `${Math.round(performance.now() - started)} ms in all`,
    );
    // Every page the build serves (the site-outputs test holds this list to Next's prerender manifest).
    return new Set(pages.map((page) => page.route));
  },
});
