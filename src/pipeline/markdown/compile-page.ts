import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import path from 'node:path';
import { ContentError } from '../content/content-error';
import { remarkHeadingIds, type TocEntry } from './remark-heading-ids';
import { remarkRewriteImports } from './remark-rewrite-imports';

export interface CompiledPage {
  code: string;
  toc: TocEntry[];
}

/** MDX source to an ES module whose default export renders the page (components come in as props). */
export async function compilePage(
  source: string,
  filePath: string,
  contentRoot: string,
): Promise<CompiledPage> {
  const file = new VFile({ value: source, path: filePath });
  try {
    const result = await compile(file, {
      outputFormat: 'program',
      development: false,
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        remarkHeadingIds,
        [remarkRewriteImports, { contentRoot }],
      ],
    });
    return { code: String(result.value), toc: result.data.toc ?? [] };
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const place = (error as { place?: { line?: number; start?: { line: number } } }).place;
    const line = place?.line ?? place?.start?.line ?? 1;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ContentError(path.relative(process.cwd(), filePath), line, reason);
  }
}
