import 'server-only';
import { installedVersion } from '@/lib/installed-versions';

/** Which package's version a product's pages document; feedback is tagged with it. */
const PACKAGE_OF: Record<string, string> = {
  'joy-ui': '@mui/joy',
  'base-ui': '@mui/base',
  system: '@mui/system',
};

export function docsVersionOf(segment: string): string {
  return installedVersion(PACKAGE_OF[segment] ?? '@mui/material');
}
