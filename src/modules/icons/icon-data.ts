/**
 * Shapes shared by the icon extractor (build time) and the Material Icons page (browser).
 * Kept free of React and Node so both sides can import it.
 */

/** The five themes of @mui/icons-material, in the order the page offers them. */
export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

/**
 * One SVG element of an icon. A bare string is a `<path d="…">` with no other attribute (most
 * icons are a single such path, so this keeps the chunks small); otherwise `[tag, attributes,
 * children?]` with React's attribute names (`fillOpacity`, `fillRule`).
 */
export type IconNode = string | [string, Record<string, string | number>, IconNode[]?];

/** One base name and the themes it ships in. */
export interface IconEntry {
  name: string;
  /** Indexes into ICON_THEMES. */
  themes: number[];
  /** Extra search words (split name, synonyms), lower case, space-separated. */
  words: string;
}

/** `public/generated/icons/index.<hash>.json`: fetched when the page mounts. */
export interface IconIndexFile {
  version: string;
  icons: IconEntry[];
}

/**
 * `public/generated/icons/<theme>-<bucket>.<hash>.json`: the drawings of one theme for one range
 * of base names. A theme is 450-850 KB raw; a bucket of 256 names is a ninth of it, and the first
 * screen of results needs one bucket.
 */
export type IconThemeFile = Record<string, IconNode[]>;

export interface ChunkFile {
  url: string;
  bytes: number;
}

/** `generated/icons-manifest.json`: what the page bundle knows about the chunks. */
export interface IconsManifest {
  version: string;
  baseNames: number;
  files: number;
  index: ChunkFile;
  /** The first base name of each bucket, in sorted order. */
  bucketStarts: string[];
  themes: Record<IconTheme, ChunkFile[]>;
}

/** Base names per drawing chunk. */
export const ICON_BUCKET_SIZE = 256;

/** Which bucket holds a base name: the last bucket whose first name sorts at or before it. */
export function bucketOf(name: string, bucketStarts: readonly string[]): number {
  let low = 0;
  let high = bucketStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (bucketStarts[middle] <= name) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The export name of a base name in a theme: `Delete` + `TwoTone`. */
export function exportName(name: string, theme: IconTheme): string {
  return theme === 'Filled' ? name : `${name}${theme}`;
}

/** The line a reader pastes: default import from the icon's own file (tree-shaking friendly). */
export function importLine(name: string, theme: IconTheme): string {
  const exported = exportName(name, theme);
  return `import ${exported}Icon from '@mui/icons-material/${exported}';`;
}
