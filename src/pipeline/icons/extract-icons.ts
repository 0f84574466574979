import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ICON_THEMES,
  type IconEntry,
  type IconNode,
  type IconTheme,
  type IconThemeFile,
} from '@/modules/icons/icon-data';
import { iconWords } from './icon-words';
import { parseIconModule } from './parse-icon';

const THEME_SUFFIX = /(Outlined|Rounded|TwoTone|Sharp)$/;

/** `DeleteTwoTone` → `{ name: 'Delete', theme: 'TwoTone' }`; no suffix is the Filled theme. */
export function splitExportName(exported: string): { name: string; theme: IconTheme } {
  const match = THEME_SUFFIX.exec(exported);
  if (!match) return { name: exported, theme: 'Filled' };
  return { name: exported.slice(0, match.index), theme: match[1] as IconTheme };
}

export interface ExtractedIcons {
  version: string;
  /** Icon modules read (one per base name and theme). */
  files: number;
  icons: IconEntry[];
  themes: Record<IconTheme, IconThemeFile>;
}

/**
 * Every icon of the installed @mui/icons-material, read from its `esm/<Name>.js` files: one module
 * per export, so the file list is the export list (the package's index re-exports exactly these).
 */
export async function extractIcons(packageDir: string): Promise<ExtractedIcons> {
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const esm = path.join(packageDir, 'esm');
  const exported = (await readdir(esm))
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.js$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort();
  const themes = Object.fromEntries(ICON_THEMES.map((theme) => [theme, {}])) as ExtractedIcons['themes'];
  const themesOf = new Map<string, number[]>();
  const chunk = 64;
  for (let i = 0; i < exported.length; i += chunk) {
    const batch = exported.slice(i, i + chunk);
    const parsed = await Promise.all(
      batch.map(async (name): Promise<[string, IconNode[]]> => {
        const file = path.join(esm, `${name}.js`);
        return [name, parseIconModule(await readFile(file, 'utf8'), file)];
      }),
    );
    for (const [exportedName, nodes] of parsed) {
      const { name, theme } = splitExportName(exportedName);
      themes[theme][name] = nodes;
      const list = themesOf.get(name) ?? [];
      list.push(ICON_THEMES.indexOf(theme));
      themesOf.set(name, list);
    }
  }
  const icons = [...themesOf.keys()].sort().map((name) => ({
    name,
    themes: themesOf.get(name)!.sort((a, b) => a - b),
    words: iconWords(name),
  }));
  return { version, files: exported.length, icons, themes };
}
