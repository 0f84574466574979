import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface PageLink {
  url: string;
  line: number;
}

declare module 'vfile' {
  interface DataMap {
    links: PageLink[];
  }
}

/** Records every internal markdown link with its line, for the site-wide link check. */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: PageLink[] = [];
    visit(tree, 'link', (node) => {
      if (node.url.startsWith('/') || node.url.startsWith('#')) {
        links.push({ url: node.url, line: node.position?.start.line ?? 1 });
      }
    });
    file.data.links = links;
  };
}
