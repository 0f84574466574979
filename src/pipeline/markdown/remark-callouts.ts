import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import path from 'node:path';
import { ContentError } from '../content/content-error';

export const CALLOUT_TYPES = ['info', 'warning', 'success', 'error'] as const;

/**
 * `:::info` … `:::` blocks become callouts (a `div role="note"` styled by type). Text directives
 * (`:word` inside prose, e.g. "16:9") are turned back into the text the author wrote.
 */
export function remarkCallouts() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        if (!(CALLOUT_TYPES as readonly string[]).includes(node.name)) {
          throw new ContentError(
            path.relative(process.cwd(), file.path),
            node.position?.start.line ?? 1,
            `unknown callout ":::${node.name}" (use one of ${CALLOUT_TYPES.join(', ')})`,
          );
        }
        node.data = {
          hName: 'div',
          hProperties: {
            className: ['callout', `callout-${node.name}`],
            role: 'note',
            'data-callout': node.name,
          },
        };
      } else if (
        (node.type === 'textDirective' || node.type === 'leafDirective') &&
        parent &&
        index !== undefined
      ) {
        const text: Text = {
          type: 'text',
          value: `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`,
        };
        parent.children.splice(index, 1, text, ...(node.children as Text[]));
      }
    });
  };
}
