const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Bare package specifiers imported by a source file (relative imports and node: builtins excluded). */
export function importedPackages(source: string): string[] {
  const packages = new Set<string>();
  for (const match of source.matchAll(IMPORT_RE)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
      continue;
    const parts = specifier.split('/');
    packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...packages].sort();
}

/** Packages a sandbox needs beyond what the code names: the styling engine and peers. */
const IMPLIED: Record<string, string[]> = {
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@mui/joy': ['@emotion/react', '@emotion/styled'],
  '@mui/system': ['@emotion/react', '@emotion/styled'],
  '@mui/icons-material': ['@mui/material', '@emotion/react', '@emotion/styled'],
  '@mui/x-data-grid': ['@mui/material', '@emotion/react', '@emotion/styled'],
  '@mui/x-date-pickers': ['@mui/material', '@emotion/react', '@emotion/styled', 'dayjs'],
  '@toolpad/core': ['@mui/material', '@emotion/react', '@emotion/styled'],
};

/**
 * The dependencies of a runnable project for these sources, at the versions this site documents.
 * Throws when a package has no known version: a sandbox with `latest` would not match the docs.
 */
export function inferDependencies(
  sources: string[],
  versions: Readonly<Record<string, string>>,
): Record<string, string> {
  const needed = new Set(['react', 'react-dom']);
  for (const source of sources) {
    for (const pkg of importedPackages(source)) {
      needed.add(pkg);
      for (const implied of IMPLIED[pkg] ?? []) needed.add(implied);
    }
  }
  const dependencies: Record<string, string> = {};
  for (const pkg of [...needed].sort()) {
    const version = versions[pkg];
    if (!version) throw new Error(`No documented version for "${pkg}", imported by a demo`);
    dependencies[pkg] = version;
  }
  return dependencies;
}
