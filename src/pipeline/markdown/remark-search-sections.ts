import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

/**
 * A stretch of a page for the site search: the intro (depth 1: the h1 and the text below it,
 * or depth 0 when the page has no h1) or one h2-h4 and its text.
 */
export interface SearchSection {
  depth: 0 | 1 | 2 | 3 | 4;
  /** Heading id (the deep link); absent for the intro. */
  id?: string;
  heading: string;
  text: string;
}

declare module 'vfile' {
  interface DataMap {
    searchSections: SearchSection[];
  }
}

/** Not prose: imports, code (searching it finds every page that imports React), raw HTML. */
const SKIPPED = new Set(['mdxjsEsm', 'code', 'html', 'yaml', 'toml', 'mdxFlowExpression']);

const isDemo = (node: RootContent) => node.type === 'mdxJsxFlowElement' && node.name === 'Demo';

/** Inline content joins without spaces ("**bold**er"); blocks, list items and table cells with one. */
const INLINE_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);

type AnyNode = { type: string; value?: unknown; children?: AnyNode[] };

function plainText(node: AnyNode): string {
  if (SKIPPED.has(node.type)) return '';
  if (typeof node.value === 'string') return node.value;
  if (!node.children) return '';
  return node.children.map(plainText).join(INLINE_PARENTS.has(node.type) ? '' : ' ');
}

/**
 * Cuts the page into sections at each heading and keeps their plain text, for the search index.
 * Runs after `remarkHeadingIds`, so each section carries the same id as the rendered heading.
 */
export function remarkSearchSections() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [{ depth: 0, heading: '', text: '' }];
    const parts: string[][] = [[]];
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth <= 4) {
        const heading = toString(node).trim();
        const id = node.data?.hProperties?.id;
        const onlyIntro = sections.length === 1 && parts[0].length === 0;
        if (node.depth === 1 && onlyIntro) {
          sections[0] = { depth: 1, heading, text: '' };
          continue;
        }
        const depth = node.depth as SearchSection['depth'];
        sections.push({ depth, id: typeof id === 'string' ? id : undefined, heading, text: '' });
        parts.push([]);
      } else if (node.type !== 'heading' && !SKIPPED.has(node.type) && !isDemo(node)) {
        parts[parts.length - 1].push(plainText(node));
      }
    }
    sections.forEach((section, i) => {
      section.text = parts[i].join(' ').replace(/\s+/g, ' ').trim();
    });
    file.data.searchSections = sections;
  };
}
