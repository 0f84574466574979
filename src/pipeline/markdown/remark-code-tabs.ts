import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import path from 'node:path';
import { ContentError } from '../content/content-error';

/** `title="pnpm"` in a fence's meta names its tab; without one, the language does. */
export function tabLabel(code: Pick<Code, 'lang' | 'meta'>): string {
  const titled = /(?:^|\s)title="([^"]+)"/.exec(code.meta ?? '');
  return titled?.[1] ?? code.lang ?? 'text';
}

/**
 * `:::code-tabs` … `:::` holding only fenced code blocks becomes `<CodeTabs labels="[…]">` with
 * one highlighted block per tab (e.g. npm, pnpm, yarn). Anything else inside, fewer than two
 * blocks or two tabs with one label fail the build at the directive's line.
 */
export function remarkCodeTabs() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'containerDirective', (node, index, parent) => {
      if (node.name !== 'code-tabs' || !parent || index === undefined) return;
      const fail = (message: string): never => {
        throw new ContentError(
          path.relative(process.cwd(), file.path),
          node.position?.start.line ?? 1,
          message,
        );
      };
      const blocks = node.children.filter(
        (child) => !(child.type === 'paragraph' && child.data?.directiveLabel),
      );
      const other = blocks.find((child) => child.type !== 'code');
      if (other) fail(`:::code-tabs holds only fenced code blocks, found a ${other.type}`);
      const codes = blocks as Code[];
      if (codes.length < 2) fail(':::code-tabs needs at least two code blocks');
      const labels = codes.map(tabLabel);
      const twice = labels.find((label, i) => labels.indexOf(label) !== i);
      if (twice) fail(`:::code-tabs has two tabs labelled "${twice}"; give each a distinct title="…"`);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'CodeTabs',
        attributes: [{ type: 'mdxJsxAttribute', name: 'labels', value: JSON.stringify(labels) }],
        children: codes,
        position: node.position,
      };
      parent.children.splice(index, 1, element);
    });
  };
}
