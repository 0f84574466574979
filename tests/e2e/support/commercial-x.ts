import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const GENERATED_DIR = path.join(process.cwd(), 'generated');

/**
 * MUI X's own report when a Pro or Premium component renders without a license key (its
 * `showMissingLicenseKeyError`): a banner of asterisks around "MUI X: Missing license key.".
 */
export const MISSING_X_LICENSE = /^\*{20,}\n\nMUI X: Missing license key\.\n/;

/**
 * The pages whose demos use a commercial MUI X package, read from the prebuild's output: their
 * demo group names the license module (`loaded: [xLicense]`, src/pipeline/demos/x-license-module.ts).
 * Each such page and the standalone pages of its demos.
 */
export function pagesWithCommercialXDemos(): Set<string> {
  const chunks = path.join(GENERATED_DIR, 'page-demos');
  if (!existsSync(chunks)) return new Set();
  const pageIds = new Set(
    readdirSync(chunks)
      .filter((file) => /\bloaded: \[[^\]]*\bxLicense\b/.test(readFileSync(path.join(chunks, file), 'utf8')))
      .map((file) => file.replace(/\.js$/, '')),
  );
  const pages = JSON.parse(readFileSync(path.join(GENERATED_DIR, 'pages.json'), 'utf8')) as {
    route: string;
    moduleId: string;
  }[];
  const registry = readFileSync(path.join(GENERATED_DIR, 'demo-registry.js'), 'utf8');
  return new Set([
    ...pages.filter((page) => pageIds.has(page.moduleId)).map((page) => page.route),
    ...[...registry.matchAll(/^ {2}"([^"]+)": \{[^\n]*? page: "([^"]+)"/gm)]
      .filter(([, , page]) => pageIds.has(page))
      .map(([, id]) => `/demos/${id}/`),
  ]);
}

/**
 * Without a license key (`MUI_X_LICENSE_KEY` unset at build time), MUI X's missing-key notice is
 * the one console output allowed, and only on pages with Pro or Premium demos.
 */
export function licenseNoticeAllowed(url: string, commercialPages: ReadonlySet<string>): boolean {
  return !process.env.MUI_X_LICENSE_KEY && commercialPages.has(url);
}
