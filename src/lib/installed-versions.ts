import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Version of an installed package, read from its package.json at build time. */
export function installedVersion(name: string): string {
  const file = path.join(process.cwd(), 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
