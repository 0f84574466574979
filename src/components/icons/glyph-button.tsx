import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { ChromeGlyphName } from '@/modules/icons/chrome-glyph-names';
import { Glyph } from './glyph';
import styles from './glyph-button.module.css';

export type GlyphButtonProps = {
  glyph: ChromeGlyphName;
  label: string;
  /** Small (30 px, toolbars) or medium (36 px, the app bar), as IconButton's sizes. */
  size?: 'small' | 'medium';
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'title'>;

/** The class names of a glyph button, for a link drawn as one. */
export const glyphButtonClass = (size: GlyphButtonProps['size'] = 'small', className?: string) =>
  [styles.glyphButton, size === 'medium' ? styles.medium : null, className].filter(Boolean).join(' ');

/**
 * A round icon button of the chrome, styled like MUI's small IconButton from the theme's CSS
 * variables. Its label is both the accessible name and the tooltip; `aria-pressed` shows as
 * selected. Used where a button repeats on every page or demo, so it costs no style pass.
 */
export const GlyphButton = forwardRef<HTMLButtonElement, GlyphButtonProps>(function GlyphButton(
  { glyph, label, size, className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={glyphButtonClass(size, className)}
      aria-label={label}
      title={label}
      {...props}
    >
      <Glyph name={glyph} />
    </button>
  );
});
