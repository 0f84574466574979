/** URL segment of an export: `ButtonBase` -> `button-base`, `Unstable_Grid2` -> `grid2`. */
export function apiSlug(exportName: string): string {
  return exportName
    .replace(/^(unstable|experimental)_/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The `*Classes` export that belongs to a component: `Unstable_Grid2` -> `grid2Classes`. */
export function classesExportName(exportName: string): string {
  const base = exportName.replace(/^(unstable|experimental)_/i, '');
  return `${base[0].toLowerCase()}${base.slice(1)}Classes`;
}
