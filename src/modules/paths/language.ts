/** Languages whose interface strings we ship. Only English today. */
export const SUPPORTED_LANGUAGES = ['en'] as const;
/** Languages recognised in a URL prefix; their pages resolve to the English ones. */
export const RECOGNISED_LANGUAGES = ['en', 'zh'] as const;
export const DEFAULT_LANGUAGE = 'en';

export type RecognisedLanguage = (typeof RECOGNISED_LANGUAGES)[number];

function isRecognisedLanguage(value: string): value is RecognisedLanguage {
  return (RECOGNISED_LANGUAGES as readonly string[]).includes(value);
}

/** Reads the language prefix of a pathname: `/zh/material-ui/` is zh, anything else en. */
export function pathnameToLanguage(pathname: string): {
  userLanguage: RecognisedLanguage;
  canonicalAs: string;
} {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isRecognisedLanguage(match[1])) {
    const rest = pathname.slice(match[0].length);
    return { userLanguage: match[1], canonicalAs: rest === '' ? '/' : rest };
  }
  return { userLanguage: DEFAULT_LANGUAGE, canonicalAs: pathname };
}
