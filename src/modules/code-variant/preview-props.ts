import type { CodeVariant } from './code-variant';

/**
 * A demo's collapsed code preview reaches the page as props of its client component, so each
 * highlighted string is sent twice: in the HTML and in the server payload React hydrates from.
 * Most demos have no types, and their JavaScript preview is then the TypeScript one byte for byte
 * (3 of the 5 on the Button page, about 10 KB of payload there). Such a preview is sent once.
 */

/** `previewJs` when the JavaScript preview is the TypeScript one: not HTML, which opens with `<`. */
export const PREVIEW_SAME_AS_TS = '=TS';

export interface Previews {
  TS?: string;
  JS?: string;
}

/** The props that carry a demo's previews: `previewJs` names the TS preview when they are equal. */
export function previewProps(preview: Previews): { previewTs?: string; previewJs?: string } {
  const props: { previewTs?: string; previewJs?: string } = {};
  if (preview.TS) props.previewTs = preview.TS;
  if (preview.JS) props.previewJs = preview.JS === preview.TS ? PREVIEW_SAME_AS_TS : preview.JS;
  return props;
}

/** The preview to show for a language, from the props `previewProps` made. */
export function previewFor(
  variant: CodeVariant,
  props: { previewTs?: string; previewJs?: string },
): string | undefined {
  if (variant === 'TS') return props.previewTs;
  return props.previewJs === PREVIEW_SAME_AS_TS ? props.previewTs : props.previewJs;
}
