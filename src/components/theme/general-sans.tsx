import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where General Sans goes when its (non-npm) files are supplied; see docs/decisions/0011-fonts.md. */
export const GENERAL_SANS_DIR = 'fonts/general-sans';
const WEIGHTS = [
  { file: 'GeneralSans-Medium.woff2', weight: 500 },
  { file: 'GeneralSans-Semibold.woff2', weight: 600 },
  { file: 'GeneralSans-Bold.woff2', weight: 700 },
];

/**
 * Declares General Sans only for the weights whose files exist in public/ at build time, so a
 * checkout without them never requests a missing file; headings then use Plus Jakarta Sans.
 */
export function GeneralSansFontFace() {
  const present = WEIGHTS.filter(({ file }) =>
    existsSync(path.join(process.cwd(), 'public', GENERAL_SANS_DIR, file)),
  );
  if (present.length === 0) return null;
  const css = present
    .map(
      ({ file, weight }) =>
        `@font-face{font-family:'General Sans';font-style:normal;font-display:swap;font-weight:${weight};src:url(/${GENERAL_SANS_DIR}/${file}) format('woff2')}`,
    )
    .join('');
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
