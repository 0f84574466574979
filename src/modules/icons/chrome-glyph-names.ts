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
  'CenterFocusStrongRounded',
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
  'CloseRounded',
] as const;

export type ChromeGlyphName = (typeof CHROME_GLYPH_NAMES)[number];
