import { readCookie } from '@/modules/cookies/read-cookie';

export type CodeVariant = 'TS' | 'JS';
export type CodeStyling = 'System' | 'Tailwind' | 'CSS';

export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['System', 'Tailwind', 'CSS'];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'System';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
/** One year, in seconds. */
export const CODE_COOKIE_MAX_AGE = 31536000;

/** `#basic.js` picks JS and `#basic.tsx` TS; any other hash says nothing. */
export function codeVariantFromHash(hash: string): CodeVariant | undefined {
  if (hash.endsWith('.js')) return 'JS';
  if (hash.endsWith('.tsx')) return 'TS';
  return undefined;
}

/** `#tailwind-hero.tsx`, `#css-hero`, `#system-hero` pick a styling. */
export function codeStylingFromHash(hash: string): CodeStyling | undefined {
  if (hash.includes('tailwind-')) return 'Tailwind';
  if (hash.includes('css-')) return 'CSS';
  if (hash.includes('system-')) return 'System';
  return undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((v) => v === value);

/** The hash beats the cookie, the cookie beats the default. */
export function resolveCodePreferences(hash: string, cookieHeader: string): CodePreferences {
  return {
    codeVariant:
      codeVariantFromHash(hash) ??
      oneOf(CODE_VARIANTS, readCookie(cookieHeader, CODE_VARIANT_COOKIE)) ??
      DEFAULT_CODE_VARIANT,
    codeStyling:
      codeStylingFromHash(hash) ??
      oneOf(CODE_STYLINGS, readCookie(cookieHeader, CODE_STYLING_COOKIE)) ??
      DEFAULT_CODE_STYLING,
  };
}

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/**
 * `next`, or `current` itself when both make the same choice. React compares store snapshots by
 * identity, so an equal new object would still count as a change and render its readers again.
 */
export function steadyCodePreferences<T extends CodePreferences>(current: T, next: T): T {
  return current.codeVariant === next.codeVariant && current.codeStyling === next.codeStyling
    ? current
    : next;
}

export function serializeCodeCookie(
  name: typeof CODE_VARIANT_COOKIE | typeof CODE_STYLING_COOKIE,
  value: string,
) {
  return `${name}=${encodeURIComponent(value)}; max-age=${CODE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}

/** The element id a demo hash points to: `#css-hero.tsx` -> `hero`. */
export function demoIdFromHash(hash: string): string {
  return hash
    .replace(/^#/, '')
    .replace(/\.(js|tsx)$/, '')
    .replace(/^(tailwind|css|system)-/, '');
}

/**
 * The hash that may choose the code language and styling: only one naming a demo on the page
 * counts, so an unknown `#no-such-demo.js` changes nothing.
 */
export function codeHashFor(hash: string, isDemo: (id: string) => boolean): string {
  return hash && isDemo(demoIdFromHash(hash)) ? hash : '';
}
