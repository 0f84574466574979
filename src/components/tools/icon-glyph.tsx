import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createElement, type ReactNode } from 'react';
import type { IconNode } from '@/modules/icons/icon-data';

function render(nodes: IconNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string'
      ? createElement('path', { key: index, d: node })
      : createElement(node[0], { key: index, ...node[1] }, node[2] ? render(node[2]) : undefined),
  );
}

/** Draws an icon from its extracted SVG data, the way `createSvgIcon` would. */
export function IconGlyph({ nodes, ...props }: { nodes: IconNode[] } & SvgIconProps) {
  return <SvgIcon {...props}>{render(nodes)}</SvgIcon>;
}
