import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocEntry } from '@/model/toc';

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
    /** Every heading id of the page, h2 to h4. */
    anchors: string[];
  }
}

/**
 * Gives h2-h4 stable ids (GitHub's slug rules, deduplicated in page order) and records h2/h3 in
 * `file.data.toc`, so anchors and the table of contents come from one pass.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const anchors: string[] = [];
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth < 2 || node.depth > 4) return;
      const title = toString(node).trim();
      const id = slugger.slug(title);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      anchors.push(id);
      if (node.depth <= 3) toc.push({ id, title, depth: node.depth as 2 | 3 });
    });
    file.data.toc = toc;
    file.data.anchors = anchors;
  };
}
