import { createElement, type ReactNode } from 'react';
import type { IconNode } from '@/modules/icons/icon-data';

/** An extracted drawing as svg elements, as `createSvgIcon` would give them. */
export function renderIconNodes(nodes: IconNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string'
      ? createElement('path', { key: index, d: node })
      : createElement(node[0], { key: index, ...node[1] }, node[2] ? renderIconNodes(node[2]) : undefined),
  );
}
