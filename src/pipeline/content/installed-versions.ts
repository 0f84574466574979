import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Installed version of every direct dependency: what demos and sandboxes are pinned to. */
export function installedVersions(root: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const versions: Record<string, string> = {};
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    try {
      versions[name] = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      // Not installed (optional tooling): demos cannot import it.
    }
  }
  return versions;
}
