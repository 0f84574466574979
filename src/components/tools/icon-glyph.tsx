import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { renderIconNodes } from '@/components/icons/render-icon-nodes';
import type { IconNode } from '@/modules/icons/icon-data';

/** Draws an icon from its extracted SVG data, the way `createSvgIcon` would. */
export function IconGlyph({ nodes, ...props }: { nodes: IconNode[] } & SvgIconProps) {
  return <SvgIcon {...props}>{renderIconNodes(nodes)}</SvgIcon>;
}
