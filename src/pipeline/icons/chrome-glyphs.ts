import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IconNode } from '@/modules/icons/icon-data';
import { parseIconModule } from './parse-icon';

/**
 * The @mui/icons-material drawings the site's own chrome draws as plain `<svg>` (see
 * components/icons/glyph.tsx). Toolbars repeated on every demo pay for each MUI SvgIcon with an
 * Emotion style pass on every render; a bare svg costs nothing but its nodes.
 */
export const CHROME_GLYPH_NAMES = [
  'CodeRounded',
  'DarkModeOutlined',
  'EditRounded',
  'DensitySmallRounded',
  'LinkRounded',
  'OpenInNewRounded',
  'RefreshRounded',
  'FormatTextdirectionRToLRounded',
  'ThumbUpAltOutlined',
  'ThumbDownAltOutlined',
  'DataObjectRounded',
  'MenuBookRounded',
  'CalendarMonthRounded',
  'WidgetsRounded',
  'BrushRounded',
  'PaletteRounded',
  'ExploreRounded',
  'SchoolRounded',
  'ExtensionRounded',
  'MoveUpRounded',
  'RocketLaunchRounded',
  'TableChartRounded',
  'ScienceRounded',
  'HandymanRounded',
  'ArticleRounded',
  'GitHub',
  'MenuRounded',
  'TuneRounded',
  'SearchRounded',
  'ExpandMoreRounded',
] as const;

export type ChromeGlyphName = (typeof CHROME_GLYPH_NAMES)[number];

/** Reads each named icon module of the installed package; a missing name fails naming it. */
export async function readChromeGlyphs(
  packageDir: string,
  names: readonly string[] = CHROME_GLYPH_NAMES,
): Promise<Record<string, IconNode[]>> {
  const entries = await Promise.all(
    names.map(async (name): Promise<[string, IconNode[]]> => {
      const file = path.join(packageDir, 'esm', `${name}.js`);
      const source = await readFile(file, 'utf8').catch(() => {
        throw new Error(`${file}:1: no icon module named ${name} in @mui/icons-material`);
      });
      return [name, parseIconModule(source, file)];
    }),
  );
  return Object.fromEntries(entries);
}
