import { templateRoute, templates } from '../../../data/templates';
import { appPages } from '../../../data/app-pages';
import { blogAuthors, blogTags } from '../../../data/blog';
import { coreLibraries } from '../../../data/core';
import { findProduct, products } from '../../../data/products';
import { documentedPackages, earlierVersions } from '../../../data/versions';
import type { ApiEntry, ApiInterfaceEntry } from '@/model/api-types';
import type { ApiInterfaceSummary, ApiSummary } from '@/model/api-types';
import type { PostRecord } from '@/model/post-record';
import type { PageRecord } from '@/model/page-record';
import type { DemoRecord } from '@/model/demo-record';
import type { ErrorCode } from '../errors/extract-error-codes';
import { apiMarkdown, interfaceMarkdown } from './api-markdown';
import { appMarkdown, link, table } from './app-markdown';
import { demoMarkdown, mdxToMarkdown } from './mdx-to-markdown';
import { styleFunctionTableMarkdown } from '../system/style-function-markdown';
import { apiIndexMeta, apiPageMeta, demoPageMeta, interfacePageMeta, tagPageMeta } from '@/model/page-meta';
import type { SitePage } from './site-page';
import { markdownPath } from '../../modules/site-outputs/paths';

export interface SiteInputs {
  pages: Array<{ record: PageRecord; source: string }>;
  posts: Array<{ record: PostRecord; source: string }>;
  demos: DemoRecord[];
  apiEntries: ApiSummary[];
  loadApiEntry: (segment: string, slug: string) => ApiEntry;
  apiInterfaces: ApiInterfaceSummary[];
  loadApiInterface: (summary: ApiInterfaceSummary) => ApiInterfaceEntry;
  errorCodes: ErrorCode[];
  /** Installed version of each documented package. */
  versions: Record<string, string>;
}

/** Segments whose pages are test fixtures: built and listed for tools, never offered to search engines. */
const NOT_INDEXED = new Set(['experiments']);

const productName = (segment: string) => findProduct(segment)?.name ?? 'MUI';
const authorNames = (ids: string[]) => ids.map((id) => blogAuthors.find((a) => a.id === id)?.name ?? id);
const tagLabel = (id: string) => blogTags.find((t) => t.id === id)?.label ?? id;

/**
 * Every page the build serves, with its Markdown twin: content pages, API pages, blog posts and
 * tags, standalone demos and the pages with routes of their own. The site-outputs test checks this
 * list against Next's prerender manifest, so a page added without an entry here fails it.
 */
export function collectSitePages(inputs: SiteInputs): SitePage[] {
  const demosOf = (route: string) => inputs.demos.filter((d) => d.route === route);
  const site: SitePage[] = [];

  for (const { record, source } of inputs.pages) {
    site.push({
      route: record.route,
      title: record.title,
      description: record.description,
      section: record.segment,
      sitemap: !record.hidden && !NOT_INDEXED.has(record.segment),
      markdown: mdxToMarkdown(source, record, demosOf(record.route), {
        StyleFunctionTable: styleFunctionTableMarkdown,
      }),
      label: productName(record.segment),
      lastModified: record.lastUpdated,
    });
  }

  const apiSegments = [...new Set(inputs.apiEntries.map((e) => e.segment))];
  for (const segment of apiSegments) {
    const product = findProduct(segment);
    if (!product) continue;
    const entries = inputs.apiEntries.filter((e) => e.segment === segment);
    const meta = apiIndexMeta(product);
    site.push({
      ...meta,
      section: segment,
      sitemap: true,
      label: product.name,
      markdown: appMarkdown(
        meta,
        entries.map((e) => link(e.name, markdownPath(apiPageMeta(e).route), e.kind)),
      ),
    });
    for (const summary of entries) {
      const entry = inputs.loadApiEntry(segment, summary.slug);
      const entryMeta = apiPageMeta(summary);
      const name = entry.name.replace(/^(Unstable_|Experimental_)/, '');
      const demoPages = inputs.pages
        .filter(({ record }) => record.segment === segment && record.components.includes(name))
        .map(({ record }) => ({ title: record.title, url: record.route }));
      site.push({
        ...entryMeta,
        section: segment,
        sitemap: true,
        label: product.name,
        markdown: apiMarkdown(entry, entryMeta.title, entryMeta.description, demoPages),
      });
    }
  }
  for (const summary of inputs.apiInterfaces) {
    const meta = interfacePageMeta(summary);
    site.push({
      ...meta,
      section: summary.segment,
      sitemap: true,
      label: productName(summary.segment),
      markdown: interfaceMarkdown(inputs.loadApiInterface(summary), meta.title, meta.description),
    });
  }

  for (const demo of inputs.demos) {
    const meta = demoPageMeta(demo);
    const segment = demo.route.split('/')[1];
    site.push({
      ...meta,
      section: segment,
      sitemap: false,
      label: productName(segment),
      markdown: `# ${meta.title}\n\n> ${meta.description}\n\nShown on [its page](${demo.route}#${demo.name}).\n\n${demoMarkdown(demo)}\n`,
    });
  }

  site.push(...blogPages(inputs.posts), ...ownRoutePages(inputs));
  return site.sort((a, b) => a.route.localeCompare(b.route));
}

function blogPages(posts: SiteInputs['posts']): SitePage[] {
  const list = (records: PostRecord[]) =>
    records.map((p) => link(p.title, p.route, `${p.date}, ${p.description}`));
  const result: SitePage[] = posts.map(({ record, source }) => ({
    route: record.route,
    title: record.title,
    description: record.description,
    section: '',
    sitemap: true,
    label: 'Blog',
    lastModified: record.date,
    markdown: mdxToMarkdown(source, record, []).replace(
      /^(# .*\n\n> .*\n)/,
      `$1\n${record.date} · ${authorNames(record.authors).join(', ')} · ${record.tags.map(tagLabel).join(', ')}\n`,
    ),
  }));
  const records = posts.map((p) => p.record);
  result.push({
    ...appPages.blog,
    section: '',
    sitemap: true,
    label: 'Blog',
    lastModified: records[0]?.date,
    markdown: appMarkdown(appPages.blog, list(records)),
  });
  for (const tag of blogTags) {
    const tagged = records.filter((r) => r.tags.includes(tag.id));
    if (!tagged.length) continue;
    const meta = tagPageMeta(tag);
    result.push({
      ...meta,
      section: '',
      sitemap: true,
      label: 'Blog',
      markdown: appMarkdown(meta, list(tagged)),
    });
  }
  return result;
}

function ownRoutePages(inputs: SiteInputs): SitePage[] {
  const page = (meta: (typeof appPages)[keyof typeof appPages], body: string[]): SitePage => ({
    ...meta,
    section: '',
    sitemap: true,
    label: 'MUI',
    markdown: appMarkdown(meta, body),
  });
  const shown = products.filter((p) => p.inSwitcher);
  return [
    page(
      appPages.home,
      shown.map((p) => link(p.name, p.home, p.description)),
    ),
    page(
      appPages.core,
      coreLibraries.flatMap((lib) => {
        const product = findProduct(lib.segment)!;
        return [
          `## ${product.name}`,
          '',
          `\`${lib.package}\` ${inputs.versions[lib.package]}: ${product.description}`,
          '',
          lib.chooseWhen,
          '',
          ...lib.highlights.map((h) => `- ${h}`),
          '',
          `[Documentation](${product.home})`,
          '',
        ];
      }),
    ),
    page(appPages.versions, [
      '## Current versions',
      '',
      ...table(
        ['Library', 'Package', 'Version'],
        documentedPackages.map((p) => [p.label, `\`${p.name}\``, inputs.versions[p.name]]),
      ),
      '## Earlier versions',
      '',
      ...earlierVersions.map((v) => link(v.label, v.url)),
    ]),
    // Each template is a route of its own (app/(templates)/…), described by data/templates.ts.
    ...templates.map((template) =>
      page(
        {
          route: templateRoute(template.slug),
          title: `${template.title} template`,
          description: template.description,
        },
        [`A complete Material UI page, built with @mui/material ${inputs.versions['@mui/material']}.`],
      ),
    ),
    page(appPages.productionError, [
      'Open the link a minified error prints (`?code=N&args[]=…`) to read its full message. Every code:',
      '',
      ...inputs.errorCodes.flatMap((e) => [`## Error ${e.code}`, '', '```text', e.message, '```', '']),
    ]),
  ];
}
