/**
 * Collects every page under content/ (blog aside), validates its frontmatter and compiles its MDX
 * to generated/content/<module-id>.js. What the compile learned about each page (record, demos,
 * links, search sections, facts for the checks) is handed on in memory.
 */
import path from 'node:path';
import type { DemoRecord } from '@/model/demo-record';
import type { PageRecord } from '@/model/page-record';
import { collectPages, type PageSource } from '../content/collect-pages';
import type { PageFacts } from '../content/content-stats';
import { lastUpdatedDates } from '../content/last-updated';
import { moduleIdFor, pageRecordOf } from '../content/page-record';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';
import { compilePage } from '../markdown/compile-page';
import type { PageLink } from '../markdown/remark-collect-links';
import type { SearchablePage } from '../search/page-documents';
import { defineStep } from './prebuild-step';

export interface PageLinks {
  file: string;
  route: string;
  links: PageLink[];
}

export interface ContentOutput {
  pages: PageSource[];
  records: PageRecord[];
  demos: DemoRecord[];
  links: PageLinks[];
  facts: PageFacts[];
  searchable: SearchablePage[];
}

export const contentStep = defineStep({
  name: 'content',
  needs: ['versions'],
  async run({ versions }, { root }): Promise<ContentOutput> {
    const contentRoot = path.join(root, 'content');
    const outDir = path.join(root, 'generated');
    const dates = lastUpdatedDates('content');
    const pages = await collectPages(contentRoot, root);
    const out: ContentOutput = { pages, records: [], demos: [], links: [], facts: [], searchable: [] };
    for (const page of pages) {
      const compiled = await compilePage(page.source, path.join(root, page.file), { contentRoot, versions });
      await writeIfChanged(
        path.join(outDir, 'content', `${moduleIdFor(page.route)}.js`),
        `${GENERATED_HEADER}${compiled.code}`,
      );
      out.records.push(pageRecordOf(page, compiled, dates.get(page.file)));
      out.demos.push(...compiled.demos);
      out.searchable.push({
        route: page.route,
        product: page.frontmatter.product ?? page.segment,
        title: page.frontmatter.title,
        description: page.frontmatter.description,
        components: page.frontmatter.components,
        hidden: page.frontmatter.hidden,
        sections: compiled.sections,
        demos: compiled.demos,
      });
      out.links.push({ file: page.file, route: page.route, links: compiled.links });
      out.facts.push({
        route: page.route,
        file: page.file,
        segment: page.segment,
        components: page.frontmatter.components,
        planned: page.frontmatter.planned,
        demos: compiled.demos.map((demo) => demo.name),
        links: compiled.links,
      });
    }
    return out;
  },
});
