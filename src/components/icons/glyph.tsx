import glyphs from '@generated/chrome-glyphs.json';
import type { ChromeGlyphName } from '@/modules/icons/chrome-glyph-names';
import type { IconNode } from '@/modules/icons/icon-data';
import { renderIconNodes } from './render-icon-nodes';

/**
 * A Material icon drawn as a bare decorative svg, 1em square in the current text colour: what
 * SvgIcon draws, without its styled wrapper (no style pass when a toolbar renders).
 */
export function Glyph({ name, className }: { name: ChromeGlyphName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {renderIconNodes((glyphs as Record<ChromeGlyphName, IconNode[]>)[name])}
    </svg>
  );
}
