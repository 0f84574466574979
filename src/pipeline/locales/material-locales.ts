/**
 * The locales @mui/material ships (`@mui/material/locale`), read from the installed package so
 * the localization page can never list one that does not exist or miss a new one.
 */

export interface MaterialLocale {
  /** The export name: `frFR`. */
  exportName: string;
  /** BCP 47 tag derived from it: `fr-FR`. */
  tag: string;
  /** English name from Intl.DisplayNames: `French (France)`. */
  language: string;
  /** Components whose default props it translates: `MuiTablePagination`… */
  components: string[];
}

/**
 * `frFR` → `fr-FR`, `kuLatn` → `ku-Latn` (a script), `kuCKB` → `ckb` (Central Kurdish: MUI
 * spells the ISO 639-3 code as a suffix of `ku`).
 */
export function localeTag(exportName: string): string {
  const match = /^([a-z]{2,3})([A-Z][A-Za-z]*)$/.exec(exportName);
  if (!match) throw new Error(`Unexpected locale export name "${exportName}" in @mui/material/locale.`);
  const [, language, rest] = match;
  if (/^[A-Z]{2}$|^\d{3}$/.test(rest)) return `${language}-${rest}`;
  if (/^[A-Z][a-z]{3}$/.test(rest)) return `${language}-${rest}`;
  if (/^[A-Z]{3}$/.test(rest)) return rest.toLowerCase();
  throw new Error(`Cannot derive a language tag from the locale export "${exportName}".`);
}

type LocaleModule = Record<string, { components?: Record<string, unknown> }>;

/** One row per locale export, sorted by the English language name. */
export function materialLocales(module: LocaleModule): MaterialLocale[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return (
    Object.keys(module)
      // enUS is an empty object (English is built in) but still a locale the package ships.
      .filter((key) => key !== 'default' && typeof module[key] === 'object' && module[key] !== null)
      .map((exportName) => {
        const tag = localeTag(exportName);
        return {
          exportName,
          tag,
          language: names.of(tag) ?? tag,
          components: Object.keys(module[exportName].components ?? {}).sort(),
        };
      })
      .sort((a, b) => a.language.localeCompare(b.language, 'en') || a.tag.localeCompare(b.tag))
  );
}
