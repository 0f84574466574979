import { readCookie } from '@/modules/cookies/read-cookie';
import { canonicalPathname, getProductCategoryId, getProductId } from '@/modules/paths';

/** page_view parameters: the canonical location (no language, hash or trailing slash) and ids. */
export function pageViewParams(pathname: string, title: string, origin: string) {
  const productId = getProductId(pathname);
  return {
    page_title: title,
    page_location: `${origin}${canonicalPathname(pathname)}`,
    productId,
    productCategoryId: getProductCategoryId(productId),
  };
}

export type CodeVariant = 'JS' | 'TS';
export type CodeStyling = 'System' | 'Tailwind' | 'CSS';

export function parseCodeVariant(raw: string | undefined): CodeVariant {
  return raw === 'JS' ? 'JS' : 'TS';
}

export function parseCodeStyling(raw: string | undefined): CodeStyling {
  return raw === 'Tailwind' || raw === 'CSS' ? raw : 'System';
}

/** A coarse OS name from the user agent; enough to group readers, nothing that fingerprints. */
export function detectOs(userAgent: string): string {
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/CrOS/i.test(userAgent)) return 'ChromeOS';
  if (/Linux/i.test(userAgent)) return 'Linux';
  return 'unknown';
}

export interface UserPropertiesInput {
  cookie: string;
  language: string;
  devicePixelRatio: number;
  userAgent: string;
  /** The site's color scheme as the reader sees it ("light" / "dark"). */
  colorScheme: string;
}

export function userProperties(input: UserPropertiesInput) {
  return {
    codeVariant: parseCodeVariant(readCookie(input.cookie, 'codeVariant')),
    codeStylingVariant: parseCodeStyling(readCookie(input.cookie, 'codeStyling')),
    userLanguage: input.language,
    devicePixelRatio: Math.round(input.devicePixelRatio * 10) / 10,
    os: detectOs(input.userAgent),
    colorSchemeMode: input.colorScheme,
  };
}
