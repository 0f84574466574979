export type TranslationBundle = { readonly [key: string]: string | TranslationBundle };

export interface TranslateOptions {
  /** Where warnings go; injected so tests can read them. Defaults to console. */
  logger?: Pick<Console, 'warn' | 'error'>;
}

const MISSING_LANGUAGE_TEXT = '…';

function lookup(bundle: TranslationBundle | undefined, key: string): string | undefined {
  let node: string | TranslationBundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Builds `t(key)` for one language. A key missing in that language warns once and falls back to
 * English; a language with no bundle at all logs an error once and every string shows "…".
 */
export function createTranslate(
  bundles: Readonly<Record<string, TranslationBundle>>,
  language: string,
  { logger = console }: TranslateOptions = {},
): (key: string) => string {
  const warned = new Set<string>();
  const once = (id: string, log: () => void) => {
    if (!warned.has(id)) {
      warned.add(id);
      log();
    }
  };
  return (key) => {
    const bundle = bundles[language];
    if (!bundle) {
      once(`lang:${language}`, () => logger.error(`Missing language: ${language}.`));
      return MISSING_LANGUAGE_TEXT;
    }
    const translated = lookup(bundle, key);
    if (translated !== undefined) return translated;
    const english = lookup(bundles.en, key);
    once(`${language}:${key}`, () =>
      logger.warn(`Missing translation for ${key} in ${language}${english === undefined ? ' and en' : ''}.`),
    );
    return english ?? key;
  };
}
