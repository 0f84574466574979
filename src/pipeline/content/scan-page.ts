import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';

/** Demos and internal links of one page, read from its syntax tree only (no compile, no highlighting). */
export interface PageScan {
  demos: string[];
  links: Array<{ url: string; line: number }>;
}

// The same syntax extensions as compile-page, so the tree matches what the prebuild sees.
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] });

export function scanPage(source: string): PageScan {
  const tree = processor.parse(source) as Root;
  const scan: PageScan = { demos: [], links: [] };
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') {
      const name = node.attributes.find(
        (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'name',
      );
      if (typeof name?.value === 'string') scan.demos.push(name.value);
    } else if (node.type === 'link' && (node.url.startsWith('/') || node.url.startsWith('#'))) {
      scan.links.push({ url: node.url, line: node.position?.start.line ?? 1 });
    }
  });
  return scan;
}
