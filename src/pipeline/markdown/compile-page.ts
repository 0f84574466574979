import { compile } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import path from 'node:path';
import { ContentError } from '../content/content-error';
import type { DemoRecord } from '@/model/demo-record';
import { CODE_THEMES, getHighlighter } from '../demos/highlight';
import { remarkApiExcerpts } from './remark-api-excerpts';
import { remarkCallouts } from './remark-callouts';
import { remarkCodeTabs } from './remark-code-tabs';
import { remarkCollectLinks, type PageLink } from './remark-collect-links';
import { remarkDemos } from './remark-demos';
import { type TocEntry } from '@/model/toc';
import { remarkHeadingIds } from './remark-heading-ids';
import { remarkRewriteImports } from './remark-rewrite-imports';
import { remarkSearchSections, type SearchSection } from './remark-search-sections';

export interface CompiledPage {
  code: string;
  toc: TocEntry[];
  anchors: string[];
  links: PageLink[];
  demos: DemoRecord[];
  /** Plain text per section, for the site search. */
  sections: SearchSection[];
}

export interface CompileOptions {
  contentRoot: string;
  /** Installed package versions, for demo sandboxes. */
  versions: Record<string, string>;
  /** Generated API JSON (default `generated/api`), which `<ApiExcerpt>` is checked against. */
  apiDir?: string;
}

/** MDX source to an ES module whose default export renders the page (components come in as props). */
export async function compilePage(
  source: string,
  filePath: string,
  options: CompileOptions,
): Promise<CompiledPage> {
  const file = new VFile({ value: source, path: filePath });
  const highlighter = await getHighlighter();
  try {
    const result = await compile(file, {
      outputFormat: 'program',
      development: false,
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        remarkDirective,
        // Before the callouts, which reject container directives they do not know.
        remarkCodeTabs,
        remarkCallouts,
        remarkHeadingIds,
        remarkSearchSections,
        remarkCollectLinks,
        [remarkDemos, { versions: options.versions, contentRoot: options.contentRoot }],
        [remarkRewriteImports, { contentRoot: options.contentRoot }],
        [remarkApiExcerpts, { apiDir: options.apiDir ?? path.join(process.cwd(), 'generated/api') }],
      ],
      rehypePlugins: [
        [
          rehypeShikiFromHighlighter,
          highlighter,
          { themes: CODE_THEMES, defaultColor: 'light', fallbackLanguage: 'text' },
        ],
      ],
    });
    const demos = result.data.demos ?? [];
    // A demo's name is its anchor: one equal to a heading id would give the page a duplicate id.
    const headingIds = new Set(result.data.anchors ?? []);
    for (const demo of demos) {
      if (!headingIds.has(demo.name)) continue;
      const at = source.indexOf(`name="${demo.name}"`);
      const line = at < 0 ? 1 : source.slice(0, at).split('\n').length;
      throw new ContentError(
        path.relative(process.cwd(), filePath),
        line,
        `demo "${demo.name}" has the same id as a heading on this page; rename the demo`,
      );
    }
    return {
      code: String(result.value),
      toc: result.data.toc ?? [],
      anchors: [...(result.data.anchors ?? []), ...demos.map((demo) => demo.name)],
      links: result.data.links ?? [],
      demos,
      sections: result.data.searchSections ?? [],
    };
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const place = (error as { place?: { line?: number; start?: { line: number } } }).place;
    const line = place?.line ?? place?.start?.line ?? 1;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ContentError(path.relative(process.cwd(), filePath), line, reason);
  }
}
